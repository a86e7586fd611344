import { useEffect, useRef, useState } from 'react';
import type { PopupProps } from '../../ui/popups/registry';
import { PaymentFrame, type PaymentFrameHandle } from './PaymentFrame';
import { finishPaid, finishTimeout, showTimeoutAlert, type FrameMessage } from './paymentOutcome';
import { PaymentTimerBanner } from './PaymentTimerBanner';
import { livePaymentLink } from './unpaidMarkers';
import './purchase.css';

/**
 * #pay (spec section 2 and 4, Unpaid order): the stored payment link of the unpaid order opens
 * in the payment frame while it can still be paid; an expired one shows 'Заказ не оплачен'.
 */
export default function PayPopup({ close }: PopupProps) {
  const [link] = useState(() => livePaymentLink());
  const frame = useRef<PaymentFrameHandle | null>(null);

  useEffect(() => {
    if (link) return;
    close();
    showTimeoutAlert();
  }, [close, link]);

  if (!link) return null;

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
