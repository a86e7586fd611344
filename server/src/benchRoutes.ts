import type { FastifyInstance } from 'fastify';

const COPIED_HEADERS = ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control'];

/**
 * BENCH_BASELINE=1 only (bench/http/playbill.mjs, never in production): `GET /bench/memory?path=`
 * answers the bytes and headers that the API path `path` answered the first time it was asked
 * here (with the same Accept-Encoding), from memory. The benchmark compares the real route with
 * this, the fastest the same process could send the same bytes (docs/decisions/215).
 */
export function registerBenchRoutes(app: FastifyInstance): void {
  const kept = new Map<string, { body: Buffer; headers: Record<string, string> }>();
  app.get<{ Querystring: { path?: string } }>(
    '/bench/memory',
    { schema: { hide: true } },
    async (request, reply) => {
      const path = request.query.path ?? '';
      if (!path.startsWith('/local/php_interface/api/'))
        return reply.status(400).send({ status: 'error', errors: { message: 'path' } });
      const encoding = String(request.headers['accept-encoding'] ?? '');
      const key = `${encoding}|${path}`;
      let copy = kept.get(key);
      if (!copy) {
        const res = await app.inject({
          method: 'GET',
          url: path,
          headers: { 'accept-encoding': encoding },
        });
        const headers: Record<string, string> = {};
        for (const name of COPIED_HEADERS) {
          const value = res.headers[name];
          if (value !== undefined) headers[name] = String(value);
        }
        copy = { body: res.rawPayload, headers };
        kept.set(key, copy);
      }
      return reply.headers(copy.headers).send(copy.body);
    },
  );
}
