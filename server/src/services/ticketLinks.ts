import { randomBytes } from 'node:crypto';
import type { RawBuilder, Transaction } from 'kysely';
import {
  TICKET_LINK_INVALID,
  ticketsCalendarPath,
  type TicketsView,
} from '@softkino/contract/tickets';
import { ApiError } from '../errors';
import { formatDate, formatTime, toLocal } from '../lib/time';
import { findOrderViews, findTickets, type OrderView } from '../repositories/orders';
import { payingMethod } from '../repositories/orderMoney';
import {
  findTicketLink,
  insertTicketLink,
  revokeTicketLinks,
  type FoundTicketLink,
} from '../repositories/ticketLinks';
import { hashToken, isTokenShaped, type Buyer } from './buyers';
import type { ServiceContext } from './context';
import { ORDER_NOT_FOUND } from './orders';
import { cancellationOf } from './orderMoney';
import { sessionTimes, ticketSubjects } from './orderViews';
import { inSalesTransaction } from './transactions';
import type { DB } from '../db/types';

/**
 * The tickets e-mail's link (docs/decisions/105): 32 random bytes (256 bits) in base64url, of
 * which only the SHA-256 is stored; it opens the tickets of one paid order, read-only.
 */
export function ticketsPageUrl(token: string): string {
  return `/tickets/${token}`;
}

/** Where a new tickets link leads: its page, and its session's calendar file (decision 481). */
export interface TicketLinkPaths {
  page: string;
  calendar: string;
}

/** Makes the link of a paid order in the payment's transaction; returns its site-relative paths. */
export async function createTicketLink(
  trx: Transaction<DB>,
  orderId: number,
  now: RawBuilder<Date>,
): Promise<TicketLinkPaths> {
  const token = randomBytes(32).toString('base64url');
  await insertTicketLink(trx, orderId, hashToken(token), now);
  return { page: ticketsPageUrl(token), calendar: ticketsCalendarPath(token) };
}

const invalid = () => new ApiError(404, TICKET_LINK_INVALID);

/**
 * What a found link opens (decision 461): a live link of a paid order its tickets; the link
 * of an order its buyer cancelled after paying (revoked by that cancel, reason 'order') the
 * order as cancelled, so the e-mail's link tells the buyer what happened instead of calling
 * itself broken; anything else nothing, as an unknown token: a link the buyer revoked (sent to
 * the wrong person, say) tells its holder nothing of the order.
 */
export function linkOpens(
  revokedReason: FoundTicketLink['revokedReason'],
  order: Pick<OrderView, 'status' | 'cancelled_at'>,
): 'tickets' | 'cancelled' | 'nothing' {
  if (revokedReason === 'buyer') return 'nothing';
  if (order.status === 'paid' && revokedReason === null) return 'tickets';
  if (order.status === 'cancelled' && order.cancelled_at !== null) return 'cancelled';
  return 'nothing';
}

/**
 * The order a tickets link opens and what it opens of it (`linkOpens`); a malformed, unknown or
 * buyer-revoked token, or one that opens nothing, throws the link's one 404.
 */
export async function linkedOrder(
  ctx: ServiceContext,
  token: string,
): Promise<{ view: OrderView; opens: 'tickets' | 'cancelled' }> {
  if (!isTokenShaped(token)) throw invalid();
  const link = await findTicketLink(ctx.db, hashToken(token));
  if (!link) throw invalid();
  const [view] = await findOrderViews(
    ctx.db,
    { id: link.orderId, webSessionId: link.webSessionId },
    ctx.dbNow(),
  );
  const opens = view ? linkOpens(link.revokedReason, view) : 'nothing';
  if (!view || opens === 'nothing') throw invalid();
  return { view, opens };
}

/**
 * GET v1 tickets/?token=: the tickets behind a live link, or its order as cancelled (what came
 * back, no tickets) once its buyer has cancelled it after paying. A malformed or unknown token,
 * a link its buyer revoked, or one whose order is otherwise not paid, gets the same 404, which
 * says nothing about whether any order exists.
 */
export async function ticketsByLink(ctx: ServiceContext, token: string): Promise<TicketsView> {
  const { view, opens } = await linkedOrder(ctx, token);
  const local = toLocal(view.starts_at, view.timezone);
  const head = {
    number: view.number,
    ...ticketSubjects(view),
    hall: view.hall_name,
    date: formatDate(local),
    time: formatTime(local),
    amount: view.amount,
    ...sessionTimes(view),
  };
  if (opens === 'tickets')
    return { ...head, tickets: await findTickets(ctx.db, view.id), cancelled: null };
  const [cancellation, paying] = await Promise.all([
    cancellationOf(ctx.db, view.id),
    payingMethod(ctx.db, view.id),
  ]);
  return {
    ...head,
    tickets: [],
    cancelled: { ...cancellation, pay_method: paying?.method ?? null, bonus_pay: view.bonus_pay },
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
 * transaction. The link no longer opens the tickets (only a paid order's are shown); this
 * records when and why they went. A link revoked so, of an order its buyer cancelled, opens
 * that order as cancelled (linkOpens, decision 461).
 */
export function revokeLinksOfUnpaidOrder(
  trx: Transaction<DB>,
  orderId: number,
  now: RawBuilder<Date>,
): Promise<number> {
  return revokeTicketLinks(trx, orderId, 'order', now);
}
