import { useLocation } from 'wouter';
import { FALLBACK_MESSAGE } from '../../api/errors';
import { AlertIcon } from '../../ui/icons';
import { CLOSE_LABEL, alertTitle } from '../../ui/popups/alerts';
import { Modal } from '../../ui/popups/Modal';

/**
 * Spec section 8, Profile: a load error shows the error popup, and its dismissal sends the
 * buyer to /login. The alert queue has no dismissal callback, so this is the alert's own look
 * in a Modal of its own.
 */
export function LoadErrorPopup({ message }: { message: string }) {
  const [, navigate] = useLocation();
  const title = alertTitle('error');
  return (
    <Modal label={title} size="small" onClosed={() => navigate('/login', { replace: true })}>
      {(close) => (
        <div className="alert alert--error">
          <div className="alert__icon">
            <AlertIcon />
          </div>
          <h2 className="alert__title">{title}</h2>
          <p className="alert__text">{message || FALLBACK_MESSAGE}</p>
          <div className="alert__actions">
            <button type="button" className="button button--primary" onClick={close}>
              {CLOSE_LABEL}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
