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
