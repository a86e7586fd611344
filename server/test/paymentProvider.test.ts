import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderCreateResponseSchema, UserSessionResponseSchema } from '@softkino/contract/order';
import { PayResponseSchema } from '@softkino/contract/payment';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/env';
import type { MailProvider } from '../src/providers/mail';
import type { PaymentProvider, PaymentRequest } from '../src/providers/payment/types';
import type { SmsProvider } from '../src/providers/sms';
import { useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import { pickSessions, TestBrowser, type TestSession } from './helpers/sales';

/** A bank of the test's own: two methods, records what it was asked to charge. */
function fakeBank(): PaymentProvider & { asked: PaymentRequest[] } {
  const asked: PaymentRequest[] = [];
  return {
    asked,
    name: 'fakebank',
    methods: () => ({ sbp: { merchant_id: 'm-1', environment: 'test' }, card: {} }),
    async createPayment(request) {
      asked.push(request);
      return { redirectUrl: `https://bank.test/${request.paymentId}`, extras: {} };
    },
    paymentUrl: (id) => `https://bank.test/${id}`,
    status: async () => 'pending',
    refund: async (request) => ({ providerRefundId: `rf-${request.idempotencyKey}` }),
    verifyCallback: () => null,
  };
}
const quietMail: MailProvider = { name: 'smtp', send: async () => {} };
const quietSms: SmsProvider = { name: 'smsc', send: async () => {}, notify: async () => {} };

const ctx = useTestApp({ sweepIntervalMs: 0 });
let sessions: TestSession[];
beforeAll(async () => {
  sessions = await pickSessions(ctx.db().database.db, 2);
});
function session(i: number): TestSession {
  const s = sessions[i];
  if (!s) throw new Error(`no test session ${i}`);
  return s;
}

describe('the payment provider', () => {
  it("is the sandbox bank by default: create_order's payment names it and its methods", async () => {
    const s = session(0);
    const browser = new TestBrowser(ctx.app);
    // Two seats: never the Pushkin card; wallets are off unless configured.
    const res = await browser.order(s.id, [s.seats[0], s.seats[1]]);
    expect(res.statusCode).toBe(200);
    const data = OrderCreateResponseSchema.parse(res.json()).data;
    expect(data.payment).toEqual({
      provider: 'sandbox',
      methods: { sberpay: {}, sbp: {}, card: {} },
    });
    expect(Object.keys(data.payment.methods)).toEqual(['sberpay', 'sbp', 'card']);
    const pay = await browser.postJson('/v2/payment/pay/', {
      'order-id': data['order-id'],
      'pay-method': 'card',
    });
    expect(PayResponseSchema.parse(pay.json()).data.redirect_url).toMatch(/^\/sandbox\/bank\//);
    expect((await browser.get('/sandbox/outbox')).statusCode).toBe(200);
  });

  describe('when another provider is configured', () => {
    const bank = fakeBank();
    let app: FastifyInstance | undefined;
    beforeAll(async () => {
      app = await buildApp({
        db: ctx.db().database.db,
        now: () => FIXED_NOW,
        distDir: '/nonexistent-dist',
        sweepIntervalMs: 0,
        payment: bank,
        mail: quietMail,
        sms: quietSms,
      });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
    });
    const theApp = () => {
      if (!app) throw new Error('the app is not ready');
      return app;
    };

    it("sends its methods in create_order's payment and opens its payment on pay", async () => {
      const s = session(1);
      const browser = new TestBrowser(theApp);
      const created = OrderCreateResponseSchema.parse(
        (await browser.order(s.id, [s.seats[0], s.seats[1]])).json(),
      ).data;
      expect(created.payment).toEqual({
        provider: 'fakebank',
        methods: { sbp: { merchant_id: 'm-1', environment: 'test' }, card: {} },
      });

      const pay = await browser.postJson('/v2/payment/pay/', {
        'order-id': created['order-id'],
        'pay-method': 'sbp',
      });
      expect(pay.statusCode).toBe(200);
      // Our id of the payment is what the provider is given and what its page is named by.
      const token = bank.asked[0]?.paymentId ?? 'missing';
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const url = `https://bank.test/${token}`;
      expect(PayResponseSchema.parse(pay.json()).data.redirect_url).toBe(url);
      expect(bank.asked).toEqual([
        expect.objectContaining({
          orderId: created['order-id'],
          orderNumber: created.number,
          method: 'sbp',
          amount: created.amount - created.bonus_pay,
        }),
      ]);
      // The order's payment link is the provider's page of the same payment.
      const unpaid = UserSessionResponseSchema.parse(
        (await browser.get('/v1/user/session')).json(),
      );
      expect(unpaid.data?.payment_link).toBe(url);

      // A method it does not take is refused with the usual words.
      const other = await browser.postJson('/v2/payment/pay/', {
        'order-id': created['order-id'],
        'pay-method': 'sberpay',
      });
      expect(other.statusCode).toBe(400);
      expect(other.json()).toMatchObject({ errors: { message: 'Этот способ оплаты недоступен.' } });
    });

    it('serves no sandbox bank page and no outbox', async () => {
      for (const url of ['/sandbox/bank/AAAAAAAAAAAAAAAAAAAAAAAA', '/sandbox/outbox']) {
        const res = await theApp().inject({ method: 'GET', url });
        // Nothing of the sandbox answers: the path falls through to the site's own pages.
        expect(res.statusCode).not.toBe(200);
        expect(res.body).not.toContain('<div class="bank">');
      }
    });
  });
});

describe('PAYMENT_PROVIDER', () => {
  it('defaults to the sandbox bank and refuses a name it does not know at boot', () => {
    expect(loadEnv({}).paymentProvider).toBe('sandbox');
    expect(loadEnv({ PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'sberbank' })).toThrow(/PAYMENT_PROVIDER/);
  });
});

describe('the wallets in the environment', () => {
  it('are off by default; Google Pay needs both ids, Apple Pay its merchant id', () => {
    expect(loadEnv({}).wallets).toEqual({});
    expect(() => loadEnv({ GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4T' })).toThrow(
      /GOOGLE_PAY_MERCHANT_ID and GOOGLE_PAY_BANK_MERCHANT_ID/,
    );
    expect(() =>
      loadEnv({
        GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4T',
        GOOGLE_PAY_BANK_MERCHANT_ID: 'gw',
        GOOGLE_PAY_ENVIRONMENT: 'LIVE',
      }),
    ).toThrow(/GOOGLE_PAY_ENVIRONMENT/);
    expect(
      loadEnv({
        GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4T',
        GOOGLE_PAY_BANK_MERCHANT_ID: 'gw',
        APPLE_PAY_MERCHANT_ID: 'merchant.example.softkino',
      }).wallets,
    ).toEqual({
      google: { merchantId: 'BCR2DN4T', bankMerchantId: 'gw', environment: 'TEST' },
      apple: { merchantId: 'merchant.example.softkino' },
    });
  });
});
