import type { FastifyReply, FastifyRequest } from 'fastify';
import { signOutBrowser } from '../services/buyers';
import type { ServiceContext } from '../services/context';
import { SESSION_COOKIE } from '../services/viewer';

/**
 * Left beside the redirect for a minute, readable by the page's script (src/flows/auth/session.ts
 * reads it by the same name, as the city cookie is): the address the redirect lands on no longer
 * says the browser signed out (decision 443).
 */
const SIGNED_OUT_COOKIE = 'sk_signed_out';

/**
 * GET /?logout=yes (spec section 2) ends the sign-in and redirects to /. A root onRequest hook,
 * because / is otherwise the client's page served by the not-found fallback. A cross-site
 * navigation (someone else's link) only redirects: it cannot sign the visitor out. A sign-out
 * leaves SIGNED_OUT_COOKIE for the page at / (decision 443): its script forgets the browser's
 * USER_ID before asking for the profile of the session that has just ended.
 */
export function logoutHook(ctx: ServiceContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> => {
    if (request.method !== 'GET') return;
    const [path, search = ''] = request.url.split('?');
    if (path !== '/' || new URLSearchParams(search).get('logout') !== 'yes') return;
    if (request.headers['sec-fetch-site'] !== 'cross-site') {
      await signOutBrowser(ctx.db, request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.setCookie(SIGNED_OUT_COOKIE, '1', { path: '/', maxAge: 60, sameSite: 'lax' });
    }
    return reply.header('cache-control', 'no-store').redirect('/', 302);
  };
}
