import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { PlaybillQuerySchema, PlaybillResponseSchema } from '@softkino/contract/playbill';
import { LikeFormSchema, LikeResponseSchema } from '@softkino/contract/wishlist';
import type { ServiceContext } from '../services/context';
import { playbill } from '../services/playbill';
import { like } from '../services/wishlist';
import { DbIdSchema } from './params';

/** The shared query schema with ids bounded for the database; unknown parameters are refused. */
const PlaybillQuery = z.strictObject({
  ...PlaybillQuerySchema.shape,
  city: DbIdSchema.optional(),
  cinema: DbIdSchema.optional(),
});

const LikeForm = LikeFormSchema.extend({ film: DbIdSchema });

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

export const filmRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/v1/films/playbill/',
    {
      schema: {
        summary: 'Playbill of a cinema for 14 days',
        tags: ['films'],
        querystring: PlaybillQuery,
        response: { 200: PlaybillResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { data, map } = await playbill(ctx, request.query.city, request.query.cinema);
      return { status: 'success' as const, data, map };
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
      const data = await like(ctx, request.viewer, request.body.film, request.body.like === '1');
      return { status: 'success' as const, data };
    },
  );
};
