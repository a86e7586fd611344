import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../src/db/migrate';
import { openPglite, type Database } from '../src/db/open';

/**
 * Migration 009 (the bonus program) on a database made before it: the cities get their
 * regions, bound cards stay live with their points, a card's spend counts its paid orders'
 * money and sets its tier, and the ledger's old entries still satisfy the new checks.
 */

let database: Database | undefined;
afterAll(async () => {
  await database?.close();
});

describe('migration 009 on an older database', () => {
  it('keeps cards and points and derives regions and tiers', async () => {
    database = await openPglite();
    const db = database.db;
    const all = readMigrations();
    await migrate(
      db,
      all.filter((m) => m.version < '009'),
    );
    await sql`INSERT INTO cities (name, timezone) VALUES ('Уфа', 'Asia/Yekaterinburg'),
      ('Москва', 'Europe/Moscow'), ('Тверь', 'Europe/Moscow')`.execute(db);
    await sql`INSERT INTO users (phone, phone_confirmed, city) VALUES ('79990000001', true, 'Уфа')`.execute(
      db,
    );
    await sql`INSERT INTO bonus_cards (number, user_id, virtual, percents, balance)
      SELECT '2990000000019', id, true, 0.1, 250 FROM users`.execute(db);
    await sql`INSERT INTO bonus_ledger (card_id, kind, points, note)
      SELECT id, 'grant', 250, 'welcome' FROM bonus_cards`.execute(db);

    expect(await migrate(db, all)).toContain('009');

    const cities = await sql<{ name: string; region_id: number | null }>`
      SELECT name, region_id FROM cities ORDER BY name`.execute(db);
    expect(cities.rows).toEqual([
      { name: 'Москва', region_id: 5 },
      { name: 'Тверь', region_id: null },
      { name: 'Уфа', region_id: 2 },
    ]);
    const card = await db
      .selectFrom('bonus_cards')
      .select(['status', 'spend', 'percents', 'balance', 'activated_at', 'closed_at'])
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({ status: 'live', spend: 0, balance: 250, closed_at: null });
    expect(Number(card.percents)).toBe(0.1);
    expect(card.activated_at).not.toBeNull();
    // The new kinds are accepted, with their signs.
    await expect(
      sql`INSERT INTO bonus_ledger (card_id, kind, points) SELECT id, 'transfer_out', 5 FROM bonus_cards`.execute(
        db,
      ),
    ).rejects.toThrow();
    await sql`INSERT INTO bonus_ledger (card_id, kind, points) SELECT id, 'transfer_in', 5 FROM bonus_cards`.execute(
      db,
    );
    // A card code is a code of its own purpose.
    await sql`INSERT INTO auth_codes (phone, purpose, type, code_salt, code_hash, expires_at)
      VALUES ('79990000001', 'card', 'sms', 's', 'h', now())`.execute(db);
    // A fresh PGlite, migrated step by step: a minute and more on a loaded 2-core machine.
  }, 180_000);
});
