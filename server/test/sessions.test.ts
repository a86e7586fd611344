import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { OrderCreateResponseSchema } from '@softkino/contract/order';
import {
  SessionInfoResponseSchema,
  SessionPlacesResponseSchema,
  SessionResponseSchema,
  SESSION_STARTED_MARKER,
} from '@softkino/contract/session';
import { useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import { pickSessions, TestBrowser, type TestSession } from './helpers/sales';

const ctx = useTestApp({ sweepIntervalMs: 0 });
const db = () => ctx.db().database.db;

let s: TestSession;
beforeAll(async () => {
  const [first] = await pickSessions(db(), 1);
  if (!first) throw new Error('no session');
  s = first;
});

function firstDetail(body: unknown): string {
  const errors = ErrorEnvelopeSchema.parse(body).errors;
  if (!Array.isArray(errors)) throw new Error('expected the array form');
  return errors[0]?.detail ?? '';
}

describe('GET v1/session/', () => {
  it('answers the hall map, film, cinema, timetable, and no order for a new browser', async () => {
    const browser = new TestBrowser(ctx.app);
    for (const path of ['/v1/session/', '/v1/session/order/']) {
      const res = await browser.get(`${path}?id=${s.id}`);
      expect(res.statusCode).toBe(200);
      const body = SessionResponseSchema.parse(res.json());
      expect(body.order).toBeNull();
      expect(body.order_success).toBeNull();
      expect(body.data.id).toBe(s.id);
      expect(body.data.places.map((p) => p.id).sort((a, b) => a - b)).toEqual(s.seats);
      expect(body.data.places.every((p) => p.status === 1)).toBe(true);
      expect(body.data.enters.length).toBeGreaterThan(0);
      expect(body.data.timetable.map((t) => t.id)).toContain(s.id);
      expect(body.data.datetime).toBe(s.startsAt.toISOString());
    }
    // Reading creates no browser session.
    expect(browser.cookie).toBeNull();
  });

  it('marks seats held by others 0, and the own unpaid order as `order` with its seats free', async () => {
    const owner = new TestBrowser(ctx.app);
    const seats = [s.seats[0] ?? 0, s.seats[1] ?? 0];
    const created = OrderCreateResponseSchema.parse((await owner.order(s.id, seats)).json()).data;
    const other = SessionResponseSchema.parse(
      (await new TestBrowser(ctx.app).get(`/v1/session/?id=${s.id}`)).json(),
    );
    expect(other.data.places.filter((p) => p.status === 0).map((p) => p.id)).toEqual(seats);
    const own = SessionResponseSchema.parse((await owner.get(`/v1/session/?id=${s.id}`)).json());
    expect(own.order?.id).toBe(created['order-id']);
    expect(own.order?.places.map((p) => p.id)).toEqual(seats);
    expect(own.data.places.every((p) => p.status === 1)).toBe(true);

    const places = SessionPlacesResponseSchema.parse(
      (await new TestBrowser(ctx.app).get(`/v1/session/places/?id=${s.id}`)).json(),
    ).data;
    expect(places.sold).toEqual(seats);
    expect(places.available).toHaveLength(s.seats.length - 2);
    await owner.get(`/v1/buy/cancel/?order_id=${created['order-id']}`);
  });

  it("offers child seats only where children are let in: never on a 16+ or 18+ film's session", async () => {
    const browser = new TestBrowser(ctx.app);
    const childSeatsOf = async (ages: ('0+' | '6+' | '12+' | '16+' | '18+')[]) => {
      const row = await db()
        .selectFrom('sessions')
        .innerJoin('films', 'films.id', 'sessions.film_id')
        .select('sessions.id')
        .where('films.age', 'in', ages)
        .where('sessions.deleted', '=', false)
        .where('sessions.starts_at', '>', new Date(FIXED_NOW.getTime() + 24 * 3600_000))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('seats')
              .select('seats.id')
              .whereRef('seats.hall_id', '=', 'sessions.hall_id')
              .where('seats.is_child', '=', true),
          ),
        )
        .orderBy('sessions.id')
        .executeTakeFirstOrThrow();
      const body = SessionResponseSchema.parse(
        (await browser.get(`/v1/session/?id=${row.id}`)).json(),
      );
      return body.data.places.filter((p) => p.isChild).length;
    };
    expect(await childSeatsOf(['0+', '6+', '12+'])).toBeGreaterThan(0);
    expect(await childSeatsOf(['18+'])).toBe(0);
    expect(await childSeatsOf(['16+'])).toBe(0);
  });

  it("answers a started session with the array error holding 'Ошибка 131'", async () => {
    const started = await db()
      .selectFrom('sessions')
      .select('id')
      .where('starts_at', '<=', FIXED_NOW)
      .where('deleted', '=', false)
      .executeTakeFirstOrThrow();
    for (const path of ['/v1/session/', '/v1/session/places/']) {
      const res = await new TestBrowser(ctx.app).get(`${path}?id=${started.id}`);
      expect(res.statusCode).toBe(409);
      expect(firstDetail(res.json())).toContain(SESSION_STARTED_MARKER);
    }
  });

  it('answers unknown and deleted sessions with 404, bad ids with 400', async () => {
    const deleted = await db()
      .selectFrom('sessions')
      .select('id')
      .where('deleted', '=', true)
      .executeTakeFirstOrThrow();
    for (const id of [2147483647, deleted.id]) {
      const res = await new TestBrowser(ctx.app).get(`/v1/session/?id=${id}`);
      expect([res.statusCode, firstDetail(res.json())]).toEqual([404, 'Сеанс не найден.']);
    }
    // Digits only (decision 412): '0x1F' read as 31, '1e1' as 10, '+5' as 5 before.
    const odd = ['id=0x1F', 'id=1e1', 'id=%2B5', 'id=0b11', 'id=1.0'];
    for (const q of ['id=abc', 'id=-1', 'id=1e99', '', 'id=1&x=2', ...odd]) {
      expect((await new TestBrowser(ctx.app).get(`/v1/session/?${q}`)).statusCode).toBe(400);
    }
  });
});

describe('GET v1/session/info/', () => {
  it('answers seeded info for the film, and null for a session without info', async () => {
    const film = await db()
      .selectFrom('films')
      .select('id')
      .where('slug', '=', 'dom-na-okraine')
      .executeTakeFirstOrThrow();
    const withInfo = await db()
      .selectFrom('sessions')
      .select('id')
      .where('film_id', '=', film.id)
      .executeTakeFirstOrThrow();
    const info = SessionInfoResponseSchema.parse(
      (await new TestBrowser(ctx.app).get(`/v1/session/info/?sessionId=${withInfo.id}`)).json(),
    ).data;
    expect(info).toMatchObject({ agree: true, button: 'Продолжить', title: 'Перед покупкой' });

    const plain = await db()
      .selectFrom('sessions')
      .innerJoin('films', 'films.id', 'sessions.film_id')
      .select('sessions.id')
      .where('films.slug', 'not in', ['dom-na-okraine', 'golosa-goroda-live', 'dykhanie-tajgi'])
      .executeTakeFirstOrThrow();
    const none = SessionInfoResponseSchema.parse(
      (await new TestBrowser(ctx.app).get(`/v1/session/info/?sessionId=${plain.id}`)).json(),
    );
    expect(none).toEqual({ status: 'success', data: null });
    expect((await new TestBrowser(ctx.app).get('/v1/session/info/?sessionId=x')).statusCode).toBe(
      400,
    );
  });
});
