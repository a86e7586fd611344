import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { openPglite, openPostgres, type Database } from '../../src/db/open';
import { seedDatabase } from '../../seed/index';

import { FIXED_NOW } from './fixedNow';

export { FIXED_NOW };

export interface TestDb {
  database: Database;
  /** Name of the PostgreSQL schema of this file, or null on PGlite. */
  schema: string | null;
  close(): Promise<void>;
}

/**
 * One database for one test file: in-memory PGlite by default, or, when TEST_DATABASE_URL is
 * set, a fresh schema of its own on that PostgreSQL database (search_path set on every pooled
 * connection), so test files can run in parallel against one server. Migrated, and seeded
 * with FIXED_NOW unless `seed` is false.
 */
export async function createTestDb(options: { seed?: boolean } = {}): Promise<TestDb> {
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  let schema: string | null = null;
  let dropSchema = async () => {};
  if (url) {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    database = openPostgres(url, { searchPath: schema, max: 4 });
    const name = schema;
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
      await client.end();
    };
  } else {
    // A copy of the run's migrated (and seeded) data directory: server/test/globalSetup.ts.
    const snapshots = inject('pgliteSnapshots');
    if (snapshots) {
      const file = options.seed === false ? snapshots.bare : snapshots.seeded;
      const loaded = await openPglite(undefined, { snapshot: new Blob([readFileSync(file)]) });
      return { database: loaded, schema, close: () => loaded.close() };
    }
    database = await openPglite();
  }
  await migrate(database.db);
  if (options.seed !== false) await seedDatabase(database.db, FIXED_NOW);
  return {
    database,
    schema,
    async close() {
      await database.close();
      await dropSchema();
    },
  };
}

/** Registers beforeAll/afterAll for one database per file and returns a getter for it. */
export function useTestDb(options: { seed?: boolean } = {}): () => TestDb {
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await createTestDb(options);
  });
  afterAll(async () => {
    await testDb?.close();
  });
  return () => {
    if (!testDb) throw new Error('the test database is not ready (use it inside tests)');
    return testDb;
  };
}
