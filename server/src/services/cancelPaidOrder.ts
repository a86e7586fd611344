import {
  CANCEL_BEFORE_START_MINUTES,
  CANCEL_PAID_MESSAGES,
  type CancelPaidOrderResponseSchema,
} from '@softkino/contract/order';
import type { z } from 'zod';
import type { Queryable } from '../db/types';
import { ApiError } from '../errors';
import { freeSoldSeats } from '../repositories/inventory';
import {
  lockOrderForCancel,
  paidPaymentsOfOrder,
  setPaidOrderCancelled,
  type CancellableOrder,
} from '../repositories/orderMoney';
import { findOrderViews } from '../repositories/orders';
import { voidOrderTickets } from '../repositories/tickets';
import { reverseOrderBonus } from './bonusReversal';
import type { Buyer } from './buyers';
import type { ServiceContext } from './context';
import { ORDER_NOT_FOUND } from './orders';
import { cancellationOf } from './orderMoney';
import { refundPayment, sendRefundLetter, type RefundDone } from './refunds';
import { revokeLinksOfUnpaidOrder } from './ticketLinks';
import { inSalesTransaction } from './transactions';

export type CancelledPaidOrder = z.infer<typeof CancelPaidOrderResponseSchema>['data'];

/**
 * What a request to cancel a paid order does (docs/decisions/185): 'cancel' it; 'repeat' the
 * answer of a cancellation already made (a retried request gets the same figures); refuse an
 * order that is not paid, or one whose session starts in less than 30 minutes.
 */
export type CancelDecision = 'cancel' | 'repeat' | 'notPaid' | 'tooLate';

export function decideCancel(
  order: Pick<CancellableOrder, 'status' | 'cancelled_at' | 'in_time'>,
): CancelDecision {
  if (order.status === 'cancelled' && order.cancelled_at !== null) return 'repeat';
  if (order.status !== 'paid') return 'notPaid';
  return order.in_time ? 'cancel' : 'tooLate';
}

/**
 * POST v1 order/cancel/: the buyer (the browser or account that owns the order, as for
 * v1 order/?id) cancels a paid order no later than 30 minutes before its session, on the SQL
 * clock. One transaction: the order is cancelled, its seats free at once, its tickets void,
 * its tickets links revoked, every payment that holds its money refunded through the provider
 * that took it (refund row and return receipt by refundPayment), the points it spent given
 * back and the points it earned taken back, then the refund e-mail naming the money and the
 * points. Anyone else gets 404.
 */
export async function cancelPaidOrder(
  ctx: ServiceContext,
  buyer: Buyer | null,
  orderId: number,
): Promise<CancelledPaidOrder> {
  if (!buyer) throw new ApiError(404, ORDER_NOT_FOUND);
  return inSalesTransaction(ctx, async (trx) => {
    const now = ctx.dbNow();
    const [owned] = await findOrderViews(
      trx,
      { id: orderId, webSessionId: buyer.webSessionId, userId: buyer.userId },
      now,
    );
    if (!owned) throw new ApiError(404, ORDER_NOT_FOUND);
    const order = await lockOrderForCancel(trx, orderId, now, CANCEL_BEFORE_START_MINUTES);
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND);

    const decision = decideCancel(order);
    if (decision === 'notPaid') throw new ApiError(409, CANCEL_PAID_MESSAGES.notPaid);
    if (decision === 'tooLate') throw new ApiError(409, CANCEL_PAID_MESSAGES.tooLate);
    if (decision === 'repeat') return answer(trx, order.id);

    await setPaidOrderCancelled(trx, order.id, now);
    await freeSoldSeats(trx, order.id);
    await voidOrderTickets(trx, order.id);
    await revokeLinksOfUnpaidOrder(trx, order.id, now);
    // refundPayment stamps its rows with the app's clock (ctx.now), as payments do. Its letter
    // waits for the points, which it names too (decision 461).
    const refunds: RefundDone[] = [];
    for (const payment of await paidPaymentsOfOrder(trx, order.id)) {
      const done = await refundPayment(ctx, trx, payment.id, 'cancel', ctx.now(), {
        letter: false,
      });
      if (done) refunds.push(done);
    }
    // The card row last, as in payment (services/bonuses.ts): no deadlock between the two.
    await reverseOrderBonus(trx, order, now);
    const answered = await answer(trx, order.id);
    const points = { returned: answered.bonus_returned, taken: answered.bonus_taken };
    for (const done of refunds) await sendRefundLetter(ctx, trx, done, 'cancel', points);
    return answered;
  });
}

/**
 * The figures of a cancellation, read from what it recorded: a first answer, a repeat and the
 * order's later reads (v1 order/?id=, the tickets link) say the same (decision 461).
 */
async function answer(trx: Queryable, orderId: number): Promise<CancelledPaidOrder> {
  return { id: orderId, status: 'cancelled', ...(await cancellationOf(trx, orderId)) };
}
