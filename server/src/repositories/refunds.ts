import type { Selectable, Transaction } from 'kysely';
import type { DB, PaymentsTable, Queryable, RefundReason } from '../db/types';

type Trx = Transaction<DB>;

export type PaymentRow = Selectable<PaymentsTable>;

/** A payment, locked for the rest of the transaction (refunds of one payment queue here). */
export async function lockPayment(trx: Trx, paymentId: number): Promise<PaymentRow | undefined> {
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertRefund(
  trx: Trx,
  refund: { orderId: number; paymentId: number; amount: number; reason: RefundReason },
  now: Date,
): Promise<number> {
  const row = await trx
    .insertInto('refunds')
    .values({
      order_id: refund.orderId,
      payment_id: refund.paymentId,
      amount: refund.amount,
      reason: refund.reason,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setProviderRefundId(
  trx: Trx,
  refundId: number,
  providerRefundId: string,
): Promise<void> {
  await trx
    .updateTable('refunds')
    .set({ provider_refund_id: providerRefundId })
    .where('id', '=', refundId)
    .execute();
}

export async function markPaymentRefunded(trx: Trx, paymentId: number, now: Date): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status: 'refunded', refunded_at: now })
    .where('id', '=', paymentId)
    .execute();
}

export interface RefundRecord {
  order_id: number;
  amount: number;
  reason: RefundReason;
  created_at: Date;
}

/** The refunds of these orders, oldest first. */
export async function findRefundsOfOrders(
  db: Queryable,
  orderIds: readonly number[],
): Promise<RefundRecord[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('refunds')
    .select(['order_id', 'amount', 'reason', 'created_at'])
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
}
