import { sql, type RawBuilder } from 'kysely';
import type { Queryable, SessionFormat, StaffRole } from '../db/types';

/** SQL of the lobby screen board (issue 16). */

export interface BoardSessionRecord {
  id: number;
  film_id: number;
  starts_at: Date;
  format: SessionFormat;
  hall_id: number;
  hall_name: string;
}

/**
 * The sessions a cinema's board may show: starting in [from, to), neither deleted nor disabled
 * by the cinema (the board lists what can be bought at the box office), earliest first.
 */
export async function listBoardSessions(
  q: Queryable,
  cinemaId: number,
  from: Date,
  to: Date,
): Promise<BoardSessionRecord[]> {
  const rows = await q
    .selectFrom('sessions')
    .innerJoin('halls', 'halls.id', 'sessions.hall_id')
    .select([
      'sessions.id',
      'sessions.film_id',
      'sessions.starts_at',
      'sessions.format',
      'sessions.hall_id',
      'halls.name as hall_name',
    ])
    .where('halls.cinema_id', '=', cinemaId)
    .where('sessions.deleted', '=', false)
    .where('sessions.disabled', '=', false)
    .where('sessions.starts_at', '>=', from)
    .where('sessions.starts_at', '<', to)
    .orderBy('sessions.starts_at')
    .orderBy('sessions.id')
    .execute();
  return rows.map((r) => ({ ...r, starts_at: new Date(r.starts_at) }));
}

export interface BoardFilmRecord {
  id: number;
  slug: string;
  name: string;
  genre: string;
  duration: number;
  age: string;
  /** The portrait poster: a card's poster box is upright. */
  poster_mobile: string;
  /** DD.MM.YYYY or null. */
  premiere: string | null;
}

export async function findBoardFilms(
  q: Queryable,
  ids: readonly number[],
): Promise<BoardFilmRecord[]> {
  if (ids.length === 0) return [];
  return q
    .selectFrom('films')
    .select([
      'id',
      'slug',
      'name',
      'genre',
      'duration',
      'age',
      'poster_mobile',
      sql<string | null>`to_char(premiere_date, 'DD.MM.YYYY')`.as('premiere'),
    ])
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Seats that can still be bought, per session: the hall's seats less those sold or held by a
 * live hold on the SQL clock (no inventory row means free). Two grouped reads, each an index
 * range: the seats of the halls, and the taken rows of the sessions. Sessions of other cinemas
 * than `cinemaId` and unknown ids are left out of the answer.
 */
export async function seatsLeft(
  q: Queryable,
  cinemaId: number,
  sessionIds: readonly number[],
  now: RawBuilder<Date>,
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (sessionIds.length === 0) return out;
  const sessions = await q
    .selectFrom('sessions')
    .innerJoin('halls', 'halls.id', 'sessions.hall_id')
    .select(['sessions.id', 'sessions.hall_id'])
    .where('sessions.id', 'in', [...sessionIds])
    .where('halls.cinema_id', '=', cinemaId)
    .where('sessions.deleted', '=', false)
    .execute();
  if (sessions.length === 0) return out;
  const hallIds = [...new Set(sessions.map((s) => s.hall_id))];
  const [capacity, taken] = await Promise.all([
    q
      .selectFrom('seats')
      .select(['hall_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('hall_id', 'in', hallIds)
      .groupBy('hall_id')
      .execute(),
    q
      .selectFrom('session_seats')
      .select(['session_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where(
        'session_id',
        'in',
        sessions.map((s) => s.id),
      )
      .where((eb) =>
        eb.or([
          eb('status', '=', 'sold'),
          eb.and([eb('status', '=', 'held'), sql<boolean>`hold_expires_at > ${now}`]),
        ]),
      )
      .groupBy('session_id')
      .execute(),
  ]);
  const seatsOfHall = new Map(capacity.map((r) => [r.hall_id, Number(r.n)]));
  const takenOf = new Map(taken.map((r) => [r.session_id, Number(r.n)]));
  for (const s of sessions)
    out.set(s.id, Math.max(0, (seatsOfHall.get(s.hall_id) ?? 0) - (takenOf.get(s.id) ?? 0)));
  return out;
}

export async function hasStaffRole(
  q: Queryable,
  userId: number,
  role: 'lobby_admin',
): Promise<boolean> {
  const row = await q
    .selectFrom('staff_roles')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every staff role of an account, in a stable order (v2 user/'s staff_roles, decision 469). */
export async function staffRolesOf(q: Queryable, userId: number): Promise<StaffRole[]> {
  const rows = await q
    .selectFrom('staff_roles')
    .select('role')
    .where('user_id', '=', userId)
    .orderBy('role')
    .execute();
  return rows.map((row) => row.role);
}
