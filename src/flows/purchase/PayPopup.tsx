import { useEffect, useRef } from 'react';
import { toApiError } from '../../api/errors';
import { useResource } from '../../lib/useResource';
import { showAlert } from '../../ui/popups/alerts';
import type { PopupProps } from '../../ui/popups/registry';
import { PaymentFrame, type PaymentFrameHandle } from './PaymentFrame';
import { finishPaid, finishTimeout, showTimeoutAlert, type FrameMessage } from './paymentOutcome';
import { PaymentTimerBanner } from './PaymentTimerBanner';
import { payTarget, showNoOrderAlert, type PayTarget } from './payTarget';
import './purchase.css';

/**
 * #pay (spec section 2 and 4, Unpaid order): the unpaid order's bank page opens in the payment
 * frame while it can still be paid; a lapsed one shows 'Заказ не оплачен', and with no order at
 * all the buyer is told so (payTarget.ts).
 */
export default function PayPopup({ close }: PopupProps) {
  const [target] = useResource<PayTarget>('pay', payTarget, (thrown) => ({
    kind: 'error',
    message: toApiError(thrown).message,
  }));
  const link = 'status' in target || target.kind !== 'link' ? null : target.link;
  const frame = useRef<PaymentFrameHandle | null>(null);

  useEffect(() => {
    if ('status' in target || target.kind === 'link') return;
    close();
    if (target.kind === 'expired') showTimeoutAlert();
    else if (target.kind === 'none') showNoOrderAlert();
    else showAlert({ status: 'error', text: target.message });
  }, [target, close]);

  if (!link)
    return (
      <div className="purchase-panel payment payment--standalone" role="status">
        <span className="spinner" aria-label="Загрузка" />
      </div>
    );

  function onMessage(message: FrameMessage) {
    close();
    if (!link) return;
    if (message === 'paid') finishPaid(link.orderId);
    else finishTimeout(link.orderId);
  }

  // A bank page in a frame ('payment--frame'): the head spans the frame's width, as in the
  // purchase popup, not the narrow column of the panels without one (payment.css).
  return (
    <div className="purchase-panel payment payment--frame payment--standalone">
      <div className="payment__head">
        <h2 className="payment__title">Оплата заказа</h2>
        <PaymentTimerBanner
          expiresAt={link.expiresAt}
          onExpire={() => {
            frame.current?.postTimeout();
            onMessage('timeout');
          }}
        />
      </div>
      <PaymentFrame url={link.url} onMessage={onMessage} handleRef={frame} />
    </div>
  );
}
