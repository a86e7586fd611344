import { useState } from 'react';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { UnbrokenPhones } from '../../ui/UnbrokenPhones';
import { waitText } from '../../lib/waitText';
import { CodeField, DemoOutboxHint } from './CodeField';
import { codeStepCaption, codeStepPhone, type LoginEvent, type LoginState } from './loginMachine';

/** A flash call's code: the calling number's last four digits. */
const FLASH_CALL_DIGITS = 4;

interface CodeStepProps {
  state: LoginState;
  dispatch: (event: LoginEvent) => void;
}

/** The code field, the countdown, then the choice of a flash call or an SMS. */
export function CodeStep({ state, dispatch }: CodeStepProps) {
  const [code, setCode] = useState('');
  const phone = codeStepPhone(state);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    dispatch({ type: 'submitCode', code });
  }

  const label =
    state.codeType === 'flashcall' ? `Последние ${FLASH_CALL_DIGITS} цифры номера` : 'Код из SMS';
  return (
    <form className="login__form" onSubmit={submit} noValidate>
      <p className={state.noCodeSent ? 'login__caption login__caption--blocked' : 'login__caption'}>
        <UnbrokenPhones text={codeStepCaption(state)} className="login__phone" />
        {phone && (
          <>
            {' '}
            <span className="login__phone">{phone}</span>
          </>
        )}
      </p>
      <CodeField
        label={label}
        value={code}
        onChange={setCode}
        error={state.errors.code}
        lastDigits={state.codeType === 'flashcall' ? FLASH_CALL_DIGITS : undefined}
      />
      {!state.noCodeSent && <DemoOutboxHint className="login__demo" />}
      <SubmitButton loading={state.busy}>Подтвердить</SubmitButton>
      {/* It speaks when the buttons come back; its countdown is silent, not read out every
          second (decision 460). */}
      <div className="login__resend" aria-live="polite">
        {state.secondsLeft > 0 ? (
          <p className="login__wait" aria-live="off">
            {waitText(state.secondsLeft)}
          </p>
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
