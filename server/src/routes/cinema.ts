import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CitiesResponseSchema, CovidResponseSchema } from '@softkino/contract/cinema';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { citiesWithCinemas } from '../services/cities';
import type { ServiceContext } from '../services/context';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

export const cinemaRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/v1/cinema/cities/',
    {
      schema: {
        summary: 'Cities with their cinemas, for the chooser',
        tags: ['cinema'],
        response: { 200: CitiesResponseSchema, ...errors },
      },
    },
    async () => ({ status: 'success' as const, data: await citiesWithCinemas(ctx) }),
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
