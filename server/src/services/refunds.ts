import type { Transaction } from 'kysely';
import { formatRubles } from '@softkino/contract/money';
import { REFUND_TERM_TEXT, REFUND_TEXTS } from '@softkino/contract/order';
import { BONUS_FORMS, pluralize } from '@softkino/contract/plural';
import type { DB, RefundReason } from '../db/types';
import { findReceiptOrderFacts } from '../repositories/receipts';
import {
  insertRefund,
  lockPayment,
  markPaymentRefunded,
  setProviderRefundId,
} from '../repositories/refunds';
import { escapeHtml } from '../sandbox/html';
import type { ServiceContext } from './context';
import { issueReceipt } from './receipts';

export interface RefundDone {
  refundId: number;
  orderId: number;
  /** Roubles returned. */
  amount: number;
  receiptUrl: string;
}

/** The points a cancel moved (decision 187), which its refund letter names. */
export interface LetterPoints {
  /** Points the order spent, given back. */
  returned: number;
  /** Points the order earned, taken back. */
  taken: number;
}

/**
 * Returns a paid payment whole, through the provider that took it, inside the caller's
 * transaction: the refund row, the provider's refund (asked with an idempotency key, so a
 * transaction that rolls back and runs again asks for the same refund, which the provider
 * makes once), the payment marked refunded, the return receipt and the e-mail to the buyer.
 * A payment that is not paid (already refunded, never paid) gives null and changes nothing.
 * What happens to the order, its seats, tickets and points is the caller's business.
 * `letter: false` leaves the e-mail to the caller (sendRefundLetter), which a cancel sends once
 * it knows what it did to the points (decision 461).
 */
export async function refundPayment(
  ctx: ServiceContext,
  trx: Transaction<DB>,
  paymentId: number,
  reason: RefundReason,
  now: Date,
  { letter = true }: { letter?: boolean } = {},
): Promise<RefundDone | null> {
  const payment = await lockPayment(trx, paymentId);
  if (payment?.status !== 'paid') return null;
  const refundId = await insertRefund(
    trx,
    { orderId: payment.order_id, paymentId: payment.id, amount: payment.amount, reason },
    now,
  );
  const { providerRefundId } = await ctx.payment.refund({
    paymentId: payment.token,
    providerPaymentId: payment.provider_payment_id,
    method: payment.method,
    amount: payment.amount,
    idempotencyKey: `refund:${payment.id}`,
  });
  await setProviderRefundId(trx, refundId, providerRefundId);
  await markPaymentRefunded(trx, payment.id, now);
  const receipt = await issueReceipt(ctx, trx, payment, 'income_return', refundId, now);
  const done = {
    refundId,
    orderId: payment.order_id,
    amount: payment.amount,
    receiptUrl: receipt.url,
  };
  if (letter) await sendRefundLetter(ctx, trx, done, reason, null);
  return done;
}

/**
 * The e-mail of a refund: the order, the reason (REFUND_TEXTS), the sum, when it arrives and
 * the return receipt. A cancel's letter also names the points it gave back and the points it
 * took back (decisions 428, 461), in the words of the order page's 'Заказ отменен' box for the
 * latter.
 */
export async function sendRefundLetter(
  ctx: ServiceContext,
  trx: Transaction<DB>,
  done: RefundDone,
  reason: RefundReason,
  points: LetterPoints | null,
): Promise<void> {
  const order = await findReceiptOrderFacts(trx, done.orderId);
  if (!order) return;
  const receiptUrl = `${ctx.publicUrl ?? ''}${done.receiptUrl}`;
  // A cancel gives back the points spent on the order (decision 187): the letter about the
  // money says so, or the buyer reads a refund short of the order's sum (decision 428).
  const pointLines = [
    ...(points && points.returned > 0
      ? [
          `Потраченные на заказ бонусы вернулись на бонусный счет: ${pluralize(points.returned, BONUS_FORMS)}.`,
        ]
      : []),
    ...(points && points.taken > 0
      ? [`Начисленные за заказ бонусы списаны: ${pluralize(points.taken, BONUS_FORMS)}.`]
      : []),
  ];
  const text = [
    `Заказ № ${order.number}, «${order.film_name}».`,
    REFUND_TEXTS[reason],
    `Сумма возврата: ${formatRubles(done.amount)}.`,
    ...pointLines,
    REFUND_TERM_TEXT,
    `Чек возврата: ${receiptUrl}`,
  ].join('\n');
  const html = `<p>Заказ № ${escapeHtml(order.number)}, «${escapeHtml(order.film_name)}».</p>
<p>${escapeHtml(REFUND_TEXTS[reason])}</p>
<p><b>Сумма возврата: ${escapeHtml(formatRubles(done.amount))}.</b></p>
${pointLines.map((line) => `<p>${escapeHtml(line)}</p>\n`).join('')}<p>${escapeHtml(REFUND_TERM_TEXT)}</p>
<p><a href="${escapeHtml(receiptUrl)}">Чек возврата</a></p>`;
  await ctx.mail.send(trx, {
    to: order.email,
    subject: `Возврат по заказу № ${order.number}`,
    text,
    html,
    orderId: order.id,
  });
}
