import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB, OrderStatus, PaymentStatus, RefundReason } from '../db/types';
import type { PaymentCallback } from '../providers/payment/types';
import { lockInventoryRows, releaseHolds, sellSeatsForPayment } from '../repositories/inventory';
import {
  findOrderPlaces,
  findOrderViews,
  insertTickets,
  lockOrder,
  orderSeatIds,
  setOrderStatus,
} from '../repositories/orders';
import {
  findPaymentByProviderId,
  findPaymentByToken,
  lockPaymentByToken,
  markPaymentDeclined,
  markPaymentPaid,
  refundReasonOfPayment,
  sessionStarted,
  type PaymentRecord,
} from '../repositories/payments';
import { BonusShort, settleOrderBonus } from './bonuses';
import type { ServiceContext } from './context';
import { issueReceipt } from './receipts';
import { refundPayment } from './refunds';
import { createTicketLink } from './ticketLinks';
import { ticketsMail } from './ticketsMail';
import { inSalesTransaction } from './transactions';

/** How a callback left the payment and its order. */
export interface CallbackResult {
  payment: PaymentStatus;
  /** The order's status afterwards ('expired' for an unpaid order whose hold lapsed). */
  order: OrderStatus;
  /** Set when this payment was returned (now or by an earlier delivery of the callback). */
  refund: RefundReason | null;
}

/** The order's seats could not all be sold to this payment (taken meanwhile). */
class SeatsLost extends Error {}

/** Unique violation: the partial index on live tickets refused a second ticket for a seat. */
function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '23505';
}

/**
 * Applies a verified provider callback (docs/decisions/178). Callbacks may arrive twice, late
 * or out of order: a payment is applied once (its provider id is unique); a `declined` never
 * undoes a `paid`, a `paid` after a `declined` is applied. A paid payment completes its order
 * when the order can still be sold: unpaid, alive or lapsed, its seats still held by it, free
 * or held by an expired hold (taken again with a conditional update). Otherwise it is refunded
 * at once: 'duplicate' (the order was paid by another payment), 'cancel' (the buyer cancelled
 * it), 'late' (the seats were sold or held by another buyer meanwhile, the points were gone or
 * the session started). Each outcome is one transaction. Returns null for an unknown payment.
 */
export async function applyPaymentCallback(
  ctx: ServiceContext,
  callback: PaymentCallback,
): Promise<CallbackResult | null> {
  const found = await findPaymentByToken(ctx.db, callback.paymentId);
  if (!found) return null;
  if (callback.outcome === 'declined') {
    return inSalesTransaction(ctx, async (trx) => {
      const order = await lockOrder(trx, { id: found.order_id }, ctx.dbNow());
      const payment = await lockPaymentByToken(trx, callback.paymentId);
      if (!order || !payment) return null;
      await markPaymentDeclined(trx, payment.id);
      return {
        payment: payment.status === 'pending' ? 'declined' : payment.status,
        order: orderStatus(order),
        refund: await refundReasonOf(trx, payment),
      };
    });
  }
  try {
    return await inSalesTransaction(ctx, (trx) =>
      applyPaid(ctx, trx, found.order_id, callback, 'complete'),
    );
  } catch (err) {
    if (!(err instanceof SeatsLost) && !(err instanceof BonusShort) && !isUniqueViolation(err))
      throw err;
    // Everything of the first attempt rolled back; the money is kept only long enough to be
    // recorded and returned, in one transaction.
    return inSalesTransaction(ctx, (trx) =>
      applyPaid(ctx, trx, found.order_id, callback, 'refund'),
    );
  }
}

function orderStatus(order: { status: OrderStatus; lapsed: boolean }): OrderStatus {
  return order.status === 'unpaid' && order.lapsed ? 'expired' : order.status;
}

async function refundReasonOf(
  trx: Transaction<DB>,
  payment: PaymentRecord,
): Promise<RefundReason | null> {
  return payment.status === 'refunded' ? refundReasonOfPayment(trx, payment.id) : null;
}

async function applyPaid(
  ctx: ServiceContext,
  trx: Transaction<DB>,
  orderId: number,
  callback: Extract<PaymentCallback, { outcome: 'paid' }>,
  mode: 'complete' | 'refund',
): Promise<CallbackResult | null> {
  const now = ctx.dbNow();
  const at = ctx.now();
  const order = await lockOrder(trx, { id: orderId }, now);
  const payment = await lockPaymentByToken(trx, callback.paymentId);
  if (!order || !payment) return null;
  // Applied already (the same callback again, or a late decline's paid twin): nothing changes.
  if (payment.status === 'paid' || payment.status === 'refunded')
    return {
      payment: payment.status,
      order: orderStatus(order),
      refund: await refundReasonOf(trx, payment),
    };
  // The provider's id of the money names another payment of ours: not this payment's money.
  const owner = await findPaymentByProviderId(trx, callback.providerPaymentId);
  if (owner && owner.id !== payment.id)
    return { payment: payment.status, order: orderStatus(order), refund: null };

  await markPaymentPaid(trx, payment.id, callback.providerPaymentId, now);
  const paid: PaymentRecord = {
    ...payment,
    status: 'paid',
    provider_payment_id: callback.providerPaymentId,
    paid_at: at,
  };
  const receipt = await issueReceipt(ctx, trx, paid, 'income', null, at);

  let reason: RefundReason | null = null;
  if (order.status === 'paid') reason = 'duplicate';
  else if (order.status === 'cancelled') reason = 'cancel';
  else if (mode === 'refund') reason = 'late';
  // A late payment never sells a seat of a session that has started.
  else if (orderStatus(order) === 'expired' && (await sessionStarted(trx, order.session_id, now)))
    reason = 'late';

  if (reason === null) {
    // unpaid (alive or lapsed) or expired: sell its seats to it, if they can still be had.
    const seatIds = await orderSeatIds(trx, order.id);
    await lockInventoryRows(trx, order.session_id, seatIds);
    const sold = await sellSeatsForPayment(trx, order.session_id, seatIds, order.id, now);
    if (sold.length !== seatIds.length) throw new SeatsLost();
    const tickets = seatIds.map((seatId) => ({
      orderId: order.id,
      sessionId: order.session_id,
      seatId,
      code: randomBytes(16).toString('hex').toUpperCase(),
    }));
    await insertTickets(trx, tickets);
    await settleOrderBonus(trx, order, paid.method, now);
    await setOrderStatus(trx, order.id, 'paid', now);
    const [view] = await findOrderViews(
      trx,
      { id: order.id, webSessionId: order.web_session_id },
      now,
    );
    if (view) {
      const places = await findOrderPlaces(trx, [order.id]);
      const link = await createTicketLink(trx, order.id, now);
      const base = ctx.publicUrl ?? '';
      await ctx.mail.send(
        trx,
        ticketsMail(view, places.get(order.id) ?? [], tickets, `${base}${link.page}`, {
          receiptUrl: `${base}${receipt.url}`,
          calendarUrl: `${base}${link.calendar}`,
          payMethod: payment.method,
        }),
      );
    }
    return { payment: 'paid', order: 'paid', refund: null };
  }

  // The order cannot keep this money: an unpaid order whose seats are gone ends now.
  if (order.status === 'unpaid') {
    await setOrderStatus(trx, order.id, 'expired');
    await releaseHolds(trx, [order.id]);
  }
  await refundPayment(ctx, trx, payment.id, reason, at);
  return {
    payment: 'refunded',
    order: order.status === 'unpaid' ? 'expired' : order.status,
    refund: reason,
  };
}
