import { findSessionBinding, touchWebSession, unbindWebSession } from '../repositories/webSessions';
import { hashToken, isTokenShaped, type Buyer } from './buyers';
import type { ServiceContext } from './context';

/**
 * Who is asking, read once per request from the browser's session cookie (`request.viewer`,
 * set by the hook in routes/buyer.ts): a guest, or a user signed in on this browser's session;
 * either way `buyer` is the browser's web session that owns its orders, or null when the
 * browser has none yet (reads create nothing; create_order opens one).
 */
export type Viewer =
  | { kind: 'guest'; buyer: Buyer | null }
  | { kind: 'user'; userId: number; webSessionId: number; buyer: Buyer };

export const GUEST: Viewer = { kind: 'guest', buyer: null };

/** The cookie that ties a browser to its session row (HttpOnly, SameSite=Lax). */
export const SESSION_COOKIE = 'sk_session';
/** A sign-in lapses after 30 days without a request. */
export const SESSION_IDLE_SECONDS = 30 * 24 * 60 * 60;
/** last_seen_at is refreshed at most this often, so reads do not each write. */
const TOUCH_SECONDS = 10 * 60;

/** The viewer of a session cookie token; a lapsed sign-in is dropped on the way. */
export async function viewerOfToken(
  ctx: ServiceContext,
  token: string | undefined,
): Promise<Viewer> {
  if (!isTokenShaped(token)) return GUEST;
  const q = ctx.db;
  const now = ctx.dbNow();
  const row = await findSessionBinding(
    q,
    hashToken(token),
    now,
    SESSION_IDLE_SECONDS,
    TOUCH_SECONDS,
  );
  if (!row) return GUEST;
  const guest: Viewer = { kind: 'guest', buyer: { webSessionId: row.id, userId: null } };
  if (row.user_id === null) return guest;
  if (row.idle) {
    await unbindWebSession(q, row.id);
    return guest;
  }
  if (row.stale) await touchWebSession(q, row.id, now);
  return {
    kind: 'user',
    userId: row.user_id,
    webSessionId: row.id,
    buyer: { webSessionId: row.id, userId: row.user_id },
  };
}
