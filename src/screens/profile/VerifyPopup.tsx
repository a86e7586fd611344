import { useRef } from 'react';
import type { User } from '@softkino/contract/user';
import { Modal } from '../../ui/popups/Modal';
import { REQUIRED_FIELDS, missingFields } from './profileForm';

interface VerifyPopupProps {
  user: User;
  /** After the popup left: 'fill' when the buyer chose 'Заполнить', else 'dismiss'. */
  onClosed: (next: 'fill' | 'dismiss') => void;
}

/**
 * The verify popup (spec section 4, Profile page): 5 s after load, when the phone exists but
 * required fields are empty, it names the missing ones. 'Заполнить' leads on to the fill-in
 * popup (docs/decisions/063), which asks exactly these fields.
 */
export function VerifyPopup({ user, onClosed }: VerifyPopupProps) {
  const missing = missingFields(user);
  // Read when the exit animation ends, so the next popup opens once this one has left.
  const fill = useRef(false);
  return (
    <Modal
      label="Заполните данные профиля"
      size="small"
      onClosed={() => onClosed(fill.current ? 'fill' : 'dismiss')}
    >
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
                fill.current = true;
                close();
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
