import type { Transaction } from 'kysely';
import { PAY_METHOD_LABELS } from '@softkino/contract/payment';
import type { DB, ReceiptKind } from '../db/types';
import { formatDate, formatTime, toLocal } from '../lib/time';
import type { ReceiptLine, ReceiptRequest, VatRate } from '../providers/receipt/types';
import { findOrderPlaces } from '../repositories/orders';
import { findReceiptOrderFacts, insertReceipt } from '../repositories/receipts';
import type { PaymentRow } from '../repositories/refunds';
import type { ServiceContext } from './context';
import { seatLabel } from '@softkino/contract/seats';

/** The VAT rate of a cinema ticket (docs/decisions/172): the general rate since 2026. */
export const TICKET_VAT: VatRate = 'vat22';

/** The body kept with a receipt and shown by its page: the request and the fiscal attributes. */
export type ReceiptBody = Omit<ReceiptRequest, 'issuedAt'> & {
  issuedAt: string;
  fiscal: { fn: string; fd: string; fp: string; registerNumber: string };
  /** `timezone`: where the ticket was sold, so the receipt's time is the cinema's (receipts
   * stored before it was kept print Moscow time). */
  cinema: { name: string; address: string; timezone?: string };
};

export interface IssuedReceipt {
  id: number;
  url: string;
}

/**
 * Issues the fiscal receipt of a payment ('income') or of its refund ('income_return', with
 * `refundId`), inside the transaction that took or returned the money: one line per ticket at
 * its price, paid by the payment's money and the order's points. The receipt row is written
 * with the operator's answer, so the order page and the e-mails can link to it.
 */
export async function issueReceipt(
  ctx: Pick<ServiceContext, 'receipts'>,
  trx: Transaction<DB>,
  payment: PaymentRow,
  kind: ReceiptKind,
  refundId: number | null,
  now: Date,
): Promise<IssuedReceipt> {
  const order = await findReceiptOrderFacts(trx, payment.order_id);
  if (!order) throw new Error(`receipt for a missing order ${payment.order_id}`);
  const places = (await findOrderPlaces(trx, [order.id])).get(order.id) ?? [];
  const local = toLocal(order.starts_at, order.timezone);
  const when = `${formatDate(local)} ${formatTime(local)}`;
  const lines: ReceiptLine[] = places.map((p) => ({
    name: `Билет в кино «${order.film_name}», ${when}, ${order.hall_name}, ${seatLabel(p)}`,
    price: p.price,
    quantity: 1,
    sum: p.price,
    vat: TICKET_VAT,
  }));
  const total = lines.reduce((sum, l) => sum + l.sum, 0);
  const request: ReceiptRequest = {
    kind,
    idempotencyKey: `${kind}:${payment.id}:${refundId ?? 0}`,
    orderNumber: order.number,
    customerEmail: order.email,
    lines,
    total,
    // The money of this payment; the rest of the order's price was paid with points.
    payments: { electronic: payment.amount, bonus: Math.max(0, total - payment.amount) },
    methodLabel: PAY_METHOD_LABELS[payment.method],
    issuedAt: now,
  };
  const registered = await ctx.receipts.register(trx, request);
  const body: ReceiptBody = {
    ...request,
    issuedAt: now.toISOString(),
    fiscal: registered.fiscal,
    cinema: { name: order.cinema_name, address: order.address, timezone: order.timezone },
  };
  const id = await insertReceipt(
    trx,
    {
      orderId: order.id,
      paymentId: payment.id,
      refundId,
      kind,
      provider: ctx.receipts.name,
      fiscalId: registered.fiscalId,
      url: registered.url,
      total,
      body,
    },
    now,
  );
  return { id, url: registered.url };
}
