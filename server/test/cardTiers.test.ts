import { beforeAll, describe, expect, it } from 'vitest';
import { BonusHistoryResponseSchema } from '@softkino/contract/card';
import { OrderCreateResponseSchema } from '@softkino/contract/order';
import { PayResponseSchema } from '@softkino/contract/payment';
import { UserResponseSchema } from '@softkino/contract/user';
import { AccountBrowser, signUpByCode } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import {
  pickSessions,
  testClock,
  type TestSession,
  sessionCursor,
  expectBalancesMatchLedger,
} from './helpers/sales';

/**
 * Accrual tiers and the bonus history on real payments through the sandbox bank (issue 14,
 * docs/decisions/247, 252): the percent moves in the payment that crosses a threshold, two
 * payments at once neither skip nor double the move (on PostgreSQL they really race), a
 * cancellation lowers the spend, and the history pages 3 at a time.
 */

const clock = testClock();
const log: string[] = [];
const ctx = useTestApp({ now: clock.now, smsLog: (line) => log.push(line), sweepIntervalMs: 0 });
const db = () => ctx.db().database.db;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const BANK_CARD = {
  number: '4111 1111 1111 1111',
  expiry: '12/30',
  cvc: '123',
  holder: 'IVAN PETROV',
};

let sessions: TestSession[];
beforeAll(async () => {
  const all = await pickSessions(db(), 80);
  // Only cinemas that take bonus points: these tests are about earning them.
  const bonusHalls = new Set(
    (
      await db()
        .selectFrom('halls')
        .innerJoin('cinemas', 'cinemas.id', 'halls.cinema_id')
        .select('halls.id')
        .where('cinemas.no_bonus', '=', false)
        .execute()
    ).map((r) => r.id),
  );
  sessions = all.filter((s) => bonusHalls.has(s.hallId));
});

/** A session no other test of this file uses. */
const freshSession = sessionCursor(() => sessions);

let phoneCounter = 0;
/** A signed-in account with a printed card whose spend is `spend` (its tier set to match). */
async function holder(spend: number): Promise<{ b: AccountBrowser; cardId: number }> {
  phoneCounter += 1;
  const phone = `7957${String(phoneCounter).padStart(7, '0')}`;
  const b = new AccountBrowser(ctx.app, `198.51.100.${phoneCounter}`);
  await signUpByCode(b, phone, log);
  const user = await db()
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  const percents = spend >= 20000 ? 0.2 : spend >= 5000 ? 0.15 : 0.1;
  const card = await db()
    .insertInto('bonus_cards')
    .values({ number: `29${phone}`, user_id: user.id, spend, percents })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { b, cardId: card.id };
}

/** An order of one seat; returns its id and its amount. */
async function order(b: AccountBrowser, s: TestSession, seat = 0) {
  clock.set(FIXED_NOW);
  const res = await b.post('/v2/payment/create_order/', {
    session: String(s.id),
    seats: JSON.stringify([s.seats[seat]]),
    email: 'tiers@example.ru',
    bonus_pay: '0',
  });
  expect(res.statusCode).toBe(200);
  const created = OrderCreateResponseSchema.parse(res.json()).data;
  return { id: created['order-id'], amount: created.amount };
}

/** Opens the bank page of an order: its url, to post the card to. */
async function bankPage(b: AccountBrowser, orderId: number): Promise<string> {
  const pay = await b.postJson('/v2/payment/pay/', { 'order-id': orderId, 'pay-method': 'card' });
  expect(pay.statusCode).toBe(200);
  return PayResponseSchema.parse(pay.json()).data.redirect_url;
}

async function payAt(b: AccountBrowser, url: string): Promise<void> {
  const paid = await b.post(`${url}/pay`, BANK_CARD);
  expect(paid.body).toContain('data-result="paid"');
}

async function pay(b: AccountBrowser, orderId: number): Promise<void> {
  await payAt(b, await bankPage(b, orderId));
}

async function cardOf(cardId: number) {
  const card = await db()
    .selectFrom('bonus_cards')
    .select(['spend', 'percents', 'balance'])
    .where('id', '=', cardId)
    .executeTakeFirstOrThrow();
  const moves = await db()
    .selectFrom('bonus_tier_moves')
    .select(['order_id', 'from_percents', 'to_percents', 'spend'])
    .where('card_id', '=', cardId)
    .orderBy('id')
    .execute();
  return {
    spend: card.spend,
    percents: Number(card.percents),
    balance: card.balance,
    moves: moves.map((m) => ({
      order_id: m.order_id,
      from: Number(m.from_percents),
      to: Number(m.to_percents),
      spend: m.spend,
    })),
  };
}

async function earnedBy(orderId: number): Promise<number> {
  const row = await db()
    .selectFrom('orders')
    .select('bonus_add')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return row.bonus_add;
}

describe('accrual tiers', () => {
  it('moves to 15 % in the payment that reaches exactly 5000 ₽, which still earns 10 %', async () => {
    const s = freshSession();
    const probe = await holder(0);
    const { amount } = await order(probe.b, s, 0);
    const { b, cardId } = await holder(5000 - amount);
    const crossing = await order(b, s, 1);
    expect(crossing.amount).toBe(amount);
    await pay(b, crossing.id);
    expect(await cardOf(cardId)).toMatchObject({
      spend: 5000,
      percents: 0.15,
      moves: [{ order_id: crossing.id, from: 0.1, to: 0.15, spend: 5000 }],
    });
    expect(await earnedBy(crossing.id)).toBe(Math.floor(amount * 0.1));
    const user = UserResponseSchema.parse((await b.get('/v2/user/')).json()).data;
    expect(user.card).toMatchObject({ movie: { percents: 0.15 }, spend: 5000 });

    // The next order earns at the new percent.
    const after = await order(b, freshSession(), 0);
    await pay(b, after.id);
    expect(await earnedBy(after.id)).toBe(Math.floor((after.amount * 15) / 100));

    // Cancelling the crossing order takes its money off the spend: the percent goes back.
    const cancelled = await b.postJson('/v1/order/cancel/', { 'order-id': crossing.id });
    expect(cancelled.statusCode).toBe(200);
    const state = await cardOf(cardId);
    expect(state.spend).toBe(5000 + after.amount - amount);
    if (after.amount < amount) {
      expect(state.percents).toBe(0.1);
      expect(state.moves.at(-1)).toMatchObject({ order_id: crossing.id, from: 0.15, to: 0.1 });
    } else {
      expect(state.percents).toBe(0.15);
      expect(state.moves).toHaveLength(1);
    }
    // A repeated cancellation changes nothing.
    await b.postJson('/v1/order/cancel/', { 'order-id': crossing.id });
    expect((await cardOf(cardId)).spend).toBe(state.spend);
  });

  it('reaches 20 % at 20000 ₽ and stays there', async () => {
    const { b, cardId } = await holder(19999);
    const o = await order(b, freshSession(), 0);
    await pay(b, o.id);
    expect(await cardOf(cardId)).toMatchObject({
      percents: 0.2,
      moves: [{ order_id: o.id, from: 0.15, to: 0.2, spend: 19999 + o.amount }],
    });
    const more = await order(b, freshSession(), 0);
    await pay(b, more.id);
    expect((await cardOf(cardId)).moves).toHaveLength(1);
    expect(await earnedBy(more.id)).toBe(Math.floor(more.amount * 0.2));
  });

  it(`two payments at once that reach 5000 ₽ together move the percent exactly once${onPostgres ? ' (PostgreSQL: they race)' : ''}`, async () => {
    // Several cards, each with two orders whose money together reaches exactly 5000, made one
    // after the other (sign-up reads the newest code of the log); then every payment at once.
    const rounds = [];
    for (let i = 0; i < 6; i++) {
      const a = freshSession();
      const c = freshSession();
      const probe = await holder(0);
      const first = await order(probe.b, a, 0);
      const second = await order(probe.b, c, 0);
      const { b, cardId } = await holder(5000 - first.amount - second.amount);
      const x = await order(b, a, 1);
      const y = await order(b, c, 1);
      rounds.push({ b, cardId, x, y, urls: [await bankPage(b, x.id), await bankPage(b, y.id)] });
    }
    // All the payments go at once.
    await Promise.all(rounds.flatMap((r) => r.urls.map((url) => payAt(r.b, url))));
    for (const r of rounds) {
      const state = await cardOf(r.cardId);
      expect(state.spend).toBe(5000);
      expect(state.percents).toBe(0.15);
      expect(state.moves).toHaveLength(1);
      expect(state.moves[0]).toMatchObject({ from: 0.1, to: 0.15, spend: 5000 });
      // The first applied earned at 10 %, and so did the one that crossed.
      expect(await earnedBy(r.x.id)).toBe(Math.floor(r.x.amount * 0.1));
      expect(await earnedBy(r.y.id)).toBe(Math.floor(r.y.amount * 0.1));
      expect(state.balance).toBe((await earnedBy(r.x.id)) + (await earnedBy(r.y.id)));
    }
  });
});

describe('the bonus history', () => {
  it('lists paid orders that earned points, newest first, 3 at a time with last-id', async () => {
    const { b } = await holder(0);
    const paid: number[] = [];
    for (let i = 0; i < 4; i++) {
      const o = await order(b, freshSession(), 0);
      await pay(b, o.id);
      paid.push(o.id);
    }
    // An unpaid order and a cancelled one are not in it.
    await order(b, freshSession(), 0);
    const cancelled = await order(b, freshSession(), 0);
    await pay(b, cancelled.id);
    expect((await b.postJson('/v1/order/cancel/', { 'order-id': cancelled.id })).statusCode).toBe(
      200,
    );

    const first = BonusHistoryResponseSchema.parse(
      (await b.get('/v2/user/bonus/history/')).json(),
    ).data;
    expect(first.items.map((i) => i.id)).toEqual([paid[3], paid[2], paid[1]]);
    expect(first.more).toBe(true);
    const top = first.items[0];
    expect(top?.amount.bonus_add).toBe(await earnedBy(paid[3] ?? 0));
    expect(top?.amount.bonus_pay).toBe(0);
    expect(top?.film.poster.small).toMatch(/^\/static\//);
    expect(top?.number).toMatch(/^\d+$/);
    expect(Number.isNaN(Date.parse(top?.created_at ?? ''))).toBe(false);

    const second = BonusHistoryResponseSchema.parse(
      (await b.get(`/v2/user/bonus/history/?last-id=${first.items.at(-1)?.id}`)).json(),
    ).data;
    expect(second).toMatchObject({ items: [{ id: paid[0] }], more: false });
  });
});

describe('the ledger after payments and cancellations', () => {
  it('every card: the balance is the ledger sum and never below zero', async () => {
    await expectBalancesMatchLedger(db(), 10);
  });
});
