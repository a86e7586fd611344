import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  SessionAvatarResponseSchema,
  SessionInfoResponseSchema,
  SessionPlacesResponseSchema,
  SessionResponseSchema,
} from '@softkino/contract/session';
import { ApiError } from '../errors';
import type { ServiceContext } from '../services/context';
import {
  sessionAvatars,
  sessionForPurchase,
  sessionInfo,
  sessionPlaces,
} from '../services/sessions';
import { DbIdSchema } from './params';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const IdQuery = z.strictObject({ id: DbIdSchema });
const InfoQuery = z.strictObject({ sessionId: DbIdSchema });

/**
 * Session calls answer refusals with the spec's array form, `errors: [{title, detail}]`: the
 * client looks for 'Ошибка 131' in the first detail to tell a started session from the rest.
 */
async function withDetailErrors<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return reply
      .status(err.statusCode)
      .send({ status: 'error' as const, errors: [{ title: 'Ошибка', detail: err.message }] });
  }
}

export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
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
          const buyer = request.viewer.buyer;
          const result = await sessionForPurchase(ctx, request.query.id, buyer);
          return { status: 'success' as const, ...result };
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
    '/v1/session/avatar/',
    {
      schema: {
        summary: 'Avatars of other buyers by seat id (empty until accounts exist)',
        tags: ['session'],
        querystring: IdQuery,
        response: { 200: SessionAvatarResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      withDetailErrors(reply, async () => ({
        status: 'success' as const,
        data: await sessionAvatars(ctx, request.query.id),
      })),
  );

  app.get(
    '/v1/session/info/',
    {
      schema: {
        summary: 'The info step of a session (null when none)',
        tags: ['session'],
        querystring: InfoQuery,
        response: { 200: SessionInfoResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      withDetailErrors(reply, async () => ({
        status: 'success' as const,
        data: await sessionInfo(ctx, request.query.sessionId),
      })),
  );
};
