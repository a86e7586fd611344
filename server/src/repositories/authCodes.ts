import { sql, type RawBuilder } from 'kysely';
import type { CodeType, LoginPurpose, Queryable } from '../db/types';

/**
 * Serialises the code calls of one phone across nodes for the rest of the transaction (a
 * transaction-level advisory lock), so two concurrent requests cannot both pass the resend
 * throttle or both spend one code's attempts.
 */
export async function lockPhone(q: Queryable, phone: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`auth:${phone}`}))`.execute(q);
}

export interface CodeThrottle {
  /** Seconds since the phone's newest code was sent, or null when none was. */
  sinceLast: number | null;
  /** Codes sent to the phone within the window. */
  inWindow: number;
  /** Seconds until the oldest code of the window leaves it (0 when none). */
  windowFreesIn: number;
}

/** How recently and how often codes were sent to the phone. */
export async function codeThrottle(
  q: Queryable,
  phone: string,
  windowSeconds: number,
  now: RawBuilder<Date>,
): Promise<CodeThrottle> {
  const row = await q
    .selectFrom('auth_codes')
    .select([
      sql<string | null>`EXTRACT(EPOCH FROM (${now} - max(created_at)))`.as('since_last'),
      sql<number>`count(*) FILTER (WHERE created_at > ${now} - ${windowSeconds}::integer * interval '1 second')`.as(
        'in_window',
      ),
      sql<
        string | null
      >`EXTRACT(EPOCH FROM (min(created_at) FILTER (WHERE created_at > ${now} - ${windowSeconds}::integer * interval '1 second') + ${windowSeconds}::integer * interval '1 second' - ${now}))`.as(
        'frees_in',
      ),
    ])
    .where('phone', '=', phone)
    .executeTakeFirst();
  return {
    sinceLast: row?.since_last == null ? null : Number(row.since_last),
    inWindow: row?.in_window ?? 0,
    windowFreesIn: row?.frees_in == null ? 0 : Math.max(0, Number(row.frees_in)),
  };
}

export interface NewCode {
  phone: string;
  purpose: LoginPurpose;
  type: CodeType;
  salt: string;
  hash: string;
  ttlSeconds: number;
}

/** Stores a new code and voids the phone's earlier unused ones (only the newest is valid). */
export async function insertCode(
  q: Queryable,
  code: NewCode,
  now: RawBuilder<Date>,
): Promise<number> {
  await q
    .updateTable('auth_codes')
    .set({ expires_at: now })
    .where('phone', '=', code.phone)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
  const row = await q
    .insertInto('auth_codes')
    .values({
      phone: code.phone,
      purpose: code.purpose,
      type: code.type,
      code_salt: code.salt,
      code_hash: code.hash,
      expires_at: sql<Date>`${now} + ${code.ttlSeconds}::integer * interval '1 second'`,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A code that was never delivered (the provider failed) must not count as sent. */
export async function deleteCode(q: Queryable, id: number): Promise<void> {
  await q.deleteFrom('auth_codes').where('id', '=', id).execute();
}

export interface CodeRow {
  id: number;
  purpose: LoginPurpose;
  salt: string;
  hash: string;
  attempts: number;
  expired: boolean;
}

/** What sign-in takes; a card activation's code (migration 009) signs nobody in. */
const SIGN_IN_PURPOSES: readonly LoginPurpose[] = ['auth', 'reg', 'forget'];

/**
 * The phone's newest unused code of `purposes`, locked, with whether it has expired on the SQL
 * clock. Only the newest code of a phone is ever valid (insertCode expires the others), so a
 * code of another purpose sent later leaves this one expired.
 */
export async function latestCode(
  q: Queryable,
  phone: string,
  now: RawBuilder<Date>,
  purposes: readonly LoginPurpose[] = SIGN_IN_PURPOSES,
): Promise<CodeRow | undefined> {
  const row = await q
    .selectFrom('auth_codes')
    .select([
      'id',
      'purpose',
      'code_salt',
      'code_hash',
      'attempts',
      sql<boolean>`expires_at <= ${now}`.as('expired'),
    ])
    .where('phone', '=', phone)
    .where('purpose', 'in', purposes)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    purpose: row.purpose,
    salt: row.code_salt,
    hash: row.code_hash,
    attempts: row.attempts,
    expired: row.expired,
  };
}

/** Counts a wrong attempt; at `max` attempts the code is void. Returns the new count. */
export async function countWrongAttempt(
  q: Queryable,
  id: number,
  max: number,
  now: RawBuilder<Date>,
): Promise<number> {
  const row = await q
    .updateTable('auth_codes')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      expires_at: sql<Date>`CASE WHEN attempts + 1 >= ${max} THEN ${now} ELSE expires_at END`,
    }))
    .where('id', '=', id)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return row.attempts;
}

export async function spendCode(q: Queryable, id: number, now: RawBuilder<Date>): Promise<void> {
  await q.updateTable('auth_codes').set({ used_at: now }).where('id', '=', id).execute();
}
