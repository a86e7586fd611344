import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  FindUserOrdersResponseSchema,
  OrderCreateResponseSchema,
  UserSessionResponseSchema,
} from '@softkino/contract/order';
import { PayResponseSchema } from '@softkino/contract/payment';
import { formatRubles } from '@softkino/contract/money';
import { UserResponseSchema } from '@softkino/contract/user';
import { postLedger } from '../src/repositories/bonuses';
import { AccountBrowser, signUpByCode } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import { sessionsOfFilms } from './helpers/payments';
import {
  pickSessions,
  takenRows,
  testClock,
  TestBrowser,
  type TestSession,
  sessionCursor,
  TEST_CARD,
} from './helpers/sales';

const clock = testClock();
const log: string[] = [];
const ctx = useTestApp({ now: clock.now, smsLog: (line) => log.push(line), sweepIntervalMs: 0 });
const db = () => ctx.db().database.db;

let sessions: TestSession[];
let noBonusSession: TestSession;
beforeAll(async () => {
  sessions = await pickSessions(db(), 40);
  // A session of a cinema flagged no_bonus (the seed has two), bought as the others are.
  const flagged = await db()
    .selectFrom('sessions')
    .innerJoin('halls', 'halls.id', 'sessions.hall_id')
    .innerJoin('cinemas', 'cinemas.id', 'halls.cinema_id')
    .select(['sessions.id', 'sessions.hall_id', 'sessions.film_id', 'sessions.starts_at'])
    .where('cinemas.no_bonus', '=', true)
    .where('sessions.deleted', '=', false)
    .where('sessions.disabled', '=', false)
    .where('sessions.starts_at', '>', new Date(FIXED_NOW.getTime() + 24 * 3600_000))
    .orderBy('sessions.id')
    .executeTakeFirstOrThrow();
  const seats = await db()
    .selectFrom('seats')
    .select('id')
    .where('hall_id', '=', flagged.hall_id)
    .orderBy('id')
    .execute();
  noBonusSession = {
    id: flagged.id,
    hallId: flagged.hall_id,
    filmId: flagged.film_id,
    startsAt: new Date(flagged.starts_at),
    seats: seats.map((r) => r.id),
  };
  sessions = sessions.filter((x) => x.id !== flagged.id);
});

/** A session no other test of this file uses. */
const freshSession = sessionCursor(() => sessions);

let phoneCounter = 0;
/** A signed-in account; with `points`, it has a 10 % card granted that many points. */
async function account(points: number | null): Promise<{ b: AccountBrowser; cardId: number }> {
  phoneCounter += 1;
  const phone = `7955${String(phoneCounter).padStart(7, '0')}`;
  const b = new AccountBrowser(ctx.app, `198.51.100.${phoneCounter}`);
  await signUpByCode(b, phone, log);
  if (points === null) return { b, cardId: 0 };
  return { b, cardId: await giveCard(phone, points) };
}

/** Gives the account of `phone` a 10 % card with `points` granted; returns the card's id. */
async function giveCard(phone: string, points: number): Promise<number> {
  const user = await db()
    .withTables<{ users: { id: number; phone: string } }>()
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  const card = await db()
    .insertInto('bonus_cards')
    .values({ number: `77${phone}`, user_id: user.id, percents: 0.1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cardId = Number(card.id);
  if (points > 0)
    await db()
      .transaction()
      .execute((trx) =>
        postLedger(trx, { cardId, orderId: null, kind: 'grant', points }, sql`now()`),
      );
  return cardId;
}

function order(b: AccountBrowser, s: TestSession, seatIdx: number[], bonus: number) {
  return b.post('/v2/payment/create_order/', {
    session: String(s.id),
    seats: JSON.stringify(seatIdx.map((i) => s.seats[i])),
    email: 'bonus@example.ru',
    bonus_pay: String(bonus),
  });
}

async function priceOf(s: TestSession, seatIdx: number[]): Promise<number> {
  const rows = await db()
    .selectFrom('session_prices')
    .innerJoin('seats', 'seats.zone', 'session_prices.zone')
    .select('session_prices.price')
    .where('session_prices.session_id', '=', s.id)
    .where(
      'seats.id',
      'in',
      seatIdx.map((i) => s.seats[i] ?? 0),
    )
    .execute();
  return rows.reduce((sum, r) => sum + r.price, 0);
}

async function profile(b: AccountBrowser) {
  const res = await b.get('/v2/user/');
  expect(res.statusCode).toBe(200);
  return UserResponseSchema.parse(res.json()).data;
}

function errorOf(res: { statusCode: number; json: () => unknown }) {
  const errors = ErrorEnvelopeSchema.parse(res.json()).errors;
  return {
    status: res.statusCode,
    message: Array.isArray(errors) ? (errors[0]?.detail ?? '') : errors.message,
  };
}

async function cardState(cardId: number) {
  const card = await db()
    .selectFrom('bonus_cards')
    .select('balance')
    .where('id', '=', cardId)
    .executeTakeFirstOrThrow();
  const ledger = await db()
    .selectFrom('bonus_ledger')
    .select(['kind', 'points', 'order_id'])
    .where('card_id', '=', cardId)
    .orderBy('id')
    .execute();
  return {
    balance: card.balance,
    ledgerSum: ledger.reduce((sum, e) => sum + e.points, 0),
    ledger: ledger.map((e) => ({
      kind: e.kind,
      points: e.points,
      order_id: e.order_id === null ? null : Number(e.order_id),
    })),
  };
}

async function payByCard(b: AccountBrowser, orderId: number): Promise<string> {
  const pay = await b.postJson('/v2/payment/pay/', { 'order-id': orderId, 'pay-method': 'card' });
  expect(pay.statusCode).toBe(200);
  const url = PayResponseSchema.parse(pay.json()).data.redirect_url;
  const page = await b.get(url);
  const paid = await b.post(`${url}/pay`, TEST_CARD);
  expect(paid.body).toContain('data-result="paid"');
  return page.body;
}

describe('the bonus card in v2 user/', () => {
  it('shows the card and its spendable balance; without a card, none and 0', async () => {
    clock.set(FIXED_NOW);
    const { b } = await account(500);
    const user = await profile(b);
    expect(user.balance).toBe(500);
    expect(user.card).toEqual({
      number: expect.stringMatching(/^77\d{11}$/),
      virtual: false,
      movie: { percents: 0.1 },
      spend: 0,
      status: 'live',
    });
    expect(user.user_rest.cards).toEqual([user.card]);

    const plain = await account(null);
    const none = await profile(plain.b);
    expect(none.card).toBeNull();
    expect(none.balance).toBe(0);
    expect(none.user_rest.cards).toEqual([]);
  });
});

describe('spending points in create_order', () => {
  it('sets the points aside for the live order and gives them back when it is cancelled or lapses', async () => {
    clock.set(FIXED_NOW);
    const { b, cardId } = await account(500);
    const s = freshSession();
    const amount = await priceOf(s, [0, 1]);
    const spend = Math.min(500, amount - 2);
    const res = await order(b, s, [0, 1], spend);
    expect(res.statusCode).toBe(200);
    const created = OrderCreateResponseSchema.parse(res.json()).data;
    expect(created.amount).toBe(amount);
    expect(created.bonus_pay).toBe(spend);
    // Set aside, not yet spent: the ledger is untouched, the profile offers the rest.
    expect((await profile(b)).balance).toBe(500 - spend);
    expect(await cardState(cardId)).toMatchObject({ balance: 500, ledgerSum: 500 });
    // The unpaid order asks only for the money part.
    const unpaid = UserSessionResponseSchema.parse((await b.get('/v1/user/session')).json()).data;
    expect(unpaid?.amount).toBe(amount - spend);
    expect(unpaid?.bonus_pay).toBe(spend);

    const cancel = await b.get(`/v1/buy/cancel/?order_id=${created['order-id']}`);
    expect(cancel.statusCode).toBe(200);
    expect((await profile(b)).balance).toBe(500);

    // A lapsed hold gives them back at once, before any sweeper runs.
    const again = OrderCreateResponseSchema.parse((await order(b, s, [2], 50)).json()).data;
    expect(again.bonus_pay).toBe(50);
    expect((await profile(b)).balance).toBe(450);
    clock.advance(421_000);
    expect((await profile(b)).balance).toBe(500);
    expect(await cardState(cardId)).toMatchObject({ balance: 500, ledgerSum: 500 });
  });

  it('a new order for the same session replaces the old one and its points', async () => {
    clock.set(FIXED_NOW);
    const { b } = await account(100);
    const s = freshSession();
    expect((await order(b, s, [0], 80)).statusCode).toBe(200);
    const second = await order(b, s, [1], 90);
    expect(second.statusCode).toBe(200);
    expect((await profile(b)).balance).toBe(10);
  });

  it('refuses more than the balance less what other live orders set aside, holding nothing', async () => {
    clock.set(FIXED_NOW);
    const { b } = await account(300);
    const first = freshSession();
    const second = freshSession();
    expect((await order(b, first, [0, 1], 200)).statusCode).toBe(200);
    const refused = await order(b, second, [0, 1], 150);
    expect(errorOf(refused)).toEqual({
      status: 409,
      message: 'На карте недостаточно бонусов: доступно 100.',
    });
    expect(await takenRows(db(), second.id)).toEqual([]);
    expect((await order(b, second, [0, 1], 100)).statusCode).toBe(200);
    expect((await profile(b)).balance).toBe(0);
  });

  it('keeps 1 rouble of money per ticket', async () => {
    clock.set(FIXED_NOW);
    const { b } = await account(100_000);
    const s = freshSession();
    const amount = await priceOf(s, [0, 1, 2]);
    const over = await order(b, s, [0, 1, 2], amount - 2);
    expect(errorOf(over)).toEqual({
      status: 400,
      message: `Бонусами можно оплатить не более ${amount - 3} ₽: каждый билет стоит не меньше 1 ₽.`,
    });
    expect(await takenRows(db(), s.id)).toEqual([]);
    const max = await order(b, s, [0, 1, 2], amount - 3);
    expect(max.statusCode).toBe(200);
  });

  it('refuses points from a guest, an account without a card and at a no_bonus cinema', async () => {
    clock.set(FIXED_NOW);
    const s = freshSession();
    const guest = await new TestBrowser(ctx.app).order(s.id, [s.seats[0]], { bonus_pay: '10' });
    expect(errorOf(guest)).toEqual({
      status: 400,
      message: 'Войдите в личный кабинет, чтобы оплатить билеты бонусами.',
    });
    const plain = await account(null);
    expect(errorOf(await order(plain.b, s, [0], 10))).toEqual({
      status: 400,
      message: 'У вас нет бонусной карты, поэтому оплатить билеты бонусами нельзя.',
    });
    const { b } = await account(500);
    expect(errorOf(await order(b, noBonusSession, [0], 10))).toEqual({
      status: 400,
      message: 'На этот сеанс бонусы не начисляются и не списываются.',
    });
    expect(await takenRows(db(), s.id)).toEqual([]);
    expect(await takenRows(db(), noBonusSession.id)).toEqual([]);
    // Without points, all of them may buy.
    expect((await order(b, noBonusSession, [0], 0)).statusCode).toBe(200);
  });
});

describe('paying an order with points', () => {
  it('spends the points and earns 10 % of the money paid, in the ledger and the history', async () => {
    clock.set(FIXED_NOW);
    const { b, cardId } = await account(500);
    const s = freshSession();
    const amount = await priceOf(s, [0, 1]);
    const spend = Math.min(120, amount - 2);
    const created = OrderCreateResponseSchema.parse((await order(b, s, [0, 1], spend)).json()).data;
    const bankPage = await payByCard(b, created['order-id']);
    // The bank charges only the money part.
    expect(bankPage).toContain(formatRubles(amount - spend));
    expect(bankPage).toContain(`Ещё ${spend} ₽ оплачивается бонусами`);

    const earned = Math.floor((amount - spend) / 10);
    const state = await cardState(cardId);
    expect(state.ledger).toEqual([
      { kind: 'grant', points: 500, order_id: null },
      { kind: 'spend', points: -spend, order_id: created['order-id'] },
      ...(earned > 0 ? [{ kind: 'accrue', points: earned, order_id: created['order-id'] }] : []),
    ]);
    expect(state.balance).toBe(500 - spend + earned);
    expect(state.ledgerSum).toBe(state.balance);
    expect((await profile(b)).balance).toBe(state.balance);

    const history = FindUserOrdersResponseSchema.parse(
      (await b.get('/v2/user/find_user_orders/')).json(),
    ).data;
    expect(history[0]).toMatchObject({
      id: created['order-id'],
      status: 'paid',
      amount,
      bonus_pay: spend,
      bonus_add: earned,
      refunded: false,
    });
    const mail = await db()
      .selectFrom('outbox')
      .select('body_text')
      .where('order_id', '=', created['order-id'])
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain(`Оплачено: ${spend} бонус`);
    // The money part is named by what paid it (decision 355): here the card.
    expect(mail.body_text).toMatch(/Оплачено: [^\n]*, картой: /);
  });

  it('earns nothing and counts nothing towards the tier on a Pushkin-card order (decision 454)', async () => {
    clock.set(FIXED_NOW);
    const { b, cardId } = await account(50);
    const taken = new Set(sessions.map((x) => x.id));
    const s = (await sessionsOfFilms(db(), 40)).pushkin.find((x) => !taken.has(x.id));
    if (!s) throw new Error('no Pushkin session');
    const created = OrderCreateResponseSchema.parse((await order(b, s, [3], 0)).json()).data;
    const pay = await b.postJson('/v2/payment/pay/', {
      'order-id': created['order-id'],
      'pay-method': 'pushkin_card',
      fio: 'Пушкин Александр Сергеевич',
    });
    expect(pay.statusCode).toBe(200);
    const url = PayResponseSchema.parse(pay.json()).data.redirect_url;
    const paid = await b.post(`${url}/pay`, {
      number: '2200 0000 0000 0004',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.body).toContain('data-result="paid"');
    expect((await cardState(cardId)).ledger).toEqual([
      { kind: 'grant', points: 50, order_id: null },
    ]);
    const card = await db()
      .selectFrom('bonus_cards')
      .select('spend')
      .where('id', '=', cardId)
      .executeTakeFirstOrThrow();
    expect(card.spend).toBe(0);
    const history = FindUserOrdersResponseSchema.parse(
      (await b.get('/v2/user/find_user_orders/')).json(),
    ).data;
    expect(history[0]).toMatchObject({ id: created['order-id'], status: 'paid', bonus_add: 0 });
  });

  it('earns nothing at a no_bonus cinema and nothing for a guest', async () => {
    clock.set(FIXED_NOW);
    const { b, cardId } = await account(50);
    const created = OrderCreateResponseSchema.parse(
      (await order(b, noBonusSession, [5], 0)).json(),
    ).data;
    await payByCard(b, created['order-id']);
    expect((await cardState(cardId)).ledger).toEqual([
      { kind: 'grant', points: 50, order_id: null },
    ]);
  });

  it('a lapsed order with points is not paid and spends nothing', async () => {
    clock.set(FIXED_NOW);
    const { b, cardId } = await account(200);
    const s = freshSession();
    const created = OrderCreateResponseSchema.parse((await order(b, s, [0], 100)).json()).data;
    const pay = await b.postJson('/v2/payment/pay/', {
      'order-id': created['order-id'],
      'pay-method': 'card',
    });
    const url = PayResponseSchema.parse(pay.json()).data.redirect_url;
    clock.advance(421_000);
    const paid = await b.post(`${url}/pay`, TEST_CARD);
    expect(paid.body).toContain('data-result="expired"');
    expect(await cardState(cardId)).toMatchObject({ balance: 200, ledgerSum: 200 });
    expect((await profile(b)).balance).toBe(200);
  });
});

describe('one card, many browsers at once', () => {
  it('never sets aside more points than the card has', async () => {
    clock.set(FIXED_NOW);
    const phone = '79551234567';
    const first = new AccountBrowser(ctx.app, '192.0.2.1');
    await signUpByCode(first, phone, log);
    // The same account signed in on 12 browsers, each ordering its own session with 100 points.
    const browsers = [first];
    const set = await first.post('/v1/user/setpass/', {
      password: 'Secret12',
      password_confirm: 'Secret12',
    });
    expect(set.statusCode).toBe(200);
    for (let i = 2; i <= 12; i++) {
      const other = new AccountBrowser(ctx.app, `192.0.2.${i}`);
      const signedIn = await other.post('/v1/user/loginbypass/', { phone, password: 'Secret12' });
      expect(signedIn.statusCode).toBe(200);
      browsers.push(other);
    }
    const cardId = await giveCard(phone, 500);
    const results = await Promise.all(browsers.map((b) => order(b, freshSession(), [0, 1], 100)));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(7);
    expect((await profile(first)).balance).toBe(0);
    // Paying all of them at once, while the refused browsers try again, leaves the balance
    // exactly what the ledger says, never below zero.
    await Promise.all([
      ...results.map(async (res, i) => {
        if (res.statusCode !== 200) return;
        const created = OrderCreateResponseSchema.parse(res.json()).data;
        await payByCard(browsers[i] as AccountBrowser, created['order-id']);
      }),
      ...results.map(async (res, i) => {
        if (res.statusCode === 200) return;
        const retry = await order(browsers[i] as AccountBrowser, freshSession(), [0], 50);
        expect([200, 409]).toContain(retry.statusCode);
      }),
    ]);
    const state = await cardState(cardId);
    expect(state.ledgerSum).toBe(state.balance);
    expect(state.ledger.filter((e) => e.kind === 'spend')).toHaveLength(5);
    expect(state.balance).toBeGreaterThanOrEqual(0);
  });
});
