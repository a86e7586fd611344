import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import {
  LIKE_INTENT_TTL_MS,
  likeIntentAction,
  readLikeIntent,
  saveLikeIntent,
  takeLikeIntent,
} from './likeIntent';

const NOW = 1_800_000_000_000;

function stored(): string | null {
  return localStorage.getItem(STORAGE_KEYS.likeIntent);
}

afterEach(() => {
  localStorage.clear();
});

describe('a like kept through signing in', () => {
  it('is stored with its film and time', () => {
    saveLikeIntent(7, NOW);
    expect(JSON.parse(stored() ?? '')).toEqual({ film: 7, savedAt: NOW });
    expect(readLikeIntent()).toEqual({ film: 7, savedAt: NOW });
  });

  it('is added once signed in while fresh, waits for a guest, and is dropped when stale', () => {
    const intent = { film: 7, savedAt: NOW };
    expect(likeIntentAction(null, true, NOW)).toBe('none');
    expect(likeIntentAction(intent, true, NOW + 1000)).toBe('apply');
    expect(likeIntentAction(intent, true, NOW + LIKE_INTENT_TTL_MS)).toBe('apply');
    expect(likeIntentAction(intent, false, NOW + 1000)).toBe('keep');
    expect(likeIntentAction(intent, true, NOW + LIKE_INTENT_TTL_MS + 1)).toBe('drop');
    expect(likeIntentAction(intent, false, NOW + LIKE_INTENT_TTL_MS + 1)).toBe('drop');
    // From the future (a clock put back): not trusted either.
    expect(likeIntentAction(intent, true, NOW - 1)).toBe('drop');
  });

  it('is taken once: read and cleared together', () => {
    saveLikeIntent(7, NOW);
    expect(takeLikeIntent(true, NOW + 1000)).toEqual({ film: 7, savedAt: NOW });
    expect(stored()).toBeNull();
    expect(takeLikeIntent(true, NOW + 1000)).toBeNull();
  });

  it('stays for a guest on the way through /login, and a stale one goes unused', () => {
    saveLikeIntent(7, NOW);
    expect(takeLikeIntent(false, NOW + 1000)).toBeNull();
    expect(readLikeIntent()).toEqual({ film: 7, savedAt: NOW });
    expect(takeLikeIntent(false, NOW + LIKE_INTENT_TTL_MS + 1)).toBeNull();
    expect(stored()).toBeNull();
    saveLikeIntent(7, NOW);
    expect(takeLikeIntent(true, NOW + LIKE_INTENT_TTL_MS + 1)).toBeNull();
    expect(stored()).toBeNull();
  });

  it('ignores and clears anything stored that is not a like', () => {
    for (const bad of [
      '{not json',
      '"text"',
      'null',
      '[7]',
      JSON.stringify({ film: '7', savedAt: NOW }),
      JSON.stringify({ film: 0, savedAt: NOW }),
      JSON.stringify({ film: 1.5, savedAt: NOW }),
      JSON.stringify({ film: 7, savedAt: 'today' }),
      JSON.stringify({ film: 7 }),
    ]) {
      localStorage.setItem(STORAGE_KEYS.likeIntent, bad);
      expect(readLikeIntent()).toBeNull();
      expect(takeLikeIntent(true, NOW)).toBeNull();
      expect(stored()).toBeNull();
    }
  });
});
