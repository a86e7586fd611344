import { createHash, randomBytes } from 'node:crypto';
import { BRAND } from '@softkino/contract/brand';
import type { PayMethod } from '@softkino/contract/payment';
import type { Queryable } from '../../db/types';
import { findPaymentByToken } from '../../repositories/payments';
import { readCardForm, sandboxBankRoutes, SANDBOX_TOKEN } from '../../sandbox/routes';
import { sbpBankList } from '../../sandbox/sbpBanks';
import { cardProblem, pushkinCardProblem } from '../../services/card';
import { sbpQrImage } from '../../sandbox/appPages';
import { checkWalletToken } from './sandboxWallet';
import {
  PaymentRefused,
  type PaymentMethodSettings,
  type PaymentProvider,
  type PaymentState,
} from './types';

/** Google Pay and Apple Pay, each offered only when configured (off by default). */
export interface SandboxWallets {
  google?: { merchantId: string; bankMerchantId: string; environment: 'TEST' | 'PRODUCTION' };
  apple?: { merchantId: string };
}

/** The sandbox's page of each method with a page; wallets have none. */
const PAGE_OF: Partial<Record<PayMethod, string>> = {
  card: 'bank',
  pushkin_card: 'pushkin',
  sbp: 'sbp',
  sberpay: 'sberpay',
};

/** The sandbox bank's pages: /sandbox/bank/<payment id>, the id being the page's capability. */
export function sandboxBankUrl(paymentId: string): string {
  return `/sandbox/bank/${paymentId}`;
}

export function sandboxPageUrl(paymentId: string, method: PayMethod): string | null {
  const page = PAGE_OF[method];
  return page ? `/sandbox/${page}/${paymentId}` : null;
}

/** The QR's id in NSPK's shape (32 upper-case letters and digits), fixed for a payment. */
export function sbpQrId(paymentId: string): string {
  const hash = createHash('sha256').update(`sbp:${paymentId}`).digest('hex').toUpperCase();
  return `AS${hash.slice(0, 30)}`;
}

function moneyId(prefix: string): string {
  return `${prefix}-${randomBytes(12).toString('hex')}`;
}

/**
 * The sandbox bank: takes every method of the spec and charges nothing. Our payment id (the
 * payments row's token) is its id too, and its pages' capability. Card and Pushkin card pay on
 * a card form, SBP and SberPay on a page standing for the buyer's bank app (approve/decline),
 * wallets at once from their token. `verifyCallback` reads what those pages post.
 */
export function sandboxBank(deps: { db: Queryable; wallets?: SandboxWallets }): PaymentProvider {
  const { google, apple } = deps.wallets ?? {};
  const methods: Record<string, PaymentMethodSettings> = {
    sberpay: {},
    sbp: {},
    card: {},
    pushkin_card: {},
  };
  if (google)
    methods.google = {
      bank_merchant_id: google.bankMerchantId,
      merchant_id: google.merchantId,
      environment: google.environment,
    };
  if (apple) methods.apple = { merchant_id: apple.merchantId };
  const appleMerchantHash = apple
    ? createHash('sha256').update(apple.merchantId).digest('hex').toUpperCase()
    : '';

  return {
    name: 'sandbox',
    methods: () => ({ ...methods }),
    async createPayment(request) {
      const id = request.paymentId;
      switch (request.method) {
        case 'card':
        case 'pushkin_card':
          return { redirectUrl: sandboxPageUrl(id, request.method) ?? '', extras: {} };
        case 'sbp': {
          const path = sandboxPageUrl(id, 'sbp') ?? '';
          const qrId = sbpQrId(id);
          // What a phone's camera reads: the sandbox page standing for the bank's app.
          return {
            redirectUrl: path,
            extras: {
              qrImage: sbpQrImage(request.origin, id),
              sbp_banks: sbpBankList(qrId),
            },
          };
        }
        case 'sberpay':
          return {
            redirectUrl: sandboxPageUrl(id, 'sberpay') ?? '',
            extras: {
              token: id,
              returnUrl: `${request.origin}${request.returnPath}`,
              amount: request.amount,
              shopName: BRAND.name,
              orderNumber: request.orderNumber,
            },
          };
        case 'apple-pay':
        case 'google-pay': {
          const check = checkWalletToken(request.method, request.walletToken ?? '');
          if (!check.ok) throw new PaymentRefused(check.message);
          const landing = request.returnPath;
          return {
            redirectUrl: landing,
            extras:
              request.method === 'apple-pay'
                ? { appleRedirectUrl: landing }
                : { googleRedirectUrl: landing },
            charged: { paymentId: id, providerPaymentId: check.providerPaymentId, outcome: 'paid' },
          };
        }
      }
    },
    paymentUrl: sandboxPageUrl,
    async status(paymentId): Promise<PaymentState> {
      if (!SANDBOX_TOKEN.test(paymentId)) return 'unknown';
      const payment = await findPaymentByToken(deps.db, paymentId);
      return payment?.status ?? 'unknown';
    },
    async refund(request) {
      // The sandbox took no money, so nothing moves; like a real acquirer it answers one refund
      // id per idempotency key.
      const id = createHash('sha256').update(request.idempotencyKey).digest('base64url');
      return { providerRefundId: `sandbox-refund-${id.slice(0, 24)}` };
    },
    verifyCallback({ paymentId, method, body, now }) {
      if (!SANDBOX_TOKEN.test(paymentId)) return null;
      if (method === 'sbp' || method === 'sberpay')
        return { paymentId, providerPaymentId: moneyId(method), outcome: 'paid' };
      if (method !== 'card' && method !== 'pushkin_card') return null;
      const card = readCardForm(body);
      const problem = !card
        ? 'Проверьте данные карты'
        : method === 'card'
          ? cardProblem(card, now)
          : pushkinCardProblem(card, now);
      return problem
        ? { paymentId, providerPaymentId: null, outcome: 'declined', problem }
        : { paymentId, providerPaymentId: moneyId(method), outcome: 'paid' };
    },
    ...(apple
      ? {
          async applePaySession({ domain, displayName }) {
            // Apple's merchant session as startSession answers it; the sandbox signs nothing.
            const now = Date.now();
            return {
              epochTimestamp: now,
              expiresAt: now + 5 * 60_000,
              merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
              nonce: randomBytes(4).toString('hex'),
              merchantIdentifier: appleMerchantHash,
              domainName: domain,
              displayName,
              signature: randomBytes(48).toString('base64'),
              operationalAnalyticsIdentifier: `${displayName}:${appleMerchantHash}`,
              retries: 0,
              pspId: appleMerchantHash,
            };
          },
        }
      : {}),
    routes: sandboxBankRoutes,
  };
}
