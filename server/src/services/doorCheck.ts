import { TICKET_CHECK_MESSAGES, type TicketCheck } from '@softkino/contract/tickets';
import { ApiError } from '../errors';
import { formatDate, formatTime, toLocal } from '../lib/time';
import { findTicketByCode } from '../repositories/tickets';
import { AUTH_TEXTS } from './auth';
import type { ServiceContext } from './context';
import { unixSeconds } from './orderViews';
import { BUCKETS, LIMITS, recordEvent, waitSeconds } from './rateLimit';

/** What a ticket's QR carries: 16 random bytes in upper-case hex (services/payments.ts). */
const CODE_PATTERN = /^[0-9A-F]{32}$/;

const unknown: TicketCheck = {
  result: 'unknown',
  message: TICKET_CHECK_MESSAGES.unknown,
  ticket: null,
};

/**
 * POST v1 ticket/check/: whether `code` is a live ticket (docs/decisions/189). A ticket of a
 * cancelled order is void. Codes are 128 random bits, so guessing is hopeless; still, an
 * address that asks about 20 unknown codes in 10 minutes waits (429), as wrong passwords do,
 * while a door's scanner checking hundreds of real tickets is never slowed down.
 */
export async function checkTicket(
  ctx: ServiceContext,
  rawCode: string,
  address: string,
): Promise<TicketCheck> {
  const now = ctx.dbNow();
  const wait = await waitSeconds(
    ctx.db,
    BUCKETS.unknownTicketAddress,
    address,
    LIMITS.unknownTicketsPerAddress,
    now,
  );
  if (wait > 0) throw new ApiError(429, AUTH_TEXTS.tooManyAttempts);

  const code = rawCode.trim().toUpperCase();
  const ticket = CODE_PATTERN.test(code) ? await findTicketByCode(ctx.db, code) : undefined;
  if (!ticket) {
    await recordEvent(ctx.db, BUCKETS.unknownTicketAddress, address, now);
    return unknown;
  }
  // A live ticket of an order no longer paid cannot exist (cancelling voids them in the same
  // transaction); should one appear, the door refuses it all the same.
  if (ticket.status !== 'live' || ticket.order_status !== 'paid')
    return { result: 'void', message: TICKET_CHECK_MESSAGES.void, ticket: null };
  const local = toLocal(ticket.starts_at, ticket.timezone);
  return {
    result: 'valid',
    message: TICKET_CHECK_MESSAGES.valid,
    ticket: {
      film: ticket.film_name,
      age: ticket.age,
      cinema: ticket.cinema_name,
      hall: ticket.hall_name,
      row: ticket.row,
      place: ticket.place,
      date: formatDate(local),
      time: formatTime(local),
      starts_at_unix: unixSeconds(ticket.starts_at),
    },
  };
}
