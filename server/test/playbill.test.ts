import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PlaybillResponseSchema, type PlaybillResponse } from '@softkino/contract/playbill';
import { playbill } from '../src/services/playbill';
import { API, sandboxContext, useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import { cinemaIdBySlug, cityIdByName } from './helpers/seedIds';

const ctx = useTestApp();

function cinemaId(slug: string): Promise<number> {
  return cinemaIdBySlug(ctx.db().database.db, slug);
}

function cityId(name: string): Promise<number> {
  return cityIdByName(ctx.db().database.db, name);
}

async function getPlaybill(query: string): Promise<PlaybillResponse> {
  const res = await ctx.app().inject({ method: 'GET', url: `${API}/v1/films/playbill/?${query}` });
  expect(res.statusCode).toBe(200);
  return PlaybillResponseSchema.parse(res.json());
}

/** Wall-clock HH:mm and DD.MM.YYYY of an instant in a zone, computed independently of the server. */
function localOf(instant: Date, timeZone: string): { time: string; date: string } {
  const time = instant.toLocaleTimeString('ru-RU', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const date = instant.toLocaleDateString('ru-RU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return { time, date };
}

describe('GET v1/films/playbill/', () => {
  it('defaults to every cinema of Челябинск and maps 14 days from the local today', async () => {
    const body = await getPlaybill('');
    const chelyabinsk = await getPlaybill(`city=${await cityId('Челябинск')}`);
    expect(body).toEqual(chelyabinsk);
    expect(body.map).toHaveLength(14);
    // FIXED_NOW is Tuesday 10 March 2026 in Yekaterinburg.
    expect(body.map[0]).toEqual({ date: '10.03.2026', label: 'вт', empty: false });
    expect(body.map.map((d) => d.label).slice(0, 7)).toEqual([
      'вт',
      'ср',
      'чт',
      'пт',
      'сб',
      'вс',
      'пн',
    ]);
    expect(body.map[13]?.date).toBe('23.03.2026');
  });

  it("covers every cinema of a city when no cinema is given, naming each session's cinema", async () => {
    const city = await getPlaybill(`city=${await cityId('Челябинск')}`);
    const named = city.data.flatMap((f) => Object.values(f.sessions).flat());
    const cinemaNames = new Set(named.map((s) => s.cinema?.short_name));
    expect(cinemaNames).toEqual(new Set(['Галерея', 'Алмаз', 'Горки']));
    const one = await getPlaybill(`cinema=${await cinemaId('chel-almaz')}`);
    const almaz = one.data.flatMap((f) => Object.values(f.sessions).flat());
    expect(almaz.every((s) => s.cinema === undefined)).toBe(true);
    const ids = (list: { id: number }[]) => list.map((s) => s.id).sort((a, b) => a - b);
    expect(ids(named.filter((s) => s.cinema?.short_name === 'Алмаз'))).toEqual(ids(almaz));
  });

  it('marks the empty day of Галерея and sends no sessions for it', async () => {
    const body = await getPlaybill(`cinema=${await cinemaId('chel-galereya')}`);
    const emptyDays = body.map.filter((d) => d.empty).map((d) => d.date);
    expect(emptyDays).toContain('14.03.2026');
    for (const film of body.data) expect(film.sessions['14.03.2026']).toBeUndefined();
  });

  it("gives times in the cinema's zone and min/max prices over the session's zones", async () => {
    const id = await cinemaId('samara-kosmoport');
    const body = await getPlaybill(`city=${await cityId('Самара')}&cinema=${id}`);
    const db = ctx.db().database.db;
    const sessions = body.data.flatMap((f) =>
      Object.entries(f.sessions).flatMap(([date, list]) => list.map((s) => ({ date, s }))),
    );
    expect(sessions.length).toBeGreaterThan(100);
    for (const { date, s } of sessions.slice(0, 40)) {
      const row = await db
        .selectFrom('sessions')
        .select('starts_at')
        .where('id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(localOf(new Date(row.starts_at), 'Europe/Samara')).toEqual({ time: s.time, date });
      const prices = await sql<{ min: number; max: number }>`
        SELECT min(price)::int AS min, max(price)::int AS max FROM session_prices WHERE session_id = ${s.id}`.execute(
        db,
      );
      expect(s.price_min).toBe(prices.rows[0]?.min);
      expect(s.price_max).toBe(prices.rows[0]?.max);
      expect(s.price).toBe(s.price_min);
    }
    // The plain hall has one price; the others have a dearer VIP zone.
    expect(sessions.some(({ s }) => s.price_min === s.price_max)).toBe(true);
    expect(sessions.some(({ s }) => s.price_min < s.price_max)).toBe(true);
    // Each day's sessions come in time order.
    for (const film of body.data) {
      for (const list of Object.values(film.sessions)) {
        const times = list.map((s) => s.time);
        expect(times).toEqual([...times].sort());
      }
    }
  });

  it('sends deleted sessions flagged, started ones disabled, films sorted by live sessions', async () => {
    const body = await getPlaybill(`cinema=${await cinemaId('msk-khimki')}`);
    const all = body.data.flatMap((f) => Object.values(f.sessions).flat());
    expect(all.some((s) => s.del)).toBe(true);
    const db = ctx.db().database.db;
    const started = await db
      .selectFrom('sessions')
      .select('id')
      .where(
        'id',
        'in',
        all.map((s) => s.id),
      )
      .where('starts_at', '<=', FIXED_NOW)
      .execute();
    expect(started.length).toBeGreaterThan(0);
    const startedIds = new Set(started.map((r) => r.id));
    for (const s of all) if (startedIds.has(s.id)) expect(s.disabled).toBe(true);
    const live = body.data.map(
      (f) =>
        Object.values(f.sessions)
          .flat()
          .filter((s) => !s.del).length,
    );
    expect(live).toEqual([...live].sort((a, b) => b - a));
  });

  it('fills film fields: url, posters, tags as links or null', async () => {
    const body = await getPlaybill(`cinema=${await cinemaId('chel-almaz')}`);
    const film = body.data[0];
    expect(film?.url).toMatch(/^\/film\/[a-z0-9-]+$/);
    expect(film?.poster.mobile).toMatch(/^\/static\/media\/posters\/.+-mobile\.(svg|jpg)$/);
    const tagValues = body.data.flatMap((f) => [f.invites, f.sale, f.pushkin, f.childplace]);
    expect(tagValues).toContain(null);
    expect(tagValues).toContain('/about/pushkin');
  });

  it('has a day with three or fewer films and night sessions somewhere in the chain', async () => {
    const body = await getPlaybill(`cinema=${await cinemaId('mgn-kontinent')}`);
    const films = (date: string) =>
      body.data.filter((f) => (f.sessions[date]?.length ?? 0) > 0).length;
    const thin = body.map.slice(1).filter((d) => !d.empty && films(d.date) <= 3);
    expect(thin.length).toBeGreaterThan(0);
    let night = 0;
    for (const slug of ['chel-galereya', 'ekb-grinvich', 'ufa-planeta', 'perm-planeta']) {
      const p = await getPlaybill(`cinema=${await cinemaId(slug)}`);
      night += p.data
        .flatMap((f) => Object.values(f.sessions).flat())
        .filter((s) => s.time < '04:00').length;
    }
    expect(night).toBeGreaterThan(0);
  });

  it('names the halls of two sessions of a film at the same time in one cinema, and no other (decision 442)', async () => {
    const db = ctx.db().database.db;
    const cinema = await cinemaId('chel-galereya');
    const service = sandboxContext(db, () => FIXED_NOW);
    const tiles = async () =>
      new Map(
        (await playbill(service, undefined, cinema)).data
          .flatMap((f) => Object.values(f.sessions).flat())
          .map((s) => [s.id, s]),
      );
    const before = await tiles();
    // The seed's own twins, if it has any, named with their halls; the rest named with none.
    const named = [...before.values()].filter((s) => s.hall !== undefined);
    // A twin of an open session in another hall of the cinema, at the same instant.
    const [openId] = [...before.values()]
      .filter((s) => !s.disabled && !s.del && !s.hall)
      .map((s) => s.id);
    const model = await db
      .selectFrom('sessions')
      .innerJoin('halls', 'halls.id', 'sessions.hall_id')
      .select([
        'sessions.film_id',
        'sessions.hall_id',
        'sessions.starts_at',
        'sessions.format',
        'halls.name',
      ])
      .where('sessions.id', '=', openId ?? 0)
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('halls')
      .select(['id', 'name'])
      .where('cinema_id', '=', cinema)
      .where('id', '<>', model.hall_id)
      .executeTakeFirstOrThrow();
    const twin = await db
      .insertInto('sessions')
      .values({
        film_id: model.film_id,
        hall_id: other.id,
        starts_at: model.starts_at,
        format: model.format,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('session_prices')
      .values({ session_id: twin.id, zone: 'standard', price: 350 })
      .execute();
    try {
      const after = await tiles();
      expect(after.get(openId ?? 0)?.hall).toBe(model.name);
      expect(after.get(twin.id)?.hall).toBe(other.name);
      expect(other.name).not.toBe(model.name);
      // Nothing else changed: the other tiles keep what they said.
      for (const [id, tile] of before) if (id !== openId) expect(after.get(id)).toEqual(tile);

      // A twin in another format reads apart already: no hall is named.
      const otherFormat = model.format === '3D' ? '2D' : '3D';
      await db
        .updateTable('sessions')
        .set({ format: otherFormat })
        .where('id', '=', twin.id)
        .execute();
      const apart = await tiles();
      expect(apart.get(openId ?? 0)).toEqual(before.get(openId ?? 0));
      expect(apart.get(twin.id)?.hall).toBeUndefined();
      await db
        .updateTable('sessions')
        .set({ format: model.format })
        .where('id', '=', twin.id)
        .execute();

      // A deleted twin is not shown, so the session reads alone again.
      await db.updateTable('sessions').set({ deleted: true }).where('id', '=', twin.id).execute();
      const deleted = await tiles();
      expect(deleted.get(openId ?? 0)).toEqual(before.get(openId ?? 0));
      expect(deleted.get(twin.id)?.hall).toBeUndefined();
    } finally {
      await db.deleteFrom('session_prices').where('session_id', '=', twin.id).execute();
      await db.deleteFrom('sessions').where('id', '=', twin.id).execute();
    }
    // Each hall named by the seed's own data belongs to a real twin: same film, day and time.
    for (const tile of named) {
      const film = (await playbill(service, undefined, cinema)).data.find((f) =>
        Object.values(f.sessions).some((list) => list.some((s) => s.id === tile.id)),
      );
      const day = Object.values(film?.sessions ?? {}).find((list) =>
        list.some((s) => s.id === tile.id),
      );
      expect(
        day?.filter((s) => !s.del && s.time === tile.time && s.format === tile.format).length,
      ).toBeGreaterThan(1);
    }
  });

  it('answers 404 envelopes for an unknown city or cinema, or a cinema of another city', async () => {
    const cases = [
      ['city=999999', 'Город не найден.'],
      ['cinema=999999', 'Кинотеатр не найден.'],
      [
        `city=${await cityId('Уфа')}&cinema=${await cinemaId('chel-galereya')}`,
        'Кинотеатр не найден в выбранном городе.',
      ],
    ] as const;
    for (const [query, message] of cases) {
      const res = await ctx
        .app()
        .inject({ method: 'GET', url: `${API}/v1/films/playbill/?${query}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', errors: { code: 404, message } });
    }
  });
});
