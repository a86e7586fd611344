import type { SalesQueryable } from './orderTables';

export interface WebSessionRow {
  id: number;
  user_id: number | null;
}

export async function findWebSession(
  q: SalesQueryable,
  tokenHash: string,
): Promise<WebSessionRow | undefined> {
  const row = await q
    .selectFrom('web_sessions')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row
    ? { id: Number(row.id), user_id: row.user_id === null ? null : Number(row.user_id) }
    : undefined;
}

export async function insertWebSession(
  q: SalesQueryable,
  tokenHash: string,
): Promise<WebSessionRow> {
  const row = await q
    .insertInto('web_sessions')
    .values({ token_hash: tokenHash, user_id: null })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), user_id: null };
}
