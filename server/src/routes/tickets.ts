import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  RevokeTicketLinkResponseSchema,
  TicketCheckRequestSchema,
  TicketCheckResponseSchema,
  TICKETS_CALENDAR_PATH,
  TicketsViewResponseSchema,
} from '@softkino/contract/tickets';
import type { ServiceContext } from '../services/context';
import { checkTicket } from '../services/doorCheck';
import { revokeOrderTicketLinks, ticketsByLink } from '../services/ticketLinks';
import { calendarOfTicketLink } from '../services/orderCalendar';
import { siteOrigin } from '../static';
import { sendCalendar } from './calendar';
import { DbIdSchema } from './params';
import { refuseCrossSite } from './sameOrigin';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/** The tickets e-mail's link (docs/decisions/105). */
export const ticketRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/v1/tickets/',
    {
      schema: {
        summary: "The tickets of the order a tickets e-mail's link was made for (read-only)",
        description:
          'No cookie needed. The link of an order its buyer cancelled after paying answers the order with no tickets and data.cancelled (what came back). Wrong, garbled and buyer-revoked tokens, and tokens of orders otherwise not paid, all answer 404 «Ссылка на билеты недействительна.».',
        tags: ['user'],
        // Any string: its shape is checked by the service, which answers the one 404.
        querystring: z.strictObject({ token: z.string().max(2000) }),
        response: { 200: TicketsViewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A capability in the URL: never cached, never passed on as a referrer.
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return { status: 'success' as const, data: await ticketsByLink(ctx, request.query.token) };
    },
  );

  app.get(
    `/${TICKETS_CALENDAR_PATH}`,
    {
      schema: {
        summary: "The session of a tickets e-mail's link as an iCalendar event (text/calendar)",
        description:
          "As v1 order/calendar/ (decision 480), for the link while it opens the tickets; otherwise the link's one 404 «Ссылка на билеты недействительна.».",
        tags: ['user'],
        querystring: z.strictObject({ token: z.string().max(2000) }),
        response: errors,
      },
    },
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer');
      const { ics, fileName } = await calendarOfTicketLink(
        ctx,
        request.query.token,
        siteOrigin(request, ctx.publicUrl),
      );
      return sendCalendar(reply, ics, fileName);
    },
  );

  app.post(
    '/v1/order/ticket_link/revoke/',
    {
      preHandler: refuseCrossSite,
      schema: {
        summary: "Revoke the tickets e-mail's link of this browser's (or account's) paid order",
        tags: ['user'],
        body: z.object({ 'order-id': DbIdSchema }),
        response: { 200: RevokeTicketLinkResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await revokeOrderTicketLinks(ctx, request.viewer.buyer, request.body['order-id']),
    }),
  );

  app.post(
    '/v1/ticket/check/',
    {
      preHandler: refuseCrossSite,
      schema: {
        summary: "The controllers' scanner: is this code a live ticket? (no buyer data)",
        description:
          "JSON {code}. data.result 'valid' (with film, hall, row, place, date, time), 'void' («Билет аннулирован: заказ отменен») or 'unknown'. 20 unknown codes per address in 10 minutes, then 429.",
        tags: ['tickets'],
        body: TicketCheckRequestSchema,
        response: { 200: TicketCheckResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        status: 'success' as const,
        data: await checkTicket(ctx, request.body.code, request.ip),
      };
    },
  );
};
