import { describe, expect, it, vi } from 'vitest';
import { AccountBrowser } from './helpers/accounts';
import { useTestApp } from './helpers/app';

// Test files share their worker's modules (vitest.config.ts): this file imports the app afresh,
// so the app it builds sees the mock below even where an earlier file imported the real module.
vi.hoisted(() => vi.resetModules());

// The app's own module, wrapped so the test sees every verification it runs.
vi.mock('../src/services/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/services/passwords')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const passwords = await import('../src/services/passwords');
const ctx = useTestApp();

describe('password hashing', () => {
  it('stores a salted scrypt hash with its parameters, never the password', async () => {
    const a = await passwords.hashPassword('Secret12');
    const b = await passwords.hashPassword('Secret12');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toContain('Secret12');
    expect(a).not.toBe(b);
    expect(await passwords.verifyPassword('Secret12', a)).toBe(true);
    expect(await passwords.verifyPassword('Secret13', a)).toBe(false);
    expect(await passwords.verifyPassword('Secret12', 'plain-text')).toBe(false);
    expect(await passwords.verifyPassword('Secret12', a.replace('$16384$', '$1024$'))).toBe(false);
  });

  it('runs scrypt for an unknown phone before answering 404', async () => {
    const verify = vi.mocked(passwords.verifyPassword);
    verify.mockClear();
    const res = await new AccountBrowser(ctx.app).post('/v1/user/loginbypass/', {
      phone: '79990000001',
      password: 'Secret12',
    });
    expect(res.statusCode).toBe(404);
    expect(verify).toHaveBeenCalledTimes(1);
    const [, hash] = verify.mock.calls[0] ?? [];
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
  });
});
