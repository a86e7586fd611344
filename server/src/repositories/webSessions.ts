import { sql, type RawBuilder } from 'kysely';
import type { Queryable } from '../db/types';

export interface WebSessionRow {
  id: number;
  user_id: number | null;
}

export async function findWebSession(
  q: Queryable,
  tokenHash: string,
): Promise<WebSessionRow | undefined> {
  const row = await q
    .selectFrom('web_sessions')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? { id: row.id, user_id: row.user_id } : undefined;
}

export async function insertWebSession(q: Queryable, tokenHash: string): Promise<WebSessionRow> {
  const row = await q
    .insertInto('web_sessions')
    .values({ token_hash: tokenHash, user_id: null })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  return { id: row.id, user_id: null };
}

export interface SessionBinding {
  id: number;
  user_id: number | null;
  /** Not seen for longer than the idle limit: its sign-in has lapsed. */
  idle: boolean;
  /** Seen long enough ago that last_seen_at is worth refreshing. */
  stale: boolean;
}

/** A web session with whether its sign-in has lapsed, on the given SQL clock. */
export async function findSessionBinding(
  q: Queryable,
  tokenHash: string,
  now: RawBuilder<Date>,
  idleSeconds: number,
  touchSeconds: number,
): Promise<SessionBinding | undefined> {
  const row = await q
    .selectFrom('web_sessions')
    .select([
      'id',
      'user_id',
      sql<boolean>`last_seen_at <= ${now} - ${idleSeconds}::integer * interval '1 second'`.as(
        'idle',
      ),
      sql<boolean>`last_seen_at <= ${now} - ${touchSeconds}::integer * interval '1 second'`.as(
        'stale',
      ),
    ])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    user_id: row.user_id,
    idle: row.idle,
    stale: row.stale,
  };
}

export async function touchWebSession(
  q: Queryable,
  id: number,
  now: RawBuilder<Date>,
): Promise<void> {
  await q.updateTable('web_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

/** How a sign-in was proven: a code sent to the phone, or the password. */
export type SignInProof = 'code' | 'password';

/**
 * Binds a user to the session of `oldTokenHash` under a new token (the row keeps the browser's
 * orders, the old token stops working: no session fixation), or opens a new bound session.
 * A code sign-in stamps `code_proven_at`; a password sign-in clears it (decision 449).
 */
export async function bindWebSession(
  q: Queryable,
  oldTokenHash: string | null,
  newTokenHash: string,
  userId: number,
  now: RawBuilder<Date>,
  proof: SignInProof,
): Promise<number> {
  const codeProvenAt = proof === 'code' ? now : null;
  if (oldTokenHash !== null) {
    // Only a guest's row or the same user's is reused: a row never changes owners, so one
    // user never sees another's orders through the browser they shared.
    const row = await q
      .updateTable('web_sessions')
      .set({
        token_hash: newTokenHash,
        user_id: userId,
        last_seen_at: now,
        code_proven_at: codeProvenAt,
      })
      .where('token_hash', '=', oldTokenHash)
      .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
      .returning('id')
      .executeTakeFirst();
    if (row) return row.id;
    // Another user's session: its token dies with the cookie being replaced.
    await q
      .updateTable('web_sessions')
      .set({ token_hash: `dead:${newTokenHash}` })
      .where('token_hash', '=', oldTokenHash)
      .execute();
  }
  const row = await q
    .insertInto('web_sessions')
    .values({
      token_hash: newTokenHash,
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      code_proven_at: codeProvenAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Ends the sign-in of a session: the user is unbound and the token replaced by an unusable
 * one, so a copy of the old cookie is worthless.
 */
export async function endWebSession(
  q: Queryable,
  tokenHash: string,
  deadTokenHash: string,
): Promise<void> {
  await q
    .updateTable('web_sessions')
    .set({ user_id: null, token_hash: deadTokenHash })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Drops a lapsed sign-in: the session stays a guest's (its orders stay with the browser). */
export async function unbindWebSession(q: Queryable, id: number): Promise<void> {
  await q.updateTable('web_sessions').set({ user_id: null }).where('id', '=', id).execute();
}

/** Whether the session's sign-in was proven by a code within the last `minutes`. */
export async function provenByCodeWithin(
  q: Queryable,
  id: number,
  now: RawBuilder<Date>,
  minutes: number,
): Promise<boolean> {
  const row = await q
    .selectFrom('web_sessions')
    .select(
      sql<boolean>`coalesce(code_proven_at > ${now} - ${minutes}::integer * interval '1 minute', false)`.as(
        'fresh',
      ),
    )
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.fresh === true;
}

/**
 * Signs the user out of every other browser (a changed password, decision 449): their tokens die
 * as at a sign-out, the rows stay with their orders. Returns how many were ended.
 */
export async function endOtherWebSessions(
  q: Queryable,
  userId: number,
  keepId: number,
): Promise<number> {
  const rows = await q
    .updateTable('web_sessions')
    .set({ user_id: null, token_hash: sql<string>`'dead:' || id || ':' || md5(random()::text)` })
    .where('user_id', '=', userId)
    .where('id', '<>', keepId)
    .returning('id')
    .execute();
  return rows.length;
}
