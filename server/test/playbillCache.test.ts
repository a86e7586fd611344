import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PlaybillResponseSchema, type PlaybillResponse } from '@softkino/contract/playbill';
import { SessionPlacesResponseSchema } from '@softkino/contract/session';
import { playbill } from '../src/services/playbill';
import type { ServiceContext } from '../src/services/context';
import { API, useTestApp, sandboxContext } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import { testClock, TestBrowser } from './helpers/sales';

const clock = testClock();
const ctx = useTestApp({ now: clock.now, sweepIntervalMs: 0 });
const db = () => ctx.db().database.db;
const CITY = 1;
const URL = `${API}/v1/films/playbill/?city=${CITY}`;

function serviceCtx(): ServiceContext {
  return sandboxContext(db(), clock.now);
}

async function get(headers: Record<string, string> = {}) {
  return ctx.app().inject({ method: 'GET', url: URL, headers });
}

function sessionIds(reply: PlaybillResponse): Map<number, { disabled: boolean; price: number }> {
  const ids = new Map<number, { disabled: boolean; price: number }>();
  for (const film of reply.data)
    for (const list of Object.values(film.sessions))
      for (const s of list) ids.set(s.id, { disabled: s.disabled, price: s.price });
  return ids;
}

/** Asks until the answer meets `test` (a NOTIFY arrives after the commit, within milliseconds). */
async function eventually(test: (reply: PlaybillResponse) => boolean): Promise<PlaybillResponse> {
  let last: PlaybillResponse | undefined;
  for (let i = 0; i < 60; i++) {
    last = PlaybillResponseSchema.parse((await get()).json());
    if (test(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the playbill never changed: ${JSON.stringify(last).slice(0, 200)}`);
}

describe('the cached playbill', () => {
  it('answers the same bytes as a fresh build, in brotli, gzip or plain, with an ETag and 304', async () => {
    clock.set(FIXED_NOW);
    const first = await get();
    const second = await get();
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const fresh = await playbill(serviceCtx(), CITY);
    expect(first.body).toBe(
      JSON.stringify(
        PlaybillResponseSchema.parse({ status: 'success', data: fresh.data, map: fresh.map }),
      ),
    );
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);

    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(first.body);
    expect(br.rawPayload.length).toBeLessThan(first.rawPayload.length / 4);
    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(first.body);
    expect(String(gz.headers.vary).toLowerCase()).toContain('accept-encoding');

    const notModified = await get({ 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect((await get({ 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('shows an added, changed, repriced, disabled and deleted session at once', async () => {
    clock.set(FIXED_NOW);
    const before = PlaybillResponseSchema.parse((await get()).json());
    const [someId] = [...sessionIds(before).keys()];
    const model = await db()
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', someId ?? 0)
      .executeTakeFirstOrThrow();
    const added = await db()
      .insertInto('sessions')
      .values({
        film_id: model.film_id,
        hall_id: model.hall_id,
        // Tomorrow 23:10 in Yekaterinburg: inside the window, after every other session.
        starts_at: new Date(FIXED_NOW.getTime() + 23 * 3600_000 + 10 * 60_000),
        format: '2D',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('session_prices')
      .values({ session_id: added.id, zone: 'standard', price: 333 })
      .execute();
    await eventually((r) => sessionIds(r).get(added.id)?.price === 333);

    await db()
      .updateTable('session_prices')
      .set({ price: 444 })
      .where('session_id', '=', added.id)
      .execute();
    await eventually((r) => sessionIds(r).get(added.id)?.price === 444);

    await db().updateTable('sessions').set({ disabled: true }).where('id', '=', added.id).execute();
    await eventually((r) => sessionIds(r).get(added.id)?.disabled === true);

    await db().deleteFrom('session_prices').where('session_id', '=', added.id).execute();
    await db().deleteFrom('sessions').where('id', '=', added.id).execute();
    const after = await eventually((r) => !sessionIds(r).has(added.id));
    expect(JSON.stringify(after)).toBe(JSON.stringify(before));
  });

  it('turns a session disabled when it starts, with no change to the catalogue', async () => {
    clock.set(FIXED_NOW);
    const reply = PlaybillResponseSchema.parse((await get()).json());
    const open = [...sessionIds(reply)].filter(([, s]) => !s.disabled).map(([id]) => id);
    const starts = await db()
      .selectFrom('sessions')
      .select(['id', 'starts_at'])
      .where('id', 'in', open)
      .orderBy('starts_at')
      .execute();
    const next = starts[0];
    if (!next) throw new Error('no open session');
    clock.set(new Date(new Date(next.starts_at).getTime() + 1000));
    const later = PlaybillResponseSchema.parse((await get()).json());
    expect(sessionIds(later).get(next.id)?.disabled).toBe(true);
    clock.set(FIXED_NOW);
  });

  it('never caches seat availability: a hold shows in session/places at once', async () => {
    clock.set(FIXED_NOW);
    const reply = PlaybillResponseSchema.parse((await get()).json());
    const sessionId = [...sessionIds(reply)].find(([, s]) => !s.disabled)?.[0] ?? 0;
    const buyer = new TestBrowser(ctx.app);
    const other = new TestBrowser(ctx.app);
    const places = async () =>
      SessionPlacesResponseSchema.parse(
        (await other.get(`/v1/session/places/?id=${sessionId}`)).json(),
      ).data;
    const seat = (await places()).available[0] ?? 0;
    expect((await buyer.order(sessionId, [seat])).statusCode).toBe(200);
    // Another browser sees the seat taken at once.
    expect((await places()).available).not.toContain(seat);
    expect((await places()).sold).toContain(seat);
  });
});
