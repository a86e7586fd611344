import { useState } from 'react';
import { PhoneField } from '../../ui/form/MaskedField';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';
import { useFirstRefusalFocus } from '../../ui/form/useFirstRefusalFocus';
import type { LoginEvent, LoginState } from './loginMachine';

interface PhoneStepProps {
  state: LoginState;
  dispatch: (event: LoginEvent) => void;
  /** The masked phone, kept by the panel so it survives switching tabs. */
  phone: string;
  onPhone: (value: string) => void;
  /** The profile's phone confirmation: no other ways in. */
  confirm?: boolean;
}

const SUBMIT_LABEL = {
  auth: 'Получить код',
  reg: 'Зарегистрироваться',
  forget: 'Получить код',
} as const;

/** The first step: the phone, with the password on the 'Вход' tab's password method. */
export function PhoneStep({ state, dispatch, phone, onPhone, confirm = false }: PhoneStepProps) {
  const [password, setPassword] = useState('');
  // An empty or wrong phone or password: the focus goes to the field that says so (decision 428).
  const { formRef, refused } = useFirstRefusalFocus<HTMLFormElement>();
  const byPassword = state.tab === 'auth' && state.method === 'password';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    refused();
    if (byPassword) dispatch({ type: 'submitPassword', phone, password });
    else dispatch({ type: 'submitPhone', phone });
  }

  return (
    <form ref={formRef} className="login__form" onSubmit={submit} noValidate>
      <PhoneField
        label="Телефон"
        required
        value={phone}
        onChange={onPhone}
        error={state.errors.phone}
      />
      {byPassword && (
        <TextField
          label="Пароль"
          type="password"
          required
          minLength={6}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={state.errors.password}
        />
      )}
      {!byPassword && (
        <p className="login__hint">
          {state.tab === 'reg'
            ? 'Подтвердим номер звонком или SMS — затем вы зададите пароль.'
            : 'Вам поступит звонок: введите 4 последние цифры номера. Или получите код в SMS.'}
        </p>
      )}
      <SubmitButton loading={state.busy}>
        {byPassword ? 'Войти' : SUBMIT_LABEL[state.tab]}
      </SubmitButton>
      {state.tab === 'auth' && !confirm && (
        <div className="login__links">
          <button
            type="button"
            className="login__link"
            onClick={() => dispatch({ type: 'method', method: byPassword ? 'code' : 'password' })}
          >
            {byPassword ? 'Войти по коду' : 'Войти по паролю'}
          </button>
          <button
            type="button"
            className="login__link"
            onClick={() => dispatch({ type: 'tab', tab: 'forget' })}
          >
            Забыли пароль?
          </button>
        </div>
      )}
    </form>
  );
}
