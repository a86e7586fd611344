import { useEffect, useRef, useState } from 'react';
import { toApiError } from '../../api/errors';
import type { PopupProps } from '../../ui/popups/registry';
import { CANCEL_TEXT, cancelTarget, cancelUnpaidOrder } from './cancelOrderFlow';
import './account.css';
import '../../ui/popups/cancelOrder.css';

/** #buy-cancel=<order id>: 'Отменить?' — the confirmation of an unpaid order's cancel. */
export default function CancelOrderPopup({ param, close }: PopupProps) {
  const [orderId] = useState(() => cancelTarget(param));
  return <CancelOrderConfirm orderId={orderId} onDone={close} onBack={close} />;
}

/**
 * 'Отменить?' / 'Вы действительно хотите отменить заказ?' / 'Да, отменить' and 'Нет' (spec
 * section 4): its own popup (#buy-cancel), or a step inside the unpaid-order popup, where 'Нет'
 * goes back to the order (decision 358). `onDone` runs once the order is cancelled. Its own
 * popup opens on 'Нет', never on 'Да, отменить': the Enter that opened it, pressed again, must
 * not cancel the order (decision 396).
 */
export function CancelOrderConfirm({
  orderId,
  onDone,
  onBack,
  focusTitle = false,
}: {
  orderId: number | null;
  onDone: () => void;
  onBack: () => void;
  /** Moves the focus to the title when shown in place of another view. */
  focusTitle?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);

  async function confirm() {
    if (orderId === null) return;
    setBusy(true);
    setError('');
    try {
      await cancelUnpaidOrder(orderId, onDone);
    } catch (thrown) {
      setBusy(false);
      setError(toApiError(thrown).message);
    }
  }

  return (
    <div className="cancel-order">
      <h2 className="cancel-order__title" ref={title} tabIndex={-1}>
        {CANCEL_TEXT.title}
      </h2>
      <p className="cancel-order__text">
        {orderId === null ? 'Неоплаченный заказ не найден.' : CANCEL_TEXT.question}
      </p>
      {error && (
        <p className="purchase__error" role="alert">
          {error}
        </p>
      )}
      <div className="cancel-order__actions">
        {orderId !== null && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => void confirm()}
          >
            {CANCEL_TEXT.confirm}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost"
          onClick={onBack}
          // In place of the order, the title takes the focus instead (above).
          autoFocus={!focusTitle}
        >
          {orderId === null ? 'Закрыть' : 'Нет'}
        </button>
      </div>
    </div>
  );
}
