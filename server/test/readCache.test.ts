import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CitiesResponseSchema } from '@softkino/contract/cinema';
import {
  SessionInfoResponseSchema,
  SessionResponseSchema,
  type SessionResponse,
} from '@softkino/contract/session';
import type { LightMyRequestResponse } from 'fastify';
import { citiesWithCinemas } from '../src/services/cities';
import type { ServiceContext } from '../src/services/context';
import { buildSeatMap, NO_ORDERS, sessionInfo } from '../src/services/sessions';
import { API, sandboxContext, useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import { pickSessions, testClock, TestBrowser, type TestSession } from './helpers/sales';

// Seat maps, cities and session info from the response cache (decisions 232, 233).
const clock = testClock();
const ctx = useTestApp({ now: clock.now, sweepIntervalMs: 0 });
const db = () => ctx.db().database.db;
const serviceCtx = (): ServiceContext => sandboxContext(db(), clock.now);

async function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app().inject({ method: 'GET', url: `${API}${url}`, headers });
}

/** Asks until `test` holds (a NOTIFY arrives after the commit, within milliseconds). */
async function eventually<T>(ask: () => Promise<T>, test: (value: T) => boolean): Promise<T> {
  let last: T | undefined;
  for (let i = 0; i < 60; i++) {
    last = await ask();
    if (test(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the answer never changed: ${JSON.stringify(last).slice(0, 300)}`);
}

/** The big hall (about 1,187 seats) of the seed: the seat map the issue measures. */
async function bigHallSession(): Promise<TestSession> {
  const [session] = await pickSessions(db(), 1, 1000);
  if (!session) throw new Error('the seed has no hall of 1,000 seats or more');
  return session;
}

/** Sends the same request plain, in brotli and in gzip; checks all three decode alike. */
async function checkEncodings(url: string, headers: Record<string, string> = {}) {
  const plain = await get(url, headers);
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
  const br = await get(url, { ...headers, 'accept-encoding': 'gzip, deflate, br' });
  expect(br.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  const gz = await get(url, { ...headers, 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  expect(String(gz.headers.vary).toLowerCase()).toContain('accept-encoding');
  const etag = String(plain.headers.etag);
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  expect(br.headers.etag).toBe(etag);
  const notModified = await get(url, { ...headers, 'if-none-match': etag });
  expect(notModified.statusCode).toBe(304);
  expect(notModified.body).toBe('');
  expect((await get(url, { ...headers, 'if-none-match': `W/${etag}, "x"` })).statusCode).toBe(304);
  expect((await get(url, { ...headers, 'if-none-match': '"stale"' })).statusCode).toBe(200);
  return { plain, br, gz, etag };
}

function seatMap(res: LightMyRequestResponse): SessionResponse {
  expect(res.statusCode).toBe(200);
  return SessionResponseSchema.parse(res.json());
}

function statusOf(reply: SessionResponse, seat: number): number | undefined {
  return reply.data.places.find((p) => p.id === seat)?.status;
}

describe('the cached seat map (session/)', () => {
  it('answers the bytes of a fresh build, at most 8 KB in brotli for the big hall, with ETag and 304', async () => {
    clock.set(FIXED_NOW);
    const session = await bigHallSession();
    const url = `/v1/session/?id=${session.id}`;
    const { plain, br } = await checkEncodings(url);
    const fresh = await buildSeatMap(serviceCtx(), session.id, NO_ORDERS);
    expect(plain.body).toBe(
      JSON.stringify(SessionResponseSchema.parse({ status: 'success', ...fresh.answer })),
    );
    expect(seatMap(plain).data.places.length).toBeGreaterThan(1000);
    expect(br.rawPayload.length).toBeLessThanOrEqual(8 * 1024);
    // It depends on who asks (own orders): browsers may keep it, shared caches may not.
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    // The seat-map variant of the path answers the same.
    expect((await get(`/v1/session/order/?id=${session.id}`)).body).toBe(plain.body);
  });

  it('shows every hold, release, expiry and sale at once, and keeps each order to its buyer', async () => {
    clock.set(FIXED_NOW);
    const [, session] = await pickSessions(db(), 2);
    if (!session) throw new Error('no session');
    const url = `/v1/session/?id=${session.id}`;
    const guest = () => get(url).then(seatMap);
    const [seat, second] = session.seats;
    if (seat === undefined || second === undefined) throw new Error('no seats');
    const before = await get(url);
    expect(statusOf(seatMap(before), seat)).toBe(1);

    // A hold: another viewer sees the seat taken on the very next request.
    const buyer = new TestBrowser(ctx.app);
    const created = await buyer.order(session.id, [seat]);
    expect(created.statusCode).toBe(200);
    const orderId = Number(created.json().data['order-id']);
    const afterHold = await get(url);
    expect(afterHold.headers.etag).not.toBe(before.headers.etag);
    expect(statusOf(seatMap(afterHold), seat)).toBe(0);
    expect(seatMap(afterHold).order).toBeNull();
    // The If-None-Match of the old map gets the new one, not a 304.
    const revalidated = await get(url, { 'if-none-match': String(before.headers.etag) });
    expect(revalidated.statusCode).toBe(200);

    // The buyer sees the own held seat free and the own order, built for them alone.
    const own = await buyer.get(`/v1/session/?id=${session.id}`);
    expect(statusOf(seatMap(own), seat)).toBe(1);
    expect(seatMap(own).order?.id).toBe(orderId);
    expect(own.headers['cache-control']).toBe('private, no-cache');
    expect(own.headers.etag).toBeUndefined();
    // ...and a guest after them still does not.
    expect(seatMap(await get(url)).order).toBeNull();

    // The hold lapses on the clock, with no write anywhere: free again for everyone.
    clock.advance(8 * 60_000);
    expect(statusOf(await guest(), seat)).toBe(1);
    clock.set(FIXED_NOW);

    // Released by the buyer: back to the first map, the same bytes and tag.
    await buyer.get(`/v1/buy/cancel/?order_id=${orderId}`);
    const released = await get(url);
    expect(statusOf(seatMap(released), seat)).toBe(1);
    expect(released.headers.etag).toBe(before.headers.etag);

    // A sale written straight into the inventory (as a payment does) shows at once.
    const again = await buyer.order(session.id, [second]);
    const paidId = Number(again.json().data['order-id']);
    await db()
      .updateTable('session_seats')
      .set({ status: 'sold', hold_expires_at: null })
      .where('order_id', '=', paidId)
      .execute();
    await db()
      .updateTable('orders')
      .set({ status: 'paid', paid_at: FIXED_NOW })
      .where('id', '=', paidId)
      .execute();
    expect(statusOf(await guest(), second)).toBe(0);
    expect((await guest()).order_success).toBeNull();
    const paidView = seatMap(await buyer.get(`/v1/session/?id=${session.id}`));
    expect(paidView.order_success).toEqual({
      order_id: paidId,
      session_id: session.id,
      seats: [second],
    });
    expect(statusOf(paidView, second)).toBe(0);
  });

  it('follows the catalogue: seats, prices, a disabled, started or deleted session', async () => {
    clock.set(FIXED_NOW);
    const [, , session] = await pickSessions(db(), 3);
    if (!session) throw new Error('no session');
    const url = `/v1/session/?id=${session.id}`;
    const seat = session.seats[0] ?? 0;
    const ask = () => get(url).then(seatMap);
    const before = await ask();

    await db().updateTable('seats').set({ x: 7777 }).where('id', '=', seat).execute();
    await eventually(ask, (r) => r.data.places.find((p) => p.id === seat)?.x === 7777);
    const original = before.data.places.find((p) => p.id === seat)?.x ?? 0;
    await db().updateTable('seats').set({ x: original }).where('id', '=', seat).execute();

    await db()
      .updateTable('session_prices')
      .set({ price: 999 })
      .where('session_id', '=', session.id)
      .execute();
    await eventually(ask, (r) => r.data.places.every((p) => p.price === 999));

    await db()
      .updateTable('sessions')
      .set({ disabled: true })
      .where('id', '=', session.id)
      .execute();
    await eventually(ask, (r) => r.data.disabled);

    // Started: refused with Ошибка 131 by the clock alone.
    clock.set(new Date(session.startsAt.getTime() + 1000));
    const started = await get(url);
    expect(started.statusCode).toBe(409);
    expect(started.json().errors[0].detail).toContain('Ошибка 131');
    clock.set(FIXED_NOW);

    await db()
      .updateTable('sessions')
      .set({ deleted: true })
      .where('id', '=', session.id)
      .execute();
    await eventually(
      () => get(url),
      (res) => res.statusCode === 404,
    );
  });
});

describe('the cached cities', () => {
  it('answers the bytes of a fresh build, compressed, with ETag and 304, and follows a change', async () => {
    clock.set(FIXED_NOW);
    const { plain } = await checkEncodings('/v1/cinema/cities/');
    const fresh = await citiesWithCinemas(serviceCtx());
    expect(plain.body).toBe(
      JSON.stringify(CitiesResponseSchema.parse({ status: 'success', data: fresh })),
    );
    expect(plain.headers['cache-control']).toBe('no-cache');

    const cinema = await db()
      .selectFrom('cinemas')
      .select(['id', 'address'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('cinemas')
      .set({ address: 'ул. Новая, 1' })
      .where('id', '=', cinema.id)
      .execute();
    const ask = async () => CitiesResponseSchema.parse((await get('/v1/cinema/cities/')).json());
    await eventually(ask, (r) =>
      r.data.some((c) => c.cinemas.some((k) => k.address === 'ул. Новая, 1')),
    );
    await db()
      .updateTable('cinemas')
      .set({ address: cinema.address })
      .where('id', '=', cinema.id)
      .execute();
    await eventually(
      () => get('/v1/cinema/cities/'),
      (res) => res.body === plain.body,
    );
  });
});

describe('the cached session info', () => {
  it('answers the bytes of a fresh build, compressed, with ETag and 304, and follows a change', async () => {
    clock.set(FIXED_NOW);
    const info = await db()
      .selectFrom('session_info')
      .innerJoin('sessions', 'sessions.film_id', 'session_info.film_id')
      .select(['session_info.id as info_id', 'sessions.id as session_id', 'session_info.body'])
      .where('session_info.session_id', 'is', null)
      .where('session_info.cinema_id', 'is', null)
      .where('sessions.deleted', '=', false)
      .orderBy('sessions.id')
      .executeTakeFirstOrThrow();
    const url = `/v1/session/info/?sessionId=${info.session_id}`;
    // The body of the seed's info is short; make it long enough to be compressed.
    const long = `${info.body} ${'Подробности сеанса. '.repeat(80)}`;
    await db()
      .updateTable('session_info')
      .set({ body: long })
      .where('id', '=', info.info_id)
      .execute();
    const ask = async () => SessionInfoResponseSchema.parse((await get(url)).json());
    await eventually(ask, (r) => r.data?.body === long);
    const { plain } = await checkEncodings(url);
    const fresh = await sessionInfo(serviceCtx(), info.session_id);
    expect(plain.body).toBe(
      JSON.stringify(SessionInfoResponseSchema.parse({ status: 'success', data: fresh })),
    );

    await db()
      .updateTable('session_info')
      .set({ body: info.body })
      .where('id', '=', info.info_id)
      .execute();
    await eventually(ask, (r) => r.data?.body === info.body);

    // No info: null, cached too; an unknown session: the spec's error form, not cached.
    const none = await db()
      .selectFrom('sessions')
      .select('id')
      .where(
        'film_id',
        'not in',
        db().selectFrom('session_info').select('film_id').where('film_id', 'is not', null),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const empty = await get(`/v1/session/info/?sessionId=${none.id}`);
    expect(empty.json()).toEqual({ status: 'success', data: null });
    const unknown = await get('/v1/session/info/?sessionId=999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].title).toBe('Ошибка');
  });
});
