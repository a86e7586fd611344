import type { FastifyPluginAsync } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB, ReceiptKind } from '../../db/types';
import type { ServiceContext } from '../../services/context';

/**
 * VAT rates of a receipt line (54-FZ tags 1199). Since 1 January 2026 the general rate is 22 %;
 * films with a national film certificate are exempt ('none'). docs/decisions/172.
 */
export type VatRate = 'none' | 'vat0' | 'vat10' | 'vat22';

/** One line of a receipt: a ticket is a service, paid in full. */
export interface ReceiptLine {
  name: string;
  /** Roubles for one unit. */
  price: number;
  quantity: number;
  /** price × quantity. */
  sum: number;
  vat: VatRate;
}

/** How the receipt's total was paid: money by the payment's method, and bonus points. */
export interface ReceiptPayments {
  /** Roubles paid by card, SBP, SberPay, a wallet or the Pushkin card. */
  electronic: number;
  /** Points spent (54-FZ: "встречное предоставление"). */
  bonus: number;
}

/** What a seller sends a fiscal data operator for one payment or refund. */
export interface ReceiptRequest {
  /** 'income' (приход) for a payment, 'income_return' (возврат прихода) for a refund. */
  kind: ReceiptKind;
  /** The same key for a retry of the same receipt: the provider registers it once. */
  idempotencyKey: string;
  orderNumber: string;
  /** Where the operator sends the electronic receipt (tag 1008). */
  customerEmail: string;
  lines: ReceiptLine[];
  /** Sum of the lines. */
  total: number;
  payments: ReceiptPayments;
  /** The payment method as the receipt names it ('Банковская карта', 'СБП'...). */
  methodLabel: string;
  issuedAt: Date;
}

/** The fiscal attributes of a registered receipt, as the operator returns them. */
export interface FiscalAttributes {
  /** Fiscal drive number (ФН), 16 digits. */
  fn: string;
  /** Fiscal document number (ФД). */
  fd: string;
  /** Fiscal sign (ФП). */
  fp: string;
  /** The seller's register number (РН ККТ). */
  registerNumber: string;
}

export interface RegisteredReceipt {
  /** The operator's id of the receipt. */
  fiscalId: string;
  /** Where the buyer sees it. */
  url: string;
  fiscal: FiscalAttributes;
}

/**
 * A fiscal data operator (ОФД / online cash register service). The services know receipts only
 * through this interface; RECEIPT_PROVIDER chooses it (server/src/env.ts). `register` takes the
 * transaction that caused the receipt, so a provider that queues receipts for a worker commits
 * them together with the payment or refund.
 */
export interface ReceiptProvider {
  readonly name: string;
  register(trx: Transaction<DB>, request: ReceiptRequest): Promise<RegisteredReceipt>;
  /** Pages the provider serves itself (the sandbox receipt page). */
  routes?: FastifyPluginAsync<{ ctx: ServiceContext }>;
}
