import { Modal } from '../../ui/popups/Modal';
import { CreatePasswordForm } from './CreatePasswordForm';

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
