import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { CreatePasswordForm } from '../../flows/auth/CreatePasswordForm';
import { RequireSignIn } from '../../flows/auth/RequireSignIn';
import { showAlert } from '../../ui/popups/alerts';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import '../../flows/auth/auth.css';
import './profile.css';

export const SETTINGS_TITLE = 'Настройки профиля';

/** Said under 'Отлично!' once a password is saved, here or after registration. */
export const PASSWORD_SAVED =
  'Пароль сохранен. Теперь входите на сайт по номеру телефона и этому паролю.';

function sayPasswordSaved() {
  showAlert({ status: 'success', text: PASSWORD_SAVED });
}

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
        <CreatePasswordForm submitLabel="Сохранить пароль" onSaved={sayPasswordSaved} />
      </div>
    </section>
  );
}
