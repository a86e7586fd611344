import { useEffect, useRef, useState } from 'react';
import { keepFocusIn } from '../../ui/keepFocus';
import { tabbableIn } from '../../ui/popups/focusTrap';
import { formatPhone } from '../../ui/form/masks';
import { CodeStep } from './CodeStep';
import { AFTER_PASSWORD_SAVED, CreatePasswordPopup } from './CreatePasswordPopup';
import type { LoginApi } from './loginController';
import type { LoginTab } from './loginMachine';
import { PhoneStep } from './PhoneStep';
import { RegisterQuestion } from './RegisterQuestion';
import { afterSignInTarget } from './returnTo';
import { noteSignedIn } from './signIns';
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
  const rootRef = useRef<HTMLDivElement>(null);

  // 'Забыли пароль?', 'Вернуться ко входу' and each step's button leave with their view: the
  // focus goes to the new view (the recovery's title, else its first control), not to the
  // page's top (decision 405).
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    return keepFocusIn(root, () => {
      const title = root.querySelector<HTMLElement>('.login__title');
      const body = root.querySelector<HTMLElement>('.login__body');
      (title ?? (body ? tabbableIn(body)[0] : undefined))?.focus();
    });
  }, []);

  useEffect(() => {
    if (requestedTab) dispatch({ type: 'tab', tab: requestedTab });
  }, [dispatch, requestedTab]);

  const done = state.done;
  useEffect(() => {
    if (!done) return;
    rememberSignIn(done.userId, done.via === 'password' ? done.phone : null);
    // The header shows the account at once, also behind the 'Придумайте пароль' popup.
    noteSignedIn();
    if (done.needPassword) setAskPassword(true);
    else go(afterSignInTarget(returnTo, done.redirectUrl));
  }, [done, go, returnTo]);

  const forget = state.tab === 'forget';
  const byCode = state.tab !== 'auth' || state.method === 'code';
  return (
    <div className="login" id="auth" ref={rootRef}>
      {confirm ? null : forget ? (
        <div className="login__head">
          <h2 className="login__title" tabIndex={-1}>
            Восстановление пароля
          </h2>
          <p className="login__lead">
            Пришлем код на номер телефона — после него задайте новый пароль.
          </p>
        </div>
      ) : (
        <div
          className="login__tabs"
          role="tablist"
          aria-label="Вход или регистрация"
          onKeyDown={(event) => {
            const tab = arrowedTab(event.key, state.tab);
            if (!tab) return;
            event.preventDefault();
            dispatch({ type: 'tab', tab });
            // The chosen tab is the group's one Tab stop: the focus goes with the choice.
            event.currentTarget.querySelector<HTMLElement>(`[data-tab="${tab}"]`)?.focus();
          }}
        >
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

const TABS: readonly LoginTab[] = ['auth', 'reg'];

/**
 * The tab that an arrow key, Home or End chooses from `current` (the WAI-ARIA tabs pattern, with
 * the choice following the focus): only the chosen tab is a Tab stop, so without these keys a
 * keyboard never reached 'Регистрация'. Null for any other key.
 */
export function arrowedTab(key: string, current: LoginTab): LoginTab | null {
  const at = Math.max(0, TABS.indexOf(current));
  const last = TABS.length - 1;
  const to =
    key === 'ArrowRight' || key === 'ArrowDown'
      ? (at + 1) % TABS.length
      : key === 'ArrowLeft' || key === 'ArrowUp'
        ? (at + last) % TABS.length
        : key === 'Home'
          ? 0
          : key === 'End'
            ? last
            : null;
  return to === null ? null : (TABS[to] ?? null);
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
      data-tab={tab}
      tabIndex={selected ? 0 : -1}
      onClick={() => onChoose(tab)}
    >
      {label}
    </button>
  );
}
