import type { RawBuilder } from 'kysely';
import type { Queryable, TicketLinkRevokeReason } from '../db/types';

export type { TicketLinkRevokeReason };

export async function insertTicketLink(
  trx: Queryable,
  orderId: number,
  tokenHash: string,
  now: RawBuilder<Date>,
): Promise<void> {
  await trx
    .insertInto('ticket_links')
    .values({ order_id: orderId, token_hash: tokenHash, created_at: now })
    .execute();
}

/**
 * The order a live link opens: the link is not revoked and its order is paid (a refunded or
 * cancelled order's link opens nothing even before anyone revokes it). Undefined otherwise.
 */
export async function findLinkedOrder(
  db: Queryable,
  tokenHash: string,
): Promise<{ orderId: number; webSessionId: number } | undefined> {
  const row = await db
    .selectFrom('ticket_links')
    .innerJoin('orders', 'orders.id', 'ticket_links.order_id')
    .select(['orders.id', 'orders.web_session_id'])
    .where('ticket_links.token_hash', '=', tokenHash)
    .where('ticket_links.revoked_at', 'is', null)
    .where('orders.status', '=', 'paid')
    .executeTakeFirst();
  return row ? { orderId: row.id, webSessionId: row.web_session_id } : undefined;
}

/** Revokes every live link of an order; returns how many were live. */
export async function revokeTicketLinks(
  trx: Queryable,
  orderId: number,
  reason: TicketLinkRevokeReason,
  now: RawBuilder<Date>,
): Promise<number> {
  const rows = await trx
    .updateTable('ticket_links')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('order_id', '=', orderId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}
