import { useState } from 'react';
import { formatPhone } from '../../ui/form';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { CodeField, DemoOutboxHint } from '../auth/CodeField';
import { waitText } from '../../lib/waitText';
import type { ActivateState } from './cardActivateMachine';
import { formatCardNumber } from '@softkino/contract/card';

interface CodeStepProps {
  state: ActivateState;
  onCode: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/** Step 1 (spec section 4): the SMS code, the resend after its countdown, back to the number. */
export function CodeStep({ state, onCode, onResend, onBack }: CodeStepProps) {
  const [code, setCode] = useState('');
  const phone = state.profile ? formatPhone(state.profile.phone) : '';
  return (
    <form
      className="card-activate__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onCode(code);
      }}
    >
      <p className="card-activate__text">
        Карта{' '}
        <span className="card-activate__nowrap">{formatCardNumber(state.sent?.card ?? '')}</span>.
        Код подтверждения отправлен в SMS на номер{' '}
        <span className="card-activate__nowrap">{phone}</span>.
      </p>
      <CodeField label="Код из SMS" value={code} onChange={setCode} error={state.errors.code} />
      <DemoOutboxHint className="card-activate__demo" />
      {state.errors.form && (
        <p className="field__error card-activate__error" role="alert">
          {state.errors.form}
        </p>
      )}
      <SubmitButton className="card-activate__submit" loading={state.busy}>
        Активировать карту
      </SubmitButton>
      <p className="card-activate__resend" aria-live="polite">
        {state.secondsLeft > 0 ? (
          waitText(state.secondsLeft)
        ) : (
          <button
            type="button"
            className="card-activate__link"
            onClick={onResend}
            disabled={state.busy}
          >
            Отправить код еще раз
          </button>
        )}
      </p>
      <button type="button" className="card-activate__link" onClick={onBack} disabled={state.busy}>
        Изменить номер карты
      </button>
    </form>
  );
}
