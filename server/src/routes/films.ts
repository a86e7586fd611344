import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { PlaybillQuerySchema, PlaybillResponseSchema } from '@softkino/contract/playbill';
import { LikeFormSchema, LikeResponseSchema } from '@softkino/contract/wishlist';
import type { ServiceContext } from '../services/context';
import { playbill } from '../services/playbill';
import type { ResponseCache } from '../services/responseCache';
import { like } from '../services/wishlist';
import { sendCached } from './cached';
import { DbIdSchema } from './params';
import { CITY_COOKIE } from './user';

/** The shared query schema with ids bounded for the database; unknown parameters are refused. */
const PlaybillQuery = z.strictObject({
  ...PlaybillQuerySchema.shape,
  city: DbIdSchema.optional(),
  cinema: DbIdSchema.optional(),
});

const LikeForm = LikeFormSchema.extend({ film: DbIdSchema });

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

export const filmRoutes: FastifyPluginAsyncZod<{
  ctx: ServiceContext;
  cache: ResponseCache;
}> = async (app, { ctx, cache }) => {
  app.get(
    '/v1/films/playbill/',
    {
      // The same for everyone: the viewer is not looked up (no database read per request).
      config: { viewerless: true },
      schema: {
        summary: 'Playbill of a cinema for 14 days',
        tags: ['films'],
        querystring: PlaybillQuery,
        response: { 200: PlaybillResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { city, cinema } = request.query;
      const body = await cache.get(`playbill:${city ?? ''}:${cinema ?? ''}`, async () => {
        const { data, map, validUntil } = await playbill(ctx, city, cinema);
        // The same bytes the route's serializer would write: parsed by the response schema.
        const value = JSON.stringify(
          PlaybillResponseSchema.parse({ status: 'success', data, map }),
        );
        return { value, validUntil };
      });
      return sendCached(request, reply, body);
    },
  );

  app.post(
    '/v1/films/like/',
    {
      schema: {
        summary: 'Add a film to or remove it from the wishlist',
        tags: ['films'],
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        body: LikeForm,
        response: { 200: LikeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await like(
        ctx,
        request.viewer,
        request.body.film,
        request.body.like === '1',
        request.cookies[CITY_COOKIE],
      );
      return { status: 'success' as const, data };
    },
  );
};
