import type { User } from '../../api/schemas/user';
import { Modal } from '../../ui/popups/Modal';
import { REQUIRED_FIELDS, missingFields } from './profileForm';

interface VerifyPopupProps {
  user: User;
  onClosed: () => void;
}

/**
 * The verify popup (spec section 4, Profile page): 5 s after load, when the phone exists but
 * required fields are empty, it names the missing ones. 'Заполнить' closes it onto the form.
 */
export function VerifyPopup({ user, onClosed }: VerifyPopupProps) {
  const missing = missingFields(user);
  return (
    <Modal label="Заполните данные профиля" size="small" onClosed={onClosed}>
      {(close) => (
        <div className="alert alert--warning verify-popup">
          <h2 className="alert__title">Заполните данные профиля</h2>
          <p className="alert__text">Чтобы получать бонусы и покупать билеты быстрее, заполните:</p>
          <ul className="verify-popup__list">
            {missing.map((field) => (
              <li key={field}>{REQUIRED_FIELDS[field]}</li>
            ))}
          </ul>
          <div className="alert__actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                close();
                const first = missing[0];
                if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
              }}
            >
              Заполнить
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
