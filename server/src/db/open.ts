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

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/** An open database: the Kysely handle plus how to close everything that was opened for it. */
export interface Database {
  db: Kysely<DB>;
  engine: Engine;
  /**
   * LISTEN on a channel: `onNotify` gets each payload. `onGap` runs when notifications may have
   * been missed (the listening connection was lost and is back): a cache then drops everything.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onGap?: () => void,
  ): Promise<Unlisten>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, for `openPglite(undefined, {snapshot})`. */
  dump?(): Promise<Blob>;
}

/** Channel names are identifiers we choose; anything else is a bug. */
function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  return channel;
}

/**
 * Embedded PGlite. `dataDir` undefined means in memory (tests). The dialect hands out its one
 * connection to one Kysely connection at a time (a queue in acquireConnection), so concurrent
 * transactions are serialised; server/test/db.test.ts proves it.
 */
export async function openPglite(
  dataDir?: string,
  options: {
    /** In memory, starting from a data directory dumped by `Database.dump` (tests: ~0.3 s, not ~3). */
    snapshot?: Blob;
  } = {},
): Promise<Database> {
  const parsers = { [INT8]: parseInt8 };
  const client =
    dataDir === undefined
      ? await PGlite.create({ parsers, loadDataDir: options.snapshot })
      : await PGlite.create(dataDir, { parsers });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
  return {
    db,
    engine: 'pglite',
    dump: async () => client.dumpDataDir('none'),
    // One in-process session: notifications arrive after the notifying statement's commit, and
    // none can be missed.
    async listen(channel, onNotify) {
      return client.listen(checkChannel(channel), onNotify);
    },
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
  const listeners = new Set<{ stop: () => Promise<void> }>();
  return {
    db,
    engine: 'postgres',
    async listen(channel, onNotify, onGap) {
      const listener = listenPostgres(url, checkChannel(channel), onNotify, onGap ?? (() => {}));
      await listener.ready;
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async close() {
      await Promise.all([...listeners].map((l) => l.stop()));
      await db.destroy();
    },
  };
}

/**
 * A connection of its own that LISTENs (pooled connections come and go). When it drops, it
 * reconnects with a growing delay (up to 10 s) and reports the gap once it listens again.
 */
function listenPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onGap: () => void,
): { ready: Promise<void>; stop: () => Promise<void> } {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = 250;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    c.on('error', () => {
      // 'end' follows and reconnects.
    });
    c.on('end', () => {
      if (stopped || client !== c) return;
      client = null;
      schedule();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
    delay = 250;
  };
  const schedule = () => {
    retry = setTimeout(() => {
      connect().then(onGap, () => {
        delay = Math.min(delay * 2, 10_000);
        if (!stopped) schedule();
      });
    }, delay);
    retry.unref();
  };
  return {
    ready: connect(),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

/**
 * The database the server runs on: PostgreSQL when DATABASE_URL is set, otherwise PGlite in
 * DATA_DIR/pglite, locked against a second process. Closing releases the lock after the db.
 */
export async function openDatabase(config: {
  databaseUrl?: string;
  databasePoolSize?: number;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl)
    return openPostgres(
      config.databaseUrl,
      config.databasePoolSize === undefined ? {} : { max: config.databasePoolSize },
    );
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
