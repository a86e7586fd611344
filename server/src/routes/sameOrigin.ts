import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

export const CROSS_SITE_REFUSED = 'Запрос отклонен';

/**
 * Refuses a state-changing request made by another site (ARCHITECTURE.md: no tokens, the
 * browser's own headers decide). Refused: `Sec-Fetch-Site: cross-site`, or an `Origin` whose
 * host differs from the Host the request was sent to. Requests without these headers (tests,
 * curl, load generators, old browsers on same-origin forms) pass, which is safe because a
 * browser always sends at least one of them on a cross-site POST.
 */
export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (request.headers['sec-fetch-site'] === 'cross-site')
    throw new ApiError(403, CROSS_SITE_REFUSED);
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let same = false;
  try {
    const from = new URL(origin);
    // Parsed with the origin's scheme, so a default port written out ('host:80') compares equal.
    const own = new URL(`${from.protocol}//${request.headers.host ?? ''}`);
    same = from.host === own.host;
  } catch {
    // 'null' (sandboxed frames, file://) and garbage are not this site.
  }
  if (!same) throw new ApiError(403, CROSS_SITE_REFUSED);
}
