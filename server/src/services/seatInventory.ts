import type { RawBuilder } from 'kysely';
import type { Queryable } from '../db/types';
import { holdFreeSeats, lockInventoryRows } from '../repositories/inventory';

/** One order's claim on seats of one session, until `expiresAt`. */
export interface HoldRequest {
  sessionId: number;
  /** Sorted ascending, so concurrent holds lock rows in one order. */
  seatIds: readonly number[];
  orderId: number;
  expiresAt: Date;
}

/**
 * How an order takes its seats, inside the order's transaction (the inventory rows exist by
 * then). Returns the seats it took; fewer than asked means the caller refuses and rolls back.
 * Injected through the service context so the race test can swap in a broken double and prove
 * that it notices double sales; production has only `lockingInventory`.
 */
export interface SeatInventory {
  hold(trx: Queryable, request: HoldRequest, now: RawBuilder<Date>): Promise<number[]>;
}

/** Locks the rows in seat order, then holds only seats that are free or whose hold lapsed. */
export const lockingInventory: SeatInventory = {
  async hold(trx, { sessionId, seatIds, orderId, expiresAt }, now) {
    await lockInventoryRows(trx, sessionId, seatIds);
    return holdFreeSeats(trx, sessionId, seatIds, orderId, expiresAt, now);
  },
};
