import type { FastifyReply, FastifyRequest } from 'fastify';
import { findBuyer, type Buyer } from '../services/buyers';
import type { ServiceContext } from '../services/context';

/** The cookie that ties a browser to its orders (HttpOnly, SameSite=Lax). */
export const BUYER_COOKIE = 'sk_session';
const COOKIE_MAX_AGE = 180 * 24 * 60 * 60;

/** The browser's buyer, or null when it has never ordered (reads create nothing). */
export function requestBuyer(ctx: ServiceContext, request: FastifyRequest): Promise<Buyer | null> {
  return findBuyer(ctx, request.cookies[BUYER_COOKIE]);
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
