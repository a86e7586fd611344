import type { FastifyPluginAsync } from 'fastify';
import type { PayData, PayMethod, PaymentOffer } from '@softkino/contract/payment';
import type { ServiceContext } from '../../services/context';

/** One method's settings as create_order's `payment.methods` carries them (spec section 3). */
export interface PaymentMethodSettings {
  bank_merchant_id?: string;
  merchant_id?: string;
  environment?: string;
}

/** What the provider is asked to charge. */
export interface PaymentRequest {
  /** Our id of the payment (payments.token), given to the provider; its callbacks name it. */
  paymentId: string;
  orderId: number;
  orderNumber: string;
  method: PayMethod;
  /** Roubles to charge: the order's amount minus what bonus points pay. */
  amount: number;
  /** When the hold ends; a provider should stop taking the payment by then. */
  expiresAt: Date;
  /** The site's origin (https://kino.example): links a phone opens (the SBP QR) are absolute. */
  origin: string;
  /** Where the buyer lands after paying (the order page, a path). */
  returnPath: string;
  /** Pushkin card: the holder's full name as in the passport. */
  fio?: string;
  /** Apple Pay / Google Pay: the wallet's payment token, base64 (payment_features.paymentToken). */
  walletToken?: string;
}

/** The method's own fields of the Pay response (spec section 3, Pay response data). */
export type PaymentExtras = Partial<
  Pick<
    PayData,
    | 'qrImage'
    | 'sbp_banks'
    | 'token'
    | 'returnUrl'
    | 'amount'
    | 'shopName'
    | 'orderNumber'
    | 'googleRedirectUrl'
    | 'appleRedirectUrl'
  >
>;

/**
 * A payment the provider opened: where the buyer goes and the method's own fields. A wallet's
 * payment is charged at once, so it comes with its callback (`charged`).
 */
export interface CreatedPayment {
  redirectUrl: string;
  extras: PaymentExtras;
  charged?: PaymentCallback;
}

/** The provider refused to open the payment (a wallet token it does not accept): `message` is
 * for the buyer; the Pay call answers 400 with it and nothing is written. */
export class PaymentRefused extends Error {}

/** What a refund is asked for: the payment (our id and the provider's), method and amount. */
export interface RefundRequest {
  paymentId: string;
  providerPaymentId: string | null;
  method: PayMethod;
  amount: number;
  idempotencyKey: string;
}

/** What a refund is asked for: the payment (our id and the provider's), method and amount. */
export interface RefundRequest {
  paymentId: string;
  providerPaymentId: string | null;
  method: PayMethod;
  amount: number;
  idempotencyKey: string;
}

export type PaymentState = 'pending' | 'paid' | 'declined' | 'refunded' | 'unknown';

/**
 * A provider's callback, verified: which payment it is about (our id) and what happened.
 * `providerPaymentId` is the provider's id of the money movement, unique: the same callback
 * delivered twice carries the same one, and it is applied once.
 */
export type PaymentCallback =
  | { paymentId: string; providerPaymentId: string; outcome: 'paid' }
  /** `problem`: the provider's words for why (the sandbox pages show them). */
  | { paymentId: string; providerPaymentId: string | null; outcome: 'declined'; problem: string };

/** What Apple's merchant validation is asked with (POST v2 payment/get_applepay_session/). */
export interface ApplePaySessionRequest {
  /** The https apple.com address ApplePaySession's onvalidatemerchant gave (checked before). */
  validationUrl: string;
  /** The site's host name the session is for. */
  domain: string;
  displayName: string;
}

/**
 * A payment provider (a bank, a wallet, the sandbox bank). The services know payments only
 * through this interface; the provider is chosen by PAYMENT_PROVIDER (server/src/env.ts) and
 * built in server/src/providers/payment/index.ts.
 */
export interface PaymentProvider {
  /** create_order's `payment.provider`. */
  readonly name: string;
  /**
   * The methods it takes, keyed as create_order's `payment.methods` (PAYMENT_OFFERS), in the
   * spec's order. The services drop those an order cannot use (the Pushkin card's rules).
   */
  methods(): Partial<Record<PaymentOffer, PaymentMethodSettings>>;
  /** Opens a payment for an order and method; PaymentRefused when it will not. */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Where the buyer pays an open payment again (the order's payment link); null: no page. */
  paymentUrl(paymentId: string, method: PayMethod): string | null;
  /** The payment's state as the provider knows it. */
  status(paymentId: string): Promise<PaymentState>;
  /**
   * Returns a paid payment whole to the buyer. The same `idempotencyKey` asked twice (a
   * transaction that rolled back and ran again) makes one refund, as acquirers' APIs do.
   */
  refund(request: RefundRequest): Promise<{ providerRefundId: string }>;
  /**
   * Checks that a callback really comes from the provider and reads it; null when it does not
   * verify (the caller answers 400 and changes nothing).
   */
  verifyCallback(callback: {
    paymentId: string;
    method: PayMethod;
    body: unknown;
    now: Date;
  }): PaymentCallback | null;
  /** Apple Pay merchant validation: the merchant session object; absent without Apple Pay. */
  applePaySession?(request: ApplePaySessionRequest): Promise<Record<string, unknown>>;
  /** Pages the provider serves itself (the sandbox bank); registered only with this provider. */
  routes?: FastifyPluginAsync<{ ctx: ServiceContext }>;
}
