import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSignIn, PHONE_TTL_MS, rememberSignIn, storedPhone, storedUserId } from './session';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('sign-in memory', () => {
  it('stores USER_ID always and PHONE only when given', () => {
    rememberSignIn(12, null);
    expect(storedUserId()).toBe(12);
    expect(storedPhone()).toBe('');
    rememberSignIn(12, '79991234567');
    expect(JSON.parse(localStorage.getItem('PHONE')!)).toMatchObject({ phone: '79991234567' });
    expect(storedPhone()).toBe('79991234567');
    forgetSignIn();
    expect(storedUserId()).toBeNull();
  });

  it('keeps the phone for 30 days (spec section 9: stored phone, 30), then forgets it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T10:00:00Z') });
    rememberSignIn(12, '79991234567');
    vi.setSystemTime(Date.now() + PHONE_TTL_MS - 60_000);
    expect(storedPhone()).toBe('79991234567');
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(storedPhone()).toBe('');
    expect(PHONE_TTL_MS).toBe(30 * 24 * 60 * 60 * 1000);
    // The sign-in itself is the server's to end; only the phone for the form lapses.
    expect(storedUserId()).toBe(12);
  });

  it('reads junk as nothing', () => {
    localStorage.setItem('USER_ID', '"x"');
    localStorage.setItem('PHONE', '12');
    expect(storedPhone()).toBe('');
    // A bare phone of unknown age, or a time in the future, is not trusted either.
    localStorage.setItem('PHONE', '"79991234567"');
    expect(storedPhone()).toBe('');
    localStorage.setItem(
      'PHONE',
      JSON.stringify({ phone: '79991234567', savedAt: Date.now() + 1e9 }),
    );
    expect(storedUserId()).toBeNull();
    expect(storedPhone()).toBe('');
  });
});
