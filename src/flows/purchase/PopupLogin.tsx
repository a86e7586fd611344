import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { PhoneField, SubmitButton, formatPhone } from '../../ui/form';
import { UnbrokenPhones } from '../../ui/UnbrokenPhones';
import { showAlert } from '../../ui/popups/alerts';
import { CodeField, DemoOutboxHint } from '../auth/CodeField';
import { waitText } from '../../lib/waitText';
import { phoneDigits } from '@softkino/contract/auth';
import { rememberSignIn } from '../auth/session';
import {
  POPUP_LOGIN_TEXT,
  PopupLoginController,
  canSendPhone,
  phoneFieldError,
  type PopupLoginApi,
} from './popupLoginMachine';
import './account.css';

export interface PopupLoginProps {
  /** Saves the choice: called before a link to /login is followed and before the reload. */
  beforeLeave: () => void;
  /** Reloads the page once signed in; tests pass a fake. */
  reload?: () => void;
  api?: PopupLoginApi;
  /** The phone the buyer typed in checkout before pressing 'Вход в кабинет'. */
  initialPhone?: string;
}

function reloadPage() {
  window.location.reload();
}

/**
 * 'Вход в кабинет' inside the purchase popup (spec section 2, Payment panels): the phone, then
 * the code; signing in reloads the page, which reopens the popup with the same seats.
 */
export function PopupLogin({
  beforeLeave,
  reload = reloadPage,
  api,
  initialPhone = '',
}: PopupLoginProps) {
  const [controller] = useState(() => new PopupLoginController(api));
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState('');
  const shown = useRef<string | null>(null);

  useEffect(() => controller.start(), [controller]);

  useEffect(() => {
    if (!state.alert || shown.current === state.alert) return;
    shown.current = state.alert;
    showAlert({ status: 'error', title: POPUP_LOGIN_TEXT.errorTitle, text: state.alert });
    controller.dispatch({ type: 'alertShown' });
  }, [controller, state.alert]);

  const signedIn = state.signedIn;
  useEffect(() => {
    if (signedIn === null) return;
    rememberSignIn(signedIn, null);
    beforeLeave();
    reload();
  }, [beforeLeave, reload, signedIn]);

  // The number typed here (or the one the code went to) goes on to /login, whole numbers only.
  const typed = state.step === 0 ? phone : state.phone;
  const carried = canSendPhone(typed) ? { phone: phoneDigits(typed) } : undefined;

  return (
    <div className="purchase-panel popup-login">
      <h3 className="popup-login__title">Вход в кабинет</h3>
      {state.step === 0 ? (
        <form
          className="popup-login__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            controller.dispatch({ type: 'submitPhone', phone });
          }}
        >
          <p className="popup-login__lead">
            Войдите по номеру телефона: заказ сохранится в личном кабинете, выбранные места
            останутся за вами.
          </p>
          <PhoneField
            label="Телефон"
            required
            value={phone}
            onChange={setPhone}
            error={phoneFieldError(phone)}
          />
          <SubmitButton disabled={!canSendPhone(phone)} loading={state.busy}>
            Получить код
          </SubmitButton>
        </form>
      ) : (
        <form
          className="popup-login__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            controller.dispatch({ type: 'submitCode', code });
          }}
        >
          <p className="popup-login__lead">
            {state.caption ? (
              <UnbrokenPhones text={state.caption} className="popup-login__phone" />
            ) : (
              <>
                Код отправлен в SMS на{' '}
                <span className="popup-login__phone">{formatPhone(state.phone)}</span>
              </>
            )}
          </p>
          <CodeField label="Код из SMS" value={code} onChange={setCode} />
          <DemoOutboxHint className="popup-login__demo" />
          <SubmitButton disabled={code.trim() === ''} loading={state.busy}>
            Войти
          </SubmitButton>
          {/* It speaks when the buttons come back; its countdown is silent, not read out every
              second (decision 460). */}
          <div className="popup-login__resend" aria-live="polite">
            {state.secondsLeft > 0 ? (
              <p className="popup-login__wait" aria-live="off">
                {waitText(state.secondsLeft)}
              </p>
            ) : (
              <button
                type="button"
                className="popup-login__link"
                disabled={state.busy}
                onClick={() => controller.dispatch({ type: 'resend' })}
              >
                Получить код еще раз
              </button>
            )}
          </div>
          <button
            type="button"
            className="popup-login__link"
            onClick={() => controller.dispatch({ type: 'editPhone' })}
          >
            Изменить номер
          </button>
        </form>
      )}
      <p className="popup-login__other">
        <Link href="/login" state={carried} onClick={beforeLeave}>
          Войти по паролю
        </Link>
        <Link href="/login" state={carried} onClick={beforeLeave}>
          Забыли пароль?
        </Link>
      </p>
    </div>
  );
}
