import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  NewsItemResponseSchema,
  NewsListQuerySchema,
  NewsListResponseSchema,
} from '@softkino/contract/news';
import type { ServiceContext } from '../services/context';
import { newsItem, newsList } from '../services/news';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/** GET v1 news/ and v1 news/<slug>/ (docs/decisions/290): the same for every viewer. */
export const newsRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/v1/news/',
    {
      config: { viewerless: true },
      schema: {
        summary: 'The chain’s news and promotions, newest first',
        tags: ['news'],
        querystring: z.strictObject(NewsListQuerySchema.shape),
        response: { 200: NewsListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await newsList(ctx, request.query.kind),
    }),
  );

  app.get(
    '/v1/news/:slug/',
    {
      config: { viewerless: true },
      schema: {
        summary: 'One news item or promotion by its slug (404 when unknown)',
        tags: ['news'],
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: NewsItemResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await newsItem(ctx, request.params.slug),
    }),
  );
};
