/**
 * The wallets' side of a wallet payment (spec section 4, Wallet payments): a payment token from
 * Google Pay or Apple Pay, base64 of the wallet's JSON, for payment_features.paymentToken:
 * - Apple Pay: the ApplePayPaymentToken whole (paymentData, paymentMethod, transactionIdentifier);
 * - Google Pay: Google's ECv2 token (protocolVersion, signature, signedMessage) with the card's
 *   network from paymentMethodData.info beside it (cardNetwork), as the server reads it.
 * The wallets' own scripts are used when the page has them (window.google.payments.api,
 * window.ApplePaySession); without Google's script (this sandbox has no network) a sandbox token
 * of the same shape stands in (docs/decisions/199).
 */
import { PAYMENT_MESSAGES } from '@softkino/contract';
import { BRAND } from '@softkino/contract/brand';
import { applePaySession } from '../../api/payment';

/** A refusal the buyer reads as it is (Apple Pay missing, the wallet sheet closed). */
export class WalletError extends Error {}

export interface WalletRequest {
  method: 'google-pay' | 'apple-pay';
  orderId: number;
  /** Roubles to charge. */
  amount: number;
  /** create_order's settings of the wallet (merchant_id, bank_merchant_id, environment). */
  settings: unknown;
}

/** The wallets as the purchase controller uses them; tests pass fakes. */
export interface WalletDriver {
  /** The device can pay with Apple Pay: ApplePaySession exists and canMakePayments(). */
  applePayAvailable(): boolean;
  /** The wallet's payment token, base64; WalletError (or any error) when there is none. */
  token(request: WalletRequest): Promise<string>;
}

/** UTF-8 text as base64. */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
}

interface ApplePaySessionClass {
  new (version: number, request: unknown): ApplePaySessionLike;
  canMakePayments(): boolean;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
}

interface GooglePaymentsClient {
  loadPaymentData(request: unknown): Promise<{
    paymentMethodData: { tokenizationData: { token: string }; info?: { cardNetwork?: string } };
  }>;
}

interface GooglePayApi {
  PaymentsClient: new (options: { environment: string }) => GooglePaymentsClient;
}

function applePayClass(): ApplePaySessionClass | null {
  const found = (window as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
  return typeof found === 'function' ? found : null;
}

function googlePayApi(): GooglePayApi | null {
  const google = (window as { google?: { payments?: { api?: GooglePayApi } } }).google;
  return google?.payments?.api ?? null;
}

function settingText(settings: unknown, key: string): string | undefined {
  if (typeof settings !== 'object' || settings === null) return undefined;
  const value = (settings as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

export function applePayAvailable(): boolean {
  const session = applePayClass();
  try {
    return session !== null && session.canMakePayments();
  } catch {
    return false;
  }
}

/** Amount as the wallets write it: '700.00'. */
function walletAmount(amount: number): string {
  return amount.toFixed(2);
}

function applePayToken(request: WalletRequest): Promise<string> {
  const Session = applePayClass();
  if (!Session || !applePayAvailable())
    return Promise.reject(new WalletError(PAYMENT_MESSAGES.applePayUnsupported));
  return new Promise((resolve, reject) => {
    const session = new Session(3, {
      countryCode: 'RU',
      currencyCode: 'RUB',
      merchantCapabilities: ['supports3DS'],
      supportedNetworks: ['visa', 'masterCard'],
      total: { label: BRAND.name, amount: walletAmount(request.amount) },
    });
    session.onvalidatemerchant = (event) => {
      applePaySession(request.orderId, event.validationURL).then(
        (merchant) => session.completeMerchantValidation(merchant),
        (thrown: unknown) => {
          session.abort();
          reject(thrown instanceof Error ? thrown : new Error(String(thrown)));
        },
      );
    };
    session.onpaymentauthorized = (event) => {
      // The sheet closes at once; the server's answer is shown in the popup.
      session.completePayment(Session.STATUS_SUCCESS);
      resolve(toBase64(JSON.stringify(event.payment.token)));
    };
    session.oncancel = () => reject(new WalletError(PAYMENT_MESSAGES.walletUnknown));
    session.begin();
  });
}

async function googlePayToken(request: WalletRequest): Promise<string> {
  const api = googlePayApi();
  const environment = settingText(request.settings, 'environment') ?? 'TEST';
  if (!api) return sandboxGoogleToken(request);
  const client = new api.PaymentsClient({ environment });
  const data = await client.loadPaymentData({
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [
      {
        type: 'CARD',
        parameters: {
          allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
          allowedCardNetworks: ['VISA', 'MASTERCARD'],
        },
        tokenizationSpecification: {
          type: 'PAYMENT_GATEWAY',
          parameters: {
            gateway: settingText(request.settings, 'bank_merchant_id') ?? '',
            gatewayMerchantId: settingText(request.settings, 'merchant_id') ?? '',
          },
        },
      },
    ],
    merchantInfo: { merchantName: BRAND.name },
    transactionInfo: {
      totalPriceStatus: 'FINAL',
      totalPrice: walletAmount(request.amount),
      currencyCode: 'RUB',
      countryCode: 'RU',
    },
  });
  const { tokenizationData, info } = data.paymentMethodData;
  const token = JSON.parse(tokenizationData.token) as Record<string, unknown>;
  return toBase64(JSON.stringify({ ...token, cardNetwork: info?.cardNetwork }));
}

/**
 * Google Pay's token in its ECv2 shape for a page without Google's script (the sandbox has no
 * network): a test Visa card, a message of its own for each attempt (one attempt, one money
 * movement). The sandbox provider reads it as it reads a real one.
 */
export function sandboxGoogleToken(request: WalletRequest, nonce: string = randomNonce()): string {
  return toBase64(
    JSON.stringify({
      protocolVersion: 'ECv2',
      signature: 'sandbox',
      signedMessage: JSON.stringify({
        gatewayMerchantId: settingText(request.settings, 'merchant_id') ?? '',
        orderId: request.orderId,
        amount: walletAmount(request.amount),
        nonce,
      }),
      cardNetwork: 'VISA',
    }),
  );
}

function randomNonce(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const browserWallets: WalletDriver = {
  applePayAvailable,
  token: (request) =>
    request.method === 'apple-pay' ? applePayToken(request) : googlePayToken(request),
};
