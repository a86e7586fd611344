import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../services/responseCache';

/** True when If-None-Match names this ETag (a list, weak forms and * included). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a cached answer (docs/decisions/174): 304 when the browser has these bytes already,
 * else the JSON in the encoding the browser prefers (brotli, gzip, or none), always with the
 * ETag, `Vary: Accept-Encoding` and `Cache-Control: no-cache` (keep it, but ask each time: a
 * schedule change shows at once).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  /** 'private': only the browser may keep it (the answer depends on who asks). */
  scope: 'public' | 'private' = 'public',
): FastifyReply {
  reply.header('etag', body.etag);
  reply.header('vary', 'accept-encoding');
  reply.header('cache-control', scope === 'private' ? 'private, no-cache' : 'no-cache');
  if (matches(request.headers['if-none-match'], body.etag)) return reply.status(304).send();
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip', 'identity']);
  reply.type('application/json; charset=utf-8');
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(body.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}
