import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { OrderCreateResponseSchema } from '@softkino/contract/order';
import { SessionAvatarResponseSchema } from '@softkino/contract/session';
import type { OrderStatus } from '../src/db/types';
import { useTestApp } from './helpers/app';
import { pickSessions, TestBrowser, type TestSession } from './helpers/sales';

const ctx = useTestApp({ sweepIntervalMs: 0 });
const db = () => ctx.db().database.db;

let s: TestSession;
beforeAll(async () => {
  // Not the first sessions: other files buy those.
  const sessions = await pickSessions(db(), 4);
  const last = sessions.at(-1);
  if (!last) throw new Error('no session');
  s = last;
});

/** A stored photo name as uploads writes them. */
function photoName(): string {
  return `${randomBytes(16).toString('hex')}.png`;
}

async function addUser(values: { avatar: string | null; showPhoto: boolean }): Promise<number> {
  const phone = `7955${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const row = await db()
    .insertInto('users')
    .values({ phone, phone_confirmed: true, avatar: values.avatar, show_photo: values.showPhoto })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addWebSession(userId: number | null): Promise<number> {
  const row = await db()
    .insertInto('web_sessions')
    .values({ token_hash: `test:${randomBytes(16).toString('hex')}`, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An order of `seats` with its tickets, as paying writes it (or a cancel leaves it). */
async function addOrder(o: {
  userId: number | null;
  webSessionId: number;
  seats: number[];
  status?: OrderStatus;
  ticket?: 'live' | 'void';
}): Promise<number> {
  const status = o.status ?? 'paid';
  const order = await db()
    .insertInto('orders')
    .values({
      session_id: s.id,
      web_session_id: o.webSessionId,
      user_id: o.userId,
      status,
      email: 'other@example.ru',
      phone: null,
      amount: 300 * o.seats.length,
      expires_at: sql<Date>`now()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const seat of o.seats) {
    await db()
      .insertInto('order_seats')
      .values({ order_id: order.id, seat_id: seat, price: 300 })
      .execute();
    await db()
      .insertInto('tickets')
      .values({
        order_id: order.id,
        session_id: s.id,
        seat_id: seat,
        code: randomBytes(16).toString('hex').toUpperCase(),
        status: o.ticket ?? 'live',
      })
      .execute();
  }
  return order.id;
}

async function avatarsFor(browser: TestBrowser): Promise<Record<string, string>> {
  const res = await browser.get(`/v1/session/avatar/?id=${s.id}`);
  expect(res.statusCode).toBe(200);
  return SessionAvatarResponseSchema.parse(res.json()).data;
}

function seat(i: number): number {
  const id = s.seats[s.seats.length - 1 - i];
  if (id === undefined) throw new Error('hall too small');
  return id;
}

describe('GET v1/session/avatar/', () => {
  it("maps seats of other buyers who show their photo, and nobody else's", async () => {
    const shown = photoName();
    const shows = await addUser({ avatar: shown, showPhoto: true });
    const hides = await addUser({ avatar: photoName(), showPhoto: false });
    const noPhoto = await addUser({ avatar: null, showPhoto: true });
    await addOrder({
      userId: shows,
      webSessionId: await addWebSession(shows),
      seats: [seat(0), seat(1)],
    });
    await addOrder({ userId: hides, webSessionId: await addWebSession(hides), seats: [seat(2)] });
    await addOrder({
      userId: noPhoto,
      webSessionId: await addWebSession(noPhoto),
      seats: [seat(3)],
    });
    // A cancelled order's void tickets, an unpaid order: not buyers of the session (any more).
    await addOrder({
      userId: shows,
      webSessionId: await addWebSession(shows),
      seats: [seat(4)],
      status: 'cancelled',
      ticket: 'void',
    });
    await addOrder({
      userId: shows,
      webSessionId: await addWebSession(shows),
      seats: [seat(5)],
      status: 'unpaid',
    });
    // A guest's paid order has no account, so no photo.
    await addOrder({ userId: null, webSessionId: await addWebSession(null), seats: [seat(6)] });

    const data = await avatarsFor(new TestBrowser(ctx.app));
    expect(data).toEqual({
      [String(seat(0))]: `/uploads/${shown}`,
      [String(seat(1))]: `/uploads/${shown}`,
    });
  });

  it("leaves out the asker's own seats: this browser's orders and the account's from any browser", async () => {
    const photo = photoName();
    const user = await addUser({ avatar: photo, showPhoto: true });
    // The account's order bought in another browser.
    await addOrder({ userId: user, webSessionId: await addWebSession(user), seats: [seat(10)] });

    // This browser gets its cookie from an order of its own, then signs in as the account.
    const browser = new TestBrowser(ctx.app);
    const created = OrderCreateResponseSchema.parse(
      (await browser.order(s.id, [seat(12)])).json(),
    ).data;
    const own = await db()
      .selectFrom('orders')
      .select('web_session_id')
      .where('id', '=', created['order-id'])
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('web_sessions')
      .set({ user_id: user })
      .where('id', '=', own.web_session_id)
      .execute();
    // A paid order of this browser under the account, too.
    await addOrder({ userId: user, webSessionId: own.web_session_id, seats: [seat(11)] });

    const stranger = await avatarsFor(new TestBrowser(ctx.app));
    expect(stranger[String(seat(10))]).toBe(`/uploads/${photo}`);
    expect(stranger[String(seat(11))]).toBe(`/uploads/${photo}`);
    const mine = await avatarsFor(browser);
    expect(mine[String(seat(10))]).toBeUndefined();
    expect(mine[String(seat(11))]).toBeUndefined();
    // Others' seats still show to the signed-in asker.
    expect(Object.keys(mine)).toEqual(expect.arrayContaining([String(seat(0))]));
  });

  it('refuses an unknown session with 404 and a malformed id with 400', async () => {
    const missing = await new TestBrowser(ctx.app).get('/v1/session/avatar/?id=2147483647');
    expect(missing.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(missing.json()).status).toBe('error');
    for (const q of ['id=abc', 'id=-1', '', 'id=1&x=2']) {
      expect((await new TestBrowser(ctx.app).get(`/v1/session/avatar/?${q}`)).statusCode).toBe(400);
    }
  });
});
