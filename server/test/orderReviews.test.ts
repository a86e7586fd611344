import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { OrderCreateResponseSchema } from '@softkino/contract/order';
import { PayResponseSchema } from '@softkino/contract/payment';
import {
  OrderReviewReadResponseSchema,
  OrderReviewResponseSchema,
  REVIEW_MESSAGES,
} from '@softkino/contract/review';
import { AccountBrowser, signInByCode, signUpByCode } from './helpers/accounts';
import { useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import {
  pickSessions,
  testClock,
  TestBrowser,
  type TestSession,
  sessionCursor,
  TEST_CARD,
} from './helpers/sales';

/**
 * Reviews after an order (issue 15; decisions 275, 276, 431): only the order's buyer, signed in,
 * only once the order is paid and its session has begun; the spec's rules and words for ratings and comments; a second
 * save edits the one review of the order.
 */
const clock = testClock();
const log: string[] = [];
const ctx = useTestApp({
  now: clock.now,
  smsLog: (line) => log.push(line),
  sweepIntervalMs: 0,
  wishlistAlertsMs: 0,
});
const db = () => ctx.db().database.db;

const CREATE = '/v1/user/review/cinema/create_order_comment.php';
const READ = '/v1/user/review/cinema/find_order_comment.php';
const FILM_TEXT = 'Отличный фильм, смотрели всей семьей — и взрослым, и детям понравилось.';
const CINEMA_TEXT = 'Удобные кресла, чистый зал, хороший звук; буфет работал до позднего вечера.';

let sessions: TestSession[];
beforeAll(async () => {
  sessions = await pickSessions(db(), 12);
});
/** A session no other test of this file uses. */
const freshSession = sessionCursor(() => sessions);

let phones = 0;
/** A new account, signed up at FIXED_NOW (the clock may be left inside a session). */
async function account(): Promise<AccountBrowser> {
  clock.set(FIXED_NOW);
  phones += 1;
  const b = new AccountBrowser(ctx.app, `198.51.100.${phones + 100}`);
  await signUpByCode(b, `7967${String(phones).padStart(7, '0')}`, log);
  return b;
}

/** The session each order of this file was made for. */
const orderSessions = new Map<number, TestSession>();

function sessionOfOrder(orderId: number): TestSession {
  const session = orderSessions.get(orderId);
  if (!session) throw new Error(`no order ${orderId} in this file`);
  return session;
}

/** One seat (the `seat`-th of the hall) of a session not used yet, or of `s`, bought at FIXED_NOW. */
async function order(b: AccountBrowser, s = freshSession(), seat = 0): Promise<number> {
  clock.set(FIXED_NOW);
  const res = await b.post('/v2/payment/create_order/', {
    session: String(s.id),
    seats: JSON.stringify([s.seats[seat]]),
    email: 'review@example.ru',
  });
  expect(res.statusCode).toBe(200);
  const orderId = OrderCreateResponseSchema.parse(res.json()).data['order-id'];
  orderSessions.set(orderId, s);
  return orderId;
}

/** The clock a minute into the session of `orderId`: its film may be rated (decision 431). */
function seen(orderId: number): void {
  clock.set(new Date(sessionOfOrder(orderId).startsAt.getTime() + 60_000));
}

/**
 * A paid order of one seat; the clock is then a minute into its session, unless `at` is
 * 'bought' (it stays at FIXED_NOW, before the session).
 */
async function paidOrder(
  b: AccountBrowser,
  s?: TestSession,
  seat = 0,
  at: 'seen' | 'bought' = 'seen',
): Promise<number> {
  const orderId = await order(b, s, seat);
  const pay = await b.postJson('/v2/payment/pay/', { 'order-id': orderId, 'pay-method': 'card' });
  expect(pay.statusCode).toBe(200);
  const paid = await b.post(
    `${PayResponseSchema.parse(pay.json()).data.redirect_url}/pay`,
    TEST_CARD,
  );
  expect(paid.body).toContain('data-result="paid"');
  if (at === 'seen') seen(orderId);
  return orderId;
}

function review(
  orderId: number | string,
  over: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    'order-id': orderId,
    body: CINEMA_TEXT,
    rate: 4,
    'film-body': FILM_TEXT,
    'film-rate': 5,
    ...over,
  };
}

function refusal(res: { statusCode: number; json: () => unknown }) {
  const errors = ErrorEnvelopeSchema.parse(res.json()).errors;
  return {
    status: res.statusCode,
    message: Array.isArray(errors) ? (errors[0]?.detail ?? '') : errors.message,
  };
}

async function reviewRows(orderId: number) {
  return db().selectFrom('order_reviews').selectAll().where('order_id', '=', orderId).execute();
}

describe('who may review an order', () => {
  let buyer: AccountBrowser;
  let orderId: number;
  beforeAll(async () => {
    buyer = await account();
    orderId = await paidOrder(buyer);
  });

  it('refuses a guest with 401, writing and reading alike', async () => {
    const guest = new TestBrowser(ctx.app);
    expect(refusal(await guest.postJson(CREATE, review(orderId)))).toEqual({
      status: 401,
      message: REVIEW_MESSAGES.guest,
    });
    expect(refusal(await guest.get(`${READ}?order-id=${orderId}`))).toEqual({
      status: 401,
      message: REVIEW_MESSAGES.guest,
    });
    expect(await reviewRows(orderId)).toHaveLength(0);
  });

  it("answers another buyer's try as if the order did not exist (404)", async () => {
    const other = await account();
    expect(refusal(await other.postJson(CREATE, review(orderId)))).toEqual({
      status: 404,
      message: 'Заказ не найден.',
    });
    expect((await other.get(`${READ}?order-id=${orderId}`)).statusCode).toBe(404);
    expect((await other.postJson(CREATE, review(999_999))).statusCode).toBe(404);
    expect(await reviewRows(orderId)).toHaveLength(0);
  });

  it('refuses an unpaid order and a cancelled one with 409', async () => {
    const unpaid = await order(buyer);
    expect(refusal(await buyer.postJson(CREATE, review(unpaid)))).toEqual({
      status: 409,
      message: REVIEW_MESSAGES.notPaid,
    });
    const cancel = await buyer.get(`/v1/buy/cancel/?order_id=${unpaid}`);
    expect(cancel.statusCode).toBe(200);
    expect(refusal(await buyer.postJson(CREATE, review(unpaid)))).toEqual({
      status: 409,
      message: REVIEW_MESSAGES.notPaid,
    });
    expect(await reviewRows(unpaid)).toHaveLength(0);
  });

  it('refuses a review before the session begins (409), and takes it from its first minute', async () => {
    const early = await paidOrder(buyer, undefined, 0, 'bought');
    expect(refusal(await buyer.postJson(CREATE, review(early)))).toEqual({
      status: 409,
      message: REVIEW_MESSAGES.notStarted,
    });
    const startsAt = sessionOfOrder(early).startsAt.getTime();
    clock.set(new Date(startsAt - 1000));
    expect(refusal(await buyer.postJson(CREATE, review(early)))).toEqual({
      status: 409,
      message: REVIEW_MESSAGES.notStarted,
    });
    expect(await reviewRows(early)).toHaveLength(0);
    // Reading is not refused: the order page asks before the session starts, and gets none.
    const none = OrderReviewReadResponseSchema.parse(
      (await buyer.get(`${READ}?order-id=${early}`)).json(),
    );
    expect(none.data).toBeNull();
    clock.set(new Date(startsAt));
    expect((await buyer.postJson(CREATE, review(early))).statusCode).toBe(200);
    expect(await reviewRows(early)).toHaveLength(1);
  });

  it('refuses a cross-site post', async () => {
    const res = await buyer.postJson(CREATE, review(orderId), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
    expect(await reviewRows(orderId)).toHaveLength(0);
  });
});

describe('what a review must say', () => {
  let buyer: AccountBrowser;
  let orderId: number;
  beforeAll(async () => {
    buyer = await account();
    orderId = await paidOrder(buyer);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['no ratings', { rate: undefined, 'film-rate': undefined }, REVIEW_MESSAGES.ratings],
    ['no cinema rating', { rate: '' }, REVIEW_MESSAGES.ratings],
    ['no film rating', { 'film-rate': null }, REVIEW_MESSAGES.ratings],
    ['a rating of 0', { rate: 0 }, REVIEW_MESSAGES.rateRange],
    ['a rating of 6', { 'film-rate': '6' }, REVIEW_MESSAGES.rateRange],
    ['a rating of 4.5', { rate: 4.5 }, REVIEW_MESSAGES.rateRange],
    ['a rating in words', { rate: 'пять' }, REVIEW_MESSAGES.rateRange],
    ['a short film comment', { 'film-body': 'Хороший фильм, советую!' }, REVIEW_MESSAGES.short],
    ['a comment short once trimmed', { body: `   ${'а'.repeat(24)}     ` }, REVIEW_MESSAGES.short],
    ['no cinema comment', { body: undefined }, REVIEW_MESSAGES.short],
    ['a comment of 2001 characters', { body: 'я'.repeat(2001) }, REVIEW_MESSAGES.long],
    ['ratings before comments', { rate: undefined, body: 'коротко' }, REVIEW_MESSAGES.ratings],
  ];
  it.each(cases)('refuses %s with 400 and its words, storing nothing', async (_, over, words) => {
    const body = review(orderId, over);
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
    expect(refusal(await buyer.postJson(CREATE, body))).toEqual({ status: 400, message: words });
    expect(await reviewRows(orderId)).toHaveLength(0);
  });

  it('refuses a missing order id and unknown fields', async () => {
    const { 'order-id': _, ...rest } = review(orderId);
    expect(refusal(await buyer.postJson(CREATE, rest))).toEqual({
      status: 400,
      message: REVIEW_MESSAGES.orderMissing,
    });
    expect((await buyer.postJson(CREATE, review(orderId, { extra: 1 }))).statusCode).toBe(400);
  });
});

describe('saving, reading back and editing', () => {
  it('saves the review, reads it back, and a second save edits the same one', async () => {
    const buyer = await account();
    const orderId = await paidOrder(buyer);
    const none = OrderReviewReadResponseSchema.parse(
      (await buyer.get(`${READ}?order-id=${orderId}`)).json(),
    );
    expect([none.data, none.film_comment]).toEqual([null, null]);

    const saved = await buyer.postJson(
      CREATE,
      review(String(orderId), { 'film-body': `  ${FILM_TEXT}  `, rate: '3' }),
    );
    expect(saved.statusCode).toBe(200);
    const first = OrderReviewResponseSchema.parse(saved.json()).data;
    expect(first).toMatchObject({
      order_id: orderId,
      film: { rate: 5, body: FILM_TEXT },
      cinema: { rate: 3, body: CINEMA_TEXT },
    });
    const read = OrderReviewReadResponseSchema.parse(
      (await buyer.get(`${READ}?order-id=${orderId}`)).json(),
    );
    expect(read.data).toEqual(first);
    expect(read.film_comment).toEqual({ ...first.film, hidden: false });

    clock.advance(3600_000);
    const edited = await buyer.postJson(
      CREATE,
      review(orderId, { rate: 5, body: 'Передумал: зал отличный, персонал вежливый и быстрый.' }),
    );
    expect(edited.statusCode).toBe(200);
    const second = OrderReviewResponseSchema.parse(edited.json()).data;
    expect(second.cinema).toEqual({
      rate: 5,
      body: 'Передумал: зал отличный, персонал вежливый и быстрый.',
    });
    expect(second.created_at).toBe(first.created_at);
    expect(Date.parse(second.updated_at)).toBe(Date.parse(first.updated_at) + 3600_000);

    const rows = await reviewRows(orderId);
    expect(rows).toHaveLength(1);
    const expected = await db()
      .selectFrom('orders')
      .innerJoin('sessions', 'sessions.id', 'orders.session_id')
      .innerJoin('halls', 'halls.id', 'sessions.hall_id')
      .select(['sessions.film_id', 'halls.cinema_id'])
      .where('orders.id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({ film_id: expected.film_id, cinema_id: expected.cinema_id });
  });

  it("the film part shows among the film's comments, once per buyer, and an edit updates it", async () => {
    const buyer = await account();
    const orderId = await paidOrder(buyer);
    const filmId = sessionOfOrder(orderId).filmId;
    const comments = async () => {
      const res = await buyer.get(
        `/v1/user/review/film/find_all_comments_of_film.php?film-id=${filmId}`,
      );
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { body: string; rate: number; mine: boolean }[] }).data;
    };
    expect((await buyer.postJson(CREATE, review(orderId))).statusCode).toBe(200);
    const mine = (await comments()).filter((c) => c.mine);
    expect(mine).toEqual([expect.objectContaining({ body: FILM_TEXT, rate: 5 })]);

    const better = 'Пересмотрел второй раз: финал стал понятнее, музыка по-прежнему великолепна.';
    expect(
      (await buyer.postJson(CREATE, review(orderId, { 'film-body': better, 'film-rate': 4 })))
        .statusCode,
    ).toBe(200);
    expect((await comments()).filter((c) => c.mine)).toEqual([
      expect.objectContaining({ body: better, rate: 4 }),
    ]);
  });

  it("reads back the buyer's film-page review with an order of that film that has none", async () => {
    // Saving the order's review rewrites that comment (decision 280): the form starts from it,
    // so the buyer sees what would be replaced (decision 404).
    const buyer = await account();
    const orderId = await paidOrder(buyer);
    const filmId = sessionOfOrder(orderId).filmId;
    const written = await buyer.post('/v1/user/review/film/create_review.php', {
      body: FILM_TEXT,
      rate: '4',
      'film-id': String(filmId),
    });
    expect(written.statusCode).toBe(200);
    const read = OrderReviewReadResponseSchema.parse(
      (await buyer.get(`${READ}?order-id=${orderId}`)).json(),
    );
    expect(read.data).toBeNull();
    expect(read.film_comment).toEqual({ rate: 4, body: FILM_TEXT, hidden: false });
    // Another buyer of the same session, who wrote no comment, reads none of this one's.
    const other = await account();
    const theirs = await paidOrder(other, sessionOfOrder(orderId), 1);
    const their = OrderReviewReadResponseSchema.parse(
      (await other.get(`${READ}?order-id=${theirs}`)).json(),
    );
    expect(their.film_comment).toBeNull();
    // Hidden by complaints, it is read back as hidden (the form says so).
    await db()
      .updateTable('film_comments')
      .set({ hidden_at: FIXED_NOW })
      .where('film_id', '=', filmId)
      .execute();
    const hidden = OrderReviewReadResponseSchema.parse(
      (await buyer.get(`${READ}?order-id=${orderId}`)).json(),
    );
    expect(hidden.film_comment).toEqual({ rate: 4, body: FILM_TEXT, hidden: true });
  });

  it('reads a guest order of the browser once it is signed in, as the order page does', async () => {
    const b = new AccountBrowser(ctx.app, '198.51.100.250');
    clock.set(FIXED_NOW);
    const s = freshSession();
    const created = await b.post('/v2/payment/create_order/', {
      session: String(s.id),
      seats: JSON.stringify([s.seats[0]]),
      email: 'guest@example.ru',
    });
    const orderId = OrderCreateResponseSchema.parse(created.json()).data['order-id'];
    const pay = await b.postJson('/v2/payment/pay/', { 'order-id': orderId, 'pay-method': 'card' });
    await b.post(`${PayResponseSchema.parse(pay.json()).data.redirect_url}/pay`, TEST_CARD);
    orderSessions.set(orderId, s);
    seen(orderId);
    expect((await b.postJson(CREATE, review(orderId))).statusCode).toBe(401);
    phones += 1;
    await signUpByCode(b, `7967${String(phones).padStart(7, '0')}`, log);
    expect((await b.postJson(CREATE, review(orderId))).statusCode).toBe(200);
    expect(await reviewRows(orderId)).toHaveLength(1);
  });
});

describe("the account's paid order on the seat map of another browser", () => {
  it('marks its seats as the buyer\'s own (order_success), as "Посмотреть зал" shows them', async () => {
    // Bought in one browser, watched from another signed in to the same account: the demo
    // account's seeded orders, or a phone's purchase watched on a laptop (decision 407).
    phones += 1;
    const phone = `7967${String(phones).padStart(7, '0')}`;
    const first = new AccountBrowser(ctx.app, `198.51.100.${phones + 100}`);
    clock.set(FIXED_NOW);
    await signUpByCode(first, phone, log);
    const orderId = await paidOrder(first, undefined, 0, 'bought');
    const sessionId = sessionOfOrder(orderId).id;
    // The sign-up's code has had its wait: another may be asked for.
    clock.advance(2 * 60_000);
    const second = new AccountBrowser(ctx.app, `198.51.100.${phones + 150}`);
    await signInByCode(second, phone, log);
    const map = await second.get(`/v1/session/?id=${sessionId}`);
    expect(map.statusCode).toBe(200);
    const body = map.json() as { order_success: { order_id: number; seats: number[] } | null };
    expect(body.order_success?.order_id).toBe(orderId);
    expect(body.order_success?.seats).toHaveLength(1);
    // A guest browser sees no one's order there.
    const guest = new AccountBrowser(ctx.app, `198.51.100.${phones + 200}`);
    const theirs = (await guest.get(`/v1/session/?id=${sessionId}`)).json() as typeof body;
    expect(theirs.order_success).toBeNull();
  });
});
