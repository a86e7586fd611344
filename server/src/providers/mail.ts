import type { Transaction } from 'kysely';
import type { DB } from '../db/types';
import { insertOutboxMessage } from '../repositories/outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  orderId?: number;
  /**
   * A stored submission file the letter carries (bug report, résumé; migration 013): a real
   * provider attaches its bytes from submission_files, the sandbox outbox links to it.
   */
  attachmentFileId?: number | null;
}

/**
 * Sends e-mail. `send` takes the transaction that caused the message: a provider writing to an
 * outbox (the sandbox one, or a real one relayed by a worker) commits the message together with
 * the payment, so a paid order never loses its tickets e-mail and a rolled back one never
 * sends it.
 */
export interface MailProvider {
  readonly name: string;
  send(trx: Transaction<DB>, message: MailMessage): Promise<void>;
}

/** The sandbox provider: messages land in the `outbox` table, listed at /sandbox/outbox. */
export const sandboxMail: MailProvider = {
  name: 'sandbox',
  async send(trx, message) {
    await insertOutboxMessage(trx, {
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      bodyText: message.text,
      bodyHtml: message.html,
      orderId: message.orderId ?? null,
      attachmentFileId: message.attachmentFileId ?? null,
    });
  },
};
