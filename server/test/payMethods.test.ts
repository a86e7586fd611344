import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  OrderCreateResponseSchema,
  OrderDetailsResponseSchema,
  UserSessionResponseSchema,
} from '@softkino/contract/order';
import {
  ApplePaySessionResponseSchema,
  PAYMENT_MESSAGES,
  PayResponseSchema,
  SbpStatusResponseSchema,
  type PayMethod,
} from '@softkino/contract/payment';
import { SessionResponseSchema } from '@softkino/contract/session';
import { buildApp } from '../src/app';
import { sandboxBank } from '../src/providers/payment/sandbox';
import { sandboxWalletToken } from '../src/providers/payment/sandboxWallet';
import { qrDataUrl } from '../src/services/qrSvg';
import { AccountBrowser, signUpByCode } from './helpers/accounts';
import { useTestApp, sandboxContext } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import { takenRows, testClock, TestBrowser, type TestSession, TEST_CARD } from './helpers/sales';
import { giveCard, paymentsOf, sessionsOfFilms } from './helpers/payments';
import { applyPaymentCallback } from '../src/services/paymentCallbacks';
import { sweepExpiredHolds } from '../src/services/payments';

const clock = testClock();
const log: string[] = [];
const ctx = useTestApp({ now: clock.now, sweepIntervalMs: 0, smsLog: (l) => log.push(l) });
const db = () => ctx.db().database.db;

const MIR = { number: '2200 0000 0000 0004', expiry: '12/30', cvc: '123' };
const FIO = 'Пушкин Александр Сергеевич';

let pushkin: TestSession[] = [];
let plain: TestSession[] = [];
beforeAll(async () => {
  ({ pushkin, plain } = await sessionsOfFilms(db(), 20));
});
let nextPushkin = 0;
let nextPlain = 0;
function pushkinSession(): TestSession {
  const s = pushkin[nextPushkin++];
  if (!s) throw new Error('out of Pushkin sessions');
  return s;
}
function plainSession(): TestSession {
  const s = plain[nextPlain++];
  if (!s) throw new Error('out of sessions');
  return s;
}

async function createOrder(browser: TestBrowser, s: TestSession, seats: number[]) {
  const res = await browser.order(s.id, seats);
  expect(res.statusCode).toBe(200);
  return OrderCreateResponseSchema.parse(res.json()).data;
}

function pay(browser: TestBrowser, orderId: number, method: PayMethod, extra = {}) {
  return browser.postJson('/v2/payment/pay/', {
    'order-id': orderId,
    'pay-method': method,
    ...extra,
  });
}

async function payOk(browser: TestBrowser, orderId: number, method: PayMethod, extra = {}) {
  const res = await pay(browser, orderId, method, extra);
  expect(res.statusCode, res.body).toBe(200);
  return PayResponseSchema.parse(res.json()).data;
}

function refusal(res: { statusCode: number; json: () => unknown }) {
  return [res.statusCode, ErrorEnvelopeSchema.parse(res.json()).errors];
}

async function sbpStatus(browser: TestBrowser, number: string) {
  const res = await browser.postForm('/v2/payment/sbp/', { orderNumber: number });
  expect(res.statusCode, res.body).toBe(200);
  return SbpStatusResponseSchema.parse(res.json()).data.order_status;
}

function ticketsOf(orderId: number) {
  return db().selectFrom('tickets').select('seat_id').where('order_id', '=', orderId).execute();
}

function statusOf(orderId: number) {
  return db()
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
    .then((r) => r.status);
}

function receiptsOf(orderId: number) {
  return db()
    .selectFrom('receipts')
    .select(['kind', 'payment_id', 'total', 'url'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

function refundsOf(orderId: number) {
  return db()
    .selectFrom('refunds')
    .select(['reason', 'amount', 'payment_id'])
    .where('order_id', '=', orderId)
    .execute();
}

function mailsOf(orderId: number) {
  return db()
    .selectFrom('outbox')
    .select(['subject', 'body_text'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

describe("create_order's payment.methods", () => {
  it('offers SberPay, SBP and card, and the Pushkin card for one seat of a marked film', async () => {
    const browser = new TestBrowser(ctx.app);
    const s = pushkinSession();
    const one = await createOrder(browser, s, [s.seats[0] ?? 0]);
    expect(Object.keys(one.payment.methods)).toEqual(['sberpay', 'sbp', 'card', 'pushkin_card']);
    const two = await createOrder(new TestBrowser(ctx.app), s, [s.seats[1] ?? 0, s.seats[2] ?? 0]);
    expect(Object.keys(two.payment.methods)).toEqual(['sberpay', 'sbp', 'card']);
    const p = plainSession();
    const unmarked = await createOrder(new TestBrowser(ctx.app), p, [p.seats[0] ?? 0]);
    expect(Object.keys(unmarked.payment.methods)).toEqual(['sberpay', 'sbp', 'card']);
  });

  it("the seat map's answer says whether the film carries the Pushkin mark (decision 411)", async () => {
    const browser = new TestBrowser(ctx.app);
    const marked = SessionResponseSchema.parse(
      (await browser.get(`/v1/session/?id=${pushkinSession().id}`)).json(),
    );
    expect(marked.data.film.pushkin).toBe(true);
    const unmarked = SessionResponseSchema.parse(
      (await browser.get(`/v1/session/?id=${plainSession().id}`)).json(),
    );
    expect(unmarked.data.film.pushkin).toBe(false);
  });
});

describe('SBP', () => {
  it('answers a QR of the payment link, the banks, and the same payment when asked again', async () => {
    clock.set(FIXED_NOW);
    const browser = new TestBrowser(ctx.app);
    const s = plainSession();
    const order = await createOrder(browser, s, [s.seats[0] ?? 0]);
    const data = await payOk(browser, order['order-id'], 'sbp');
    expect(data.method).toBe('sbp');
    expect(data.redirect_url).toMatch(/^\/sandbox\/sbp\/[A-Za-z0-9_-]{32}$/);
    expect(data.callback_url).toBe(`/order/${order['order-id']}`);
    // The QR encodes the absolute link a phone opens, drawn by the QR library.
    const link = `http://localhost:80${data.redirect_url}`;
    expect(data.qrImage).toBe(qrDataUrl(link, 240, 'QR-код для оплаты через СБП'));
    const svg = Buffer.from((data.qrImage ?? '').split(',')[1] ?? '', 'base64').toString();
    // A standalone SVG image: its namespace, and the modules drawn as paths.
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
    expect(svg).toContain('<path');
    // The link itself, opened on a computer (#pay after a reload), shows that very QR to scan
    // with the phone; a touch screen hides it (the page stands for the phone's bank app there).
    const page = await browser.get(data.redirect_url);
    expect(page.body).toContain(`<img src="${data.qrImage}" alt="QR-код для оплаты через СБП"`);
    expect(page.body).toContain('@media (pointer:coarse){.qr{display:none}}');
    const banks = data.sbp_banks ?? [];
    expect(banks.length).toBeGreaterThanOrEqual(8);
    expect(banks.map((b) => b.bank_name)).toEqual(
      expect.arrayContaining(['Сбербанк', 'Т-Банк', 'ВТБ', 'Альфа-Банк', 'Газпромбанк']),
    );
    const sber = banks.find((b) => b.bank_name === 'Сбербанк');
    expect(sber?.iosUrl).toMatch(/^bank100000000111:\/\/qr\.nspk\.ru\/AS[0-9A-F]{30}$/);
    expect(sber?.androidUrl).toMatch(
      /^intent:\/\/qr\.nspk\.ru\/AS[0-9A-F]{30}#Intent;scheme=bank100000000111;package=ru\.sberbankmobile;end$/,
    );
    const logo = await browser.get(sber?.logo_url ?? '/missing');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('#21a038');
    expect((await browser.get('/sandbox/sbp/banks/nobank.svg')).statusCode).toBe(404);

    // Asked again: the same payment; another method: another payment.
    const again = await payOk(browser, order['order-id'], 'sbp');
    expect(again.redirect_url).toBe(data.redirect_url);
    const card = await payOk(browser, order['order-id'], 'card');
    expect(card.redirect_url).toMatch(/^\/sandbox\/bank\//);
    expect((await paymentsOf(db(), order['order-id'])).map((p) => [p.method, p.status])).toEqual([
      ['sbp', 'pending'],
      ['card', 'pending'],
    ]);
    // #pay goes to the newest payment's page.
    const unpaid = UserSessionResponseSchema.parse((await browser.get('/v1/user/session')).json());
    expect(unpaid.data?.payment_link).toBe(card.redirect_url);
  });

  it('the bank page approves: the poll turns paid, tickets and a receipt are issued', async () => {
    clock.set(FIXED_NOW);
    const browser = new TestBrowser(ctx.app);
    const s = plainSession();
    const order = await createOrder(browser, s, [s.seats[0] ?? 0, s.seats[1] ?? 0]);
    const data = await payOk(browser, order['order-id'], 'sbp');
    expect(await sbpStatus(browser, order.number)).toBe('pending');
    // JSON works as the form does; another browser learns nothing.
    const json = await browser.postJson('/v2/payment/sbp/', { orderNumber: order.number });
    expect(SbpStatusResponseSchema.parse(json.json()).data.order_status).toBe('pending');
    const stranger = await new TestBrowser(ctx.app).postForm('/v2/payment/sbp/', {
      orderNumber: order.number,
    });
    expect(refusal(stranger)).toEqual([404, { code: 404, message: 'Заказ не найден.' }]);
    expect((await browser.postForm('/v2/payment/sbp/', { orderNumber: 'x' })).statusCode).toBe(400);

    // The phone opens the link: the bank's page shows the order with the two buttons.
    const page = await browser.get(data.redirect_url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Оплатить');
    expect(page.body).toContain('Отклонить');
    expect(page.body).toContain(`№ ${order.number}`);
    const approved = await browser.postForm(`${data.redirect_url}/pay`, {});
    expect(approved.body).toContain('data-result="paid"');
    expect(await sbpStatus(browser, order.number)).toBe('paid');
    expect(await ticketsOf(order['order-id'])).toHaveLength(2);
    const receipts = await receiptsOf(order['order-id']);
    expect(receipts).toEqual([expect.objectContaining({ kind: 'income', total: order.amount })]);
    const [mail] = await mailsOf(order['order-id']);
    expect(mail?.body_text).toContain(`Кассовый чек: ${receipts[0]?.url ?? 'missing'}`);
    // Approving again changes nothing.
    const twice = await browser.postForm(`${data.redirect_url}/pay`, {});
    expect(twice.body).toContain('data-result="paid"');
    expect(await ticketsOf(order['order-id'])).toHaveLength(2);
    expect(await receiptsOf(order['order-id'])).toHaveLength(1);
  });

  it('answers expired once the hold lapsed, and for a cancelled order', async () => {
    clock.set(FIXED_NOW);
    const browser = new TestBrowser(ctx.app);
    const s = plainSession();
    const order = await createOrder(browser, s, [s.seats[0] ?? 0]);
    await payOk(browser, order['order-id'], 'sbp');
    clock.advance(420_000);
    expect(await sbpStatus(browser, order.number)).toBe('expired');
    clock.set(FIXED_NOW);
    const other = await createOrder(browser, s, [s.seats[5] ?? 0]);
    await browser.get(`/v1/buy/cancel/?order_id=${other['order-id']}`);
    expect(await sbpStatus(browser, other.number)).toBe('expired');
  });
});

describe('SberPay', () => {
  it("answers the SberPay fields; the page's decline then approve pays (paid after declined)", async () => {
    clock.set(FIXED_NOW);
    const browser = new TestBrowser(ctx.app);
    const s = plainSession();
    const order = await createOrder(browser, s, [s.seats[0] ?? 0]);
    const data = await payOk(browser, order['order-id'], 'sberpay');
    expect(data.redirect_url).toMatch(/^\/sandbox\/sberpay\/[A-Za-z0-9_-]{32}$/);
    expect(data).toMatchObject({
      token: data.redirect_url.split('/').pop(),
      returnUrl: `http://localhost:80/order/${order['order-id']}`,
      amount: order.amount,
      shopName: 'СофтКино',
      orderNumber: order.number,
    });
    const declined = await browser.postForm(`${data.redirect_url}/decline`, {});
    expect(declined.body).toContain('data-result="declined"');
    expect((await paymentsOf(db(), order['order-id']))[0]?.status).toBe('declined');
    expect(await statusOf(order['order-id'])).toBe('unpaid');
    const paid = await browser.postForm(`${data.redirect_url}/pay`, {});
    expect(paid.body).toContain('data-result="paid"');
    expect(await statusOf(order['order-id'])).toBe('paid');
    // SberPay's page goes back to the shop's order page by itself, as the panel promised
    // ('после оплаты вы вернётесь к заказу'), to the server's own path, never a given URL.
    expect(paid.body).toContain(`data-return="/order/${order['order-id']}"`);
    expect(paid.body).toContain('Возвращаем вас к заказу');
    // A decline arriving after the payment changes nothing.
    const late = await browser.postForm(`${data.redirect_url}/decline`, {});
    expect(late.body).toContain('data-result="paid"');
    expect((await paymentsOf(db(), order['order-id']))[0]?.status).toBe('paid');
  });
});

describe('Pushkin card', () => {
  it('pays one seat of a marked film on the Mir form, keeping the full name', async () => {
    clock.set(FIXED_NOW);
    const browser = new TestBrowser(ctx.app);
    const s = pushkinSession();
    const order = await createOrder(browser, s, [s.seats[0] ?? 0]);
    const data = await payOk(browser, order['order-id'], 'pushkin_card', { fio: FIO });
    expect(data.redirect_url).toMatch(/^\/sandbox\/pushkin\/[A-Za-z0-9_-]{32}$/);
    const form = await browser.get(data.redirect_url);
    expect(form.body).toContain('Пушкинская карта');
    expect(form.body).toContain('Оплатить');
    const visa = await browser.postForm(`${data.redirect_url}/pay`, {
      number: TEST_CARD.number,
      expiry: TEST_CARD.expiry,
      cvc: TEST_CARD.cvc,
    });
    expect(visa.statusCode).toBe(400);
    expect(visa.body).toContain('Оплатить можно только Пушкинской картой');
    const bad = await browser.postForm(`${data.redirect_url}/pay`, {
      ...MIR,
      number: '2200 0000 0000 0005',
    });
    expect(bad.body).toContain('Проверьте номер карты');
    const paid = await browser.postForm(`${data.redirect_url}/pay`, MIR);
    expect(paid.body).toContain('data-result="paid"');
    const [payment] = await paymentsOf(db(), order['order-id']);
    expect(payment).toMatchObject({ method: 'pushkin_card', status: 'paid', fio: FIO });
    // The order page names the holder, who shows a document at the entrance (decision 411).
    const details = OrderDetailsResponseSchema.parse(
      (await browser.get(`/v1/order/?id=${order['order-id']}`)).json(),
    ).data;
    expect(details).toMatchObject({ pay_method: 'pushkin_card', pushkin_holder: FIO });
  });

  it('is refused for two seats, an unmarked film, a bad name and with bonus points', async () => {
    clock.set(FIXED_NOW);
    const s = pushkinSession();
    const two = new TestBrowser(ctx.app);
    const twoOrder = await createOrder(two, s, [s.seats[0] ?? 0, s.seats[1] ?? 0]);
    expect(refusal(await pay(two, twoOrder['order-id'], 'pushkin_card', { fio: FIO }))).toEqual([
      400,
      { code: 400, message: PAYMENT_MESSAGES.pushkinOneSeat },
    ]);
    const p = plainSession();
    const unmarked = new TestBrowser(ctx.app);
    const unmarkedOrder = await createOrder(unmarked, p, [p.seats[0] ?? 0]);
    expect(
      refusal(await pay(unmarked, unmarkedOrder['order-id'], 'pushkin_card', { fio: FIO })),
    ).toEqual([400, { code: 400, message: PAYMENT_MESSAGES.pushkinFilm }]);
    const one = new TestBrowser(ctx.app);
    const oneOrder = await createOrder(one, s, [s.seats[4] ?? 0]);
    for (const fio of [undefined, 'Пушкин Александр', 'Пушкин  Александр Сергеевич', 'A1 B C'])
      expect(
        refusal(
          await pay(one, oneOrder['order-id'], 'pushkin_card', fio === undefined ? {} : { fio }),
        ),
      ).toEqual([400, { code: 400, message: PAYMENT_MESSAGES.pushkinFio }]);
    expect(await paymentsOf(db(), oneOrder['order-id'])).toEqual([]);

    // An account spending points: the method is not offered, and refused if asked for.
    const phone = '79557770001';
    const b = new AccountBrowser(ctx.app, '198.51.100.77');
    await signUpByCode(b, phone, log);
    await giveCard(db(), phone, 500);
    const res = await b.post('/v2/payment/create_order/', {
      session: String(s.id),
      seats: JSON.stringify([s.seats[6]]),
      email: 'pushkin@example.ru',
      bonus_pay: '50',
    });
    expect(res.statusCode, res.body).toBe(200);
    const bonusOrder = OrderCreateResponseSchema.parse(res.json()).data;
    expect(bonusOrder.payment.methods).not.toHaveProperty('pushkin_card');
    const refused = await b.postJson('/v2/payment/pay/', {
      'order-id': bonusOrder['order-id'],
      'pay-method': 'pushkin_card',
      fio: FIO,
    });
    expect(refusal(refused)).toEqual([400, { code: 400, message: PAYMENT_MESSAGES.pushkinBonus }]);
  });
});

describe('callbacks twice, late and out of order', () => {
  it('a second payment of a paid order is refunded as a duplicate, with its receipts and e-mail', async () => {
    clock.set(FIXED_NOW);
    const browser = new TestBrowser(ctx.app);
    const s = plainSession();
    const order = await createOrder(browser, s, [s.seats[0] ?? 0]);
    const sbp = await payOk(browser, order['order-id'], 'sbp');
    const card = await payOk(browser, order['order-id'], 'card');
    expect((await browser.postForm(`${card.redirect_url}/pay`, TEST_CARD)).body).toContain(
      'data-result="paid"',
    );
    // The buyer also approves the SBP QR on the phone: that money goes back.
    const second = await browser.postForm(`${sbp.redirect_url}/pay`, {});
    expect(second.body).toContain('data-result="refunded"');
    expect(second.body).toContain('Заказ был оплачен дважды');
    expect(await ticketsOf(order['order-id'])).toHaveLength(1);
    const payments = await paymentsOf(db(), order['order-id']);
    expect(payments.map((p) => [p.method, p.status])).toEqual([
      ['sbp', 'refunded'],
      ['card', 'paid'],
    ]);
    expect(await refundsOf(order['order-id'])).toEqual([
      { reason: 'duplicate', amount: order.amount, payment_id: payments[0]?.id },
    ]);
    expect((await receiptsOf(order['order-id'])).map((r) => r.kind).sort()).toEqual([
      'income',
      'income',
      'income_return',
    ]);
    const mails = await mailsOf(order['order-id']);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('Билеты'),
      `Возврат по заказу № ${order.number}`,
    ]);
    // The refunded payment's page says so when opened again.
    expect((await browser.get(sbp.redirect_url)).body).toContain('data-result="refunded"');
  });

  it('the same callback delivered twice is applied once; a decline after it changes nothing', async () => {
    clock.set(FIXED_NOW);
    const browser = new TestBrowser(ctx.app);
    const s = plainSession();
    const order = await createOrder(browser, s, [s.seats[0] ?? 0]);
    const data = await payOk(browser, order['order-id'], 'sbp');
    const card = await payOk(browser, order['order-id'], 'card');
    const token = data.redirect_url.split('/').pop() ?? '';
    const service = serviceContext();
    const callback = {
      paymentId: token,
      providerPaymentId: 'sbp-twice-1',
      outcome: 'paid' as const,
    };
    const [a, b] = await Promise.all([
      applyPaymentCallback(service, callback),
      applyPaymentCallback(service, callback),
    ]);
    expect([a?.payment, b?.payment]).toEqual(['paid', 'paid']);
    expect(await ticketsOf(order['order-id'])).toHaveLength(1);
    expect(await receiptsOf(order['order-id'])).toHaveLength(1);
    expect(await mailsOf(order['order-id'])).toHaveLength(1);
    const declined = await applyPaymentCallback(service, {
      paymentId: token,
      providerPaymentId: null,
      outcome: 'declined',
      problem: 'late decline',
    });
    expect(declined).toEqual({ payment: 'paid', order: 'paid', refund: null });
    // The same money reported for our other payment is not that payment's money: ignored.
    const cardToken = card.redirect_url.split('/').pop() ?? '';
    expect(await applyPaymentCallback(service, { ...callback, paymentId: cardToken })).toEqual({
      payment: 'pending',
      order: 'paid',
      refund: null,
    });
    expect(
      (await paymentsOf(db(), order['order-id'])).map((p) => [p.status, p.provider_payment_id]),
    ).toEqual([
      ['paid', 'sbp-twice-1'],
      ['pending', null],
    ]);
    expect(await refundsOf(order['order-id'])).toEqual([]);
    expect(
      await applyPaymentCallback(service, { ...callback, paymentId: 'unknown-token-xxxxxxxx' }),
    ).toBeNull();
  });
});

describe('late payment', () => {
  it('completes the order when its seats are still free after the hold lapsed', async () => {
    clock.set(FIXED_NOW);
    const browser = new TestBrowser(ctx.app);
    const s = plainSession();
    const seats = [s.seats[0] ?? 0, s.seats[1] ?? 0];
    const order = await createOrder(browser, s, seats);
    const data = await payOk(browser, order['order-id'], 'sbp');
    clock.advance(9 * 60_000);
    expect(await sbpStatus(browser, order.number)).toBe('expired');
    const page = await browser.get(data.redirect_url);
    expect(page.body).toContain('Срок действия QR-кода истёк');
    const paid = await browser.postForm(`${data.redirect_url}/pay`, {});
    expect(paid.body).toContain('data-result="paid"');
    expect(await statusOf(order['order-id'])).toBe('paid');
    expect((await takenRows(db(), s.id)).map((r) => [r.seat_id, r.status])).toEqual(
      seats.map((id) => [id, 'sold']),
    );
    expect(await refundsOf(order['order-id'])).toEqual([]);
  });

  it('completes it after the sweeper expired it too, when nobody took the seats', async () => {
    clock.set(FIXED_NOW);
    const browser = new TestBrowser(ctx.app);
    const s = plainSession();
    const order = await createOrder(browser, s, [s.seats[2] ?? 0]);
    const data = await payOk(browser, order['order-id'], 'sberpay');
    clock.advance(8 * 60_000);
    expect(await statusOf(order['order-id'])).toBe('unpaid');
    expect(await sweepExpiredHolds(serviceContext())).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order['order-id'])).toBe('expired');
    expect((await browser.postForm(`${data.redirect_url}/pay`, {})).body).toContain(
      'data-result="paid"',
    );
    expect(await statusOf(order['order-id'])).toBe('paid');
  });

  it("is refunded when another buyer took a seat meanwhile; the rival's hold stays", async () => {
    clock.set(FIXED_NOW);
    const browser = new TestBrowser(ctx.app);
    const s = plainSession();
    const seats = [s.seats[0] ?? 0, s.seats[1] ?? 0];
    const order = await createOrder(browser, s, seats);
    const data = await payOk(browser, order['order-id'], 'sbp');
    clock.advance(8 * 60_000);
    const rival = new TestBrowser(ctx.app);
    const rivalOrder = await createOrder(rival, s, [seats[1] ?? 0]);
    const res = await browser.postForm(`${data.redirect_url}/pay`, {});
    expect(res.body).toContain('data-result="refunded"');
    expect(res.body).toContain('Оплата пришла после того, как время брони истекло');
    expect(await statusOf(order['order-id'])).toBe('expired');
    expect(await ticketsOf(order['order-id'])).toEqual([]);
    expect(await takenRows(db(), s.id)).toEqual([
      { seat_id: seats[1], status: 'held', order_id: rivalOrder['order-id'] },
    ]);
    expect(await refundsOf(order['order-id'])).toEqual([
      { reason: 'late', amount: order.amount, payment_id: expect.any(Number) },
    ]);
    expect((await mailsOf(order['order-id'])).map((m) => m.subject)).toEqual([
      `Возврат по заказу № ${order.number}`,
    ]);
    expect((await paymentsOf(db(), order['order-id']))[0]?.status).toBe('refunded');
  });

  it('is refunded when the seat was sold to another buyer meanwhile', async () => {
    clock.set(FIXED_NOW);
    const browser = new TestBrowser(ctx.app);
    const s = plainSession();
    const seat = s.seats[3] ?? 0;
    const order = await createOrder(browser, s, [seat]);
    const data = await payOk(browser, order['order-id'], 'sberpay');
    clock.advance(8 * 60_000);
    const rival = new TestBrowser(ctx.app);
    const rivalOrder = await createOrder(rival, s, [seat]);
    const rivalPay = await payOk(rival, rivalOrder['order-id'], 'card');
    await rival.postForm(`${rivalPay.redirect_url}/pay`, TEST_CARD);
    clock.advance(10 * 60_000); // the rival's hold would have lapsed too: the seat is sold
    expect((await browser.postForm(`${data.redirect_url}/pay`, {})).body).toContain(
      'data-result="refunded"',
    );
    expect(await ticketsOf(rivalOrder['order-id'])).toEqual([{ seat_id: seat }]);
    expect(await ticketsOf(order['order-id'])).toEqual([]);
    expect((await refundsOf(order['order-id'])).map((r) => r.reason)).toEqual(['late']);
  });
});

describe('wallets', () => {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildApp({
      db: db(),
      now: clock.now,
      distDir: '/nonexistent-dist',
      sweepIntervalMs: 0,
      payment: sandboxBank({
        db: db(),
        wallets: {
          google: { merchantId: 'BCR2DN4T', bankMerchantId: 'softkino-gw', environment: 'TEST' },
          apple: { merchantId: 'merchant.example.softkino' },
        },
      }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  const walletApp = () => {
    if (!app) throw new Error('not ready');
    return app;
  };

  it('offers Google Pay with its merchant ids and environment, and Apple Pay', async () => {
    clock.set(FIXED_NOW);
    const s = plainSession();
    const order = await createOrder(new TestBrowser(walletApp), s, [s.seats[0] ?? 0]);
    expect(order.payment.methods).toEqual({
      sberpay: {},
      sbp: {},
      card: {},
      google: { bank_merchant_id: 'softkino-gw', merchant_id: 'BCR2DN4T', environment: 'TEST' },
      apple: { merchant_id: 'merchant.example.softkino' },
    });
  });

  it('charges an accepted token at once and refuses others with a message, keeping nothing', async () => {
    clock.set(FIXED_NOW);
    const browser = new TestBrowser(walletApp);
    const s = plainSession();
    const order = await createOrder(browser, s, [s.seats[0] ?? 0]);
    const id = order['order-id'];
    for (const [token, message] of [
      ['not base64 at all!', PAYMENT_MESSAGES.walletTokenUnreadable],
      [Buffer.from('[1,2]').toString('base64'), PAYMENT_MESSAGES.walletTokenUnreadable],
      [sandboxWalletToken('apple-pay', 'VISA', 'tx-1'), PAYMENT_MESSAGES.walletTokenUnreadable],
      [sandboxWalletToken('google-pay', 'MIR', 'tx-2'), PAYMENT_MESSAGES.walletCardRefused],
    ] as const) {
      const res = await pay(browser, id, 'google-pay', {
        payment_features: { paymentToken: token },
      });
      expect(refusal(res)).toEqual([400, { code: 400, message }]);
    }
    expect(refusal(await pay(browser, id, 'google-pay'))).toEqual([
      400,
      { code: 400, message: PAYMENT_MESSAGES.walletTokenUnreadable },
    ]);
    expect(await paymentsOf(db(), id)).toEqual([]);
    const data = await payOk(browser, id, 'google-pay', {
      payment_features: { paymentToken: sandboxWalletToken('google-pay', 'VISA', 'tx-3') },
    });
    expect(data.googleRedirectUrl).toBe(`/order/${id}`);
    expect(await statusOf(id)).toBe('paid');
    expect((await paymentsOf(db(), id)).map((p) => [p.method, p.status])).toEqual([
      ['google-pay', 'paid'],
    ]);
    expect(await receiptsOf(id)).toHaveLength(1);
  });

  it('Apple Pay: a merchant session for the own unpaid order and an apple.com address only', async () => {
    clock.set(FIXED_NOW);
    const browser = new TestBrowser(walletApp);
    const s = plainSession();
    const order = await createOrder(browser, s, [s.seats[0] ?? 0]);
    const url = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
    const ok = await browser.postJson('/v2/payment/get_applepay_session/', {
      'order-id': order['order-id'],
      'apple-pay-address-url': url,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const session = ApplePaySessionResponseSchema.parse(ok.json()).data;
    expect(session).toMatchObject({
      merchantSessionIdentifier: expect.stringMatching(/^SSH[0-9A-F]{32}$/),
      displayName: 'СофтКино',
      domainName: 'localhost',
    });
    for (const bad of [
      'http://apple-pay-gateway.apple.com/x',
      'https://apple.com.evil.example/x',
      'https://evil.example/?apple.com',
      'https://user@apple-pay-gateway.apple.com/x',
      'https://127.0.0.1/x',
      'nonsense',
    ]) {
      const res = await browser.postJson('/v2/payment/get_applepay_session/', {
        'order-id': order['order-id'],
        'apple-pay-address-url': bad,
      });
      expect(refusal(res)).toEqual([400, { code: 400, message: PAYMENT_MESSAGES.applePayAddress }]);
    }
    const stranger = await new TestBrowser(walletApp).postJson(
      '/v2/payment/get_applepay_session/',
      { 'order-id': order['order-id'], 'apple-pay-address-url': url },
    );
    expect(stranger.statusCode).toBe(404);
    // Apple Pay pays like Google Pay.
    const paid = await payOk(browser, order['order-id'], 'apple-pay', {
      payment_features: { paymentToken: sandboxWalletToken('apple-pay', 'MASTERCARD', 'ap-1') },
    });
    expect(paid.appleRedirectUrl).toBe(`/order/${order['order-id']}`);
    const after = await browser.postJson('/v2/payment/get_applepay_session/', {
      'order-id': order['order-id'],
      'apple-pay-address-url': url,
    });
    expect(refusal(after)).toEqual([409, { code: 409, message: 'Заказ уже оплачен.' }]);
    // Without Apple Pay configured the call is refused.
    const plainBrowser = new TestBrowser(ctx.app);
    const plainOrder = await createOrder(plainBrowser, s, [s.seats[9] ?? 0]);
    const off = await plainBrowser.postJson('/v2/payment/get_applepay_session/', {
      'order-id': plainOrder['order-id'],
      'apple-pay-address-url': url,
    });
    expect(refusal(off)).toEqual([400, { code: 400, message: PAYMENT_MESSAGES.methodUnavailable }]);
  });
});

function serviceContext() {
  return sandboxContext(db(), clock.now);
}
