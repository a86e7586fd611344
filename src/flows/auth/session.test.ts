import { afterEach, describe, expect, it } from 'vitest';
import { forgetSignIn, rememberSignIn, storedPhone, storedUserId } from './session';

afterEach(() => {
  localStorage.clear();
});

describe('sign-in memory', () => {
  it('stores USER_ID always and PHONE only when given', () => {
    rememberSignIn(12, null);
    expect(storedUserId()).toBe(12);
    expect(storedPhone()).toBe('');
    rememberSignIn(12, '79991234567');
    expect(localStorage.getItem('PHONE')).toBe('"79991234567"');
    expect(storedPhone()).toBe('79991234567');
    forgetSignIn();
    expect(storedUserId()).toBeNull();
  });

  it('reads junk as nothing', () => {
    localStorage.setItem('USER_ID', '"x"');
    localStorage.setItem('PHONE', '12');
    expect(storedUserId()).toBeNull();
    expect(storedPhone()).toBe('');
  });
});
