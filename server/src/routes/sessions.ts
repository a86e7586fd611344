import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  SessionInfoResponseSchema,
  SessionPlacesResponseSchema,
  SessionResponseSchema,
} from '@softkino/contract/session';
import { ApiError } from '../errors';
import type { ServiceContext } from '../services/context';
import type { ResponseCache } from '../services/responseCache';
import {
  buildSeatMap,
  NO_ORDERS,
  sessionInfo,
  sessionPlaces,
  viewerOrders,
} from '../services/sessions';
import { takenSeatsDigest } from '../repositories/sessionDetails';
import { sendCached } from './cached';
import { DbIdSchema } from './params';

/** Brotli quality of a kept seat map: 10 brings the 1,187-seat hall to about 6.6 KB (9: 9.2 KB)
 *  for about 40 ms once per seat change (docs/decisions/232). */
const SEAT_MAP_BROTLI_QUALITY = 10;

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const IdQuery = z.strictObject({ id: DbIdSchema });
const InfoQuery = z.strictObject({ sessionId: DbIdSchema });

/**
 * Session calls answer refusals with the spec's array form, `errors: [{title, detail}]`: the
 * client looks for 'Ошибка 131' in the first detail to tell a started session from the rest.
 */
export async function withDetailErrors<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return reply
      .status(err.statusCode)
      .send({ status: 'error' as const, errors: [{ title: 'Ошибка', detail: err.message }] });
  }
}

export const sessionRoutes: FastifyPluginAsyncZod<{
  ctx: ServiceContext;
  /** Read-mostly answers (session info), dropped on every catalogue change. */
  cache: ResponseCache;
  /** Seat maps as seen by viewers with no order of their own, keyed by the taken seats. */
  seatMaps: ResponseCache;
}> = async (app, { ctx, cache, seatMaps }) => {
  for (const path of ['/v1/session/', '/v1/session/order/']) {
    app.get(
      path,
      {
        schema: {
          summary: 'A session for buying: hall map, seats, timetable, own unpaid/paid order',
          tags: ['session'],
          querystring: IdQuery,
          response: { 200: SessionResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        withDetailErrors(reply, async () => {
          const sessionId = request.query.id;
          // Both read live on every request: the taken seats (so a seat status is never
          // stale) and the viewer's own orders (so one buyer's order never reaches another).
          const [taken, orders] = await Promise.all([
            takenSeatsDigest(ctx.db, sessionId, ctx.dbNow()),
            viewerOrders(ctx, request.viewer.buyer, sessionId),
          ]);
          if (orders.unpaid || orders.paid) {
            // A viewer's own order shows in the answer: built for them alone, never kept.
            reply.header('cache-control', 'private, no-cache');
            const built = await buildSeatMap(ctx, sessionId, orders);
            return { status: 'success' as const, ...built.answer };
          }
          const body = await seatMaps.get(
            `seatmap:${sessionId}:${taken}`,
            async () => {
              const built = await buildSeatMap(ctx, sessionId, NO_ORDERS);
              return {
                // The same bytes the route's serializer would write.
                value: JSON.stringify(
                  SessionResponseSchema.parse({ status: 'success', ...built.answer }),
                ),
                validUntil: built.validUntil,
                // Seats taken or freed between the read above and the build: answer, keep not.
                keep: built.takenDigest === taken,
              };
            },
            { brotliQuality: SEAT_MAP_BROTLI_QUALITY, group: `seatmap:${sessionId}` },
          );
          return sendCached(request, reply, body, 'private');
        }),
    );
  }

  app.get(
    '/v1/session/places/',
    {
      schema: {
        summary: 'Seat statuses of a session',
        tags: ['session'],
        querystring: IdQuery,
        response: { 200: SessionPlacesResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      withDetailErrors(reply, async () => {
        const buyer = request.viewer.buyer;
        return {
          status: 'success' as const,
          data: await sessionPlaces(ctx, request.query.id, buyer),
        };
      }),
  );

  app.get(
    '/v1/session/info/',
    {
      // The same for everyone: the viewer is not looked up.
      config: { viewerless: true },
      schema: {
        summary: 'The info step of a session (null when none)',
        tags: ['session'],
        querystring: InfoQuery,
        response: { 200: SessionInfoResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      withDetailErrors(reply, async () => {
        const { sessionId } = request.query;
        const body = await cache.get(`info:${sessionId}`, async () => {
          const data = await sessionInfo(ctx, sessionId);
          const value = JSON.stringify(
            SessionInfoResponseSchema.parse({ status: 'success', data }),
          );
          // Changes only with the catalogue (session_info, sessions: decision 233).
          return { value, validUntil: Infinity };
        });
        return sendCached(request, reply, body);
      }),
  );
};
