import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { DB, PaymentMethodKey, PaymentsTable, Queryable, RefundReason } from '../db/types';
import type { Transaction } from 'kysely';

type Trx = Transaction<DB>;

export type PaymentRecord = Selectable<PaymentsTable>;

/** The wallets: charged at once from a token, no page of their own to return to. */
export const WALLET_METHODS: readonly PaymentMethodKey[] = ['apple-pay', 'google-pay'];

export interface NewPayment {
  orderId: number;
  provider: string;
  method: PaymentMethodKey;
  token: string;
  amount: number;
  fio: string | null;
}

export async function insertPayment(
  trx: Trx,
  payment: NewPayment,
  now: RawBuilder<Date>,
): Promise<PaymentRecord> {
  return trx
    .insertInto('payments')
    .values({
      order_id: payment.orderId,
      provider: payment.provider,
      method: payment.method,
      token: payment.token,
      amount: payment.amount,
      status: 'pending',
      fio: payment.fio,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The order's newest payment of this method that can still be paid (pending, or declined: a
 * bank page may be tried again), or undefined.
 */
export async function findOpenPayment(
  trx: Trx,
  orderId: number,
  method: PaymentMethodKey,
): Promise<PaymentRecord | undefined> {
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('method', '=', method)
    .where('status', 'in', ['pending', 'declined'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** A payment by our token, without a lock (sandbox pages, the order behind a callback). */
export async function findPaymentByToken(
  db: Queryable,
  token: string,
): Promise<PaymentRecord | undefined> {
  return db.selectFrom('payments').selectAll().where('token', '=', token).executeTakeFirst();
}

/** Locks a payment row (after its order's row: orders first, then payments, everywhere). */
export async function lockPaymentByToken(
  trx: Trx,
  token: string,
): Promise<PaymentRecord | undefined> {
  return trx
    .selectFrom('payments')
    .selectAll()
    .where('token', '=', token)
    .forUpdate()
    .executeTakeFirst();
}

/** The payment that already carries this provider id, if any (a callback delivered twice). */
export async function findPaymentByProviderId(
  trx: Trx,
  providerPaymentId: string,
): Promise<{ id: number } | undefined> {
  return trx
    .selectFrom('payments')
    .select('id')
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
}

/** pending or declined -> paid, with the provider's id of the money. */
export async function markPaymentPaid(
  trx: Trx,
  paymentId: number,
  providerPaymentId: string,
  now: RawBuilder<Date>,
): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status: 'paid', provider_payment_id: providerPaymentId, paid_at: now })
    .where('id', '=', paymentId)
    .where('status', 'in', ['pending', 'declined'])
    .execute();
}

/** pending -> declined (a decline never undoes a payment). */
export async function markPaymentDeclined(trx: Trx, paymentId: number): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ status: 'declined' })
    .where('id', '=', paymentId)
    .where('status', '=', 'pending')
    .execute();
}

export async function orderSeatCount(db: Queryable, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_seats')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The order of this number, with its owners (the SBP status call looks orders up by number). */
export async function findOrderIdByNumber(
  db: Queryable,
  number: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('number', '=', number)
    .executeTakeFirst();
  return row?.id;
}

/** Whether the session of the order has started on the SQL clock. */
export async function sessionStarted(
  db: Queryable,
  sessionId: number,
  now: RawBuilder<Date>,
): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select(sql<boolean>`starts_at <= ${now}`.as('started'))
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.started ?? true;
}

/** The web session that owns an order (the sandbox pages show the order to whoever holds the
 * payment's token, as a bank page would). */
export async function findOrderOwner(db: Queryable, orderId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('web_session_id')
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row?.web_session_id;
}

/** Why a payment was refunded, or null when it was not. */
export async function refundReasonOfPayment(
  db: Queryable,
  paymentId: number,
): Promise<RefundReason | null> {
  const row = await db
    .selectFrom('refunds')
    .select('reason')
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  return row?.reason ?? null;
}
