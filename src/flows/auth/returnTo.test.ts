import { afterEach, describe, expect, it } from 'vitest';
import { afterSignInTarget, isLocalPath, phoneOfState, rememberedPage } from './returnTo';

afterEach(() => {
  localStorage.clear();
});

describe('where to go after signing in', () => {
  it('accepts only local paths', () => {
    expect(isLocalPath('/afisha')).toBe(true);
    expect(isLocalPath('//evil.example')).toBe(false);
    expect(isLocalPath('https://evil.example')).toBe(false);
    expect(isLocalPath(null)).toBe(false);
  });

  it('prefers the page the link came from, then the saved purchase choice', () => {
    expect(rememberedPage({ from: '/afisha?day=2' })).toBe('/afisha?day=2');
    localStorage.setItem(
      'userChooseInfo',
      JSON.stringify({ previousPage: '/film/x', session: 1, place: [] }),
    );
    expect(rememberedPage(null)).toBe('/film/x');
    expect(rememberedPage({ from: '/login' })).toBe('/film/x');
    localStorage.clear();
    expect(rememberedPage({ from: '/login#registration' })).toBeNull();
  });

  it('remembered page, else a local redirect_url, else the profile', () => {
    expect(afterSignInTarget('/afisha', '/profile/bonuses/')).toBe('/afisha');
    expect(afterSignInTarget(null, '/profile/bonuses/')).toBe('/profile/bonuses/');
    expect(afterSignInTarget(null, 'https://evil.example')).toBe('/profile');
    expect(afterSignInTarget(null, null)).toBe('/profile');
  });

  it('takes a whole phone from the router state, and nothing else (decision 431)', () => {
    expect(phoneOfState({ phone: '79000000010' })).toBe('79000000010');
    for (const state of [
      null,
      'x',
      {},
      { phone: '7900' },
      { phone: 79000000010 },
      { phone: '89000000010' },
    ])
      expect(phoneOfState(state)).toBeUndefined();
  });
});
