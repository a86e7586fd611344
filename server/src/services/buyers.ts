import { createHash, randomBytes } from 'node:crypto';
import { sales, type SalesQueryable } from '../repositories/orderTables';
import { findWebSession, insertWebSession } from '../repositories/webSessions';
import type { ServiceContext } from './context';

/**
 * Who owns orders: a browser (web session), and later an account. A guest's browser is
 * identified by a random token in an HttpOnly cookie; only its SHA-256 is stored, so a leaked
 * database cannot be replayed as cookies.
 */
export interface Buyer {
  webSessionId: number;
  /** Accounts arrive in issue 5; null until then. */
  userId: number | null;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The buyer of a cookie token, or null (no cookie, a malformed one, or an unknown one). */
export async function findBuyer(
  ctx: ServiceContext,
  token: string | undefined,
): Promise<Buyer | null> {
  if (token === undefined || !TOKEN_PATTERN.test(token)) return null;
  const row = await findWebSession(sales(ctx.db), hashToken(token));
  return row ? { webSessionId: row.id, userId: row.user_id } : null;
}

/**
 * The buyer of the token, or a new web session with a fresh token the caller must set. Run it
 * in the transaction of the order, so a refused order leaves no session behind.
 */
export async function openBuyer(
  q: SalesQueryable,
  token: string | undefined,
): Promise<{ buyer: Buyer; newToken: string | null }> {
  if (token !== undefined && TOKEN_PATTERN.test(token)) {
    const row = await findWebSession(q, hashToken(token));
    if (row) return { buyer: { webSessionId: row.id, userId: row.user_id }, newToken: null };
  }
  const fresh = randomBytes(32).toString('base64url');
  const row = await insertWebSession(q, hashToken(fresh));
  return { buyer: { webSessionId: row.id, userId: row.user_id }, newToken: fresh };
}
