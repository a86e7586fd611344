import { UnbrokenPhones } from '../../ui/UnbrokenPhones';
import { registerQuestion, type LoginEvent } from './loginMachine';

interface RegisterQuestionProps {
  phone: string;
  dispatch: (event: LoginEvent) => void;
}

/**
 * An unknown phone on 'Вход' or in the forgotten password is likely a typo: the buyer says
 * whether to register it before any code is sent (docs/decisions/101).
 */
export function RegisterQuestion({ phone, dispatch }: RegisterQuestionProps) {
  return (
    <div className="login__question" role="group" aria-labelledby="login-register-question">
      <p id="login-register-question" className="login__question-text" role="status">
        <UnbrokenPhones text={registerQuestion(phone)} className="login__phone" />
      </p>
      <div className="login__question-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch({ type: 'confirmRegister' })}
        >
          Зарегистрировать
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => dispatch({ type: 'correctPhone' })}
        >
          Исправить номер
        </button>
      </div>
    </div>
  );
}
