import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import type { PasswordState } from '@softkino/contract/auth';
import { fetchPasswordState, peekPasswordState } from '../../api/auth';
import { toApiError } from '../../api/errors';
import { isSignedOut } from '../../api/user';
import { CreatePasswordForm } from '../../flows/auth/CreatePasswordForm';
import { RequireSignIn } from '../../flows/auth/RequireSignIn';
import { forgetSignIn } from '../../flows/auth/session';
import { useResource } from '../../lib/useResource';
import { showAlert } from '../../ui/popups/alerts';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import '../../flows/auth/auth.css';
import './profile.css';

export const SETTINGS_TITLE = 'Настройки профиля';

/** Said under 'Отлично!' once a password is saved, here or after registration. */
export const PASSWORD_SAVED =
  'Пароль сохранен. Теперь входите на сайт по номеру телефона и этому паролю.';

function sayPasswordSaved(caption?: string) {
  showAlert({ status: 'success', text: caption ? `${PASSWORD_SAVED} ${caption}` : PASSWORD_SAVED });
}

// The code form and its masks load only when 'Забыли пароль?' is pressed.
const LoginPanel = lazy(() =>
  import('../../flows/auth/LoginPanel').then((m) => ({ default: m.LoginPanel })),
);

/** Where the settings page comes back to after the code of 'Забыли пароль?'. */
const SETTINGS_PATH = '/profile/settings';

type SettingsState =
  | { status: 'ready'; password: PasswordState }
  | { status: 'signedOut' }
  | { status: 'error'; message: string };

/** /profile/settings: the password (spec section 2: the target after a password is saved). */
export function SettingsScreen() {
  // A guest has no password to change; the server would answer 401 anyway.
  return (
    <RequireSignIn>
      <SignedInSettings />
    </RequireSignIn>
  );
}

function SignedInSettings() {
  useDocumentTitle(SETTINGS_TITLE);
  const [, navigate] = useLocation();
  const search = useSearch();
  const arrivedSaved = new URLSearchParams(search).get('saved') === 'password';
  const said = useRef(false);
  useEffect(() => {
    // Coming from the create-password popup: say it once, and drop the flag from the address.
    if (!arrivedSaved || said.current) return;
    said.current = true;
    sayPasswordSaved();
    navigate('/profile/settings', { replace: true });
  }, [arrivedSaved, navigate]);
  const [state, { reload }] = useResource<SettingsState>(
    'password-state',
    () => fetchPasswordState().then((password) => ({ status: 'ready', password })),
    (thrown) => {
      const error = toApiError(thrown);
      return isSignedOut(error)
        ? { status: 'signedOut' }
        : { status: 'error', message: error.message };
    },
    // The page's boot GET when it has answered: the form paints at once (decision 421).
    () => {
      const password = peekPasswordState();
      return password ? { status: 'ready', password } : null;
    },
  );
  const [forgot, setForgot] = useState(false);
  const signedOut = state.status === 'signedOut';
  useEffect(() => {
    if (signedOut) forgetSignIn();
  }, [signedOut]);
  if (signedOut) return <Redirect to="/login" replace state={{ from: SETTINGS_PATH }} />;

  return (
    <section className="page page--narrow profile" aria-labelledby="settings-title">
      <p className="page__crumbs">
        <Link href="/profile">Личный кабинет</Link>
      </p>
      <h1 id="settings-title" className="page__title">
        {SETTINGS_TITLE}
      </h1>
      <div className="profile-section profile-section--card">
        <h2 className="profile-section__title">Пароль</h2>
        {state.status === 'loading' && (
          <span className="spinner" role="status" aria-label="Загружаем настройки" />
        )}
        {state.status === 'error' && (
          <div className="settings__error">
            <p className="login__form-error" role="alert">
              {state.message}
            </p>
            <button type="button" className="button button--ghost" onClick={reload}>
              Повторить
            </button>
          </div>
        )}
        {state.status === 'ready' && forgot && (
          <div className="settings__forgot">
            <p className="login__lead">
              Подтвердите номер кодом из звонка или SMS — после него задайте новый пароль без
              старого.
            </p>
            <Suspense fallback={<span className="spinner" role="status" aria-label="Загрузка" />}>
              <LoginPanel mode="confirm" phone={state.password.phone} returnTo={SETTINGS_PATH} />
            </Suspense>
            <button type="button" className="login__link" onClick={() => setForgot(false)}>
              Я помню пароль
            </button>
          </div>
        )}
        {state.status === 'ready' && !forgot && (
          <>
            {!state.password.has_password && (
              <p className="login__lead">
                Задайте пароль, чтобы входить по номеру телефона и паролю, без кода.
              </p>
            )}
            <CreatePasswordForm
              submitLabel="Сохранить пароль"
              askCurrent={state.password.current_required}
              onForgot={() => setForgot(true)}
              onSaved={(caption) => {
                sayPasswordSaved(caption);
                reload();
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}
