/** The tickets e-mail's link (docs/decisions/105): the tickets of one order, no cookie needed. */
import { apiUrl, getJson } from './http';
import {
  TicketsViewResponseSchema,
  ticketsCalendarPath,
  type TicketsView,
} from '@softkino/contract/tickets';

/** GET v1 tickets/?token=: a wrong, garbled or revoked token answers 404. */
export async function fetchTicketsByLink(token: string): Promise<TicketsView> {
  const reply = await getJson(apiUrl('v1/tickets/', { token }), TicketsViewResponseSchema);
  return reply.data;
}

/** GET v1 tickets/calendar/?token=: the link's session as an .ics file (decision 480). */
export const ticketsCalendarUrl = ticketsCalendarPath;
