import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '@softkino/contract/api';
import { buildApp } from '../src/app';
import type { DB } from '../src/db/types';
import { FALLBACK_MESSAGE } from '../src/errors';
import { SESSION_COOKIE } from '../src/services/viewer';
import { FIXED_NOW, useTestDb } from './helpers/db';

/**
 * The database failing before a handler runs (the viewer lookup of every API request) is the
 * server's fault: a 500 with the fallback text, not a 400 'Некорректный запрос.' that tells the
 * buyer their request was wrong.
 */
describe('errors raised before the handler', () => {
  const db = useTestDb();
  let failing = false;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const real = db().database.db;
    const flaky = new Proxy(real, {
      get(target, prop, receiver) {
        if (failing && prop === 'selectFrom')
          return () => {
            throw new Error('connection terminated unexpectedly');
          };
        return Reflect.get(target, prop, receiver) as unknown;
      },
    }) as Kysely<DB>;
    app = await buildApp({ db: flaky, now: () => FIXED_NOW, distDir: '/nonexistent-dist' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('a database failure in the viewer lookup answers 500 with the fallback text', async () => {
    failing = true;
    try {
      const res = await app.inject({
        method: 'GET',
        url: `${API_ROOT}/v1/cinema/cities/`,
        cookies: { [SESSION_COOKIE]: randomBytes(32).toString('base64url') },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        status: 'error',
        errors: { code: 500, message: FALLBACK_MESSAGE },
      });
    } finally {
      failing = false;
    }
  });

  it('a broken JSON body is still the client’s 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API_ROOT}/v1/user/login/`,
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      payload: '{"phone":',
    });
    expect(res.statusCode).toBe(400);
  });
});
