import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { settleLikeIntent } from './likeAfterSignIn';
import { readLikeIntent, saveLikeIntent } from './likeIntent';

const NOW = 1_800_000_000_000;

function stored(): string | null {
  return localStorage.getItem(STORAGE_KEYS.likeIntent);
}

afterEach(() => {
  localStorage.clear();
});

describe('settleLikeIntent', () => {
  it('adds the kept film once; calls while it is added wait for the same end', async () => {
    saveLikeIntent(7, NOW);
    let finish = () => {};
    const add = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = settleLikeIntent(add, true, NOW + 1000);
    const second = settleLikeIntent(add, true, NOW + 1000);
    expect(second).toBe(first);
    expect(add).toHaveBeenCalledExactlyOnceWith(7);
    finish();
    await first;
    await settleLikeIntent(add, true, NOW + 1000);
    expect(add).toHaveBeenCalledOnce();
  });

  it('adds nothing for a guest, nor when there is nothing kept', async () => {
    const add = vi.fn(() => Promise.resolve());
    await settleLikeIntent(add, true, NOW);
    saveLikeIntent(7, NOW);
    await settleLikeIntent(add, false, NOW + 1000);
    expect(add).not.toHaveBeenCalled();
    expect(readLikeIntent()).not.toBeNull();
  });

  it('never rejects: the screens read the wishlist after it whatever happened', async () => {
    saveLikeIntent(7, NOW);
    await expect(
      settleLikeIntent(() => Promise.reject(new Error('chunk failed')), true, NOW),
    ).resolves.toBeUndefined();
    expect(stored()).toBeNull();
  });
});
