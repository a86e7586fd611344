import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bonusAccrual } from '@softkino/contract/bonus';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  CANCEL_PAID_MESSAGES,
  CancelPaidOrderResponseSchema,
  OrderCreateResponseSchema,
  OrderDetailsResponseSchema,
  REFUND_TEXTS,
} from '@softkino/contract/order';
import { PayResponseSchema } from '@softkino/contract/payment';
import { BONUS_FORMS, pluralize } from '@softkino/contract/plural';
import {
  TICKET_CHECK_MESSAGES,
  TICKET_LINK_INVALID,
  TicketCheckResponseSchema,
  TicketsViewResponseSchema,
} from '@softkino/contract/tickets';
import { postLedger } from '../src/repositories/bonuses';
import { refundPayment } from '../src/services/refunds';
import { AccountBrowser, signUpByCode } from './helpers/accounts';
import { useTestApp, sandboxContext } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import {
  pickSessions,
  takenRows,
  testClock,
  TestBrowser,
  type TestSession,
  sessionCursor,
  TEST_CARD,
} from './helpers/sales';

/**
 * Cancelling a paid order (issue 12, spec section 6; decisions 185-189): up to 30 minutes before
 * the session on the SQL clock; seats free, tickets void at the door, links dead, money back
 * through the provider with a return receipt, points spent returned and points earned taken.
 */
const clock = testClock();
const log: string[] = [];
const ctx = useTestApp({ now: clock.now, smsLog: (line) => log.push(line), sweepIntervalMs: 0 });
const db = () => ctx.db().database.db;

const MINUTE = 60_000;

let sessions: TestSession[];
beforeAll(async () => {
  sessions = await pickSessions(db(), 30);
});
/** A session no other test of this file uses. */
const freshSession = sessionCursor(() => sessions);
function seat(s: TestSession, i: number): number {
  const id = s.seats[i];
  if (id === undefined) throw new Error(`session ${s.id} has no seat ${i}`);
  return id;
}

type Browser = AccountBrowser | TestBrowser;

let phoneCounter = 0;
/** A signed-in account with a 10 % card granted `points`. */
async function account(points: number): Promise<{ b: AccountBrowser; cardId: number }> {
  phoneCounter += 1;
  const phone = `7966${String(phoneCounter).padStart(7, '0')}`;
  const b = new AccountBrowser(ctx.app, `198.51.100.${phoneCounter}`);
  await signUpByCode(b, phone, log);
  const user = await db()
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  const card = await db()
    .insertInto('bonus_cards')
    .values({ number: `78${phone}`, user_id: user.id, percents: 0.1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (points > 0)
    await db()
      .transaction()
      .execute((trx) =>
        postLedger(trx, { cardId: card.id, orderId: null, kind: 'grant', points }, sql`now()`),
      );
  return { b, cardId: card.id };
}

function createOrder(b: Browser, s: TestSession, seatIdx: number[], bonus = 0) {
  const form = {
    session: String(s.id),
    seats: JSON.stringify(seatIdx.map((i) => seat(s, i))),
    email: 'cancel@example.ru',
    bonus_pay: String(bonus),
  };
  return b instanceof AccountBrowser
    ? b.post('/v2/payment/create_order/', form)
    : b.postForm('/v2/payment/create_order/', form);
}

/**
 * Bridge until the payments of issue 12 (h/pay-server) record every payment: a paid order whose
 * payment has no row gets the row the card payment would have written, so the refund has the
 * payment to go back through. Once payments record themselves, this finds the row and adds
 * nothing.
 */
async function ensurePaymentRow(orderId: number): Promise<void> {
  const existing = await db()
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  if (existing) return;
  const order = await db()
    .selectFrom('orders')
    .select(['payment_token', 'amount', 'bonus_pay', 'paid_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (!order.payment_token || !order.paid_at) throw new Error(`order ${orderId} is not paid`);
  await db()
    .insertInto('payments')
    .values({
      order_id: orderId,
      provider: 'sandbox',
      method: 'card',
      token: order.payment_token,
      amount: order.amount - order.bonus_pay,
      status: 'paid',
      paid_at: order.paid_at,
    })
    .execute();
}

/** Orders seats and pays them by card through the sandbox bank, as a buyer does. */
async function buy(b: Browser, s: TestSession, seatIdx: number[], bonus = 0) {
  clock.set(FIXED_NOW);
  const res = await createOrder(b, s, seatIdx, bonus);
  expect(res.statusCode).toBe(200);
  const created = OrderCreateResponseSchema.parse(res.json()).data;
  const orderId = created['order-id'];
  const pay = await b.postJson('/v2/payment/pay/', { 'order-id': orderId, 'pay-method': 'card' });
  expect(pay.statusCode).toBe(200);
  const url = PayResponseSchema.parse(pay.json()).data.redirect_url;
  const paid =
    b instanceof AccountBrowser
      ? await b.post(`${url}/pay`, TEST_CARD)
      : await b.postForm(`${url}/pay`, TEST_CARD);
  expect(paid.body).toContain('data-result="paid"');
  await ensurePaymentRow(orderId);
  return { orderId, amount: created.amount, bonusPay: created.bonus_pay };
}

function cancel(b: Browser, orderId: number | string, headers: Record<string, string> = {}) {
  return b.postJson('/v1/order/cancel/', { 'order-id': orderId }, headers);
}

function errorOf(res: { statusCode: number; json: () => unknown }) {
  const errors = ErrorEnvelopeSchema.parse(res.json()).errors;
  return {
    status: res.statusCode,
    message: Array.isArray(errors) ? (errors[0]?.detail ?? '') : errors.message,
  };
}

async function details(b: Browser, orderId: number) {
  const res = await b.get(`/v1/order/?id=${orderId}`);
  expect(res.statusCode).toBe(200);
  return OrderDetailsResponseSchema.parse(res.json()).data;
}

async function ticketRows(orderId: number) {
  return db()
    .selectFrom('tickets')
    .select(['code', 'status'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

async function cardState(cardId: number) {
  const card = await db()
    .selectFrom('bonus_cards')
    .select('balance')
    .where('id', '=', cardId)
    .executeTakeFirstOrThrow();
  const ledger = await db()
    .selectFrom('bonus_ledger')
    .select(['kind', 'points', 'shortfall', 'order_id'])
    .where('card_id', '=', cardId)
    .orderBy('id')
    .execute();
  return { balance: card.balance, ledger };
}

/** Everything a refused cancellation must leave as it was. */
async function snapshot(orderId: number, s: TestSession, cardId?: number) {
  const [order, seats, tickets, refunds, receipts, links, card] = await Promise.all([
    db()
      .selectFrom('orders')
      .select(['status', 'cancelled_at'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow(),
    takenRows(db(), s.id),
    ticketRows(orderId),
    db().selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute(),
    db().selectFrom('receipts').select('kind').where('order_id', '=', orderId).execute(),
    db()
      .selectFrom('ticket_links')
      .select(['revoked_at'])
      .where('order_id', '=', orderId)
      .execute(),
    cardId === undefined ? Promise.resolve(null) : cardState(cardId),
  ]);
  return { order, seats, tickets, refunds, receipts, links, card };
}

/** The ticket's code as the door's scanner reads it. */
async function doorCheck(code: string, address = '192.0.2.50') {
  const res = await ctx.app().inject({
    method: 'POST',
    url: '/local/php_interface/api/v1/ticket/check/',
    payload: { code },
    remoteAddress: address,
  });
  return res;
}

/** The tickets e-mail's link of an order, read from the e-mail in the outbox. */
async function ticketsLinkToken(orderId: number): Promise<string> {
  const mail = await db()
    .selectFrom('outbox')
    .select('body_text')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const token = /\/tickets\/([A-Za-z0-9_-]{43})/.exec(mail.body_text)?.[1];
  if (!token) throw new Error('no tickets link in the e-mail');
  return token;
}

describe('cancelling a paid order 31 minutes before the session', () => {
  it('frees the seats, voids the tickets, refunds the money with a receipt and reverses the points', async () => {
    const { b, cardId } = await account(500);
    const s = freshSession();
    const bought = await buy(b, s, [0, 1], 100);
    expect(bought.bonusPay).toBe(100);
    const money = bought.amount - 100;
    const earned = bonusAccrual(money, 0.1);
    expect(earned).toBeGreaterThan(0);
    expect((await cardState(cardId)).balance).toBe(500 - 100 + earned);
    const tickets = await ticketRows(bought.orderId);
    const token = await ticketsLinkToken(bought.orderId);
    const before = await details(b, bought.orderId);
    expect(before.pay_method).toBe('card');
    expect(before.cancel_until_unix).toBe(Math.floor(s.startsAt.getTime() / 1000) - 30 * 60);
    expect(before.cancelled_at).toBeNull();
    expect(before.refunds).toEqual([]);

    clock.set(new Date(s.startsAt.getTime() - 31 * MINUTE));
    const res = await cancel(b, bought.orderId);
    expect(res.statusCode).toBe(200);
    expect(CancelPaidOrderResponseSchema.parse(res.json()).data).toEqual({
      id: bought.orderId,
      status: 'cancelled',
      refund: money,
      bonus_returned: 100,
      bonus_taken: earned,
    });

    // The seats are free at once: another buyer takes them.
    expect(await takenRows(db(), s.id)).toEqual([]);
    const next = await createOrder(new TestBrowser(ctx.app), s, [0, 1]);
    expect(next.statusCode).toBe(200);

    // The tickets are void and refused at the door; the e-mail's link opens no tickets, only
    // the order as cancelled (decision 461).
    expect((await ticketRows(bought.orderId)).map((t) => t.status)).toEqual(['void', 'void']);
    for (const t of tickets) {
      const check = await doorCheck(t.code);
      expect(check.statusCode).toBe(200);
      expect(TicketCheckResponseSchema.parse(check.json()).data).toEqual({
        result: 'void',
        message: TICKET_CHECK_MESSAGES.void,
        ticket: null,
      });
    }
    const link = await new TestBrowser(ctx.app).get(`/v1/tickets/?token=${token}`);
    expect(link.statusCode).toBe(200);
    const linked = TicketsViewResponseSchema.parse(link.json()).data;
    expect(linked.tickets).toEqual([]);
    expect(linked.cancelled).not.toBeNull();
    const links = await db()
      .selectFrom('ticket_links')
      .select(['revoked_reason'])
      .where('order_id', '=', bought.orderId)
      .execute();
    expect(links).toEqual([{ revoked_reason: 'order' }]);

    // The money went back the way it came, once, with a return receipt.
    const refunds = await db()
      .selectFrom('refunds')
      .select(['amount', 'reason', 'payment_id'])
      .where('order_id', '=', bought.orderId)
      .execute();
    expect(refunds).toEqual([{ amount: money, reason: 'cancel', payment_id: expect.any(Number) }]);
    const payment = await db()
      .selectFrom('payments')
      .select(['status', 'method'])
      .where('order_id', '=', bought.orderId)
      .execute();
    expect(payment).toEqual([{ status: 'refunded', method: 'card' }]);
    const returnReceipts = await db()
      .selectFrom('receipts')
      .select(['kind', 'total'])
      .where('order_id', '=', bought.orderId)
      .where('kind', '=', 'income_return')
      .execute();
    // The receipt returns the tickets' whole price: the money and the points paid with it.
    expect(returnReceipts).toEqual([{ kind: 'income_return', total: bought.amount }]);
    const number = (await details(b, bought.orderId)).number;
    const mail = await db()
      .selectFrom('outbox')
      .select(['recipient', 'body_text'])
      .where('order_id', '=', bought.orderId)
      .where('subject', '=', `Возврат по заказу № ${number}`)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.recipient).toBe('cancel@example.ru');
    expect(mail[0]?.body_text).toContain(REFUND_TEXTS.cancel);
    // The points spent on it are in the same letter as the money (decision 428).
    expect(mail[0]?.body_text).toContain(
      'Потраченные на заказ бонусы вернулись на бонусный счет: 100 бонусов.',
    );

    // Points: what it spent came back, what it earned was taken back.
    const card = await cardState(cardId);
    expect(card.balance).toBe(500);
    expect(card.ledger.filter((e) => e.order_id === bought.orderId)).toEqual([
      { kind: 'spend', points: -100, shortfall: 0, order_id: bought.orderId },
      { kind: 'accrue', points: earned, shortfall: 0, order_id: bought.orderId },
      { kind: 'refund', points: 100, shortfall: 0, order_id: bought.orderId },
      { kind: 'revoke', points: -earned, shortfall: 0, order_id: bought.orderId },
    ]);

    // The order page says what happened.
    const after = await details(b, bought.orderId);
    expect(after.status).toBe('cancelled');
    // Cancelled after it was paid: refunded (decision 411).
    expect(after.refunded).toBe(true);
    expect(after.tickets).toEqual([]);
    expect(after.pay_method).toBe('card');
    expect(after.cancel_until_unix).toBeNull();
    expect(after.cancelled_at).toBe(new Date(s.startsAt.getTime() - 31 * MINUTE).toISOString());
    expect(after.refunds).toEqual([
      { amount: money, reason: 'cancel', created_at: expect.any(String) },
    ]);
    expect(after.receipts.map((r) => [r.kind, r.total])).toContainEqual([
      'income_return',
      bought.amount,
    ]);
    for (const r of after.receipts) expect(r.url).not.toBe('');
  });

  it('allows it at exactly 30 minutes ("no later than 30 minutes before")', async () => {
    const guest = new TestBrowser(ctx.app);
    const s = freshSession();
    const bought = await buy(guest, s, [3]);
    clock.set(new Date(s.startsAt.getTime() - 30 * MINUTE));
    expect((await cancel(guest, bought.orderId)).statusCode).toBe(200);
  });
});

describe('a refunded order says the same everywhere (decision 461)', () => {
  it('its page, its tickets link and its refund e-mail name the money back, the points returned and the earned points taken', async () => {
    const { b } = await account(500);
    const s = freshSession();
    const bought = await buy(b, s, [4, 5], 100);
    const money = bought.amount - 100;
    const earned = bonusAccrual(money, 0.1);
    expect(earned).toBeGreaterThan(0);
    const token = await ticketsLinkToken(bought.orderId);
    const paid = await details(b, bought.orderId);
    expect(paid.cancellation).toBeNull();
    const paidLink = await new TestBrowser(ctx.app).get(`/v1/tickets/?token=${token}`);
    expect(TicketsViewResponseSchema.parse(paidLink.json()).data.cancelled).toBeNull();

    clock.set(new Date(s.startsAt.getTime() - 60 * MINUTE));
    const answer = CancelPaidOrderResponseSchema.parse(
      (await cancel(b, bought.orderId)).json(),
    ).data;
    const figures = { refund: money, bonus_returned: 100, bonus_taken: earned };
    expect(answer).toEqual({ id: bought.orderId, status: 'cancelled', ...figures });

    // The order read on a later visit carries what the cancel's answer said.
    const after = await details(b, bought.orderId);
    expect(after.cancellation).toEqual(figures);

    // The e-mail's link opens the order as cancelled, in any browser: its film and session,
    // what came back, and no tickets; not 'Ссылка на билеты недействительна'.
    const link = await new TestBrowser(ctx.app).get(`/v1/tickets/?token=${token}`);
    expect(link.statusCode).toBe(200);
    const view = TicketsViewResponseSchema.parse(link.json()).data;
    expect(view.number).toBe(after.number);
    expect(view.film).toEqual(after.film);
    expect(`${view.date} ${view.time} ${view.hall}`).toBe(
      `${after.date} ${after.time} ${after.hall}`,
    );
    expect(view.tickets).toEqual([]);
    expect(view.cancelled).toEqual({ ...figures, pay_method: 'card', bonus_pay: 100 });
    expect(link.body).not.toContain('cancel@example.ru');

    // The refund e-mail: the points returned and the earned points taken back.
    const mail = await db()
      .selectFrom('outbox')
      .select(['body_text', 'body_html'])
      .where('order_id', '=', bought.orderId)
      .where('subject', '=', `Возврат по заказу № ${after.number}`)
      .executeTakeFirstOrThrow();
    const taken = `Начисленные за заказ бонусы списаны: ${pluralize(earned, BONUS_FORMS)}.`;
    for (const body of [mail.body_text, mail.body_html ?? '']) {
      expect(body).toContain(
        'Потраченные на заказ бонусы вернулись на бонусный счет: 100 бонусов.',
      );
      expect(body).toContain(taken);
    }
  });

  it('a link its buyer revoked before the cancel still says nothing about the order', async () => {
    const guest = new TestBrowser(ctx.app);
    const s = freshSession();
    const bought = await buy(guest, s, [6]);
    const token = await ticketsLinkToken(bought.orderId);
    const revoked = await guest.postJson('/v1/order/ticket_link/revoke/', {
      'order-id': bought.orderId,
    });
    expect(revoked.statusCode).toBe(200);
    clock.set(new Date(s.startsAt.getTime() - 60 * MINUTE));
    expect((await cancel(guest, bought.orderId)).statusCode).toBe(200);
    const link = await new TestBrowser(ctx.app).get(`/v1/tickets/?token=${token}`);
    expect(errorOf(link)).toEqual({ status: 404, message: TICKET_LINK_INVALID });
    // A guest's order without points: nothing taken, the money back.
    expect((await details(guest, bought.orderId)).cancellation).toEqual({
      refund: bought.amount,
      bonus_returned: 0,
      bonus_taken: 0,
    });
  });
});

describe('cancelling 29 minutes before the session', () => {
  it('is refused with the clear message and changes nothing', async () => {
    const { b, cardId } = await account(300);
    const s = freshSession();
    const bought = await buy(b, s, [4, 5], 50);
    const tickets = await ticketRows(bought.orderId);
    clock.set(new Date(s.startsAt.getTime() - 29 * MINUTE));
    const before = await snapshot(bought.orderId, s, cardId);

    const res = await cancel(b, bought.orderId);
    expect(errorOf(res)).toEqual({ status: 409, message: CANCEL_PAID_MESSAGES.tooLate });
    expect(CANCEL_PAID_MESSAGES.tooLate).toBe(
      'Отменить заказ можно не позднее чем за 30 минут до начала сеанса.',
    );
    expect(await snapshot(bought.orderId, s, cardId)).toEqual(before);
    expect(before.order.status).toBe('paid');
    expect(before.seats.map((r) => r.status)).toEqual(['sold', 'sold']);

    // The tickets still let their holder in.
    const check = TicketCheckResponseSchema.parse(
      (await doorCheck(tickets[0]?.code ?? '')).json(),
    ).data;
    expect(check.result).toBe('valid');
    // The order page no longer offers it: the deadline has passed.
    const page = await details(b, bought.orderId);
    expect(page.cancel_until_unix).toBeLessThan(Math.floor(clock.now().getTime() / 1000));
  });
});

describe('who may cancel', () => {
  it("answers 404 for someone else's order, signed in or not, and cancels a guest's by its browser", async () => {
    const owner = new TestBrowser(ctx.app);
    const s = freshSession();
    const bought = await buy(owner, s, [6]);
    clock.set(new Date(s.startsAt.getTime() - 2 * 60 * MINUTE));
    const before = await snapshot(bought.orderId, s);

    const stranger = new TestBrowser(ctx.app);
    await stranger.get('/v1/user/session');
    expect(errorOf(await cancel(stranger, bought.orderId))).toEqual({
      status: 404,
      message: 'Заказ не найден.',
    });
    const { b: otherAccount } = await account(0);
    expect(errorOf(await cancel(otherAccount, bought.orderId)).status).toBe(404);
    expect(errorOf(await cancel(new TestBrowser(ctx.app), bought.orderId)).status).toBe(404);
    expect(errorOf(await cancel(owner, 999_999_999)).status).toBe(404);
    expect(await snapshot(bought.orderId, s)).toEqual(before);

    // Another site cannot make the owner's browser cancel it.
    const crossSite = await cancel(owner, bought.orderId, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(await snapshot(bought.orderId, s)).toEqual(before);

    // The guest's own browser can; a guest has no card, so no points move.
    const res = await cancel(owner, String(bought.orderId));
    expect(CancelPaidOrderResponseSchema.parse(res.json()).data).toEqual({
      id: bought.orderId,
      status: 'cancelled',
      refund: bought.amount,
      bonus_returned: 0,
      bonus_taken: 0,
    });
    expect(await takenRows(db(), s.id)).toEqual([]);
  });

  it('refuses bad ids with a clear message', async () => {
    const b = new TestBrowser(ctx.app);
    for (const bad of ['abc', -1, 0, '1; drop table orders']) {
      const res = await cancel(b, bad as number);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toMatch(/order-id/);
    }
    const missing = await b.postJson('/v1/order/cancel/', {});
    expect(missing.statusCode).toBe(400);
  });
});

describe('cancelling twice', () => {
  it('answers the same figures again and refunds once', async () => {
    const { b, cardId } = await account(200);
    const s = freshSession();
    const bought = await buy(b, s, [7], 20);
    clock.set(new Date(s.startsAt.getTime() - 60 * MINUTE));
    // Two at once (a double tap): the order's row lock makes the second a repeat.
    const [one, two] = await Promise.all([cancel(b, bought.orderId), cancel(b, bought.orderId)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const first = CancelPaidOrderResponseSchema.parse(one.json());
    expect(CancelPaidOrderResponseSchema.parse(two.json())).toEqual(first);
    expect(first.data.bonus_returned).toBe(20);
    const stateAfterFirst = await snapshot(bought.orderId, s, cardId);
    // Even after the deadline, a repeat just reports what was done.
    clock.set(new Date(s.startsAt.getTime() - 10 * MINUTE));
    const again = await cancel(b, bought.orderId);
    expect(again.statusCode).toBe(200);
    expect(CancelPaidOrderResponseSchema.parse(again.json())).toEqual(first);
    expect(await snapshot(bought.orderId, s, cardId)).toEqual(stateAfterFirst);
    expect(stateAfterFirst.refunds).toHaveLength(1);
  });

  it('refuses an order that is not paid: unpaid, cancelled unpaid, expired', async () => {
    const b = new TestBrowser(ctx.app);
    const s = freshSession();
    clock.set(FIXED_NOW);
    const unpaid = OrderCreateResponseSchema.parse((await createOrder(b, s, [8])).json()).data;
    expect(errorOf(await cancel(b, unpaid['order-id']))).toEqual({
      status: 409,
      message: CANCEL_PAID_MESSAGES.notPaid,
    });
    // Still held: refusing changed nothing.
    expect((await takenRows(db(), s.id)).map((r) => r.status)).toEqual(['held']);
    await b.get(`/v1/buy/cancel/?order_id=${unpaid['order-id']}`);
    expect(errorOf(await cancel(b, unpaid['order-id'])).message).toBe(CANCEL_PAID_MESSAGES.notPaid);
    const lapsing = OrderCreateResponseSchema.parse((await createOrder(b, s, [9])).json()).data;
    clock.advance(8 * MINUTE);
    expect(errorOf(await cancel(b, lapsing['order-id'])).message).toBe(
      CANCEL_PAID_MESSAGES.notPaid,
    );
  });
});

describe('the points of a cancelled order', () => {
  it('takes back what is left of earned points already spent, records the shortfall, never below zero', async () => {
    const { b, cardId } = await account(0);
    const first = freshSession();
    const second = freshSession();
    // Order A is paid in money and earns points; order B spends all of them.
    const a = await buy(b, first, [0, 1]);
    const earned = bonusAccrual(a.amount, 0.1);
    expect((await cardState(cardId)).balance).toBe(earned);
    const spendOnB = earned - 3;
    const bOrder = await buy(b, second, [0], spendOnB);
    expect(bOrder.bonusPay).toBe(spendOnB);
    const balanceBefore = (await cardState(cardId)).balance;
    const earnedOnB = bonusAccrual(bOrder.amount - spendOnB, 0.1);
    expect(balanceBefore).toBe(3 + earnedOnB);
    // The card holds less than A earned: part of it cannot come back.
    expect(balanceBefore).toBeLessThan(earned);

    clock.set(new Date(first.startsAt.getTime() - 45 * MINUTE));
    const res = CancelPaidOrderResponseSchema.parse((await cancel(b, a.orderId)).json()).data;
    // A's earnings are taken back as far as the card holds them; the cancellation goes through.
    expect(res).toMatchObject({ refund: a.amount, bonus_returned: 0, bonus_taken: balanceBefore });
    const card = await cardState(cardId);
    expect(card.balance).toBe(0);
    expect(card.ledger.find((e) => e.order_id === a.orderId && e.kind === 'revoke')).toEqual({
      kind: 'revoke',
      points: -balanceBefore,
      shortfall: earned - balanceBefore,
      order_id: a.orderId,
    });
    expect(card.ledger.reduce((sum, e) => sum + e.points, 0)).toBe(card.balance);
  });

  it('leaves the points a live unpaid order has set aside, so that order can still be paid', async () => {
    const { b, cardId } = await account(0);
    const first = freshSession();
    const second = freshSession();
    const a = await buy(b, first, [11, 12]);
    const earned = bonusAccrual(a.amount, 0.1);
    // A new order sets all the earned points aside, unpaid.
    clock.set(FIXED_NOW);
    const pending = OrderCreateResponseSchema.parse(
      (await createOrder(b, second, [0, 1], earned)).json(),
    ).data;
    expect(pending.bonus_pay).toBe(earned);
    const res = CancelPaidOrderResponseSchema.parse((await cancel(b, a.orderId)).json()).data;
    expect(res).toMatchObject({ refund: a.amount, bonus_returned: 0, bonus_taken: 0 });
    // Nothing could be taken: a revoke of 0 points records the whole shortfall.
    expect((await cardState(cardId)).ledger.find((e) => e.kind === 'revoke')).toEqual({
      kind: 'revoke',
      points: 0,
      shortfall: earned,
      order_id: a.orderId,
    });
    expect((await cardState(cardId)).balance).toBe(earned);
    // The pending order is paid with its points as promised.
    const pay = await b.postJson('/v2/payment/pay/', {
      'order-id': pending['order-id'],
      'pay-method': 'card',
    });
    const url = PayResponseSchema.parse(pay.json()).data.redirect_url;
    expect((await b.post(`${url}/pay`, TEST_CARD)).body).toContain('data-result="paid"');
    expect((await cardState(cardId)).balance).toBeGreaterThanOrEqual(0);
  });
});

describe('the door check (v1 ticket/check/)', () => {
  it("answers a live ticket's film, hall, seat and time, and nothing about its buyer", async () => {
    const guest = new TestBrowser(ctx.app);
    const s = freshSession();
    const bought = await buy(guest, s, [13]);
    const [ticket] = await ticketRows(bought.orderId);
    const page = await details(guest, bought.orderId);
    const res = await doorCheck(ticket?.code.toLowerCase() ?? '', '192.0.2.60');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const check = TicketCheckResponseSchema.parse(res.json()).data;
    expect(check).toEqual({
      result: 'valid',
      message: TICKET_CHECK_MESSAGES.valid,
      ticket: {
        film: page.film.name,
        age: page.film.age,
        cinema: page.cinema.name,
        hall: page.hall,
        row: page.places[0]?.row,
        place: page.places[0]?.place,
        date: page.date,
        time: page.time,
        starts_at_unix: Math.floor(s.startsAt.getTime() / 1000),
      },
    });
    expect(res.body).not.toContain('cancel@example.ru');
    expect(res.body).not.toContain(page.number);
  });

  it('answers unknown codes, and makes an address that guesses wait', async () => {
    const guesser = '192.0.2.70';
    const s = freshSession();
    const bought = await buy(new TestBrowser(ctx.app), s, [14]);
    const [ticket] = await ticketRows(bought.orderId);
    for (let i = 0; i < 20; i++) {
      const code = i % 2 === 0 ? `${'0'.repeat(30)}${String(i).padStart(2, '0')}` : 'garbled';
      const res = await doorCheck(code, guesser);
      expect(TicketCheckResponseSchema.parse(res.json()).data).toEqual({
        result: 'unknown',
        message: TICKET_CHECK_MESSAGES.unknown,
        ticket: null,
      });
    }
    // The 21st attempt waits, even with a real code; other addresses (the door) do not.
    const blocked = await doorCheck(ticket?.code ?? '', guesser);
    expect(errorOf(blocked)).toEqual({
      status: 429,
      message: 'Слишком много попыток. Попробуйте позже.',
    });
    const door = await doorCheck(ticket?.code ?? '', '192.0.2.71');
    expect(TicketCheckResponseSchema.parse(door.json()).data.result).toBe('valid');
    // Ten minutes later the guesser may ask again.
    clock.advance(10 * MINUTE + 1000);
    expect((await doorCheck(ticket?.code ?? '', guesser)).statusCode).toBe(200);
  });

  it('refuses a missing or oversized code and cross-site posts', async () => {
    expect((await doorCheck('x'.repeat(201))).statusCode).toBe(400);
    const missing = await ctx.app().inject({
      method: 'POST',
      url: '/local/php_interface/api/v1/ticket/check/',
      payload: {},
    });
    expect(errorOf(missing)).toEqual({ status: 400, message: 'Не указано поле «code».' });
    const crossSite = await ctx.app().inject({
      method: 'POST',
      url: '/local/php_interface/api/v1/ticket/check/',
      payload: { code: 'A'.repeat(32) },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('the order page of an order whose money came back without a cancellation', () => {
  it('lists the late refund and its receipt, names no paying method and offers no cancel', async () => {
    const b = new TestBrowser(ctx.app);
    const s = freshSession();
    clock.set(FIXED_NOW);
    const created = OrderCreateResponseSchema.parse((await createOrder(b, s, [15])).json()).data;
    const orderId = created['order-id'];
    // The money arrived after the hold lapsed and the seat was gone: the payment is refunded
    // as 'late' (services/refunds.ts), the order stays unpaid and reads expired.
    clock.advance(8 * MINUTE);
    const payment = await db()
      .insertInto('payments')
      .values({
        order_id: orderId,
        provider: 'sandbox',
        method: 'sbp',
        token: `late-${orderId}-abcdefghijklmnopqrstuv`,
        provider_payment_id: `late-${orderId}`,
        amount: created.amount,
        status: 'paid',
        paid_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const serviceCtx = sandboxContext(db(), clock.now);
    await db()
      .transaction()
      .execute((trx) => refundPayment(serviceCtx, trx, payment.id, 'late', clock.now()));

    const page = await details(b, orderId);
    expect(page.status).toBe('expired');
    expect(page.pay_method).toBeNull();
    expect(page.cancel_until_unix).toBeNull();
    expect(page.cancelled_at).toBeNull();
    expect(page.refunds).toEqual([
      { amount: created.amount, reason: 'late', created_at: clock.now().toISOString() },
    ]);
    expect(page.receipts).toEqual([
      {
        kind: 'income_return',
        total: created.amount,
        url: expect.stringMatching(/^\/sandbox\/receipt\//),
        created_at: clock.now().toISOString(),
      },
    ]);
    // And it cannot be "cancelled" for a second refund.
    expect(errorOf(await cancel(b, orderId)).message).toBe(CANCEL_PAID_MESSAGES.notPaid);
  });
});
