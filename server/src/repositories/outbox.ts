import type { Queryable } from '../db/types';

/** One message the sandbox providers write instead of sending (migration 002's outbox). */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  orderId: number | null;
  /** The submission file the message carries (migration 013), if any. */
  attachmentFileId?: number | null;
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
      attachment_file_id: message.attachmentFileId ?? null,
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
  /** The attached file's name and size, when the message carries one. */
  attachment: { name: string; size: number } | null;
}

/** The newest messages first, for the sandbox outbox page. */
export async function latestOutboxMessages(q: Queryable, limit: number): Promise<OutboxEntry[]> {
  const rows = await q
    .selectFrom('outbox')
    .leftJoin('submission_files as f', 'f.id', 'outbox.attachment_file_id')
    .select([
      'outbox.id',
      'outbox.recipient',
      'outbox.subject',
      'outbox.body_html',
      'outbox.body_text',
      'outbox.created_at',
      'f.name as file_name',
      'f.size as file_size',
    ])
    .orderBy('outbox.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ file_name, file_size, ...r }) => ({
    ...r,
    created_at: new Date(r.created_at),
    attachment:
      file_name !== null && file_size !== null ? { name: file_name, size: file_size } : null,
  }));
}
