import { sql, type Transaction } from 'kysely';
import type { DB, Queryable, ReceiptKind } from '../db/types';
import { ordersWithTheirSession } from './orders';

type Trx = Transaction<DB>;

/** What a receipt names about its order: the film, the session and the cinema. */
export interface ReceiptOrderFacts {
  id: number;
  number: string;
  email: string;
  amount: number;
  bonus_pay: number;
  film_name: string;
  starts_at: Date;
  timezone: string;
  cinema_name: string;
  address: string;
  hall_name: string;
}

export async function findReceiptOrderFacts(
  db: Queryable,
  orderId: number,
): Promise<ReceiptOrderFacts | undefined> {
  const row = await ordersWithTheirSession(db)
    .select([
      'orders.id',
      'orders.number',
      'orders.email',
      'orders.amount',
      'orders.bonus_pay',
      'films.name as film_name',
      'sessions.starts_at',
      'cities.timezone',
      'cinemas.name as cinema_name',
      'cinemas.address',
      'halls.name as hall_name',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
  return row && { ...row, starts_at: new Date(row.starts_at) };
}

export interface NewReceipt {
  orderId: number;
  paymentId: number;
  refundId: number | null;
  kind: ReceiptKind;
  provider: string;
  fiscalId: string;
  url: string;
  total: number;
  body: Record<string, unknown>;
}

export async function insertReceipt(trx: Trx, receipt: NewReceipt, now: Date): Promise<number> {
  const row = await trx
    .insertInto('receipts')
    .values({
      order_id: receipt.orderId,
      payment_id: receipt.paymentId,
      refund_id: receipt.refundId,
      kind: receipt.kind,
      provider: receipt.provider,
      fiscal_id: receipt.fiscalId,
      url: receipt.url,
      total: receipt.total,
      body: JSON.stringify(receipt.body),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The 'income' receipt of a payment, if one was issued. */
export async function findIncomeReceipt(
  db: Queryable,
  paymentId: number,
): Promise<{ id: number; url: string } | undefined> {
  return db
    .selectFrom('receipts')
    .select(['id', 'url'])
    .where('payment_id', '=', paymentId)
    .where('kind', '=', 'income')
    .executeTakeFirst();
}

export interface ReceiptRecord {
  order_id: number;
  kind: ReceiptKind;
  total: number;
  url: string;
  created_at: Date;
}

/** The receipts of these orders, oldest first. */
export async function findReceiptsOfOrders(
  db: Queryable,
  orderIds: readonly number[],
): Promise<ReceiptRecord[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('receipts')
    .select(['order_id', 'kind', 'total', 'url', 'created_at'])
    .where('order_id', 'in', orderIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
}

/** One receipt by the operator's id, for the sandbox receipt page. */
export async function findReceiptByFiscalId(
  db: Queryable,
  fiscalId: string,
): Promise<
  { kind: ReceiptKind; total: number; body: Record<string, unknown>; created_at: Date } | undefined
> {
  const row = await db
    .selectFrom('receipts')
    .select(['kind', 'total', 'body', sql<Date>`created_at`.as('created_at')])
    .where('fiscal_id', '=', fiscalId)
    .executeTakeFirst();
  if (!row) return undefined;
  const body: unknown = typeof row.body === 'string' ? JSON.parse(row.body) : row.body;
  return { ...row, body: body as Record<string, unknown>, created_at: new Date(row.created_at) };
}
