import { describe, expect, it } from 'vitest';
import {
  CINEMA_NOT_FOUND,
  CINEMA_SLUG_REFUSAL,
  CinemaPageResponseSchema,
  SEAT_CHILD,
  SEAT_VIP,
  type CinemaPage,
} from '@softkino/contract/cinemaPage';
import { CINEMA_PAGES, seedCinemaPages } from '../seed/cinemaPages';
import { CINEMAS } from '../seed/chain';
import { mapQueryOf } from '../src/services/cinemaPage';
import { API, useTestApp } from './helpers/app';
import { cinemaIdBySlug } from './helpers/seedIds';

const ctx = useTestApp();

function get(query: string, headers: Record<string, string> = {}) {
  return ctx.app().inject({ method: 'GET', url: `${API}/v1/cinema/?${query}`, headers });
}

async function page(slug: string): Promise<CinemaPage> {
  const res = await get(`slug=${slug}`);
  expect(res.statusCode).toBe(200);
  return CinemaPageResponseSchema.parse(res.json()).data;
}

describe('GET v1/cinema/?slug=', () => {
  it("answers a known cinema: the chooser's fields, its zone, the maps link and directions", async () => {
    const data = await page('chel-galereya');
    const id = await cinemaIdBySlug(ctx.db().database.db, 'chel-galereya');
    expect(data.cinema).toMatchObject({
      id,
      name: 'СофтКино Галерея',
      short_name: 'Галерея',
      address: 'г. Челябинск, ул. Труда, 203, ТРК «Галерея Челябинск», 4 этаж',
      city: 'Челябинск',
      link: '/cinema/chel-galereya',
      img: '/static/media/logos/chel-galereya.svg',
      no_bonus: false,
      is_separate_cinema: false,
      rent: false,
    });
    expect(data.timezone).toBe('Asia/Yekaterinburg');
    const url = new URL(data.map_url);
    expect(url.origin + url.pathname).toBe('https://yandex.ru/maps/');
    expect(url.searchParams.get('text')).toBe('Челябинск, улица Труда, 203');
    expect(data.directions).toEqual({
      transport: CINEMA_PAGES['chel-galereya']!.transport,
      parking: CINEMA_PAGES['chel-galereya']!.parking,
    });
    expect(data.contacts).toEqual({
      phone: '73512000101',
      hours: 'Ежедневно с 9:00 до начала последнего сеанса',
    });
  });

  it('a page without contacts answers null for each; the seed gives a demo cinema its own once', async () => {
    const db = ctx.db().database.db;
    const id = await cinemaIdBySlug(db, 'chel-almaz');
    // As a data directory seeded before migration 019 has it.
    await db.updateTable('cinema_pages').set({ phone: null, hours: null }).execute();
    expect((await page('chel-almaz')).contacts).toEqual({ phone: null, hours: null });
    expect(await seedCinemaPages(db)).toBe(CINEMAS.length);
    expect(await seedCinemaPages(db)).toBe(0);
    expect((await page('chel-almaz')).contacts).toEqual({
      phone: CINEMA_PAGES['chel-almaz']!.phone,
      hours: CINEMA_PAGES['chel-almaz']!.hours,
    });
    // Hours the cinema took down stay down while its phone is given: the seed completes only
    // a page that has neither.
    await db.updateTable('cinema_pages').set({ hours: null }).where('cinema_id', '=', id).execute();
    expect(await seedCinemaPages(db)).toBe(0);
    expect((await page('chel-almaz')).contacts.hours).toBeNull();
    // A cinema that wrote its own page and took both down (closed for a while) keeps them down.
    await db
      .updateTable('cinema_pages')
      .set({ phone: null, hours: null, parking: 'Парковка закрыта на ремонт.' })
      .where('cinema_id', '=', id)
      .execute();
    expect(await seedCinemaPages(db)).toBe(0);
    expect((await page('chel-almaz')).contacts).toEqual({ phone: null, hours: null });
  });

  it('keeps a phone that is not eleven digits of a Russian number out of the database', async () => {
    const db = ctx.db().database.db;
    const id = await cinemaIdBySlug(db, 'chel-gorki');
    for (const phone of ['83512000303', '+73512000303', '7351200030', '7 351 200 03 03'])
      await expect(
        db.updateTable('cinema_pages').set({ phone }).where('cinema_id', '=', id).execute(),
      ).rejects.toThrow(/check constraint/);
  });

  it('lists every hall in order with its seat count, seats and exits as the database has them', async () => {
    const data = await page('chel-galereya');
    const db = ctx.db().database.db;
    const id = await cinemaIdBySlug(db, 'chel-galereya');
    const halls = await db
      .selectFrom('halls')
      .select(['id', 'name', 'width', 'height'])
      .where('cinema_id', '=', id)
      .orderBy('sort')
      .execute();
    expect(data.halls.map((h) => h.name)).toEqual(
      CINEMAS.find((c) => c.slug === 'chel-galereya')!.halls.map((h) => h.name),
    );
    expect(data.halls.map((h) => h.id)).toEqual(halls.map((h) => h.id));
    for (const [i, hall] of data.halls.entries()) {
      const seats = await db
        .selectFrom('seats')
        .select(['x', 'y', 'zone', 'is_child'])
        .where('hall_id', '=', hall.id)
        .orderBy('row_number')
        .orderBy('place_number')
        .execute();
      expect(hall.seats).toBe(seats.length);
      expect(hall.places).toHaveLength(seats.length);
      expect(hall.width).toBe(halls[i]!.width);
      expect(hall.height).toBe(halls[i]!.height);
      expect(hall.places).toEqual(
        seats.map((s) => [
          s.x,
          s.y,
          (s.zone === 'vip' ? SEAT_VIP : 0) | (s.is_child ? SEAT_CHILD : 0),
        ]),
      );
      expect(hall.enters.length).toBeGreaterThanOrEqual(2);
    }
    // The ScreenX hall has VIP seats and child seats; the comfort hall has one zone.
    const big = data.halls[0]!;
    expect(big.seats).toBeGreaterThan(1000);
    expect(big.places.some((p) => p[2]! & SEAT_VIP)).toBe(true);
    expect(big.places.some((p) => p[2]! & SEAT_CHILD)).toBe(true);
    const comfort = data.halls.find((h) => h.name === 'Зал 5 Комфорт')!;
    expect(comfort.places.every((p) => !(p[2]! & SEAT_VIP))).toBe(true);
  });

  it("tells a cinema that takes no bonus points (no_bonus) by the cinema's flag", async () => {
    const khimki = await page('msk-khimki');
    expect(khimki.cinema.no_bonus).toBe(true);
    expect(khimki.timezone).toBe('Europe/Moscow');
    expect(new URL(khimki.map_url).searchParams.get('text')).toBe(
      'Химки, Ленинградское шоссе, 16А',
    );
    expect(khimki.halls).toHaveLength(6);
  });

  it('a cinema with no directions: null, and the map searches its city and address', async () => {
    const db = ctx.db().database.db;
    const id = await cinemaIdBySlug(db, 'ekb-passage');
    await db.deleteFrom('cinema_pages').where('cinema_id', '=', id).execute();
    const data = await page('ekb-passage');
    expect(data.directions).toBeNull();
    expect(new URL(data.map_url).searchParams.get('text')).toBe(
      'г. Екатеринбург, ул. Вайнера, 9, ТЦ «Пассаж», 4 этаж',
    );
    // The seed puts it back, and only it.
    expect(await seedCinemaPages(db)).toBe(1);
    expect(await seedCinemaPages(db)).toBe(0);
  });

  it('an unknown cinema is a 404 with the Russian message', async () => {
    for (const slug of ['no-such-cinema', 'chel', '0']) {
      const res = await get(`slug=${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 'error',
        errors: { code: 404, message: CINEMA_NOT_FOUND },
      });
    }
  });

  it('a malformed address, a missing or extra parameter is a 400, never a 500', async () => {
    for (const query of [
      'slug=Chel-Galereya',
      'slug=chel%20galereya',
      'slug=..%2Fchel-galereya',
      'slug=-chel',
      'slug=chel-',
      'slug=',
      `slug=${'a'.repeat(65)}`,
      "slug=chel'--",
    ]) {
      const res = await get(query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json()).toEqual({
        status: 'error',
        errors: { code: 400, message: CINEMA_SLUG_REFUSAL },
      });
    }
    const missing = await get('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.message).toMatch(/slug/);
    const extra = await get('slug=chel-galereya&id=1');
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors.message).toMatch(/id/);
  });

  it('is cached with an ETag: the same bytes again are a bodyless 304', async () => {
    const first = await get('slug=chel-gorki', { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = String(first.headers.etag);
    const again = await get('slug=chel-gorki', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('every cinema of the seed has its page with directions', async () => {
    for (const c of CINEMAS) {
      const data = await page(c.slug);
      expect(data.cinema.link).toBe(`/cinema/${c.slug}`);
      expect(data.halls).toHaveLength(c.halls.length);
      if (c.slug !== 'ekb-passage') expect(data.directions?.transport).toBeTruthy();
    }
  });
});

describe('mapQueryOf', () => {
  it('puts the city first unless the address names it already', () => {
    expect(mapQueryOf('Уфа', 'ул. Энтузиастов, 20')).toBe('Уфа, ул. Энтузиастов, 20');
    expect(mapQueryOf('Уфа', 'г. Уфа, ул. Энтузиастов, 20')).toBe('г. Уфа, ул. Энтузиастов, 20');
  });
});
