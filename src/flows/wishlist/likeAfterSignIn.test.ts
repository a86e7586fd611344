import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { loadWishlist, settleLikeIntent } from './likeAfterSignIn';
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

describe('loadWishlist', () => {
  it('reads the list for the screen only once the kept like is added, so it has the film', async () => {
    saveLikeIntent(7, Date.now());
    localStorage.setItem(STORAGE_KEYS.userId, '5');
    let wishlist: number[] = [];
    let releaseLike = () => {};
    const asked: string[] = [];
    const json = (data: unknown) =>
      new Response(JSON.stringify({ status: 'success', data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        asked.push(path.replace('/local/php_interface/api/', ''));
        if (path.endsWith('v1/films/like/'))
          return new Promise<Response>((done) => {
            releaseLike = () => {
              wishlist = [7];
              done(json({ wishlist, user: { authorized: true } }));
            };
          });
        return Promise.resolve(json(wishlist));
      }),
    );
    const list = loadWishlist();
    await vi.waitFor(() => expect(asked).toContain('v1/films/like/'));
    // The like's own read of the list, then the like: the screen's read waits for it.
    expect(asked).toEqual(['v1/user/wishlist/', 'v1/films/like/']);
    releaseLike();
    await expect(list).resolves.toEqual([7]);
    expect(asked).toEqual(['v1/user/wishlist/', 'v1/films/like/', 'v1/user/wishlist/']);
    vi.unstubAllGlobals();
  });
});
