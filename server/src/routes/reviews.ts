import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  OrderReviewReadResponseSchema,
  OrderReviewRequestSchema,
  OrderReviewResponseSchema,
} from '@softkino/contract/review';
import type { ServiceContext } from '../services/context';
import { readOrderReview, saveOrderReview } from '../services/orderReviews';
import { DbIdSchema } from './params';
import { refuseCrossSite } from './sameOrigin';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/** Reviews after an order (issue 15; docs/decisions/275, 276). */
export const reviewRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/v1/user/review/cinema/create_order_comment.php',
    {
      preHandler: refuseCrossSite,
      config: { contractMessages: true },
      schema: {
        summary:
          "Rate the film and the cinema of one's paid order (a second call edits the review)",
        description:
          'JSON: order-id; body and rate (the cinema, 1-5, at least 25 characters); film-body and film-rate (the film, the same rules).',
        tags: ['review'],
        body: OrderReviewRequestSchema,
        response: { 200: OrderReviewResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await saveOrderReview(ctx, request.viewer, request.body),
    }),
  );

  app.get(
    '/v1/user/review/cinema/find_order_comment.php',
    {
      schema: {
        summary: "One's order's review (null while it has none) and one's comment on its film",
        tags: ['review'],
        querystring: z.strictObject({ 'order-id': DbIdSchema }),
        response: { 200: OrderReviewReadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const read = await readOrderReview(ctx, request.viewer, request.query['order-id']);
      return { status: 'success' as const, data: read.review, film_comment: read.film_comment };
    },
  );
};
