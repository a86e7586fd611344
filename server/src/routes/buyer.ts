import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../services/context';
import { GUEST, SESSION_COOKIE, viewerOfToken, type Viewer } from '../services/viewer';

declare module 'fastify' {
  interface FastifyRequest {
    /** The browser's session as read once by `identifyViewer` (a guest until it runs). */
    viewer: Viewer;
  }
}

/** The cookie that ties a browser to its orders and its sign-in (HttpOnly, SameSite=Lax). */
export const BUYER_COOKIE = SESSION_COOKIE;
const COOKIE_MAX_AGE = 180 * 24 * 60 * 60;

/**
 * Gives every request of `app` its `request.viewer`, read from the session cookie once, before
 * validation and handlers run: who is signed in and which web session owns the orders.
 */
export function identifyViewer(app: FastifyInstance, ctx: ServiceContext): void {
  // Fastify 5 refuses an object as a decorator's initial value; the hook sets it first thing.
  if (!app.hasRequestDecorator('viewer')) app.decorateRequest<Viewer | null>('viewer', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.viewer = request.routeOptions.config.viewerless
      ? GUEST
      : await viewerOfToken(ctx, request.cookies[SESSION_COOKIE]);
  });
}

/** Sets the cookie of a web session created by this request (on its first order). */
export function setBuyerCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(BUYER_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: COOKIE_MAX_AGE,
  });
}
