import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/types';

/**
 * The seat inventory of sessions (session_seats), as ARCHITECTURE.md "Seats are never sold
 * twice" prescribes. Every function runs inside the caller's transaction.
 */

type Trx = Queryable;

/**
 * Creates the missing inventory rows of these seats (free). Ids must be sorted: concurrent
 * inserts of overlapping sets then meet in the same order and cannot deadlock.
 */
export async function ensureInventoryRows(
  trx: Trx,
  sessionId: number,
  seatIds: readonly number[],
): Promise<void> {
  await trx
    .insertInto('session_seats')
    .values(
      seatIds.map((seatId) => ({
        session_id: sessionId,
        seat_id: seatId,
        status: 'free' as const,
        order_id: null,
        hold_expires_at: null,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Locks the rows in seat order (a fixed lock order is what rules out deadlocks). */
export async function lockInventoryRows(
  trx: Trx,
  sessionId: number,
  seatIds: readonly number[],
): Promise<void> {
  await trx
    .selectFrom('session_seats')
    .select('seat_id')
    .where('session_id', '=', sessionId)
    .where('seat_id', 'in', seatIds)
    .orderBy('seat_id')
    .forUpdate()
    .execute();
}

/**
 * The conditional update: holds only seats that are free or whose hold has expired on the SQL
 * clock. Returns the seats it took; fewer than asked means the caller must roll back.
 */
export async function holdFreeSeats(
  trx: Trx,
  sessionId: number,
  seatIds: readonly number[],
  orderId: number,
  expiresAt: Date,
  now: RawBuilder<Date>,
): Promise<number[]> {
  const rows = await trx
    .updateTable('session_seats')
    .set({ status: 'held', order_id: orderId, hold_expires_at: expiresAt })
    .where('session_id', '=', sessionId)
    .where('seat_id', 'in', seatIds)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'free'),
        eb.and([eb('status', '=', 'held'), sql<boolean>`hold_expires_at <= ${now}`]),
      ]),
    )
    .returning('seat_id')
    .execute();
  return rows.map((r) => r.seat_id);
}

/** Frees the seats still held by these orders (a seat re-held by another order is left alone). */
export async function releaseHolds(trx: Trx, orderIds: readonly number[]): Promise<number> {
  if (orderIds.length === 0) return 0;
  const result = await trx
    .updateTable('session_seats')
    .set({ status: 'free', order_id: null, hold_expires_at: null })
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * A cancelled paid order gives its seats back at once: its sold rows become free. Returns the
 * seats freed.
 */
export async function freeSoldSeats(trx: Trx, orderId: number): Promise<number[]> {
  const rows = await trx
    .updateTable('session_seats')
    .set({ status: 'free', order_id: null, hold_expires_at: null })
    .where('order_id', '=', orderId)
    .where('status', '=', 'sold')
    .returning('seat_id')
    .execute();
  return rows.map((r) => r.seat_id);
}

/** Held -> sold for an order, only while its hold is alive. Returns the seats sold. */
export async function sellHeldSeats(
  trx: Trx,
  sessionId: number,
  orderId: number,
  now: RawBuilder<Date>,
): Promise<number[]> {
  const rows = await trx
    .updateTable('session_seats')
    .set({ status: 'sold', hold_expires_at: null })
    .where('session_id', '=', sessionId)
    .where('order_id', '=', orderId)
    .where('status', '=', 'held')
    .where(sql<boolean>`hold_expires_at > ${now}`)
    .returning('seat_id')
    .execute();
  return rows.map((r) => r.seat_id);
}

/** Row and place numbers of seats, for messages and e-mails. */
export async function findSeatLabels(
  trx: Trx,
  seatIds: readonly number[],
): Promise<{ id: number; row: number; place: number }[]> {
  if (seatIds.length === 0) return [];
  return trx
    .selectFrom('seats')
    .select(['id', 'row_number as row', 'place_number as place'])
    .where('id', 'in', seatIds)
    .orderBy('row_number')
    .orderBy('place_number')
    .execute();
}

/**
 * A payment's seats become sold for its order, whether its hold is alive or lapsed: a seat is
 * taken only when it is held by this order, free, or held by a hold that expired on the SQL
 * clock; never from another buyer's live hold, never when sold. Lock the rows first
 * (lockInventoryRows, seat order). Returns the seats sold; fewer than asked: roll back.
 */
export async function sellSeatsForPayment(
  trx: Trx,
  sessionId: number,
  seatIds: readonly number[],
  orderId: number,
  now: RawBuilder<Date>,
): Promise<number[]> {
  if (seatIds.length === 0) return [];
  const rows = await trx
    .updateTable('session_seats')
    .set({ status: 'sold', order_id: orderId, hold_expires_at: null })
    .where('session_id', '=', sessionId)
    .where('seat_id', 'in', seatIds)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'free'),
        eb.and([eb('status', '=', 'held'), eb('order_id', '=', orderId)]),
        eb.and([eb('status', '=', 'held'), sql<boolean>`hold_expires_at <= ${now}`]),
      ]),
    )
    .returning('seat_id')
    .execute();
  return rows.map((r) => r.seat_id);
}
