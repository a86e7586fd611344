import type { FastifyReply, FastifyRequest } from 'fastify';
import { findBuyer, openBuyer, type Buyer } from '../services/buyers';
import type { ServiceContext } from '../services/context';

/** The cookie that ties a browser to its orders (HttpOnly, SameSite=Lax). */
export const BUYER_COOKIE = 'sk_session';
const COOKIE_MAX_AGE = 180 * 24 * 60 * 60;

/** The browser's buyer, or null when it has never ordered (reads create nothing). */
export function requestBuyer(ctx: ServiceContext, request: FastifyRequest): Promise<Buyer | null> {
  return findBuyer(ctx, request.cookies[BUYER_COOKIE]);
}

/** The browser's buyer, created (and the cookie set) on its first order. */
export async function ensureBuyer(
  ctx: ServiceContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Buyer> {
  const { buyer, newToken } = await openBuyer(ctx, request.cookies[BUYER_COOKIE]);
  if (newToken)
    reply.setCookie(BUYER_COOKIE, newToken, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      maxAge: COOKIE_MAX_AGE,
    });
  return buyer;
}
