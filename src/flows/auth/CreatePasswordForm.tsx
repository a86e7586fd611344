import { useRef, useState } from 'react';
import { setPassword } from '../../api/auth';
import { toApiError } from '../../api/errors';
import {
  AUTH_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  newPasswordError,
} from '@softkino/contract/auth';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';

export const PASSWORD_RULES = `От ${PASSWORD_MIN_LENGTH} до ${PASSWORD_MAX_LENGTH} символов: цифра, строчная и заглавная буквы, без пробелов.`;

interface CreatePasswordFormProps {
  /** Told the server's caption, if any (other browsers signed out, decision 449). */
  onSaved: (caption?: string) => void;
  submitLabel?: string;
  /**
   * The settings page of a session not proven by a code just now: the current password is asked
   * first (decision 449), with 'Забыли пароль?' calling `onForgot`.
   */
  askCurrent?: boolean;
  onForgot?: () => void;
  /** The call that saves; tests pass a fake. */
  save?: (password: string, confirm: string, current?: string) => Promise<{ caption?: string }>;
}

/** The form's own check before it asks the server: the spec's messages, then the current one. */
function formProblem(current: string | null, password: string, confirm: string): string | null {
  const problem = newPasswordError(password, confirm);
  if (current === '' && (problem === null || password !== '' || confirm !== '')) {
    return AUTH_MESSAGES.currentPasswordEmpty;
  }
  return problem;
}

type PasswordField = 'current' | 'password' | 'confirm';

/**
 * The field a message is about, so it is shown under it, marked invalid and focused (decision
 * 460); null for a message about none (the server unreachable): shown under the form.
 */
export function passwordErrorField(
  message: string,
  values: { current: string | null; password: string; confirm: string },
): PasswordField | null {
  switch (message) {
    case AUTH_MESSAGES.currentPasswordEmpty:
    case AUTH_MESSAGES.currentPasswordWrong:
      return values.current === null ? null : 'current';
    // The first empty field, the current password first when it is asked: with every field
    // empty the message stood under the new password, the current one unmarked (decision 473).
    case AUTH_MESSAGES.fillAll:
      if (values.current === '') return 'current';
      return values.password === '' ? 'password' : 'confirm';
    case AUTH_MESSAGES.mismatch:
      return 'confirm';
    case AUTH_MESSAGES.passwordShort:
    case AUTH_MESSAGES.passwordLong:
    case AUTH_MESSAGES.weak:
    case AUTH_MESSAGES.samePassword:
      return 'password';
    default:
      return null;
  }
}

/**
 * The password pair of spec section 5, Password (create): idle, sending (the button shows
 * loading), then saved or the message (section 4, Forms).
 */
export function CreatePasswordForm({
  onSaved,
  submitLabel = 'Сохранить пароль',
  askCurrent = false,
  onForgot,
  save = setPassword,
}: CreatePasswordFormProps) {
  const [current, setCurrent] = useState('');
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ message: string; field: PasswordField | null } | null>(null);
  const [sending, setSending] = useState(false);
  const inputs = {
    current: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  function fail(message: string | null) {
    if (message === null) return setError(null);
    const field = passwordErrorField(message, {
      current: askCurrent ? current : null,
      password,
      confirm,
    });
    setError({ message, field });
    if (field) inputs[field].current?.focus();
  }
  const errorOf = (field: PasswordField) => (error?.field === field ? error.message : null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = formProblem(askCurrent ? current : null, password, confirm);
    fail(problem);
    if (problem) return;
    setSending(true);
    try {
      const saved = await save(password, confirm, askCurrent ? current : undefined);
      // A saved password is not left in the fields (the settings page stays on the form).
      setCurrent('');
      setPasswordValue('');
      setConfirm('');
      onSaved(saved.caption);
    } catch (thrown) {
      fail(toApiError(thrown).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="login__form" onSubmit={submit} noValidate>
      {askCurrent && (
        <>
          <TextField
            label="Текущий пароль"
            type="password"
            required
            autoComplete="current-password"
            ref={inputs.current}
            error={errorOf('current')}
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
          {onForgot && (
            <button type="button" className="login__link login__link--forgot" onClick={onForgot}>
              Забыли пароль?
            </button>
          )}
        </>
      )}
      <TextField
        label="Новый пароль"
        type="password"
        required
        minLength={6}
        autoComplete="new-password"
        ref={inputs.password}
        error={errorOf('password')}
        value={password}
        onChange={(event) => setPasswordValue(event.target.value)}
        hint={PASSWORD_RULES}
      />
      <TextField
        label="Повторите пароль"
        type="password"
        required
        minLength={6}
        autoComplete="new-password"
        ref={inputs.confirm}
        error={errorOf('confirm')}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      {error && error.field === null && (
        <p className="login__form-error" role="alert">
          {error.message}
        </p>
      )}
      <SubmitButton loading={sending}>{submitLabel}</SubmitButton>
    </form>
  );
}
