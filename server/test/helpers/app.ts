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
