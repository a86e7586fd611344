import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/types';

/** Events older than this are deleted when the same key records a new one. */
const KEEP_SECONDS = 24 * 60 * 60;

/**
 * How many events of a bucket and key fall within the window, and the seconds until the oldest
 * of them leaves it.
 */
export async function countEvents(
  q: Queryable,
  bucket: string,
  key: string,
  windowSeconds: number,
  now: RawBuilder<Date>,
): Promise<{ count: number; freesIn: number }> {
  const row = await q
    .selectFrom('rate_events')
    .select([
      sql<number>`count(*)`.as('n'),
      sql<
        string | null
      >`EXTRACT(EPOCH FROM (min(created_at) + ${windowSeconds}::integer * interval '1 second' - ${now}))`.as(
        'frees_in',
      ),
    ])
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where(sql<boolean>`created_at > ${now} - ${windowSeconds}::integer * interval '1 second'`)
    .executeTakeFirst();
  return {
    count: row?.n ?? 0,
    freesIn: row?.frees_in == null ? 0 : Math.max(0, Number(row.frees_in)),
  };
}

/** Records one event and drops the key's events older than a day (keeps the table small). */
export async function recordEvent(
  q: Queryable,
  bucket: string,
  key: string,
  now: RawBuilder<Date>,
): Promise<void> {
  await q
    .deleteFrom('rate_events')
    .where('bucket', '=', bucket)
    .where('key', '=', key)
    .where(sql<boolean>`created_at < ${now} - ${KEEP_SECONDS}::integer * interval '1 second'`)
    .execute();
  await q.insertInto('rate_events').values({ bucket, key, created_at: now }).execute();
}
