import type { FastifyPluginAsync } from 'fastify';
import type { PayMethod } from '@softkino/contract/payment';
import type { ServiceContext } from '../../services/context';

/** One method's settings as create_order's `payment.methods` carries them (spec section 3). */
export interface PaymentMethodSettings {
  bank_merchant_id?: string;
  merchant_id?: string;
  environment?: string;
}

/** What the provider is asked to charge. */
export interface PaymentRequest {
  orderId: number;
  orderNumber: string;
  method: PayMethod;
  /** Roubles to charge: the order's amount minus what bonus points pay. */
  amount: number;
  /** When the hold ends; a provider should stop taking the payment by then. */
  expiresAt: Date;
}

/** A payment the provider opened: its id (kept on the order) and where the buyer goes. */
export interface CreatedPayment {
  paymentId: string;
  redirectUrl: string;
}

export type PaymentState = 'pending' | 'paid' | 'declined' | 'refunded' | 'unknown';

/** A provider's callback, verified: which payment it is about and what happened. */
export type PaymentCallback =
  | { paymentId: string; outcome: 'paid' }
  /** `problem`: the provider's words for why (the sandbox bank shows them on its form). */
  | { paymentId: string; outcome: 'declined'; problem: string };

/**
 * A payment provider (a bank, a wallet, the sandbox bank). The services know payments only
 * through this interface; the provider is chosen by PAYMENT_PROVIDER (server/src/env.ts) and
 * built in server/src/providers/payment/index.ts.
 */
export interface PaymentProvider {
  /** create_order's `payment.provider`. */
  readonly name: string;
  /** The methods it takes, in the spec's order; create_order's `payment.methods`. */
  methods(): Partial<Record<PayMethod, PaymentMethodSettings>>;
  /** Opens a payment for an order and method. */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Where the buyer pays an open payment again (the order's payment link). */
  paymentUrl(paymentId: string): string;
  /** The payment's state as the provider knows it. */
  status(paymentId: string): Promise<PaymentState>;
  /** Returns `amount` roubles of a paid payment to the buyer. */
  refund(paymentId: string, amount: number): Promise<void>;
  /**
   * Checks that a callback really comes from the provider and reads it; null when it does not
   * verify (the caller answers 400 and changes nothing).
   */
  verifyCallback(callback: { paymentId: string; body: unknown; now: Date }): PaymentCallback | null;
  /** Pages the provider serves itself (the sandbox bank); registered only with this provider. */
  routes?: FastifyPluginAsync<{ ctx: ServiceContext }>;
}
