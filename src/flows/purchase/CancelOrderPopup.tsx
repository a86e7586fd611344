import { useState } from 'react';
import { toApiError } from '../../api/errors';
import type { PopupProps } from '../../ui/popups/registry';
import { CANCEL_TEXT, cancelTarget, cancelUnpaidOrder } from './cancelOrderFlow';
import './account.css';

/** #buy-cancel=<order id>: 'Отменить?' — the confirmation of an unpaid order's cancel. */
export default function CancelOrderPopup({ param, close }: PopupProps) {
  const [orderId] = useState(() => cancelTarget(param));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function confirm() {
    if (orderId === null) return;
    setBusy(true);
    setError('');
    try {
      await cancelUnpaidOrder(orderId, close);
    } catch (thrown) {
      setBusy(false);
      setError(toApiError(thrown).message);
    }
  }

  return (
    <div className="cancel-order">
      <h2 className="cancel-order__title">{CANCEL_TEXT.title}</h2>
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
        <button type="button" className="button button--ghost" onClick={close}>
          {orderId === null ? 'Закрыть' : 'Нет'}
        </button>
      </div>
    </div>
  );
}
