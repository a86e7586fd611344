import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import { sales } from './orderTables';

export interface WebSessionRow {
  id: number;
  user_id: number | null;
}

export async function findWebSession(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<WebSessionRow | undefined> {
  const row = await sales(db)
    .selectFrom('web_sessions')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row
    ? { id: Number(row.id), user_id: row.user_id === null ? null : Number(row.user_id) }
    : undefined;
}

export async function insertWebSession(db: Kysely<DB>, tokenHash: string): Promise<WebSessionRow> {
  const row = await sales(db)
    .insertInto('web_sessions')
    .values({ token_hash: tokenHash, user_id: null })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), user_id: null };
}
