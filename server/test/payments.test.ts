import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  OrderCreateResponseSchema,
  OrderDetailsResponseSchema,
  UserSessionResponseSchema,
} from '@softkino/contract/order';
import { PayResponseSchema } from '@softkino/contract/payment';
import { SessionPlacesResponseSchema } from '@softkino/contract/session';
import { sweepExpiredHolds } from '../src/services/payments';
import type { ServiceContext } from '../src/services/context';
import { useTestApp, sandboxContext } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import {
  pickSessions,
  takenRows,
  testClock,
  TestBrowser,
  type TestSession,
  TEST_CARD,
} from './helpers/sales';
import { ANSWERED_AT_JS } from '../src/sandbox/html';

const clock = testClock();
const ctx = useTestApp({ now: clock.now, sweepIntervalMs: 0 });
const db = () => ctx.db().database.db;

let sessions: TestSession[];
beforeAll(async () => {
  sessions = await pickSessions(db(), 8);
});
function session(i: number): TestSession {
  const found = sessions[i];
  if (!found) throw new Error(`no session ${i}`);
  return found;
}

/** A browser that has an order for `seats` and has asked to pay it by card. */
async function orderAndPay(s: TestSession, seats: number[]) {
  const browser = new TestBrowser(ctx.app);
  const created = OrderCreateResponseSchema.parse((await browser.order(s.id, seats)).json()).data;
  const pay = await browser.postJson('/v2/payment/pay/', {
    'order-id': created['order-id'],
    'pay-method': 'card',
  });
  expect(pay.statusCode).toBe(200);
  return { browser, created, pay: PayResponseSchema.parse(pay.json()).data };
}

/** The ticket rows of an order: paying twice or too late must not add any. */
function ticketsOf(orderId: number) {
  return db().selectFrom('tickets').select('id').where('order_id', '=', orderId).execute();
}

function sweepCtx(): ServiceContext {
  return sandboxContext(db(), clock.now);
}

describe('card payment in the sandbox bank', () => {
  it('pays: seats sold, tickets issued, the e-mail in the outbox, the frame posts close', async () => {
    clock.set(FIXED_NOW);
    const s = session(0);
    const seats = [s.seats[10] ?? 0, s.seats[11] ?? 0];
    const { browser, created, pay } = await orderAndPay(s, seats);
    expect(pay.redirect_url).toMatch(/^\/sandbox\/bank\/[A-Za-z0-9_-]{32}$/);
    expect(pay.callback_url).toBe(`/order/${created['order-id']}`);
    expect(pay.order_number).toBe(created.number);

    const page = await browser.get(pay.redirect_url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Оплатить');
    expect(page.body).toContain('Отклонить');
    // The bank counts down to the site's deadline, the hold less 10 s (decision 114).
    expect(page.body).toContain(`${ANSWERED_AT_JS}+${410_000}`);

    const paid = await browser.postForm(`${pay.redirect_url}/pay`, TEST_CARD);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('data-result="paid"');
    expect(paid.body).toContain(`postMessage("close"`);

    expect((await takenRows(db(), s.id)).map((r) => r.status)).toEqual(['sold', 'sold']);
    const details = OrderDetailsResponseSchema.parse(
      (await browser.get(`/v1/order/?id=${created['order-id']}`)).json(),
    ).data;
    expect(details.status).toBe('paid');
    expect(details.tickets.map((t) => t.code)).toEqual([
      expect.stringMatching(/^[0-9A-F]{32}$/),
      expect.stringMatching(/^[0-9A-F]{32}$/),
    ]);
    const mail = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('order_id', '=', created['order-id'])
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.recipient).toBe('buyer@example.ru');
    for (const t of details.tickets) expect(mail[0]?.body_text).toContain(t.code);
    const outbox = await browser.get('/sandbox/outbox');
    expect(outbox.body).toContain(details.tickets[0]?.code ?? 'missing');

    // Paying twice changes nothing; the next buyer sees the seats sold.
    const again = await browser.postForm(`${pay.redirect_url}/pay`, TEST_CARD);
    expect(again.body).toContain('data-result="paid"');
    expect(await ticketsOf(created['order-id'])).toHaveLength(2);
    const places = SessionPlacesResponseSchema.parse(
      (await new TestBrowser(ctx.app).get(`/v1/session/places/?id=${s.id}`)).json(),
    ).data;
    expect(places.sold).toEqual(seats);
    const next = await new TestBrowser(ctx.app).order(s.id, [seats[0] ?? 0]);
    expect(next.statusCode).toBe(409);
    // A paid order can be neither paid again nor cancelled.
    const repay = await browser.postJson('/v2/payment/pay/', {
      'order-id': created['order-id'],
      'pay-method': 'card',
    });
    expect(repay.statusCode).toBe(409);
    expect((await browser.get(`/v1/buy/cancel/?order_id=${created['order-id']}`)).statusCode).toBe(
      409,
    );
  });

  it('takes, stores and mails an internationalised address (тест@почта.рф)', async () => {
    clock.set(FIXED_NOW);
    const s = session(6);
    const browser = new TestBrowser(ctx.app);
    const email = 'тест@почта.рф';
    const res = await browser.order(s.id, [s.seats[0] ?? 0], { email: ` ${email} ` });
    expect(res.statusCode).toBe(200);
    const created = OrderCreateResponseSchema.parse(res.json()).data;
    const stored = await db()
      .selectFrom('orders')
      .select('email')
      .where('id', '=', created['order-id'])
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe(email);
    // The browser's type=email field may hand the domain over in punycode: taken as well.
    const punycode = await new TestBrowser(ctx.app).order(s.id, [s.seats[1] ?? 0], {
      email: 'тест@xn--80a1acny.xn--p1ai',
    });
    expect(punycode.statusCode).toBe(200);

    const pay = await browser.postJson('/v2/payment/pay/', {
      'order-id': created['order-id'],
      'pay-method': 'card',
    });
    const { redirect_url } = PayResponseSchema.parse(pay.json()).data;
    expect((await browser.postForm(`${redirect_url}/pay`, TEST_CARD)).body).toContain(
      'data-result="paid"',
    );
    const mail = await db()
      .selectFrom('outbox')
      .select(['recipient', 'body_html'])
      .where('order_id', '=', created['order-id'])
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe(email);
    expect(mail.body_html).toContain(`Письмо отправлено на ${email}`);
    expect((await browser.get('/sandbox/outbox')).body).toContain(`→ ${email}`);
  });

  it('refuses a bad card and keeps the order payable; decline leaves it unpaid', async () => {
    clock.set(FIXED_NOW);
    const s = session(1);
    const { browser, created, pay } = await orderAndPay(s, [s.seats[0] ?? 0]);
    for (const [card, message] of [
      [{ ...TEST_CARD, number: '4111 1111 1111 1112' }, 'Проверьте номер карты'],
      [
        { ...TEST_CARD, number: '3530 1113 3330 0000' },
        'Принимаются только карты VISA и MASTERCARD',
      ],
      [{ ...TEST_CARD, expiry: '13/30' }, 'Проверьте срок действия карты'],
      [{ ...TEST_CARD, expiry: '01/26' }, 'Срок действия карты истек'],
      [{ ...TEST_CARD, cvc: '12' }, 'Проверьте код CVC'],
      [{ ...TEST_CARD, holder: 'Иван' }, 'Укажите имя владельца латинскими буквами, как на карте'],
    ] as const) {
      const res = await browser.postForm(`${pay.redirect_url}/pay`, card);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    const declined = await browser.postForm(`${pay.redirect_url}/decline`, {});
    expect(declined.body).toContain('data-result="declined"');
    const current = UserSessionResponseSchema.parse((await browser.get('/v1/user/session')).json());
    expect(current.data?.id).toBe(created['order-id']);
    expect(current.data?.payment_link).toBe(pay.redirect_url);
    expect((await takenRows(db(), s.id)).map((r) => r.status)).toEqual(['held']);
    // Cross-site posts to the bank are refused too.
    const cross = await browser.postForm(`${pay.redirect_url}/pay`, TEST_CARD, {
      'sec-fetch-site': 'cross-site',
    });
    expect(cross.statusCode).toBe(403);
    expect((await browser.postForm(`${pay.redirect_url}/pay`, TEST_CARD)).body).toContain(
      'data-result="paid"',
    );
  });

  it('refuses other methods, unknown tokens and bad bodies', async () => {
    clock.set(FIXED_NOW);
    const s = session(2);
    const browser = new TestBrowser(ctx.app);
    const created = OrderCreateResponseSchema.parse(
      (await browser.order(s.id, [s.seats[0] ?? 0])).json(),
    ).data;
    // Google Pay is off unless configured; a method nobody knows is refused by the schema.
    const google = await browser.postJson('/v2/payment/pay/', {
      'order-id': created['order-id'],
      'pay-method': 'google-pay',
      payment_features: { paymentToken: 'e30=' },
    });
    expect([google.statusCode, ErrorEnvelopeSchema.parse(google.json()).errors]).toEqual([
      400,
      { code: 400, message: 'Этот способ оплаты недоступен.' },
    ]);
    const unknown = await browser.postJson('/v2/payment/pay/', {
      'order-id': created['order-id'],
      'pay-method': 'bitcoin',
    });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('pay-method');
    expect(
      (await browser.postJson('/v2/payment/pay/', { 'order-id': 'x', 'pay-method': 'card' }))
        .statusCode,
    ).toBe(400);
    expect((await browser.postJson('/v2/payment/pay/', { 'pay-method': 'card' })).statusCode).toBe(
      400,
    );
    expect((await browser.get('/sandbox/bank/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(
      404,
    );
    expect((await browser.get('/sandbox/bank/<script>')).statusCode).toBe(404);
  });
});

describe('expiry on the controlled clock', () => {
  it('an expired hold reads free at once, and the sweeper marks the order expired', async () => {
    clock.set(FIXED_NOW);
    const s = session(3);
    const seats = [s.seats[0] ?? 0, s.seats[1] ?? 0];
    const { browser, created, pay } = await orderAndPay(s, seats);
    clock.advance(419_000);
    let places = SessionPlacesResponseSchema.parse(
      (await new TestBrowser(ctx.app).get(`/v1/session/places/?id=${s.id}`)).json(),
    ).data;
    expect(places.sold).toEqual(seats);
    clock.advance(1_000);
    places = SessionPlacesResponseSchema.parse(
      (await new TestBrowser(ctx.app).get(`/v1/session/places/?id=${s.id}`)).json(),
    ).data;
    expect(places.sold).toEqual([]);
    expect(
      UserSessionResponseSchema.parse((await browser.get('/v1/user/session')).json()).data,
    ).toBeNull();
    const late = await browser.postJson('/v2/payment/pay/', {
      'order-id': created['order-id'],
      'pay-method': 'card',
    });
    expect([late.statusCode, ErrorEnvelopeSchema.parse(late.json()).errors]).toEqual([
      410,
      { code: 410, message: 'Время ожидания оплаты заказа истекло' },
    ]);
    // The bank page shows the expiry and tells the frame.
    const page = await browser.get(pay.redirect_url);
    expect(page.body).toContain('data-result="expired"');
    expect(page.body).toContain('postMessage("ticketTimeout"');

    expect(await sweepExpiredHolds(sweepCtx())).toBeGreaterThanOrEqual(1);
    expect(await takenRows(db(), s.id)).toEqual([]);
    const details = OrderDetailsResponseSchema.parse(
      (await browser.get(`/v1/order/?id=${created['order-id']}`)).json(),
    ).data;
    expect(details.status).toBe('expired');
    expect(await sweepExpiredHolds(sweepCtx())).toBe(0);
  });

  it('a late payment of an expired hold whose seat another buyer now holds creates no ticket', async () => {
    clock.set(FIXED_NOW);
    const s = session(4);
    const seat = s.seats[3] ?? 0;
    const late = await orderAndPay(s, [seat]);
    clock.advance(8 * 60_000);
    const rival = new TestBrowser(ctx.app);
    const rivalOrder = OrderCreateResponseSchema.parse(
      (await rival.order(s.id, [seat])).json(),
    ).data;

    const res = await late.browser.postForm(`${late.pay.redirect_url}/pay`, TEST_CARD);
    expect(res.body).toContain('data-result="expired"');
    expect(res.body).toContain('postMessage("ticketTimeout"');
    expect(
      await db().selectFrom('tickets').select('id').where('session_id', '=', s.id).execute(),
    ).toEqual([]);
    expect(await takenRows(db(), s.id)).toEqual([
      { seat_id: seat, status: 'held', order_id: rivalOrder['order-id'] },
    ]);
    // The rival pays normally.
    const rivalPay = PayResponseSchema.parse(
      (
        await rival.postJson('/v2/payment/pay/', {
          'order-id': rivalOrder['order-id'],
          'pay-method': 'card',
        })
      ).json(),
    ).data;
    expect((await rival.postForm(`${rivalPay.redirect_url}/pay`, TEST_CARD)).body).toContain(
      'data-result="paid"',
    );
    expect((await takenRows(db(), s.id)).map((r) => r.status)).toEqual(['sold']);
  });

  it('a payment arriving after the lapse but before the sweeper still creates no ticket', async () => {
    clock.set(FIXED_NOW);
    const s = session(5);
    const { browser, created, pay } = await orderAndPay(s, [s.seats[0] ?? 0]);
    clock.advance(420_000);
    const res = await browser.postForm(`${pay.redirect_url}/pay`, TEST_CARD);
    expect(res.body).toContain('data-result="expired"');
    expect(await ticketsOf(created['order-id'])).toEqual([]);
    expect(await takenRows(db(), s.id)).toEqual([]);
  });
});
