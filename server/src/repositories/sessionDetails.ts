import { sql, type RawBuilder } from 'kysely';
import type { FilmAge, Queryable, SeatZone, SessionFormat } from '../db/types';
import { pricedSessionsBetween, readPricedSession } from './sessions';

export interface SessionHeader {
  id: number;
  starts_at: Date;
  format: SessionFormat;
  disabled: boolean;
  deleted: boolean;
  /** starts_at <= the SQL clock. */
  started: boolean;
  hall_id: number;
  hall_name: string;
  width: number;
  height: number;
  film_id: number;
  film_name: string;
  film_slug: string;
  age: FilmAge;
  poster_mobile: string;
  poster_desktop: string;
  cinema_id: number;
  cinema_name: string;
  short_name: string;
  address: string;
  no_bonus: boolean;
  city_name: string;
  timezone: string;
}

/** A session with its film, hall, cinema and city, or undefined. */
export async function findSessionHeader(
  q: Queryable,
  sessionId: number,
  now: RawBuilder<Date>,
): Promise<SessionHeader | undefined> {
  const row = await q
    .selectFrom('sessions')
    .innerJoin('films', 'films.id', 'sessions.film_id')
    .innerJoin('halls', 'halls.id', 'sessions.hall_id')
    .innerJoin('cinemas', 'cinemas.id', 'halls.cinema_id')
    .innerJoin('cities', 'cities.id', 'cinemas.city_id')
    .select([
      'sessions.id',
      'sessions.starts_at',
      'sessions.format',
      'sessions.disabled',
      'sessions.deleted',
      'sessions.hall_id',
      'halls.name as hall_name',
      'halls.width',
      'halls.height',
      'sessions.film_id',
      'films.name as film_name',
      'films.slug as film_slug',
      'films.age',
      'films.poster_mobile',
      'films.poster_desktop',
      'cinemas.id as cinema_id',
      'cinemas.name as cinema_name',
      'cinemas.short_name',
      'cinemas.address',
      'cinemas.no_bonus',
      'cities.name as city_name',
      'cities.timezone',
      sql<boolean>`sessions.starts_at <= ${now}`.as('started'),
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  return row ? { ...row, starts_at: new Date(row.starts_at) } : undefined;
}

/** The zones of these seats, if they are seats of this hall (foreign ids are left out). */
export async function hallSeatZones(
  q: Queryable,
  hallId: number,
  seatIds: readonly number[],
): Promise<{ id: number; zone: SeatZone }[]> {
  return q
    .selectFrom('seats')
    .select(['id', 'zone'])
    .where('hall_id', '=', hallId)
    .where('id', 'in', seatIds)
    .execute();
}

/** The session's price per seat zone. */
export async function sessionPrices(
  q: Queryable,
  sessionId: number,
): Promise<Map<SeatZone, number>> {
  const rows = await q
    .selectFrom('session_prices')
    .select(['zone', 'price'])
    .where('session_id', '=', sessionId)
    .execute();
  return new Map(rows.map((r) => [r.zone, r.price]));
}

export async function hallEnters(
  q: Queryable,
  hallId: number,
): Promise<{ x: number; y: number }[]> {
  return q
    .selectFrom('enters')
    .select(['x', 'y'])
    .where('hall_id', '=', hallId)
    .orderBy('sort')
    .execute();
}

export type SeatState = 'free' | 'held' | 'sold';

export interface SeatWithState {
  id: number;
  x: number;
  y: number;
  row: number;
  place: number;
  zone: SeatZone;
  is_child: boolean;
  /** 'held' only while the hold is alive on the SQL clock; an expired hold reads 'free'. */
  state: SeatState;
  order_id: number | null;
}

/**
 * Every seat of the hall with its state in the session. No inventory row means free (rows are
 * created by the first hold).
 */
export async function seatsWithState(
  db: Queryable,
  sessionId: number,
  hallId: number,
  now: RawBuilder<Date>,
): Promise<SeatWithState[]> {
  const rows = await db
    .selectFrom('seats')
    .leftJoin('session_seats as ss', (join) =>
      join.onRef('ss.seat_id', '=', 'seats.id').on('ss.session_id', '=', sessionId),
    )
    .select([
      'seats.id',
      'seats.x',
      'seats.y',
      'seats.row_number as row',
      'seats.place_number as place',
      'seats.zone',
      'seats.is_child',
      'ss.order_id',
      sql<SeatState>`CASE
        WHEN ss.status = 'sold' THEN 'sold'
        WHEN ss.status = 'held' AND ss.hold_expires_at > ${now} THEN 'held'
        ELSE 'free' END`.as('state'),
    ])
    .where('seats.hall_id', '=', hallId)
    .orderBy('seats.row_number')
    .orderBy('seats.place_number')
    .execute();
  return rows;
}

export interface TimetableRecord {
  id: number;
  starts_at: Date;
  format: SessionFormat;
  price_min: number;
  price_max: number;
}

/** Sessions of a film at a cinema starting in [from, to) that can still be bought. */
export async function purchasableSessions(
  q: Queryable,
  filmId: number,
  cinemaId: number,
  from: Date,
  to: Date,
  now: RawBuilder<Date>,
): Promise<TimetableRecord[]> {
  const rows = await pricedSessionsBetween(q, from, to)
    .select(['sessions.id', 'sessions.starts_at', 'sessions.format'])
    .where('sessions.film_id', '=', filmId)
    .where('halls.cinema_id', '=', cinemaId)
    .where('sessions.deleted', '=', false)
    .where('sessions.disabled', '=', false)
    .where(sql<boolean>`sessions.starts_at > ${now}`)
    .groupBy('sessions.id')
    .execute();
  return rows.map(readPricedSession);
}

export interface SessionInfoRecord {
  title: string | null;
  body: string;
  video: string | null;
  images: string[];
  button: string | null;
  agree: boolean;
}

/**
 * The info of a session: its own, else its film's at its cinema, else its film's anywhere
 * (the narrowest scope wins).
 */
export async function findSessionInfo(
  db: Queryable,
  session: { id: number; film_id: number; cinema_id: number },
): Promise<SessionInfoRecord | undefined> {
  const row = await db
    .selectFrom('session_info')
    .select(['title', 'body', 'video', 'images', 'button', 'agree'])
    .where((eb) =>
      eb.or([
        eb('session_id', '=', session.id),
        eb.and([
          eb('session_id', 'is', null),
          eb('film_id', '=', session.film_id),
          eb.or([eb('cinema_id', 'is', null), eb('cinema_id', '=', session.cinema_id)]),
        ]),
      ]),
    )
    .orderBy(sql`session_id IS NULL`)
    .orderBy(sql`cinema_id IS NULL`)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return undefined;
  const images: unknown = typeof row.images === 'string' ? JSON.parse(row.images) : row.images;
  return { ...row, images: Array.isArray(images) ? images.map(String) : [] };
}

/**
 * The session's taken seats (sold, or held by a live hold on the SQL clock) as one text: the
 * ids in ascending order joined by commas ('' when none), hashed. Equal texts mean an equal seat
 * map for a viewer with no order of their own, so it keys the cached seat map
 * (docs/decisions/232). Read per request: one index range of session_seats, no write anywhere.
 */
export async function takenSeatsDigest(
  q: Queryable,
  sessionId: number,
  now: RawBuilder<Date>,
): Promise<string> {
  const row = await q
    .selectFrom('session_seats')
    .select(
      sql<string>`coalesce(md5(string_agg(seat_id::text, ',' ORDER BY seat_id)), '')`.as('digest'),
    )
    .where('session_id', '=', sessionId)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'sold'),
        eb.and([eb('status', '=', 'held'), sql<boolean>`hold_expires_at > ${now}`]),
      ]),
    )
    .executeTakeFirst();
  return row?.digest ?? '';
}

/** Whether the film of this session carries the Pushkin card mark (film_tags 'pushkin'). */
export async function sessionFilmIsPushkin(db: Queryable, sessionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('film_tags', 'film_tags.film_id', 'sessions.film_id')
    .select('film_tags.tag')
    .where('sessions.id', '=', sessionId)
    .where('film_tags.tag', '=', 'pushkin')
    .executeTakeFirst();
  return row !== undefined;
}
