import type { ColumnType, Generated, Kysely, RawBuilder, Transaction } from 'kysely';
import type { DB } from '../db/types';
import { sales, type SalesDB } from './orderTables';

/** Migration 005: the tickets e-mail's links (docs/decisions/105). */
export type TicketLinkRevokeReason = 'buyer' | 'order';

export interface TicketLinksTable {
  id: Generated<string | number>;
  order_id: ColumnType<string | number, number | string, number | string>;
  token_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_reason: TicketLinkRevokeReason | null;
}

// A type alias, not an interface: withTables needs the implicit index signature.
type TicketLinkTables = { ticket_links: TicketLinksTable };
type LinksDB = SalesDB & TicketLinkTables;

function links(db: Kysely<DB>): Kysely<LinksDB> {
  return sales(db).withTables<TicketLinkTables>();
}

function linksTrx(trx: Transaction<SalesDB>): Transaction<LinksDB> {
  return trx.withTables<TicketLinkTables>();
}

export async function insertTicketLink(
  trx: Transaction<SalesDB>,
  orderId: number,
  tokenHash: string,
  now: RawBuilder<Date>,
): Promise<void> {
  await linksTrx(trx)
    .insertInto('ticket_links')
    .values({ order_id: orderId, token_hash: tokenHash, created_at: now })
    .execute();
}

/**
 * The order a live link opens: the link is not revoked and its order is paid (a refunded or
 * cancelled order's link opens nothing even before anyone revokes it). Undefined otherwise.
 */
export async function findLinkedOrder(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<{ orderId: number; webSessionId: number } | undefined> {
  const row = await links(db)
    .selectFrom('ticket_links')
    .innerJoin('orders', 'orders.id', 'ticket_links.order_id')
    .select(['orders.id', 'orders.web_session_id'])
    .where('ticket_links.token_hash', '=', tokenHash)
    .where('ticket_links.revoked_at', 'is', null)
    .where('orders.status', '=', 'paid')
    .executeTakeFirst();
  return row ? { orderId: Number(row.id), webSessionId: Number(row.web_session_id) } : undefined;
}

/** Revokes every live link of an order; returns how many were live. */
export async function revokeTicketLinks(
  trx: Transaction<SalesDB>,
  orderId: number,
  reason: TicketLinkRevokeReason,
  now: RawBuilder<Date>,
): Promise<number> {
  const rows = await linksTrx(trx)
    .updateTable('ticket_links')
    .set({ revoked_at: now, revoked_reason: reason })
    .where('order_id', '=', orderId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}
