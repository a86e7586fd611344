import { REFUND_TEXTS, type OrderDetails, type Receipt } from '@softkino/contract';
import { formatRubles } from '@softkino/contract/money';
import { BONUS_FORMS, pluralize } from '@softkino/contract/plural';
import { formatMoment } from '../../lib/moment';

export const RECEIPT_KIND_TEXT: Record<Receipt['kind'], string> = {
  income: 'оплата',
  income_return: 'возврат',
};

/**
 * A receipt for the whole order counts the points paid with it too (its total is the order's
 * sum, 1 340 ₽, beside a refund of 1 140 ₽): the line says how much of it was points, so that
 * the two figures agree (decision 428). '' for a receipt of money alone.
 */
function receiptPoints(
  receipt: Receipt,
  order: Pick<OrderDetails, 'amount' | 'bonus_pay'>,
): string {
  return order.bonus_pay > 0 && receipt.total === order.amount
    ? `из них ${pluralize(order.bonus_pay, BONUS_FORMS)}, `
    : '';
}

/**
 * The order's refunds (REFUND_TEXTS by reason, with the amount) and its fiscal receipts, each a
 * 'Чек' link opening the receipt in a new tab: the payment's and every refund's.
 */
export function OrderMoneyBack({
  order,
  cancelSaid = false,
}: {
  order: Pick<
    OrderDetails,
    'refunds' | 'receipts' | 'cinema' | 'amount' | 'bonus_pay' | 'status' | 'paid_at'
  >;
  /**
   * The 'Заказ отменен' box above (CancelledBox) says the cancel, the money that came back
   * ('Возвращено на карту: 600 ₽.') and the points: the cancel's refund is not listed again
   * under it ('Возврат 600 ₽', 'Заказ отменен, деньги возвращены…', decision 444), nor the
   * points given back (decision 461). Unset only for an order read from a server that sends no
   * `cancellation`: then the refund's card and the points' line say it.
   */
  cancelSaid?: boolean;
}) {
  const refunds = cancelSaid
    ? order.refunds.filter((refund) => refund.reason !== 'cancel')
    : order.refunds;
  // A paid order's cancel gave back the points spent on it (decision 187): said beside the
  // money, so the refund's figure does not look short of the order's sum (decision 408).
  const pointsBack =
    !cancelSaid && order.status === 'cancelled' && order.paid_at !== null && order.bonus_pay > 0
      ? order.bonus_pay
      : 0;
  if (refunds.length === 0 && order.receipts.length === 0 && pointsBack === 0) return null;
  return (
    <section className="order-money" aria-label="Возвраты и чеки">
      {refunds.length > 0 && (
        <ul className="order-money__refunds" aria-label="Возвраты">
          {refunds.map((refund) => (
            <li key={`${refund.created_at}:${refund.reason}`} className="order-money__refund">
              <p className="order-money__amount">Возврат {formatRubles(refund.amount)}</p>
              <p>{REFUND_TEXTS[refund.reason]}</p>
              <p className="order-page__muted">
                {formatMoment(refund.created_at, order.cinema.timezone)}
              </p>
            </li>
          ))}
        </ul>
      )}
      {pointsBack > 0 && (
        <p className="order-money__points">
          На бонусный счет вернулось {pluralize(pointsBack, BONUS_FORMS)}.
        </p>
      )}
      {order.receipts.length > 0 && (
        <ul className="order-money__receipts" aria-label="Чеки">
          {order.receipts.map((receipt) => (
            <li key={receipt.url}>
              <a
                className="order-money__receipt"
                href={receipt.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                Чек
              </a>{' '}
              <span className="order-page__muted">
                {RECEIPT_KIND_TEXT[receipt.kind]} {formatRubles(receipt.total)},{' '}
                {receiptPoints(receipt, order)}
                {formatMoment(receipt.created_at, order.cinema.timezone)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
