import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { SessionAvatarResponseSchema } from '@softkino/contract/session';
import type { ServiceContext } from '../services/context';
import { sessionAvatars } from '../services/sessionAvatars';
import { DbIdSchema } from './params';
import { withDetailErrors } from './sessions';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/**
 * GET v1 session/avatar/?id=<session id>: seat id to avatar URL of the session's other buyers
 * who show their photo (docs/api.md). Refusals in the session calls' array form.
 */
export const sessionAvatarRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/v1/session/avatar/',
    {
      schema: {
        summary: "Other buyers' photos by seat id (paid orders, live tickets, show_photo)",
        tags: ['session'],
        querystring: z.strictObject({ id: DbIdSchema }),
        response: { 200: SessionAvatarResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      withDetailErrors(reply, async () => ({
        status: 'success' as const,
        data: await sessionAvatars(ctx, request.query.id, request.viewer),
      })),
  );
};
