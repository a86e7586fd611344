import type { FastifyRequest } from 'fastify';
import { findSessionBinding, touchWebSession, unbindWebSession } from '../repositories/webSessions';
import { hashToken, isTokenShaped } from './buyers';
import type { ServiceContext } from './context';

/**
 * Who is asking: a guest, or a user signed in on this browser's session. The session cookie is
 * read once per API request by `identifyViewer` (an onRequest hook of the API), and handlers
 * read the answer with `resolveViewer`.
 */
export type Viewer = { kind: 'guest' } | { kind: 'user'; userId: number; webSessionId: number };

/** The cookie that ties a browser to its session row (HttpOnly, SameSite=Lax). */
export const SESSION_COOKIE = 'sk_session';
/** A sign-in lapses after 30 days without a request. */
export const SESSION_IDLE_SECONDS = 30 * 24 * 60 * 60;
/** last_seen_at is refreshed at most this often, so reads do not each write. */
const TOUCH_SECONDS = 10 * 60;

const viewers = new WeakMap<FastifyRequest, Viewer>();

export function resolveViewer(request: FastifyRequest): Viewer {
  return viewers.get(request) ?? { kind: 'guest' };
}

/** The viewer of a session cookie token; a lapsed sign-in is dropped on the way. */
export async function viewerOfToken(
  ctx: ServiceContext,
  token: string | undefined,
): Promise<Viewer> {
  if (!isTokenShaped(token)) return { kind: 'guest' };
  const q = ctx.db;
  const now = ctx.dbNow();
  const row = await findSessionBinding(
    q,
    hashToken(token),
    now,
    SESSION_IDLE_SECONDS,
    TOUCH_SECONDS,
  );
  if (!row || row.user_id === null) return { kind: 'guest' };
  if (row.idle) {
    await unbindWebSession(q, row.id);
    return { kind: 'guest' };
  }
  if (row.stale) await touchWebSession(q, row.id, now);
  return { kind: 'user', userId: row.user_id, webSessionId: row.id };
}

/** The onRequest hook: resolves the viewer before validation and handlers run. */
export function identifyViewer(ctx: ServiceContext) {
  return async (request: FastifyRequest): Promise<void> => {
    viewers.set(request, await viewerOfToken(ctx, request.cookies[SESSION_COOKIE]));
  };
}
