import { z } from 'zod';
import { successEnvelope } from './envelope';
import { TicketCinemaSchema, TicketFilmSchema, TicketSchema } from './order';

/**
 * GET v1 tickets/?token=<token>: the tickets of the one paid order the e-mail's link was made
 * for (docs/decisions/105). Read-only and without the buyer's contacts, payment or bonus card:
 * what the paper tickets would show. `date` DD.MM.YYYY and `time` HH:mm on the cinema's clock.
 */
export const TicketsViewSchema = z.object({
  number: z.string(),
  film: TicketFilmSchema,
  cinema: TicketCinemaSchema,
  hall: z.string(),
  date: z.string(),
  time: z.string(),
  /** The seats' price in whole roubles. */
  amount: z.number().int(),
  tickets: z.array(TicketSchema),
});
export type TicketsView = z.infer<typeof TicketsViewSchema>;
export const TicketsViewResponseSchema = successEnvelope(TicketsViewSchema);

/** POST v1 order/ticket_link/revoke/: how many live links of the order were revoked now. */
export const RevokeTicketLinkRequestSchema = z.object({ 'order-id': z.coerce.number() });
export const RevokeTicketLinkResponseSchema = successEnvelope(
  z.object({ revoked: z.number().int() }),
);

/** The one answer to a wrong, garbled or revoked link: says nothing about any order. */
export const TICKET_LINK_INVALID = 'Ссылка на билеты недействительна.';
