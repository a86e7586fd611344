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

/** A link found by its token's hash: its order, and why it was revoked (null while live). */
export interface FoundTicketLink {
  orderId: number;
  webSessionId: number;
  revokedReason: TicketLinkRevokeReason | null;
}

/**
 * The link with this token's hash, live or revoked; undefined if none. What it opens is the
 * service's to decide (services/ticketLinks.ts, linkOpens).
 */
export async function findTicketLink(
  db: Queryable,
  tokenHash: string,
): Promise<FoundTicketLink | undefined> {
  const row = await db
    .selectFrom('ticket_links')
    .innerJoin('orders', 'orders.id', 'ticket_links.order_id')
    .select(['orders.id', 'orders.web_session_id', 'ticket_links.revoked_reason'])
    .where('ticket_links.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row
    ? { orderId: row.id, webSessionId: row.web_session_id, revokedReason: row.revoked_reason }
    : undefined;
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
