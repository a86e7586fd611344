import { useState } from 'react';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { formatPhone } from '../../ui/form/masks';
import { waitText, type LoginEvent, type LoginState } from './loginMachine';

/** The dev outbox hint shows in dev builds and in the demo (any build without VITE_DEMO=0). */
export const SHOW_DEMO_HINT = import.meta.env.DEV || import.meta.env.VITE_DEMO !== '0';

interface CodeStepProps {
  state: LoginState;
  dispatch: (event: LoginEvent) => void;
}

/** The code field, the countdown, then the choice of a flash call or an SMS. */
export function CodeStep({ state, dispatch }: CodeStepProps) {
  const [code, setCode] = useState('');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    dispatch({ type: 'submitCode', code });
  }

  const label = state.codeType === 'flashcall' ? 'Последние 4 цифры номера' : 'Код из SMS';
  return (
    <form className="login__form" onSubmit={submit} noValidate>
      <p className="login__caption">
        {state.caption ||
          (state.codeType === 'flashcall' ? 'Вам поступит звонок.' : 'Код отправлен в SMS.')}{' '}
        <span className="login__phone">{formatPhone(state.phone)}</span>
      </p>
      <TextField
        label={label}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={state.errors.code}
        autoFocus
      />
      {SHOW_DEMO_HINT && (
        <p className="login__demo">
          Демо: код придёт в{' '}
          <a href="/sandbox/outbox" target="_blank" rel="noreferrer">
            /sandbox/outbox
          </a>
        </p>
      )}
      <SubmitButton loading={state.busy}>Подтвердить</SubmitButton>
      <div className="login__resend" aria-live="polite">
        {state.secondsLeft > 0 ? (
          <p className="login__wait">{waitText(state.secondsLeft)}</p>
        ) : (
          <>
            <button
              type="button"
              className="login__link"
              disabled={state.busy}
              onClick={() => dispatch({ type: 'resend', codeType: 'flashcall' })}
            >
              Позвонить еще раз
            </button>
            {!state.smsFailed && (
              <button
                type="button"
                className="login__link"
                disabled={state.busy}
                onClick={() => dispatch({ type: 'resend', codeType: 'sms' })}
              >
                Получить код в SMS
              </button>
            )}
          </>
        )}
      </div>
      <button
        type="button"
        className="login__link login__link--muted"
        onClick={() => dispatch({ type: 'editPhone' })}
      >
        Изменить номер
      </button>
    </form>
  );
}
