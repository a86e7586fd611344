import { useSetAtom, useStore } from 'jotai';
import { useId, useRef, useState } from 'react';
import { cancelOrder } from '../../api/order';
import { payOrder } from '../../api/payment';
import { toApiError } from '../../api/errors';
import { formatRubles } from '../../lib/money';
import { SubmitButton } from '../../ui/form';
import { PaymentFrame, type PaymentFrameHandle } from './PaymentFrame';
import { finishPaid, finishTimeout, type FrameMessage } from './paymentOutcome';
import { DEFAULT_METHOD, orderMethods } from './paymentMethods';
import { PaymentTimerBanner } from './PaymentTimerBanner';
import { dispatchPurchaseAtom, purchaseStateAtom } from './purchase.atoms';
import type { PurchaseOrder } from './purchaseMachine';
import { clearUnpaidMarkers, storePaymentLink } from './unpaidMarkers';

/** Methods this release can pay with; the others are shown but answer 'недоступен'. */
const SERVED = new Set([DEFAULT_METHOD]);

/**
 * The choicePayment step: the timer banner, then either the method chooser (a radio list) or,
 * once payment started, the bank page in the payment frame.
 */
export function PaymentPanel({
  order,
  paymentUrl,
  close,
}: {
  order: PurchaseOrder;
  paymentUrl: string | null;
  close: () => void;
}) {
  const dispatch = useSetAtom(dispatchPurchaseAtom);
  const store = useStore();
  const frame = useRef<PaymentFrameHandle | null>(null);
  const [method, setMethod] = useState(DEFAULT_METHOD);
  const [error, setError] = useState('');
  const [paying, setPaying] = useState(false);
  const groupId = useId();
  // The server sends only card in this release; the list still follows the spec's order.
  const methods = orderMethods({ card: {} });

  function onFrameMessage(message: FrameMessage) {
    close();
    if (message === 'paid') finishPaid(order.id);
    else finishTimeout(order.id);
  }

  function onExpire() {
    if (paymentUrl) {
      // The bank frame is open: tell it, and show the timeout popup.
      frame.current?.postTimeout();
      onFrameMessage('timeout');
      return;
    }
    // On expiry during choicePayment the order is cancelled and the flow returns to checkout.
    clearUnpaidMarkers();
    cancelOrder(order.id).catch(() => {});
    dispatch({ type: 'expired' });
  }

  async function pay() {
    setError('');
    setPaying(true);
    try {
      const reply = await payOrder(order.id, 'card');
      if (store.get(purchaseStateAtom).order?.id !== order.id) return;
      storePaymentLink({ url: reply.redirect_url, orderId: order.id, expiresAt: order.expiresAt });
      dispatch({ type: 'paymentStarted', url: reply.redirect_url });
    } catch (thrown) {
      const failure = toApiError(thrown);
      if (failure.status === 410) onFrameMessage('timeout');
      else setError(failure.message);
    } finally {
      setPaying(false);
    }
  }

  return (
    <div className="purchase-panel payment">
      <div className="payment__head">
        <p className="payment__order">
          Заказ № {order.number} · {formatRubles(order.amount)}
        </p>
        <PaymentTimerBanner expiresAt={order.expiresAt} onExpire={onExpire} />
      </div>
      {paymentUrl ? (
        <PaymentFrame url={paymentUrl} onMessage={onFrameMessage} handleRef={frame} />
      ) : (
        <div className="payment__methods" role="radiogroup" aria-labelledby={groupId}>
          <p id={groupId} className="payment__label">
            Способ оплаты
          </p>
          {methods.map((m) => (
            <label key={m.key} className="payment__method">
              <input
                type="radio"
                name="pay-method"
                value={m.key}
                checked={method === m.key}
                disabled={!SERVED.has(m.key)}
                onChange={() => setMethod(m.key)}
              />
              <span>{m.label}</span>
            </label>
          ))}
          {error && (
            <p className="purchase__error" role="alert">
              {error}
            </p>
          )}
          <SubmitButton type="button" loading={paying} onClick={() => void pay()}>
            Оплатить {formatRubles(order.amount)}
          </SubmitButton>
        </div>
      )}
    </div>
  );
}
