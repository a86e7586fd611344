import { randomBytes } from 'node:crypto';
import type { RawBuilder, Transaction } from 'kysely';
import { TICKET_LINK_INVALID, type TicketsView } from '@softkino/contract/tickets';
import { ApiError } from '../errors';
import { formatDate, formatTime, toLocal } from '../lib/time';
import { findOrderViews, findTickets } from '../repositories/orders';
import { findLinkedOrder, insertTicketLink, revokeTicketLinks } from '../repositories/ticketLinks';
import { hashToken, isTokenShaped, type Buyer } from './buyers';
import type { ServiceContext } from './context';
import { ORDER_NOT_FOUND } from './orders';
import { ticketSubjects } from './orderViews';
import { inSalesTransaction } from './transactions';
import type { DB } from '../db/types';

/**
 * The tickets e-mail's link (docs/decisions/105): 32 random bytes (256 bits) in base64url, of
 * which only the SHA-256 is stored; it opens the tickets of one paid order, read-only.
 */
export function ticketsPageUrl(token: string): string {
  return `/tickets/${token}`;
}

/** Makes the link of a paid order in the payment's transaction; returns its page's path. */
export async function createTicketLink(
  trx: Transaction<DB>,
  orderId: number,
  now: RawBuilder<Date>,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertTicketLink(trx, orderId, hashToken(token), now);
  return ticketsPageUrl(token);
}

const invalid = () => new ApiError(404, TICKET_LINK_INVALID);

/**
 * GET v1 tickets/?token=: the tickets behind a live link. A malformed, unknown or revoked
 * token, or one whose order is no longer paid, gets the same 404, which says nothing about
 * whether any order exists.
 */
export async function ticketsByLink(ctx: ServiceContext, token: string): Promise<TicketsView> {
  if (!isTokenShaped(token)) throw invalid();
  const linked = await findLinkedOrder(ctx.db, hashToken(token));
  if (!linked) throw invalid();
  const [view] = await findOrderViews(
    ctx.db,
    { id: linked.orderId, webSessionId: linked.webSessionId },
    ctx.dbNow(),
  );
  if (!view || view.status !== 'paid') throw invalid();
  const tickets = await findTickets(ctx.db, view.id);
  const local = toLocal(view.starts_at, view.timezone);
  return {
    number: view.number,
    ...ticketSubjects(view),
    hall: view.hall_name,
    date: formatDate(local),
    time: formatTime(local),
    amount: view.amount,
    tickets,
  };
}

/**
 * POST v1 order/ticket_link/revoke/: the buyer (the browser or account that owns the order)
 * revokes the e-mail's link, e.g. after forwarding the e-mail by mistake. Idempotent: answers
 * how many live links there were. Anyone else gets 404 'Заказ не найден.'.
 */
export async function revokeOrderTicketLinks(
  ctx: ServiceContext,
  buyer: Buyer | null,
  orderId: number,
): Promise<{ revoked: number }> {
  if (!buyer) throw new ApiError(404, ORDER_NOT_FOUND);
  const [view] = await findOrderViews(
    ctx.db,
    { id: orderId, webSessionId: buyer.webSessionId, userId: buyer.userId },
    ctx.dbNow(),
  );
  if (!view) throw new ApiError(404, ORDER_NOT_FOUND);
  const revoked = await inSalesTransaction(ctx, (trx) =>
    revokeTicketLinks(trx, orderId, 'buyer', ctx.dbNow()),
  );
  return { revoked };
}

/**
 * For whatever takes a paid order back (a refund, a cancelled session): call it in that
 * transaction. The link would open nothing anyway (only paid orders are shown); this records
 * when and why it died.
 */
export function revokeLinksOfUnpaidOrder(
  trx: Transaction<DB>,
  orderId: number,
  now: RawBuilder<Date>,
): Promise<number> {
  return revokeTicketLinks(trx, orderId, 'order', now);
}
