import { useEffect, useState } from 'react';
import { formatPhone } from '../../ui/form/masks';
import { CodeStep } from './CodeStep';
import { AFTER_PASSWORD_SAVED, CreatePasswordPopup } from './CreatePasswordPopup';
import type { LoginApi } from './loginController';
import type { LoginTab } from './loginMachine';
import { PhoneStep } from './PhoneStep';
import { RegisterQuestion } from './RegisterQuestion';
import { afterSignInTarget } from './returnTo';
import { rememberSignIn, storedPhone } from './session';
import { useLoginController } from './useLoginController';
import './auth.css';

export interface LoginPanelProps {
  initialTab?: LoginTab;
  /** The page to return to after a sign-in without the create-password popup. */
  returnTo: string | null;
  /** Moves to another page; the full page load refreshes everything the session changes. */
  go?: (url: string) => void;
  /** A tab asked for from outside (the #registration anchor). */
  requestedTab?: LoginTab | null;
  /** 'confirm': the profile's phone confirmation, by code only, without tabs. */
  mode?: 'login' | 'confirm';
  /** The phone to start with; the one of the last password sign-in by default. */
  phone?: string;
  api?: LoginApi;
}

function assign(url: string) {
  window.location.assign(url);
}

/**
 * The login form of spec section 2 and 4 (Login tabs): 'Вход' (password or code), 'Регистрация'
 * and the forgotten password, each phone → code → create-password.
 */
export function LoginPanel({
  initialTab = 'auth',
  returnTo,
  go = assign,
  requestedTab,
  mode = 'login',
  phone: initialPhone,
  api,
}: LoginPanelProps) {
  const confirm = mode === 'confirm';
  const { state, dispatch } = useLoginController(
    confirm ? 'auth' : initialTab,
    initialPhone || storedPhone(),
    confirm ? 'code' : 'password',
    api,
  );
  const [phone, setPhone] = useState(() => formatPhone(state.phone));
  const [askPassword, setAskPassword] = useState(false);

  useEffect(() => {
    if (requestedTab) dispatch({ type: 'tab', tab: requestedTab });
  }, [dispatch, requestedTab]);

  const done = state.done;
  useEffect(() => {
    if (!done) return;
    rememberSignIn(done.userId, done.via === 'password' ? done.phone : null);
    if (done.needPassword) setAskPassword(true);
    else go(afterSignInTarget(returnTo, done.redirectUrl));
  }, [done, go, returnTo]);

  const forget = state.tab === 'forget';
  const byCode = state.tab !== 'auth' || state.method === 'code';
  return (
    <div className="login" id="auth">
      {confirm ? null : forget ? (
        <div className="login__head">
          <h2 className="login__title">Восстановление пароля</h2>
          <p className="login__lead">
            Пришлем код на номер телефона — после него задайте новый пароль.
          </p>
        </div>
      ) : (
        <div className="login__tabs" role="tablist" aria-label="Вход или регистрация">
          <LoginTabButton
            tab="auth"
            current={state.tab}
            label="Вход"
            onChoose={(tab) => dispatch({ type: 'tab', tab })}
          />
          <LoginTabButton
            tab="reg"
            current={state.tab}
            label="Регистрация"
            onChoose={(tab) => dispatch({ type: 'tab', tab })}
          />
        </div>
      )}
      <div className="login__body" role={forget || confirm ? undefined : 'tabpanel'}>
        {state.notice && (
          <p className="login__notice" role="status">
            {state.notice}
          </p>
        )}
        {state.unregistered !== null ? (
          <RegisterQuestion phone={state.unregistered} dispatch={dispatch} />
        ) : byCode && state.step === 'code' ? (
          <CodeStep state={state} dispatch={dispatch} />
        ) : (
          <PhoneStep
            state={state}
            dispatch={dispatch}
            phone={phone}
            onPhone={setPhone}
            confirm={confirm}
          />
        )}
        {state.errors.form && (
          <p className="login__form-error" role="alert">
            {state.errors.form}
          </p>
        )}
        {forget && (
          <button
            type="button"
            className="login__link"
            onClick={() => dispatch({ type: 'tab', tab: 'auth' })}
          >
            Вернуться ко входу
          </button>
        )}
      </div>
      {askPassword && (
        <CreatePasswordPopup
          kind={forget ? 'reset' : 'new'}
          onClosed={() => {
            // Dismissed without a password: the buyer is signed in all the same.
            setAskPassword(false);
            go(afterSignInTarget(returnTo, done?.redirectUrl ?? null));
          }}
          onSaved={() => go(AFTER_PASSWORD_SAVED)}
        />
      )}
    </div>
  );
}

interface LoginTabButtonProps {
  tab: LoginTab;
  current: LoginTab;
  label: string;
  onChoose: (tab: LoginTab) => void;
}

function LoginTabButton({ tab, current, label, onChoose }: LoginTabButtonProps) {
  const selected = tab === current;
  return (
    <button
      type="button"
      role="tab"
      className="login__tab"
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      onClick={() => onChoose(tab)}
    >
      {label}
    </button>
  );
}
