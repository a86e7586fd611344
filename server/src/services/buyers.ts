import { createHash, randomBytes } from 'node:crypto';
import type { RawBuilder } from 'kysely';
import {
  bindWebSession,
  endWebSession,
  findWebSession,
  insertWebSession,
  type SignInProof,
} from '../repositories/webSessions';
import type { Queryable } from '../db/types';

/**
 * Who owns orders: a browser (web session), and later an account. A guest's browser is
 * identified by a random token in an HttpOnly cookie; only its SHA-256 is stored, so a leaked
 * database cannot be replayed as cookies.
 */
export interface Buyer {
  webSessionId: number;
  /** The account signed in on this browser, or null for a guest. */
  userId: number | null;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isTokenShaped(token: string | undefined): token is string {
  return token !== undefined && TOKEN_PATTERN.test(token);
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Signs a user in on this browser: the browser's session row (if any) is bound to the user
 * under a fresh token, so a token planted before sign-in is worthless after it (no fixation).
 * Returns the token the caller must set as the cookie.
 */
export async function signInBrowser(
  q: Queryable,
  cookieToken: string | undefined,
  userId: number,
  now: RawBuilder<Date>,
  proof: SignInProof,
): Promise<string> {
  const fresh = newToken();
  const old = isTokenShaped(cookieToken) ? hashToken(cookieToken) : null;
  await bindWebSession(q, old, hashToken(fresh), userId, now, proof);
  return fresh;
}

/** Signs the browser out: unbinds the user and kills the token. */
export async function signOutBrowser(q: Queryable, cookieToken: string | undefined): Promise<void> {
  if (!isTokenShaped(cookieToken)) return;
  // A random hash nobody holds the token of: the row stays (its orders), the cookie dies.
  await endWebSession(q, hashToken(cookieToken), hashToken(newToken()));
}

/**
 * The buyer of the token, or a new web session with a fresh token the caller must set. Run it
 * in the transaction of the order, so a refused order leaves no session behind.
 */
export async function openBuyer(
  q: Queryable,
  token: string | undefined,
): Promise<{ buyer: Buyer; newToken: string | null }> {
  if (token !== undefined && TOKEN_PATTERN.test(token)) {
    const row = await findWebSession(q, hashToken(token));
    if (row) return { buyer: { webSessionId: row.id, userId: row.user_id }, newToken: null };
  }
  const fresh = newToken();
  const row = await insertWebSession(q, hashToken(fresh));
  return { buyer: { webSessionId: row.id, userId: row.user_id }, newToken: fresh };
}
