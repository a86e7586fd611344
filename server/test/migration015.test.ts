import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../src/db/migrate';
import { openPglite, type Database } from '../src/db/open';

/**
 * Migration 015 (lobby boards) on a database made before it: a film's premiere is taken from
 * its first session, a film with none gets null, and the staff roles table starts empty.
 */

let database: Database | undefined;
afterAll(async () => {
  await database?.close();
});

describe('migration 015 on an older database', () => {
  it("backfills each film's premiere date from its first session", async () => {
    database = await openPglite();
    const db = database.db;
    const all = readMigrations();
    await migrate(
      db,
      all.filter((m) => m.version < '015'),
    );
    await sql`INSERT INTO cities (name, timezone) VALUES ('Челябинск', 'Asia/Yekaterinburg')`.execute(
      db,
    );
    await sql`INSERT INTO cinemas (city_id, slug, name, short_name, address, link, img,
      is_separate_cinema, no_bonus, rent)
      SELECT id, 'c', 'СофтКино', 'С', 'ул. Мира, 1', '/cinema/c', '/c.svg', false, false, false
      FROM cities`.execute(db);
    await sql`INSERT INTO halls (cinema_id, name, width, height, layout)
      SELECT id, 'Зал 1', 100, 100, '{}' FROM cinemas`.execute(db);
    await sql`INSERT INTO films (slug, name, country, genre, duration, age, poster_mobile, poster_desktop)
      VALUES ('a', 'А', 'Россия', 'драма', 90, '12+', '/a.svg', '/a.svg'),
             ('b', 'Б', 'Россия', 'драма', 90, '12+', '/b.svg', '/b.svg')`.execute(db);
    await sql`INSERT INTO sessions (film_id, hall_id, starts_at, format)
      SELECT f.id, h.id, t, '2D' FROM films f, halls h,
        (VALUES (timestamptz '2026-11-20 10:00:00+00'), (timestamptz '2026-11-06 12:00:00+00')) AS v(t)
      WHERE f.slug = 'a'`.execute(db);

    expect(await migrate(db, all)).toContain('015');

    const films = await sql<{ slug: string; premiere: string | null }>`
      SELECT slug, to_char(premiere_date, 'DD.MM.YYYY') AS premiere FROM films ORDER BY slug`.execute(
      db,
    );
    expect(films.rows).toEqual([
      { slug: 'a', premiere: '06.11.2026' },
      { slug: 'b', premiere: null },
    ]);
    const roles = await sql<{ n: number }>`SELECT count(*)::int AS n FROM staff_roles`.execute(db);
    expect(roles.rows[0]?.n).toBe(0);
    // A fresh PGlite, migrated step by step: a minute and more on a loaded 2-core machine.
  }, 180_000);
});
