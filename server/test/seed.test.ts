import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CINEMAS } from '../seed/chain';
import { RASTER_POSTERS } from '../seed/films';
import { generateHall } from '../seed/halls';
import { createRng } from '../seed/prng';
import { SEED_DAYS, planCinemaSessions } from '../seed/sessions';
import { ensureSeeded } from '../seed/index';
import { formatDate, toLocal } from '../src/lib/time';
import { FIXED_NOW, useTestDb } from './helpers/db';

describe('demo seed', () => {
  const testDb = useTestDb();
  const db = () => testDb().database.db;

  it('has 8 cities and 11 cinemas with the expected slugs, Челябинск default with three', async () => {
    const cities = await db().selectFrom('cities').selectAll().execute();
    expect(cities).toHaveLength(8);
    const chel = cities.find((c) => c.name === 'Челябинск');
    expect(chel?.is_default).toBe(true);
    expect(cities.filter((c) => c.is_default)).toHaveLength(1);
    expect(cities.find((c) => c.name === 'Самара')?.timezone).toBe('Europe/Samara');
    expect(cities.find((c) => c.name === 'Москва')?.timezone).toBe('Europe/Moscow');
    const cinemas = await db().selectFrom('cinemas').selectAll().execute();
    expect(cinemas.map((c) => c.slug).sort()).toEqual(CINEMAS.map((c) => c.slug).sort());
    expect(cinemas).toHaveLength(11);
    expect(cinemas.filter((c) => c.city_id === chel?.id)).toHaveLength(3);
    const galereya = cinemas.find((c) => c.slug === 'chel-galereya');
    expect(galereya).toMatchObject({
      name: 'СофтКино Галерея',
      short_name: 'Галерея',
      link: '/cinema/chel-galereya',
      img: '/static/media/logos/chel-galereya.svg',
    });
    // A realistic mix of flags, not all equal.
    for (const flag of ['no_bonus', 'is_separate_cinema', 'rent'] as const) {
      expect(new Set(cinemas.map((c) => c[flag])).size).toBe(2);
    }
  });

  it('gives every cinema 2-6 halls with seats, exits and a size; one hall has over 1000 seats', async () => {
    const halls = await sql<{
      cinema_id: number;
      name: string;
      width: number;
      height: number;
      seats: number;
      enters: number;
    }>`
      SELECT h.cinema_id, h.name, h.width, h.height,
        (SELECT count(*)::int FROM seats s WHERE s.hall_id = h.id) AS seats,
        (SELECT count(*)::int FROM enters e WHERE e.hall_id = h.id) AS enters
      FROM halls h`.execute(db());
    const perCinema = new Map<number, number>();
    for (const h of halls.rows) perCinema.set(h.cinema_id, (perCinema.get(h.cinema_id) ?? 0) + 1);
    expect(perCinema.size).toBe(11);
    for (const n of perCinema.values()) {
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(6);
    }
    for (const h of halls.rows) {
      expect(h.width).toBeGreaterThan(0);
      expect(h.height).toBeGreaterThan(0);
      expect(h.enters).toBeGreaterThanOrEqual(2);
    }
    const big = halls.rows.filter((h) => h.seats > 1000);
    expect(big.map((h) => h.name)).toEqual(['Зал 1 ScreenX']);
    const typical = halls.rows.filter((h) => h.seats >= 60 && h.seats <= 300);
    expect(typical.length).toBeGreaterThan(halls.rows.length * 0.8);
  });

  it('lays seats out inside the hall with sofas, VIP, child seats and rows of different lengths', async () => {
    const kinds = await db().selectFrom('seats').select('kind').distinct().execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'child',
      'normal',
      'sofa-left',
      'sofa-right',
      'vip',
    ]);
    const outside = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM seats s JOIN halls h ON h.id = s.hall_id
      WHERE s.x < 0 OR s.y < 0 OR s.x > h.width OR s.y > h.height`.execute(db());
    expect(outside.rows[0]?.n).toBe(0);
    const childMismatch = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM seats WHERE is_child <> (kind = 'child')`.execute(db());
    expect(childMismatch.rows[0]?.n).toBe(0);
    const hall = generateHall({ name: 'Зал', seats: 250 });
    const lengths = new Set<number>();
    for (let r = 1; r <= hall.layout.rows; r++)
      lengths.add(hall.seats.filter((s) => s.row === r).length);
    expect(lengths.size).toBeGreaterThan(2);
    expect(hall.layout.shape).toBe('curved');
    const lastRow = hall.seats.filter((s) => s.row === hall.layout.rows);
    expect(lastRow.every((s) => s.kind === 'sofa-left' || s.kind === 'sofa-right')).toBe(true);
  });

  it('bends its rows less than the room between them: every seat of a row is behind every seat of the row before it', async () => {
    // The seat maps number the rows at both ends; a row bent deeper than the gap put its middle
    // level with the next row's number (a desktop walk took row 7 for row 8: decision 429). At
    // most 15 of the 40 units between rows go to the bend.
    const rows = await sql<{ hall_id: number; row_number: number; gap: number }>`
      WITH r AS (
        SELECT hall_id, row_number, min(y) AS top, max(y) AS bottom
        FROM seats GROUP BY hall_id, row_number
      )
      SELECT a.hall_id, a.row_number, b.top - a.bottom AS gap
      FROM r a JOIN r b ON b.hall_id = a.hall_id AND b.row_number = a.row_number + 1
      WHERE b.top - a.bottom < 25`.execute(db());
    expect(rows.rows).toEqual([]);
  });

  it('has at least 15 films with posters (a few of them photographs) and tag links', async () => {
    const films = await db().selectFrom('films').selectAll().execute();
    expect(films.length).toBeGreaterThanOrEqual(15);
    for (const f of films) {
      const ext = RASTER_POSTERS.has(f.slug) ? 'jpg' : 'svg';
      expect(f.poster_mobile).toBe(`/static/media/posters/${f.slug}-mobile.${ext}`);
      expect(f.poster_desktop).toBe(`/static/media/posters/${f.slug}-desktop.${ext}`);
      // The file is in the repo's assets (the server serves it by its hashed address).
      expect(existsSync(`assets/posters/${f.slug}-mobile.${ext}`)).toBe(true);
      expect(existsSync(`assets/posters/${f.slug}-desktop.${ext}`)).toBe(true);
    }
    expect(films.filter((f) => f.poster_mobile.endsWith('.jpg')).length).toBeGreaterThanOrEqual(3);
    const tags = await db().selectFrom('film_tags').select(['tag', 'link']).distinct().execute();
    expect(new Set(tags.map((t) => t.tag))).toEqual(
      new Set(['invites', 'sale', 'pushkin', 'childplace']),
    );
  });

  it('schedules 14 local days with every format, empty days, night, disabled and deleted sessions', async () => {
    const rows = await db()
      .selectFrom('sessions')
      .innerJoin('halls', 'halls.id', 'sessions.hall_id')
      .innerJoin('cinemas', 'cinemas.id', 'halls.cinema_id')
      .innerJoin('cities', 'cities.id', 'cinemas.city_id')
      .select([
        'sessions.starts_at',
        'sessions.format',
        'sessions.disabled',
        'sessions.deleted',
        'cinemas.slug',
        'cities.timezone',
        'halls.name as hall',
      ])
      .execute();
    expect(new Set(rows.map((r) => r.format))).toEqual(new Set(['2D', '3D', 'ScreenX']));
    expect(
      rows.filter((r) => r.format === 'ScreenX').every((r) => r.hall.includes('ScreenX')),
    ).toBe(true);
    expect(rows.some((r) => r.disabled)).toBe(true);
    expect(rows.some((r) => r.deleted)).toBe(true);
    expect(rows.some((r) => toLocal(new Date(r.starts_at), r.timezone).hour < 4)).toBe(true);

    const daysBySlug = new Map<string, Set<string>>();
    for (const r of rows) {
      const day = formatDate(toLocal(new Date(r.starts_at), r.timezone));
      const set = daysBySlug.get(r.slug) ?? new Set<string>();
      set.add(day);
      daysBySlug.set(r.slug, set);
    }
    const today = formatDate(toLocal(FIXED_NOW, 'Asia/Yekaterinburg'));
    expect(daysBySlug.get('chel-almaz')?.size).toBe(SEED_DAYS);
    expect(daysBySlug.get('chel-almaz')?.has(today)).toBe(true);
    // Галерея has an empty day inside the first eight days.
    expect(daysBySlug.get('chel-galereya')?.size).toBe(SEED_DAYS - 1);
    for (const days of daysBySlug.values()) expect(days.size).toBeLessThanOrEqual(SEED_DAYS);
  });

  it('is deterministic and seeds only an empty database', async () => {
    const cinema = {
      slug: 'x',
      timezone: 'Europe/Moscow',
      halls: [{ id: 1, screenx: false, plain: false }],
    };
    const films = [
      { id: 1, duration: 100, genre: 'драма' },
      { id: 2, duration: 90, genre: 'мультфильм' },
    ];
    const a = planCinemaSessions(createRng(7), cinema, films, FIXED_NOW);
    const b = planCinemaSessions(createRng(7), cinema, films, FIXED_NOW);
    expect(a).toEqual(b);
    expect(generateHall({ name: 'Зал', seats: 1200 })).toEqual(
      generateHall({ name: 'Зал', seats: 1200 }),
    );
    expect(await ensureSeeded(db(), FIXED_NOW)).toBeNull();
  });
});
