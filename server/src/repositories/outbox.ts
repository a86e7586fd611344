import type { Queryable } from '../db/types';

/** One message the sandbox providers write instead of sending (migration 002's outbox). */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  orderId: number | null;
}

export async function insertOutboxMessage(q: Queryable, message: OutboxMessage): Promise<void> {
  await q
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body_text: message.bodyText,
      body_html: message.bodyHtml,
      order_id: message.orderId,
    })
    .execute();
}

export interface OutboxEntry {
  id: number;
  recipient: string;
  subject: string;
  body_html: string | null;
  body_text: string;
  created_at: Date;
}

/** The newest messages first, for the sandbox outbox page. */
export async function latestOutboxMessages(q: Queryable, limit: number): Promise<OutboxEntry[]> {
  const rows = await q
    .selectFrom('outbox')
    .select(['id', 'recipient', 'subject', 'body_html', 'body_text', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
}
