import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate, readMigrations, splitStatements } from '../src/db/migrate';
import { useTestDb } from './helpers/db';

describe('migrations', () => {
  const testDb = useTestDb({ seed: false });

  it('are recorded and a second run applies nothing', async () => {
    const { db } = testDb().database;
    const recorded = await db
      .selectFrom('schema_migrations')
      .select('version')
      .orderBy('version')
      .execute();
    expect(recorded.map((r) => r.version)).toEqual(readMigrations().map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
    expect(await migrate(db)).toEqual([]);
  });

  it('roll back as a whole when a statement fails', async () => {
    const { db } = testDb().database;
    const broken = [
      {
        version: '999',
        name: 'broken',
        statements: ['CREATE TABLE half_done (id integer)', 'SELECT nope FROM nowhere'],
      },
    ];
    await expect(migrate(db, broken)).rejects.toThrow();
    const table = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'half_done'`.execute(
      db,
    );
    expect(table.rows[0]?.n).toBe(0);
    const row = await db
      .selectFrom('schema_migrations')
      .select('version')
      .where('version', '=', '999')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('split files into statements, dropping comments but not quoted text', () => {
    const text = [
      '-- a comment',
      "CREATE TABLE a (x text DEFAULT '--;', \"we;ird\" text DEFAULT 'it''s');",
      '',
      'CREATE INDEX i ON a (x); -- trailing',
      'CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql',
    ].join('\n');
    expect(splitStatements(text)).toEqual([
      "CREATE TABLE a (x text DEFAULT '--;', \"we;ird\" text DEFAULT 'it''s')",
      'CREATE INDEX i ON a (x)',
      'CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql',
    ]);
  });
});

describe('transactions', () => {
  const testDb = useTestDb({ seed: false });

  it('run one after another: concurrent transactions never see each other half-done', async () => {
    const { db } = testDb().database;
    await sql`CREATE TABLE IF NOT EXISTS counter (n integer NOT NULL)`.execute(db);
    await sql`INSERT INTO counter VALUES (0)`.execute(db);
    // Each transaction reads, yields to the event loop, then writes read+1. Without
    // serialisation (PGlite has one connection) the reads interleave and increments are lost;
    // PostgreSQL needs the row lock that FOR UPDATE takes.
    async function increment(): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await sql<{ n: number }>`SELECT n FROM counter FOR UPDATE`.execute(trx);
        await new Promise((r) => setTimeout(r, 5));
        await sql`UPDATE counter SET n = ${(row.rows[0]?.n ?? 0) + 1}`.execute(trx);
      });
    }
    await Promise.all(Array.from({ length: 10 }, () => increment()));
    const final = await sql<{ n: number }>`SELECT n FROM counter`.execute(db);
    expect(final.rows[0]?.n).toBe(10);
  });

  it('keep working after a failed transaction releases the connection', async () => {
    const { db } = testDb().database;
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const one = await sql<{ x: number }>`SELECT 1 AS x`.execute(db);
    expect(one.rows[0]?.x).toBe(1);
  });
});
