import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { lockDataDir } from './lock';
import type { DB } from './types';

export type Engine = 'pglite' | 'postgres';

/** PostgreSQL's int8 (bigserial ids, bigint, count(*)). */
const INT8 = 20;

/**
 * int8 becomes a JS number once, here, for both drivers, so no repository wraps ids in
 * Number(). Ids and counts stay far below 2^53; a value beyond it would be a bug worth a throw.
 */
function parseInt8(value: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 value ${value} is beyond a safe integer`);
  return n;
}

/** An open database: the Kysely handle plus how to close everything that was opened for it. */
export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  close(): Promise<void>;
}

/**
 * Embedded PGlite. `dataDir` undefined means in memory (tests). The dialect hands out its one
 * connection to one Kysely connection at a time (a queue in acquireConnection), so concurrent
 * transactions are serialised; server/test/db.test.ts proves it.
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const parsers = { [INT8]: parseInt8 };
  const client =
    dataDir === undefined
      ? await PGlite.create({ parsers })
      : await PGlite.create(dataDir, { parsers });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  return {
    db,
    engine: 'pglite',
    async close() {
      // Destroying Kysely closes the PGlite instance through the driver.
      await db.destroy();
    },
  };
}

export interface PostgresOptions {
  /** Set on every pooled connection, so a test file can live in a schema of its own. */
  searchPath?: string;
  max?: number;
}

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 && format !== 'binary'
          ? parseInt8
          : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
    },
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: 'postgres',
    async close() {
      await db.destroy();
    },
  };
}

/**
 * The database the server runs on: PostgreSQL when DATABASE_URL is set, otherwise PGlite in
 * DATA_DIR/pglite, locked against a second process. Closing releases the lock after the db.
 */
export async function openDatabase(config: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const lock = await lockDataDir(config.dataDir, (err) => {
    console.error(`data directory lock compromised: ${err.message}`);
  });
  const dir = join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  let database: Database;
  try {
    database = await openPglite(dir);
  } catch (err) {
    await lock.release();
    throw err;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        await lock.release();
      }
    },
  };
}
