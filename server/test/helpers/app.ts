import { API_ROOT } from '@softkino/contract/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app';
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
