import { sql, type RawBuilder } from 'kysely';
import type {
  OrderStatus,
  PaymentMethodKey,
  Queryable,
  ReceiptKind,
  RefundReason,
} from '../db/types';

type Trx = Queryable;

/** An order as its cancellation sees it, locked. */
export interface CancellableOrder {
  id: number;
  status: OrderStatus;
  session_id: number;
  bonus_card_id: number | null;
  cancelled_at: Date | null;
  starts_at: Date;
  /** The session starts at least `beforeMinutes` after the SQL clock. */
  in_time: boolean;
}

/**
 * Locks one order row (FOR UPDATE OF orders: the session row is only read) and says whether
 * its session starts at least `beforeMinutes` after the SQL clock, the clock of holds.
 */
export async function lockOrderForCancel(
  trx: Trx,
  orderId: number,
  now: RawBuilder<Date>,
  beforeMinutes: number,
): Promise<CancellableOrder | undefined> {
  const row = await trx
    .selectFrom('orders')
    .innerJoin('sessions', 'sessions.id', 'orders.session_id')
    .select([
      'orders.id',
      'orders.status',
      'orders.session_id',
      'orders.bonus_card_id',
      'orders.cancelled_at',
      'sessions.starts_at',
      sql<boolean>`sessions.starts_at - ${beforeMinutes}::integer * interval '1 minute' >= ${now}`.as(
        'in_time',
      ),
    ])
    .where('orders.id', '=', orderId)
    .forUpdate('orders')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    cancelled_at: row.cancelled_at === null ? null : new Date(row.cancelled_at),
    starts_at: new Date(row.starts_at),
  };
}

/** A paid order becomes cancelled, with when. */
export async function setPaidOrderCancelled(
  trx: Trx,
  orderId: number,
  now: RawBuilder<Date>,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ status: 'cancelled', cancelled_at: now })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .execute();
}

/** The payments of an order that hold its money now (paid and not yet refunded). */
export async function paidPaymentsOfOrder(
  trx: Trx,
  orderId: number,
): Promise<{ id: number; amount: number }[]> {
  return trx
    .selectFrom('payments')
    .select(['id', 'amount'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .orderBy('id')
    .execute();
}

/** Roubles returned to the buyer for one reason (a repeated cancellation reads them back). */
export async function refundedTotal(
  q: Queryable,
  orderId: number,
  reason: RefundReason,
): Promise<number> {
  const row = await q
    .selectFrom('refunds')
    .select(sql<number>`COALESCE(SUM(amount), 0)::integer`.as('total'))
    .where('order_id', '=', orderId)
    .where('reason', '=', reason)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The method (and a Pushkin card's holder) of the payment that paid the order: the first payment that took money and was
 * not given back as a duplicate or a late one (a cancelled order's payment, refunded for the
 * cancellation, still is the one that paid it). Undefined when none did.
 */
export async function payingMethod(
  q: Queryable,
  orderId: number,
): Promise<{ method: PaymentMethodKey; fio: string | null } | undefined> {
  return q
    .selectFrom('payments')
    .leftJoin('refunds', 'refunds.payment_id', 'payments.id')
    .select(['payments.method', 'payments.fio'])
    .where('payments.order_id', '=', orderId)
    .where('payments.paid_at', 'is not', null)
    .where((eb) => eb.or([eb('refunds.id', 'is', null), eb('refunds.reason', '=', 'cancel')]))
    .orderBy('payments.paid_at')
    .orderBy('payments.id')
    .executeTakeFirst();
}

export interface RefundRecord {
  amount: number;
  reason: RefundReason;
  created_at: Date;
}

/** The order's refunds, oldest first. */
export async function refundsOfOrder(q: Queryable, orderId: number): Promise<RefundRecord[]> {
  const rows = await q
    .selectFrom('refunds')
    .select(['amount', 'reason', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
}

export interface ReceiptRecord {
  kind: ReceiptKind;
  total: number;
  url: string;
  created_at: Date;
}

/** The order's fiscal receipts (payments' and refunds'), oldest first. */
export async function receiptsOfOrder(q: Queryable, orderId: number): Promise<ReceiptRecord[]> {
  const rows = await q
    .selectFrom('receipts')
    .select(['kind', 'total', 'url', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
}
