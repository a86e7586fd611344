import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../db/types';

/**
 * Up to `limit` sessions the alerts have not looked at yet (migration 012's queue), locked for
 * this transaction; rows another node holds are skipped, so nodes never look at one twice.
 */
export async function takeSessionNews(trx: Transaction<DB>, limit: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('wishlist_session_news')
    .select('session_id')
    .orderBy('session_id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  return rows.map((r) => r.session_id);
}

export async function dropSessionNews(
  trx: Transaction<DB>,
  sessionIds: readonly number[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  await trx
    .deleteFrom('wishlist_session_news')
    .where('session_id', 'in', [...sessionIds])
    .execute();
}

/** A new session that a buyer with an e-mail wished to see, in their city. */
export interface AlertMatch {
  user_id: number;
  email: string;
  film_id: number;
  film_name: string;
  age: string;
  city_name: string;
  timezone: string;
  cinema_name: string;
  session_id: number;
  starts_at: Date;
  format: string;
}

/**
 * Who the queued sessions `sessionIds` are news to (docs/decisions/278): buyers with an e-mail
 * whose wishlist has the session's film, liked before the session was added, in the buyer's
 * city (the one chosen when liking, else the profile's, else the chain's default), for
 * sessions still ahead, neither deleted nor disabled.
 */
export async function findAlertMatches(
  trx: Transaction<DB>,
  sessionIds: readonly number[],
  now: RawBuilder<Date>,
): Promise<AlertMatch[]> {
  if (sessionIds.length === 0) return [];
  const rows = await trx
    .selectFrom('wishlist_session_news as n')
    .innerJoin('sessions as s', 's.id', 'n.session_id')
    .innerJoin('films as f', 'f.id', 's.film_id')
    .innerJoin('halls as h', 'h.id', 's.hall_id')
    .innerJoin('cinemas as c', 'c.id', 'h.cinema_id')
    .innerJoin('cities as ci', 'ci.id', 'c.city_id')
    .innerJoin('wishlist as w', (join) =>
      join.onRef('w.film_id', '=', 's.film_id').onRef('w.created_at', '<', 'n.created_at'),
    )
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select([
      'u.id as user_id',
      'u.email',
      'f.id as film_id',
      'f.name as film_name',
      'f.age',
      'ci.name as city_name',
      'ci.timezone',
      'c.name as cinema_name',
      's.id as session_id',
      's.starts_at',
      's.format',
    ])
    .where('n.session_id', 'in', [...sessionIds])
    .where('s.deleted', '=', false)
    .where('s.disabled', '=', false)
    .where('s.starts_at', '>', now)
    .where(sql<string>`btrim(u.email)`, '<>', '')
    .where(
      'c.city_id',
      '=',
      sql<number>`COALESCE(
        w.city_id,
        (SELECT pc.id FROM cities pc WHERE pc.name = u.city),
        (SELECT dc.id FROM cities dc ORDER BY dc.is_default DESC, dc.sort, dc.id LIMIT 1)
      )`,
    )
    .orderBy('u.id')
    .orderBy('f.id')
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({ ...r, starts_at: new Date(r.starts_at) }));
}

/** A film new to a city's playbill, for a buyer who asked for such news. */
export interface FilmNewsMatch {
  user_id: number;
  email: string;
  film_id: number;
  film_name: string;
  film_slug: string;
  age: string;
  city_name: string;
  timezone: string;
  /** The first of its new sessions. */
  first_at: Date;
  sessions: number;
}

/**
 * The films the queued sessions `sessionIds` bring to a city for the first time (no other
 * session of the film in that city, shown or past, outside this batch), and who hears of it
 * (docs/decisions/457): buyers with an e-mail who ticked 'Сообщать о новых фильмах и сеансах'
 * (`movies_notify`) before the sessions came, in their profile's city (else the chain's
 * default), who do not have the film on their wishlist (the wishlist's own message tells them).
 */
export async function findNewFilmMatches(
  trx: Transaction<DB>,
  sessionIds: readonly number[],
  now: RawBuilder<Date>,
): Promise<FilmNewsMatch[]> {
  if (sessionIds.length === 0) return [];
  const ids = [...sessionIds];
  const rows = await trx
    .selectFrom('wishlist_session_news as n')
    .innerJoin('sessions as s', 's.id', 'n.session_id')
    .innerJoin('films as f', 'f.id', 's.film_id')
    .innerJoin('halls as h', 'h.id', 's.hall_id')
    .innerJoin('cinemas as c', 'c.id', 'h.cinema_id')
    .innerJoin('cities as ci', 'ci.id', 'c.city_id')
    .innerJoin('users as u', (join) =>
      join.on(
        sql<number>`COALESCE(
          (SELECT pc.id FROM cities pc WHERE pc.name = u.city),
          (SELECT dc.id FROM cities dc ORDER BY dc.is_default DESC, dc.sort, dc.id LIMIT 1)
        )`,
        '=',
        sql<number>`c.city_id`,
      ),
    )
    .select([
      'u.id as user_id',
      'u.email',
      'f.id as film_id',
      'f.name as film_name',
      'f.slug as film_slug',
      'f.age',
      'ci.name as city_name',
      'ci.timezone',
      (eb) => eb.fn.min('s.starts_at').as('first_at'),
      (eb) => eb.fn.countAll<string>().as('sessions'),
    ])
    .where('n.session_id', 'in', ids)
    .where('s.deleted', '=', false)
    .where('s.disabled', '=', false)
    .where('s.starts_at', '>', now)
    .where('u.movies_notify', '=', true)
    // An account made after the sessions came has seen them on the playbill (the seed's own).
    .whereRef('u.created_at', '<', 'n.created_at')
    .where(sql<string>`btrim(u.email)`, '<>', '')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sessions as o')
            .innerJoin('halls as oh', 'oh.id', 'o.hall_id')
            .innerJoin('cinemas as oc', 'oc.id', 'oh.cinema_id')
            .select('o.id')
            .whereRef('o.film_id', '=', 's.film_id')
            .whereRef('oc.city_id', '=', 'c.city_id')
            .where('o.deleted', '=', false)
            .where('o.id', 'not in', ids),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('wishlist as w')
            .select('w.film_id')
            .whereRef('w.user_id', '=', 'u.id')
            .whereRef('w.film_id', '=', 'f.id'),
        ),
      ),
    )
    .groupBy(['u.id', 'u.email', 'f.id', 'f.name', 'f.slug', 'f.age', 'ci.name', 'ci.timezone'])
    .orderBy('u.id')
    .orderBy('first_at')
    .orderBy('f.id')
    .execute();
  return rows.map((r) => ({
    ...r,
    first_at: new Date(r.first_at as unknown as string),
    sessions: Number(r.sessions),
  }));
}
