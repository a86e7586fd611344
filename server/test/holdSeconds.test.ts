import { beforeAll, describe, expect, it } from 'vitest';
import { OrderCreateResponseSchema, UserSessionResponseSchema } from '@softkino/contract/order';
import { PayResponseSchema } from '@softkino/contract/payment';
import { SessionPlacesResponseSchema } from '@softkino/contract/session';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/env';
import { useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import { pickSessions, TestBrowser, testClock, type TestSession } from './helpers/sales';

/**
 * HOLD_SECONDS: the hold length comes from the app options (main.ts passes the validated
 * environment), so the end-to-end expiry test can run a server whose holds last 25 seconds.
 */
const HOLD = 25;
const clock = testClock();
const ctx = useTestApp({ now: clock.now, sweepIntervalMs: 0, holdSeconds: HOLD });
const db = () => ctx.db().database.db;

let sessions: TestSession[];
beforeAll(async () => {
  sessions = await pickSessions(db(), 2);
});
function session(i: number): TestSession {
  const s = sessions[i];
  if (!s) throw new Error(`no test session ${i}`);
  return s;
}

async function soldSeats(sessionId: number): Promise<number[]> {
  const res = await new TestBrowser(ctx.app).get(`/v1/session/places/?id=${sessionId}`);
  return SessionPlacesResponseSchema.parse(res.json()).data.sold;
}

describe('the holdSeconds option', () => {
  it("sets create_order's expire_date_unix, user/session's and pay/'s", async () => {
    clock.set(FIXED_NOW);
    const s = session(0);
    const seats = [s.seats[0] ?? 0, s.seats[1] ?? 0];
    const browser = new TestBrowser(ctx.app);
    const created = OrderCreateResponseSchema.parse((await browser.order(s.id, seats)).json()).data;
    const expected = FIXED_NOW.getTime() / 1000 + HOLD;
    expect(created.expire_date_unix).toBe(expected);
    const current = UserSessionResponseSchema.parse(
      (await browser.get('/v1/user/session')).json(),
    ).data;
    expect(current?.expire_date_unix).toBe(expected);
    const pay = await browser.postJson('/v2/payment/pay/', {
      'order-id': created['order-id'],
      'pay-method': 'card',
    });
    expect(PayResponseSchema.parse(pay.json()).data.expire_date_unix).toBe(expected);
  });

  it('the seats read free once those seconds have passed, not before', async () => {
    clock.set(FIXED_NOW);
    const s = session(1);
    const seats = [s.seats[2] ?? 0, s.seats[3] ?? 0];
    const browser = new TestBrowser(ctx.app);
    expect((await browser.order(s.id, seats)).statusCode).toBe(200);
    clock.advance((HOLD - 1) * 1000);
    expect(await soldSeats(s.id)).toEqual(seats);
    clock.advance(1000);
    expect(await soldSeats(s.id)).toEqual([]);
    // Another buyer can hold them now.
    const next = await new TestBrowser(ctx.app).order(s.id, seats);
    expect(next.statusCode).toBe(200);
    expect(await soldSeats(s.id)).toEqual(seats);
  });

  it('refuses a hold that is not a positive whole number of seconds', async () => {
    for (const holdSeconds of [0, -5, 2.5, Number.NaN])
      await expect(buildApp({ db: db(), holdSeconds, sweepIntervalMs: 0 })).rejects.toThrow(
        /holdSeconds must be a positive integer/,
      );
  });
});

describe('HOLD_SECONDS in the environment', () => {
  it('defaults to 7 minutes and accepts 10..3600', () => {
    expect(loadEnv({}).holdSeconds).toBe(420);
    expect(loadEnv({ HOLD_SECONDS: '' }).holdSeconds).toBe(420);
    expect(loadEnv({ HOLD_SECONDS: '25' }).holdSeconds).toBe(25);
    expect(loadEnv({ HOLD_SECONDS: '10' }).holdSeconds).toBe(10);
    expect(loadEnv({ HOLD_SECONDS: '3600' }).holdSeconds).toBe(3600);
  });

  it('a bad value is a clear start-up error naming the variable', () => {
    for (const bad of ['9', '3601', '30.5', 'seven', '-1'])
      expect(() => loadEnv({ HOLD_SECONDS: bad }), bad).toThrow(
        /invalid environment:\n.*HOLD_SECONDS/,
      );
  });
});
