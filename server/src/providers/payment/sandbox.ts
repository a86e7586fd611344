import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types';
import { findOrderOfPaymentToken } from '../../repositories/orders';
import { readCardForm, sandboxBankRoutes, SANDBOX_TOKEN } from '../../sandbox/routes';
import { cardProblem } from '../../services/card';
import type { PaymentProvider, PaymentState } from './types';

/** The sandbox bank's pages: /sandbox/bank/<payment id>, the id being the page's capability. */
export function sandboxBankUrl(paymentId: string): string {
  return `/sandbox/bank/${paymentId}`;
}

/**
 * The sandbox bank: takes cards only, charges nothing. Its payment id is a random token kept on
 * the order (orders.payment_token); its "callback" is the card form posted to its own page,
 * checked like a bank would (Luhn, expiry) by `verifyCallback`.
 */
export function sandboxBank(deps: { db: Queryable }): PaymentProvider {
  return {
    name: 'sandbox',
    methods: () => ({ card: {} }),
    async createPayment() {
      // Random, so only the browser the payment was opened for knows the page's address.
      const paymentId = randomBytes(24).toString('base64url');
      return { paymentId, redirectUrl: sandboxBankUrl(paymentId) };
    },
    paymentUrl: sandboxBankUrl,
    async status(paymentId): Promise<PaymentState> {
      if (!SANDBOX_TOKEN.test(paymentId)) return 'unknown';
      const order = await findOrderOfPaymentToken(deps.db, paymentId);
      if (!order) return 'unknown';
      if (order.status === 'paid') return 'paid';
      if (order.status === 'unpaid') return 'pending';
      return 'declined';
    },
    async refund() {
      // The sandbox took no money, so there is nothing to return; the order's refund is the
      // services' business (a later issue).
    },
    verifyCallback({ paymentId, body, now }) {
      if (!SANDBOX_TOKEN.test(paymentId)) return null;
      const card = readCardForm(body);
      const problem = card ? cardProblem(card, now) : 'Проверьте данные карты';
      return problem ? { paymentId, outcome: 'declined', problem } : { paymentId, outcome: 'paid' };
    },
    routes: sandboxBankRoutes,
  };
}
