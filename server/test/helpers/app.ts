import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_ROOT } from '@softkino/contract/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Kysely } from 'kysely';
import { buildApp, type AppOptions } from '../../src/app';
import type { DB } from '../../src/db/types';
import { sandboxMail } from '../../src/providers/mail';
import { sandboxBank } from '../../src/providers/payment/sandbox';
import { sandboxReceipts } from '../../src/providers/receipt/sandbox';
import { databaseClock } from '../../src/services/clock';
import type { ServiceContext } from '../../src/services/context';
import { FIXED_NOW, useTestDb, type TestDb } from './db';

export const API = API_ROOT;

/** One seeded database and one app (clock pinned to FIXED_NOW) per test file. */
export function useTestApp(options: Partial<AppOptions> = {}): {
  app: () => FastifyInstance;
  db: () => TestDb;
} {
  const db = useTestDb();
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildApp({
      db: db().database.db,
      listen: db().database.listen,
      now: () => FIXED_NOW,
      distDir: '/nonexistent-dist',
      // Reminders run only where a test calls them: a run on its own would write SMS into the
      // outbox other tests read (decision 453).
      sessionRemindersMs: 0,
      ...options,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    app: () => {
      if (!app) throw new Error('the app is not ready');
      return app;
    },
    db,
  };
}

/** A service context on a test database with the sandbox providers, for calling services directly. */
export function sandboxContext(db: Kysely<DB>, now: () => Date): ServiceContext {
  return {
    db,
    now,
    dbNow: databaseClock(now),
    covidNotice: false,
    mail: sandboxMail,
    payment: sandboxBank({ db }),
    receipts: sandboxReceipts(),
  };
}

/**
 * The app over a built client of one page (`index` as its index.html, in a temporary folder),
 * twice: answering on the request's origin, and on PUBLIC_URL https://kino.example. One
 * database per test file; the folder goes when the file ends. `root` is the folder's parent, for
 * a file that wants other builds beside it.
 */
export function useAppsOverClient(
  prefix: string,
  index: string,
): {
  app: () => FastifyInstance;
  withOrigin: () => FastifyInstance;
  db: () => TestDb;
  root: string;
} {
  const db = useTestDb();
  const root = mkdtempSync(join(tmpdir(), prefix));
  const dist = join(root, 'dist');
  let app: FastifyInstance | undefined;
  let withOrigin: FastifyInstance | undefined;
  beforeAll(async () => {
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), index);
    const options = { db: db().database.db, distDir: dist, now: () => FIXED_NOW };
    app = await buildApp(options);
    withOrigin = await buildApp({ ...options, publicUrl: 'https://kino.example' });
  });
  afterAll(async () => {
    await app?.close();
    await withOrigin?.close();
    rmSync(root, { recursive: true, force: true });
  });
  const ready = (built: FastifyInstance | undefined) => {
    if (!built) throw new Error('the app is not ready');
    return built;
  };
  return { app: () => ready(app), withOrigin: () => ready(withOrigin), db, root };
}
