import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CitiesResponseSchema, CovidResponseSchema } from '@softkino/contract/cinema';
import { z } from 'zod';
import {
  CINEMA_SLUG,
  CINEMA_SLUG_REFUSAL,
  CinemaPageResponseSchema,
} from '@softkino/contract/cinemaPage';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { cinemaPage } from '../services/cinemaPage';
import { citiesWithCinemas } from '../services/cities';
import type { ServiceContext } from '../services/context';
import type { ResponseCache } from '../services/responseCache';
import { sendCached } from './cached';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
/** v1 cinema/?slug=: the cinema's address in its link; anything else is refused. */
const CinemaPageQuery = z.strictObject({
  slug: z.string().regex(CINEMA_SLUG, CINEMA_SLUG_REFUSAL),
});

export const cinemaRoutes: FastifyPluginAsyncZod<{
  ctx: ServiceContext;
  cache: ResponseCache;
}> = async (app, { ctx, cache }) => {
  app.get(
    '/v1/cinema/cities/',
    {
      // The same for everyone: the viewer is not looked up (no database read per request).
      config: { viewerless: true },
      schema: {
        summary: 'Cities with their cinemas, for the chooser',
        tags: ['cinema'],
        response: { 200: CitiesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = await cache.get('cities', async () => {
        const data = await citiesWithCinemas(ctx);
        const value = JSON.stringify(CitiesResponseSchema.parse({ status: 'success', data }));
        // Changes only with the catalogue (cities, cinemas: decision 233).
        return { value, validUntil: Infinity };
      });
      return sendCached(request, reply, body);
    },
  );

  app.get(
    '/v1/cinema/',
    {
      // The same for everyone; the slug's refusal is the contract's Russian text.
      config: { viewerless: true, contractMessages: true },
      schema: {
        summary: "A cinema's page: address, maps link, directions, halls with their seat maps",
        tags: ['cinema'],
        querystring: CinemaPageQuery,
        response: { 200: CinemaPageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { slug } = request.query;
      // An unknown slug throws before anything is kept (a 404 the error handler sends).
      const body = await cache.get(`cinema:${slug}`, async () => {
        const data = await cinemaPage(ctx, slug);
        const value = JSON.stringify(CinemaPageResponseSchema.parse({ status: 'success', data }));
        // Changes only with the catalogue (cinemas, halls, seats, cinema_pages: decision 233).
        return { value, validUntil: Infinity };
      });
      return sendCached(request, reply, body);
    },
  );

  app.get(
    '/v2/cinema/covid/',
    {
      schema: {
        summary: 'Whether to show the COVID notice instead of the app banner',
        tags: ['cinema'],
        response: { 200: CovidResponseSchema, ...errors },
      },
    },
    async () => ({ status: 'success' as const, data: ctx.covidNotice }),
  );
};
