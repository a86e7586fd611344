import { useEffect, useRef, useState } from 'react';
import { showAlert } from '../../ui/popups/alerts';
import type { PopupProps } from '../../ui/popups/registry';
import { PaymentFrame, type PaymentFrameHandle } from './PaymentFrame';
import { finishPaid, finishTimeout, showTimeoutAlert, type FrameMessage } from './paymentOutcome';
import { PaymentTimerBanner } from './PaymentTimerBanner';
import { payTarget, showNoOrderAlert } from './payTarget';
import type { StoredPaymentLink } from './unpaidMarkers';
import './purchase.css';

/**
 * #pay (spec section 2 and 4, Unpaid order): the unpaid order's bank page opens in the payment
 * frame while it can still be paid; a lapsed one shows 'Заказ не оплачен', and with no order at
 * all the buyer is told so (payTarget.ts).
 */
export default function PayPopup({ close }: PopupProps) {
  const [link, setLink] = useState<StoredPaymentLink | null>(null);
  const frame = useRef<PaymentFrameHandle | null>(null);

  useEffect(() => {
    let live = true;
    void payTarget().then((target) => {
      if (!live) return;
      if (target.kind === 'link') {
        setLink(target.link);
        return;
      }
      close();
      if (target.kind === 'expired') showTimeoutAlert();
      else if (target.kind === 'none') showNoOrderAlert();
      else showAlert({ status: 'error', text: target.message });
    });
    return () => {
      live = false;
    };
  }, [close]);

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

  return (
    <div className="purchase-panel payment payment--standalone">
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
