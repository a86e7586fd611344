import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_DB_ID, idParam } from '@softkino/contract/ids';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  LOBBY_SEATS_MAX_IDS,
  LobbyQuerySchema,
  LobbyResponseSchema,
  LobbySeatsResponseSchema,
} from '@softkino/contract/lobby';
import type { ServiceContext } from '../services/context';
import { lobbyBoard, lobbySeats } from '../services/lobby';
import { DbIdSchema } from './params';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

const LobbyQuery = z.strictObject({
  ...LobbyQuerySchema.shape,
  cinema: DbIdSchema,
  // A screen's number, digits as an id's (decision 412).
  screen: idParam()
    .refine((n) => n <= 1000)
    .default(1),
});

/** `ids=1,2,3`: distinct session ids, at most LOBBY_SEATS_MAX_IDS of them. */
const SessionIdsSchema = z
  .string()
  .regex(/^\d+(,\d+)*$/)
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .pipe(z.array(z.number().int().positive().max(MAX_DB_ID)).min(1).max(LOBBY_SEATS_MAX_IDS));

const SeatsQuery = z.strictObject({ cinema: DbIdSchema, ids: SessionIdsSchema });

/**
 * The lobby screen board's calls (issue 16): the cards of one screen (spec section 7,
 * scheme-screen route), and the light seats-left poll the board runs between its 30-minute
 * reloads (decision 308). Neither is cached: the admin flag is the viewer's, and seats change.
 */
export const lobbyRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.get(
    '/v1/scheme-screen/',
    {
      schema: {
        summary: 'The film cards of one screen of a cinema lobby board',
        tags: ['lobby'],
        querystring: LobbyQuery,
        response: { 200: LobbyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { cinema, screen } = request.query;
      const data = await lobbyBoard(ctx, request.viewer, cinema, screen);
      void reply.header('cache-control', 'no-store');
      // The QR codes link to the public site, not to the address the TV was opened by.
      const site = ctx.publicUrl ? { site: ctx.publicUrl } : {};
      return { status: 'success' as const, data: { ...data, ...site } };
    },
  );

  app.get(
    '/v1/scheme-screen/seats/',
    {
      config: { viewerless: true },
      schema: {
        summary: 'Seats left of the sessions on a lobby screen',
        tags: ['lobby'],
        querystring: SeatsQuery,
        response: { 200: LobbySeatsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { cinema, ids } = request.query;
      const data = await lobbySeats(ctx, cinema, ids);
      void reply.header('cache-control', 'no-store');
      return { status: 'success' as const, data };
    },
  );
};
