import { useLocation } from 'wouter';
import { FALLBACK_MESSAGE } from '../../api/errors';
import { CLOSE_LABEL, alertTitle } from '../../ui/popups/alerts';
import { AlertView } from '../../ui/popups/AlertView';
import { Modal } from '../../ui/popups/Modal';

/**
 * Spec section 8, Profile: a load error shows the error popup, and its dismissal sends the
 * buyer to /login, which brings them back here once signed in (and, sent there, does not say
 * they are signed in already: decision 466). The alert queue has no dismissal callback, so this is the alert's own look
 * in a Modal of its own.
 */
export function LoadErrorPopup({ message }: { message: string }) {
  const [, navigate] = useLocation();
  const title = alertTitle('error');
  return (
    <Modal
      label={title}
      size="small"
      onClosed={() => navigate('/login', { replace: true, state: { from: '/profile' } })}
    >
      {(close) => (
        <AlertView status="error" title={title} text={message || FALLBACK_MESSAGE}>
          <button type="button" className="button button--primary" onClick={close}>
            {CLOSE_LABEL}
          </button>
        </AlertView>
      )}
    </Modal>
  );
}
