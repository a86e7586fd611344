import { randomBytes } from 'node:crypto';
import type { RawBuilder, Transaction } from 'kysely';
import type { DB } from '../src/db/types';
import { sandboxReceipts } from '../src/providers/receipt/sandbox';
import { issueReceipt } from '../src/services/receipts';

/**
 * A demo order's seat: sold to the order in its session (unless the seat is already someone's),
 * in the order at its price, and its live ticket.
 */
export async function seedSoldSeat(
  trx: Transaction<DB>,
  seat: { orderId: number; sessionId: number; seatId: number; price: number },
): Promise<void> {
  await trx
    .insertInto('session_seats')
    .values({
      session_id: seat.sessionId,
      seat_id: seat.seatId,
      status: 'sold',
      order_id: seat.orderId,
      hold_expires_at: null,
    })
    .onConflict((oc) => oc.columns(['session_id', 'seat_id']).doNothing())
    .execute();
  await trx
    .insertInto('order_seats')
    .values({ order_id: seat.orderId, seat_id: seat.seatId, price: seat.price })
    .execute();
  await trx
    .insertInto('tickets')
    .values({
      order_id: seat.orderId,
      session_id: seat.sessionId,
      seat_id: seat.seatId,
      code: randomBytes(16).toString('hex').toUpperCase(),
      status: 'live',
    })
    .execute();
}

/**
 * A demo order's payment: paid by card in the sandbox, with its receipt, so it can be cancelled
 * with its money back as a real one. The payment and its receipt are dated `paidAt`, the order's
 * own time (days ago for most demo orders), not the time the seed runs.
 */
export async function seedCardPayment(
  trx: Transaction<DB>,
  orderId: number,
  amount: number,
  paidAt: Date | RawBuilder<Date>,
): Promise<void> {
  const payment = await trx
    .insertInto('payments')
    .values({
      order_id: orderId,
      provider: 'sandbox',
      method: 'card',
      token: randomBytes(24).toString('base64url'),
      provider_payment_id: `demo-${orderId}`,
      amount,
      status: 'paid',
      created_at: paidAt,
      paid_at: paidAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  // The receipt is dated with the payment as the database wrote it: `paidAt` may be SQL
  // ('now() - 6 days'), which the seed's own clock cannot stand for.
  const at = payment.paid_at;
  if (!at) throw new Error(`demo payment of order ${orderId} has no paid_at`);
  await issueReceipt({ receipts: sandboxReceipts() }, trx, payment, 'income', null, at);
}
