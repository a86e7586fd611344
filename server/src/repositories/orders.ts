import { sql, type RawBuilder } from 'kysely';
import type { ExpressionBuilder } from 'kysely';
import type { DB, FilmAge, OrderStatus, PaymentMethodKey, Queryable } from '../db/types';

type Trx = Queryable;

export interface NewOrder {
  sessionId: number;
  webSessionId: number;
  userId: number | null;
  phone: string | null;
  email: string;
  amount: number;
  /** The buyer's bonus card, which the order earns to (and may spend from); null for none. */
  bonusCardId: number | null;
}

/** Inserts an unpaid order whose hold ends `holdSeconds` after the SQL clock. */
export async function insertOrder(
  trx: Trx,
  order: NewOrder,
  now: RawBuilder<Date>,
  holdSeconds: number,
): Promise<{ id: number; number: string; expires_at: Date }> {
  const row = await trx
    .insertInto('orders')
    .values({
      session_id: order.sessionId,
      web_session_id: order.webSessionId,
      user_id: order.userId,
      status: 'unpaid',
      phone: order.phone,
      email: order.email,
      amount: order.amount,
      bonus_pay: 0,
      bonus_card_id: order.bonusCardId,
      payment_token: null,
      expires_at: sql<Date>`${now} + ${holdSeconds}::integer * interval '1 second'`,
      created_at: now,
    })
    .returning(['id', 'number', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, number: row.number, expires_at: new Date(row.expires_at) };
}

export async function insertOrderSeats(
  trx: Trx,
  orderId: number,
  seats: readonly { seatId: number; price: number }[],
): Promise<void> {
  await trx
    .insertInto('order_seats')
    .values(seats.map((s) => ({ order_id: orderId, seat_id: s.seatId, price: s.price })))
    .execute();
}

/** Marks this browser's unpaid orders of a session cancelled; returns their ids. */
export async function cancelUnpaidOrdersOfSession(
  trx: Trx,
  webSessionId: number,
  sessionId: number,
): Promise<number[]> {
  const rows = await trx
    .updateTable('orders')
    .set({ status: 'cancelled' })
    .where('web_session_id', '=', webSessionId)
    .where('session_id', '=', sessionId)
    .where('status', '=', 'unpaid')
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export interface OrderRow {
  id: number;
  number: string;
  session_id: number;
  web_session_id: number;
  status: OrderStatus;
  email: string;
  phone: string | null;
  amount: number;
  bonus_pay: number;
  bonus_card_id: number | null;
  expires_at: Date;
  /** expires_at <= the SQL clock. */
  lapsed: boolean;
}

/** Locks one order row (FOR UPDATE) and reads it, with whether its hold has lapsed. */
export async function lockOrder(
  trx: Trx,
  where: { id: number },
  now: RawBuilder<Date>,
): Promise<OrderRow | undefined> {
  const query = trx
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'session_id',
      'web_session_id',
      'status',
      'email',
      'phone',
      'amount',
      'bonus_pay',
      'bonus_card_id',
      'expires_at',
      sql<boolean>`expires_at <= ${now}`.as('lapsed'),
    ])
    .where('id', '=', where.id)
    .forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    expires_at: new Date(row.expires_at),
  };
}

export async function setOrderStatus(
  trx: Trx,
  orderId: number,
  status: OrderStatus,
  now?: RawBuilder<Date>,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set(status === 'paid' && now ? { status, paid_at: now } : { status })
    .where('id', '=', orderId)
    .execute();
}

export async function orderSeatIds(trx: Trx, orderId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('order_seats')
    .select('seat_id')
    .where('order_id', '=', orderId)
    .orderBy('seat_id')
    .execute();
  return rows.map((r) => r.seat_id);
}

export async function insertTickets(
  trx: Trx,
  tickets: readonly { orderId: number; sessionId: number; seatId: number; code: string }[],
): Promise<void> {
  await trx
    .insertInto('tickets')
    .values(
      tickets.map((t) => ({
        order_id: t.orderId,
        session_id: t.sessionId,
        seat_id: t.seatId,
        code: t.code,
        status: 'live' as const,
      })),
    )
    .execute();
}

/**
 * Expires up to `limit` lapsed unpaid orders and frees their seats, in one statement. Rows
 * another node is working on are skipped (SKIP LOCKED), so every node may run it. Returns the
 * number of orders expired.
 */
export async function expireLapsedOrders(
  db: Queryable,
  now: RawBuilder<Date>,
  limit: number,
): Promise<number> {
  const result = await sql<{ id: number }>`
    WITH lapsed AS (
      SELECT id FROM orders
       WHERE status = 'unpaid' AND expires_at <= ${now}
       ORDER BY expires_at
       LIMIT ${limit}
       FOR UPDATE SKIP LOCKED
    ), expired AS (
      UPDATE orders SET status = 'expired'
       WHERE id IN (SELECT id FROM lapsed)
       RETURNING id
    ), freed AS (
      UPDATE session_seats SET status = 'free', order_id = NULL, hold_expires_at = NULL
       WHERE status = 'held' AND order_id IN (SELECT id FROM expired)
       RETURNING seat_id
    )
    SELECT id FROM expired
  `.execute(db);
  return result.rows.length;
}

export interface OrderView {
  id: number;
  number: string;
  status: OrderStatus;
  session_id: number;
  web_session_id: number;
  email: string;
  phone: string | null;
  amount: number;
  bonus_pay: number;
  bonus_add: number;
  /**
   * The order's newest payment that has a page and can still be paid (pending or declined,
   * not a wallet's): its token and method, or null. The order's payment link (#pay).
   */
  payment_token: string | null;
  payment_method: PaymentMethodKey | null;
  expires_at: Date;
  created_at: Date;
  paid_at: Date | null;
  /** When its buyer cancelled it after paying, else null. */
  cancelled_at: Date | null;
  /** The hold has lapsed on the SQL clock (an unpaid order then reads as expired). */
  lapsed: boolean;
  /** Milliseconds of the hold left on the SQL clock (0 once lapsed). */
  remaining_ms: number;
  starts_at: Date;
  /** The film's running time, minutes. */
  film_duration: number;
  film_name: string;
  film_slug: string;
  age: FilmAge;
  poster_mobile: string;
  poster_desktop: string;
  cinema_name: string;
  cinema_slug: string;
  address: string;
  /** The box office's phone, 11 digits, from the cinema's page; null when it names none. */
  cinema_phone: string | null;
  hall_name: string;
  timezone: string;
}

/** A column of the order's newest open payment with a page (see OrderView.payment_token). */
function openPaymentOf<C extends 'token' | 'method'>(
  eb: ExpressionBuilder<DB & { orders: DB['orders'] }, 'orders'>,
  column: C,
) {
  return eb
    .selectFrom('payments')
    .select(`payments.${column}` as const)
    .whereRef('payments.order_id', '=', 'orders.id')
    .where('payments.status', 'in', ['pending', 'declined'])
    .where('payments.method', 'not in', ['apple-pay', 'google-pay'])
    .orderBy('payments.id', 'desc')
    .limit(1);
}

/**
 * Whose orders: a browser's (webSessionId), and with `userId` also the account's from any
 * browser. A signed-in browser shows its own guest orders, never another account's.
 */
export type OrderFilter =
  | { id: number; webSessionId: number; userId?: number | null }
  | { number: string; webSessionId: number; userId?: number | null }
  | { webSessionId: number; userId?: number | null; sessionId?: number; status?: OrderStatus };

/** Orders joined to what they are for: the session, its film, hall, cinema and city. */
export function ordersWithTheirSession(db: Queryable) {
  return db
    .selectFrom('orders')
    .innerJoin('sessions', 'sessions.id', 'orders.session_id')
    .innerJoin('films', 'films.id', 'sessions.film_id')
    .innerJoin('halls', 'halls.id', 'sessions.hall_id')
    .innerJoin('cinemas', 'cinemas.id', 'halls.cinema_id')
    .innerJoin('cities', 'cities.id', 'cinemas.city_id')
    .leftJoin('cinema_pages', 'cinema_pages.cinema_id', 'cinemas.id');
}

/** Orders of one browser (and account) with what a buyer sees about them, newest first. */
export async function findOrderViews(
  db: Queryable,
  filter: OrderFilter,
  now: RawBuilder<Date>,
): Promise<OrderView[]> {
  let query = ordersWithTheirSession(db)
    .select([
      'orders.id',
      'orders.number',
      'orders.status',
      'orders.session_id',
      'orders.web_session_id',
      'orders.email',
      'orders.phone',
      'orders.amount',
      'orders.bonus_pay',
      'orders.bonus_add',
      (eb) => openPaymentOf(eb, 'token').as('payment_token'),
      (eb) => openPaymentOf(eb, 'method').as('payment_method'),
      'orders.expires_at',
      'orders.created_at',
      'orders.paid_at',
      'orders.cancelled_at',
      sql<boolean>`orders.expires_at <= ${now}`.as('lapsed'),
      sql<string>`GREATEST(0, EXTRACT(EPOCH FROM (orders.expires_at - ${now})) * 1000)`.as(
        'remaining_ms',
      ),
      'sessions.starts_at',
      'films.duration as film_duration',
      'films.name as film_name',
      'films.slug as film_slug',
      'films.age',
      'films.poster_mobile',
      'films.poster_desktop',
      'cinemas.name as cinema_name',
      'cinemas.slug as cinema_slug',
      'cinemas.address',
      'cinema_pages.phone as cinema_phone',
      'halls.name as hall_name',
      'cities.timezone',
    ])
    .where((eb) => {
      const browser = eb('orders.web_session_id', '=', filter.webSessionId);
      const userId = filter.userId;
      if (userId === undefined || userId === null) return browser;
      return eb.or([
        eb('orders.user_id', '=', userId),
        eb.and([browser, eb('orders.user_id', 'is', null)]),
      ]);
    });
  if ('id' in filter) query = query.where('orders.id', '=', filter.id);
  else if ('number' in filter) query = query.where('orders.number', '=', filter.number);
  else {
    if (filter.sessionId !== undefined)
      query = query.where('orders.session_id', '=', filter.sessionId);
    if (filter.status !== undefined) query = query.where('orders.status', '=', filter.status);
  }
  const rows = await query
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    remaining_ms: Math.round(Number(r.remaining_ms)),
    expires_at: new Date(r.expires_at),
    created_at: new Date(r.created_at),
    paid_at: r.paid_at === null ? null : new Date(r.paid_at),
    cancelled_at: r.cancelled_at === null ? null : new Date(r.cancelled_at),
    starts_at: new Date(r.starts_at),
  }));
}

export interface OrderPlaceRecord {
  order_id: number;
  id: number;
  row: number;
  place: number;
  price: number;
}

/** The seats of these orders, by order, in row and place order. */
export async function findOrderPlaces(
  db: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, OrderPlaceRecord[]>> {
  const byOrder = new Map<number, OrderPlaceRecord[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .selectFrom('order_seats')
    .innerJoin('seats', 'seats.id', 'order_seats.seat_id')
    .select([
      'order_seats.order_id',
      'seats.id',
      'seats.row_number as row',
      'seats.place_number as place',
      'order_seats.price',
    ])
    .where('order_seats.order_id', 'in', orderIds)
    .orderBy('seats.row_number')
    .orderBy('seats.place_number')
    .execute();
  for (const r of rows) {
    const orderId = r.order_id;
    const list = byOrder.get(orderId) ?? [];
    list.push(r);
    byOrder.set(orderId, list);
  }
  return byOrder;
}

export async function findTickets(
  db: Queryable,
  orderId: number,
): Promise<{ id: number; row: number; place: number; price: number; code: string }[]> {
  const rows = await db
    .selectFrom('tickets')
    .innerJoin('seats', 'seats.id', 'tickets.seat_id')
    .innerJoin('order_seats', (join) =>
      join
        .onRef('order_seats.order_id', '=', 'tickets.order_id')
        .onRef('order_seats.seat_id', '=', 'tickets.seat_id'),
    )
    .select([
      'tickets.id',
      'seats.row_number as row',
      'seats.place_number as place',
      'order_seats.price',
      'tickets.code',
    ])
    .where('tickets.order_id', '=', orderId)
    .where('tickets.status', '=', 'live')
    .orderBy('seats.row_number')
    .orderBy('seats.place_number')
    .execute();
  return rows;
}
