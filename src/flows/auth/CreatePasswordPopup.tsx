import { Modal } from '../../ui/popups/Modal';
import { CreatePasswordForm } from './CreatePasswordForm';

/**
 * Where a password saved in the popup leads (spec section 2: /profile/settings); the query makes
 * the page say 'Отлично!' after the full page load (docs/decisions/103).
 */
export const AFTER_PASSWORD_SAVED = '/profile/settings?saved=password';

/** The popup's head: after registration, or after a code sent because the password was forgotten. */
export const CREATE_PASSWORD_TEXT = {
  new: {
    label: 'Создание пароля',
    title: 'Придумайте пароль',
    lead: 'Номер подтвержден. С паролем входить быстрее — без кода.',
  },
  reset: {
    label: 'Новый пароль',
    title: 'Придумайте новый пароль',
    lead: 'Номер подтвержден. Задайте новый пароль — им вы будете входить дальше.',
  },
} as const;

interface CreatePasswordPopupProps {
  /** 'reset': the buyer forgot the password ('Забыли пароль'), not a new account. */
  kind?: keyof typeof CREATE_PASSWORD_TEXT;
  /** After the popup left without a saved password. */
  onClosed: () => void;
  onSaved: () => void;
}

/** The create-password popup (spec section 2, Popup types: new-pass) after a confirmed code. */
export function CreatePasswordPopup({ kind = 'new', onClosed, onSaved }: CreatePasswordPopupProps) {
  const text = CREATE_PASSWORD_TEXT[kind];
  return (
    <Modal label={text.label} onClosed={onClosed} size="small">
      {() => (
        <div className="create-password">
          <h2 className="login__title">{text.title}</h2>
          <p className="login__lead">{text.lead}</p>
          <CreatePasswordForm onSaved={onSaved} />
        </div>
      )}
    </Modal>
  );
}
