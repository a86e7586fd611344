import { useState } from 'react';
import { setPassword } from '../../api/auth';
import { toApiError } from '../../api/errors';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  newPasswordError,
} from '@softkino/contract/auth';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { TextField } from '../../ui/form/TextField';

export const PASSWORD_RULES = `От ${PASSWORD_MIN_LENGTH} до ${PASSWORD_MAX_LENGTH} символов: цифра, строчная и заглавная буквы, без пробелов.`;

interface CreatePasswordFormProps {
  onSaved: () => void;
  submitLabel?: string;
  /** The call that saves; tests pass a fake. */
  save?: (password: string, confirm: string) => Promise<unknown>;
}

/**
 * The password pair of spec section 5, Password (create): idle, sending (the button shows
 * loading), then saved or the message (section 4, Forms).
 */
export function CreatePasswordForm({
  onSaved,
  submitLabel = 'Сохранить пароль',
  save = setPassword,
}: CreatePasswordFormProps) {
  const [password, setPasswordValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = newPasswordError(password, confirm);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await save(password, confirm);
      // A saved password is not left in the fields (the settings page stays on the form).
      setPasswordValue('');
      setConfirm('');
      onSaved();
    } catch (thrown) {
      setError(toApiError(thrown).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="login__form" onSubmit={submit} noValidate>
      <TextField
        label="Новый пароль"
        type="password"
        required
        minLength={6}
        autoComplete="new-password"
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
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
      />
      {error && (
        <p className="login__form-error" role="alert">
          {error}
        </p>
      )}
      <SubmitButton loading={sending}>{submitLabel}</SubmitButton>
    </form>
  );
}
