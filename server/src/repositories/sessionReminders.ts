import type { Transaction } from 'kysely';
import type { DB, FilmAge, Queryable } from '../db/types';

/** A paid order with a phone whose session is near, not reminded yet. */
export interface ReminderCandidate {
  order_id: number;
  phone: string;
  paid_at: Date | null;
  film_name: string;
  age: FilmAge;
  cinema_name: string;
  hall_name: string;
  timezone: string;
  starts_at: Date;
}

/**
 * The orders a reminder may be due for: paid, with a phone, not reminded, of a guest or of an
 * account that wants reminders, of a session neither deleted nor disabled that starts in (`from`, `to`]. Read without locks: `claimReminders`
 * decides which node sends.
 */
export async function findReminderCandidates(
  db: Queryable,
  from: Date,
  to: Date,
): Promise<ReminderCandidate[]> {
  return (
    db
      .selectFrom('sessions as s')
      .innerJoin('orders as o', 'o.session_id', 's.id')
      .innerJoin('films as f', 'f.id', 's.film_id')
      .innerJoin('halls as h', 'h.id', 's.hall_id')
      .innerJoin('cinemas as c', 'c.id', 'h.cinema_id')
      .innerJoin('cities as ci', 'ci.id', 'c.city_id')
      .leftJoin('users as u', 'u.id', 'o.user_id')
      .select([
        'o.id as order_id',
        'o.phone',
        'o.paid_at',
        'f.name as film_name',
        'f.age',
        'c.name as cinema_name',
        'h.name as hall_name',
        'ci.timezone',
        's.starts_at',
      ])
      .$narrowType<{ phone: string }>()
      .where('s.starts_at', '>', from)
      .where('s.starts_at', '<=', to)
      .where('s.deleted', '=', false)
      .where('s.disabled', '=', false)
      .where('o.status', '=', 'paid')
      .where('o.phone', 'is not', null)
      .where('o.reminded_at', 'is', null)
      // An account that turned the reminders off in its profile gets none.
      .where((eb) => eb.or([eb('u.id', 'is', null), eb('u.sms_remind', '=', true)]))
      .orderBy('o.id')
      .execute()
  );
}

/**
 * Takes the orders' reminders for sending at `now`: the ids of those still paid and not
 * reminded. A second node's claim of the same orders waits for this one to commit and then
 * finds them reminded, so each reminder is taken once.
 */
export async function claimReminders(
  trx: Transaction<DB>,
  orderIds: readonly number[],
  now: Date,
): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await trx
    .updateTable('orders')
    .set({ reminded_at: now })
    .where('id', 'in', [...orderIds])
    .where('status', '=', 'paid')
    .where('reminded_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}
