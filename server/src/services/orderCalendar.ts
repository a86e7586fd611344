import { createEvent, type EventAttributes } from 'ics';
import { seatLabels } from '@softkino/contract/seats';
import { TICKET_LINK_INVALID } from '@softkino/contract/tickets';
import { ApiError } from '../errors';
import { findOrderViews, findTickets, type OrderView } from '../repositories/orders';
import type { Buyer } from './buyers';
import type { ServiceContext } from './context';
import { ORDER_NOT_FOUND } from './orders';
import { orderPageUrl } from './orderViews';
import { linkedOrder, ticketsPageUrl } from './ticketLinks';

/**
 * 'Добавить в календарь' (decision 480): a paid order's session as an iCalendar event, for the
 * buyer's phone or computer calendar. Built by the `ics` library (escaping, line folding, UTC
 * times); the event's UID is the order's, so a second download updates the first, not a copy.
 */

/**
 * The event's alarm: this long before the session, time to get to the cinema. The alarm's text
 * and the order page's link say 'за час': change them with it.
 */
export const CALENDAR_ALARM_MINUTES = 60;

/** A TEXT value as RFC 5545 (3.3.11) writes it: backslash, semicolon, comma and newline escaped. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** The file the browser saves: 'softkino-SK-1024.ics'. */
export function calendarFileName(number: string): string {
  return `softkino-${number.replace(/[^\w-]/g, '')}.ics`;
}

type CalendarOrder = Pick<
  OrderView,
  | 'number'
  | 'starts_at'
  | 'film_duration'
  | 'film_name'
  | 'age'
  | 'cinema_name'
  | 'address'
  | 'hall_name'
>;

/**
 * The iCalendar text of one order's session: the film and its age as the title, the cinema and
 * its address as the place, the hall, seats, order number and the page with the tickets as the
 * notes, from the start to the film's end, with an alarm an hour before.
 */
export function orderCalendar(
  order: CalendarOrder,
  seats: readonly { row: number; place: number }[],
  page: { label: 'Заказ' | 'Билеты'; url: string },
  host: string,
  now: Date,
): string {
  const start = order.starts_at.getTime();
  const event: EventAttributes & { timestamp: number } = {
    productId: '-//SoftKino//Tickets//RU',
    uid: `order-${order.number}@${host}`,
    // DTSTAMP: when the file was made, on the service's clock.
    timestamp: now.getTime(),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + order.film_duration * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Кино: ${order.film_name} (${order.age})`,
    location: `${order.cinema_name}, ${order.address}`,
    // The page's link is in the notes, not in URL: the library checks a URL's host by a pattern
    // that refuses some a browser sends ('[::1]'), and a refused event would be a 500.
    description: [
      `${order.hall_name}, ${seatLabels(seats)}`,
      `Заказ № ${order.number}`,
      `${page.label}: ${page.url}`,
    ].join('\n'),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    alarms: [
      {
        action: 'display',
        // The library escapes the event's texts but not an alarm's: escaped here (RFC 5545,
        // 3.3.11), or its commas would end the text.
        description: escapeText(`Через час сеанс: ${order.film_name}, ${order.cinema_name}`),
        trigger: { minutes: CALENDAR_ALARM_MINUTES, before: true },
      },
    ],
  };
  const { error, value } = createEvent(event);
  // The attributes are ours and always valid; a library refusal is a bug, not the buyer's input.
  if (error || value === null) throw error ?? new Error('the calendar event was not made');
  return foldOctets(value);
}

/**
 * Lines folded at 75 octets, as RFC 5545 (3.1) asks: the library folds at 75 characters, and a
 * Russian line of 75 characters is up to 150 octets. Unfolded first, then folded between whole
 * characters (a UTF-8 sequence is never split, nor an escape), each continuation starting with a
 * space.
 */
export function foldOctets(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const char of line) {
        const size = Buffer.byteLength(char);
        // The first line holds 75 octets; each later one 74 after its leading space.
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          // An escape (a backslash and the character after it) stays whole on the next line, for
          // readers that unescape before they unfold. An odd run of backslashes at the end is
          // whole escapes and the first half of one; an even run, whole escapes.
          const carried = (/\\+$/.exec(part)?.[0].length ?? 0) % 2 === 1 ? '\\' : '';
          parts.push(carried ? part.slice(0, -1) : part);
          part = carried;
          octets = carried.length;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/**
 * GET v1 order/calendar/?id=: the calendar event of the viewer's own paid order; anyone else's,
 * an unknown one or one not paid gets the order page's 404. `origin` is the site's (siteOrigin:
 * PUBLIC_URL, else the request's): the notes' link starts with it, the UID names its host.
 */
export async function calendarOfOrder(
  ctx: ServiceContext,
  buyer: Buyer | null,
  orderId: number,
  origin: string,
): Promise<{ ics: string; fileName: string }> {
  if (!buyer) throw new ApiError(404, ORDER_NOT_FOUND);
  const [view] = await findOrderViews(
    ctx.db,
    { id: orderId, webSessionId: buyer.webSessionId, userId: buyer.userId },
    ctx.dbNow(),
  );
  if (!view || view.status !== 'paid') throw new ApiError(404, ORDER_NOT_FOUND);
  const seats = await findTickets(ctx.db, view.id);
  // The page opens in the buying browser or account: it is the order, not a ticket anyone opens.
  const page = { label: 'Заказ' as const, url: `${origin}${orderPageUrl(view.id)}` };
  return {
    ics: orderCalendar(view, seats, page, new URL(origin).host, ctx.now()),
    fileName: calendarFileName(view.number),
  };
}

/**
 * GET v1 tickets/calendar/?token=: the same for the tickets e-mail's link, while it opens the
 * tickets; otherwise the link's one 404, which tells nothing of the order.
 */
export async function calendarOfTicketLink(
  ctx: ServiceContext,
  token: string,
  origin: string,
): Promise<{ ics: string; fileName: string }> {
  const { view, opens } = await linkedOrder(ctx, token);
  // An order its buyer cancelled has no session to go to: the link's one 404.
  if (opens !== 'tickets') throw new ApiError(404, TICKET_LINK_INVALID);
  const seats = await findTickets(ctx.db, view.id);
  // The link itself, as the e-mail gives it: what opens the tickets at the door (decision 480).
  const page = { label: 'Билеты' as const, url: `${origin}${ticketsPageUrl(token)}` };
  return {
    ics: orderCalendar(view, seats, page, new URL(origin).host, ctx.now()),
    fileName: calendarFileName(view.number),
  };
}
