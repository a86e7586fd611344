import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GeoResponseSchema } from '@softkino/contract/cinema';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { WishlistResponseSchema } from '@softkino/contract/wishlist';
import { geo } from '../services/cities';
import type { ServiceContext } from '../services/context';
import { wishlistOf } from '../services/wishlist';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/** The cookie the client sets when a visitor chooses a city. */
export const CITY_COOKIE = 'city';

export const userRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/v1/user/geo/',
    {
      schema: {
        summary: "Whether the visitor's city is confirmed (cookie `city`)",
        tags: ['user'],
        response: { 200: GeoResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await geo(ctx, request.cookies[CITY_COOKIE]),
    }),
  );

  app.get(
    '/v1/user/wishlist/',
    {
      schema: {
        summary: "The viewer's wishlist (film ids); empty for a guest",
        tags: ['user'],
        response: { 200: WishlistResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await wishlistOf(ctx, request.viewer),
    }),
  );
};
