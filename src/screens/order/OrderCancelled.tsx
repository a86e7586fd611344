import type { Cancellation } from '@softkino/contract';
import { formatRubles } from '@softkino/contract/money';
import { payMethodMoney } from '@softkino/contract/payment';
import { BONUS_FORMS, pluralize } from '@softkino/contract/plural';

/**
 * A paid order its buyer cancelled, said alike on its page and on its tickets link's page
 * (decision 461). Kept apart from OrderCancel (the button, the popup, the controller) so that
 * the tickets link's page loads only this.
 */

export const CANCELLED_TITLE = 'Заказ отменен';

/** Under a refunded order, on its page and on its tickets link's. */
export const RETURNED_ORDER_NOTE = 'Заказ возвращен: его билеты больше не действуют.';

/**
 * What the cancel did, in words: the money back, the points given back and the earned points
 * taken back (decisions 428, 461). `paidInMoney` is the part of the order paid in money (its
 * amount less the points spent); `payMethod` what paid it, which says where the money went
 * ('на карту', 'на счет в банке').
 */
export function cancelledSummary(
  result: Cancellation,
  paidInMoney: number,
  payMethod: string | null,
): string[] {
  const lines: string[] = [];
  if (result.refund > 0)
    lines.push(`Возвращено ${payMethodMoney(payMethod).backTo}: ${formatRubles(result.refund)}.`);
  else if (paidInMoney === 0)
    lines.push('Заказ был оплачен бонусами целиком: деньги не списывались.');
  // Said beside the money, so the refund's figure does not look short of the order's sum
  // (decision 408).
  if (result.bonus_returned > 0)
    lines.push(`На бонусный счет вернулось ${pluralize(result.bonus_returned, BONUS_FORMS)}.`);
  if (result.bonus_taken > 0)
    lines.push(
      `Начисленные за заказ бонусы списаны: ${pluralize(result.bonus_taken, BONUS_FORMS)}.`,
    );
  return lines;
}

/**
 * The 'Заказ отменен' box: what the cancel of a paid order gave back, in one place. The order
 * page shows it right after the cancel (from the cancel's answer) and on every later visit
 * (from the order's read), and the tickets e-mail's link shows it too: the same figures, the
 * same words (decision 461).
 */
export function CancelledBox({
  cancellation,
  paidInMoney,
  payMethod,
}: {
  cancellation: Cancellation;
  paidInMoney: number;
  payMethod: string | null;
}) {
  return (
    <section className="order-cancel order-cancel--done" role="status">
      <h2 className="order-cancel__title">{CANCELLED_TITLE}</h2>
      {cancelledSummary(cancellation, paidInMoney, payMethod).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}
