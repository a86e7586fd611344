import { z } from 'zod';
import { idParam } from './ids';
import { API_ROOT } from './api';
import { successEnvelope } from './envelope';
import { CancellationSchema, TicketCinemaSchema, TicketFilmSchema, TicketSchema } from './order';

/**
 * An order its buyer cancelled after paying, as its tickets link says it (decision 461): what
 * came back (CancellationSchema) and what the page needs to say where the money went:
 * `pay_method` what paid it (null if unknown), `bonus_pay` the points of `amount` it was paid
 * with, so `amount - bonus_pay` is what it took in money.
 */
export const TicketsCancelledSchema = CancellationSchema.extend({
  pay_method: z.string().nullable(),
  bonus_pay: z.number().int(),
});
export type TicketsCancelled = z.infer<typeof TicketsCancelledSchema>;

/**
 * GET v1 tickets/?token=<token>: the tickets of the one paid order the e-mail's link was made
 * for (docs/decisions/105). Read-only and without the buyer's contacts or bonus card: what the
 * paper tickets would show. `date` DD.MM.YYYY and `time` HH:mm on the cinema's clock. Once its
 * buyer has cancelled it, `tickets` is empty and `cancelled` says what came back, as the order
 * page does; null while it is paid.
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
  /**
   * When the session begins and ends (s since the epoch; ours, decision 482): the page says the
   * session is on, then over, as the order page does, and offers the calendar only before it.
   * Absent from older servers (a node not yet updated during a deploy).
   */
  starts_at_unix: z.number().int().optional(),
  ends_at_unix: z.number().int().optional(),
  tickets: z.array(TicketSchema),
  cancelled: TicketsCancelledSchema.nullable(),
});
export type TicketsView = z.infer<typeof TicketsViewSchema>;
export const TicketsViewResponseSchema = successEnvelope(TicketsViewSchema);

/**
 * GET v1 tickets/calendar/?token=: the session of a tickets link as an iCalendar file (decision
 * 480); the tickets page and the tickets e-mail both link to it (decision 481).
 */
export const TICKETS_CALENDAR_PATH = 'v1/tickets/calendar/';

/** The site-relative address of a tickets link's calendar file. */
export function ticketsCalendarPath(token: string): string {
  return `${API_ROOT}/${TICKETS_CALENDAR_PATH}?${new URLSearchParams({ token })}`;
}

/** POST v1 order/ticket_link/revoke/: how many live links of the order were revoked now. */
export const RevokeTicketLinkRequestSchema = z.object({ 'order-id': idParam() });
export const RevokeTicketLinkResponseSchema = successEnvelope(
  z.object({ revoked: z.number().int() }),
);

/**
 * The one answer to a wrong, garbled or revoked link: says nothing about any order. (A link the
 * cancel of its paid order revoked opens that order as cancelled, decision 461; one its buyer
 * revoked gets this.)
 */
export const TICKET_LINK_INVALID = 'Ссылка на билеты недействительна.';

/**
 * POST v1 ticket/check/ (JSON `{code}`): the controllers' scanner at the hall's door asks
 * whether the code a ticket's QR carries is a live ticket (docs/decisions/189). `result`
 * 'valid' comes with what the controller compares with the hall (`ticket`); 'void' and
 * 'unknown' with nothing but the message. Never anything about the buyer.
 */
export const TicketCheckRequestSchema = z.object({ code: z.string().max(200) });

export const TICKET_CHECK_MESSAGES = {
  valid: 'Билет действителен',
  void: 'Билет аннулирован: заказ отменен',
  unknown: 'Билет не найден',
} as const;

export const TicketCheckSchema = z.object({
  result: z.enum(['valid', 'void', 'unknown']),
  message: z.string(),
  /** Set when valid: the film, the hall and the seat, the session's date and time (cinema's
   * clock, DD.MM.YYYY and HH:mm) and its start in seconds since the epoch. */
  ticket: z
    .object({
      film: z.string(),
      age: z.string(),
      cinema: z.string(),
      hall: z.string(),
      row: z.number().int(),
      place: z.number().int(),
      date: z.string(),
      time: z.string(),
      starts_at_unix: z.number().int(),
    })
    .nullable(),
});
export type TicketCheck = z.infer<typeof TicketCheckSchema>;
export const TicketCheckResponseSchema = successEnvelope(TicketCheckSchema);
