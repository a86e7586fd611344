import type { FastifyReply, FastifyRequest } from 'fastify';
import { signOutBrowser } from '../services/buyers';
import type { ServiceContext } from '../services/context';
import { SESSION_COOKIE } from '../services/viewer';

/**
 * GET /?logout=yes (spec section 2) ends the sign-in and redirects to /. A root onRequest hook,
 * because / is otherwise the client's page served by the not-found fallback. A cross-site
 * navigation (someone else's link) only redirects: it cannot sign the visitor out.
 */
export function logoutHook(ctx: ServiceContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> => {
    if (request.method !== 'GET') return;
    const [path, search = ''] = request.url.split('?');
    if (path !== '/' || new URLSearchParams(search).get('logout') !== 'yes') return;
    if (request.headers['sec-fetch-site'] !== 'cross-site') {
      await signOutBrowser(ctx.db, request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    }
    return reply.header('cache-control', 'no-store').redirect('/', 302);
  };
}
