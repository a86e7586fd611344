import { Modal } from '../../ui/popups/Modal';
import { CreatePasswordForm } from './CreatePasswordForm';

/**
 * Where a password saved in the popup leads (spec section 2: /profile/settings); the query makes
 * the page say 'Отлично!' after the full page load (docs/decisions/103).
 */
export const AFTER_PASSWORD_SAVED = '/profile/settings?saved=password';

interface CreatePasswordPopupProps {
  /** After the popup left without a saved password. */
  onClosed: () => void;
  onSaved: () => void;
}

/** The create-password popup (spec section 2, Popup types: new-pass) after a confirmed code. */
export function CreatePasswordPopup({ onClosed, onSaved }: CreatePasswordPopupProps) {
  return (
    <Modal label="Создание пароля" onClosed={onClosed} size="small">
      {() => (
        <div className="create-password">
          <h2 className="login__title">Придумайте пароль</h2>
          <p className="login__lead">Номер подтвержден. С паролем входить быстрее — без кода.</p>
          <CreatePasswordForm onSaved={onSaved} />
        </div>
      )}
    </Modal>
  );
}
