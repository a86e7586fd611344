import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DB_COLUMNS } from '../src/db/types';
import { useTestDb } from './helpers/db';

/**
 * The hand-kept DB type (server/src/db/types.ts) against the migrated schema: the same tables,
 * the same columns, the same nullability. `DB_COLUMNS` is held to the type by the compiler, so
 * this test is what ties the type to server/migrations on PGlite and on PostgreSQL.
 */
describe('the DB type', () => {
  const testDb = useTestDb({ seed: false });

  it('matches the migrated tables, columns and nullability', async () => {
    const { db } = testDb().database;
    const result = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
      SELECT c.table_name, c.column_name, c.is_nullable
        FROM information_schema.columns c
        JOIN information_schema.tables t
          ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
    `.execute(db);
    const actual: Record<string, Record<string, boolean>> = {};
    for (const r of result.rows) {
      (actual[r.table_name] ??= {})[r.column_name] = r.is_nullable === 'YES';
    }
    const sorted = (tables: Record<string, Record<string, boolean>>) =>
      Object.fromEntries(
        Object.keys(tables)
          .sort()
          .map((t) => [t, Object.fromEntries(Object.entries(tables[t] ?? {}).sort())]),
      );
    expect(Object.keys(actual).length).toBeGreaterThan(20);
    expect(sorted(actual)).toEqual(sorted(DB_COLUMNS));
  });

  it('reads int8 as a JS number on this driver', async () => {
    const { db } = testDb().database;
    const result = await sql<{ n: unknown; c: unknown }>`
      SELECT 9007199254740991::int8 AS n, count(*) AS c FROM (VALUES (1), (2)) v (x)
    `.execute(db);
    expect(result.rows[0]).toEqual({ n: 9007199254740991, c: 2 });
  });
});
