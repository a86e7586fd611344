import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { LikeResult } from '../../api/wishlist';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { LikeController, pageLikeHost, type LikeApi, type LikeHost } from './likeController';
import { getDefaultStore } from 'jotai';
import { alertsAtom } from '../../ui/popups/alerts';

function setUp(api: Partial<LikeApi>) {
  const fakeApi = {
    fetchWishlist: vi.fn(api.fetchWishlist ?? (() => Promise.resolve([]))),
    likeFilm: vi.fn(api.likeFilm ?? (() => Promise.reject(new Error('not asked')))),
  };
  const host = {
    setWishlist: vi.fn<LikeHost['setWishlist']>(),
    favorite: vi.fn<LikeHost['favorite']>(),
    askSignIn: vi.fn<LikeHost['askSignIn']>(),
    fail: vi.fn<LikeHost['fail']>(),
  };
  return { api: fakeApi, host, controller: new LikeController(fakeApi, host) };
}

const signedIn = (wishlist: number[]): LikeResult => ({
  wishlist,
  authorized: true,
  hasEmail: true,
});

describe('LikeController', () => {
  it('likes once per press, then shows the list and the favorite popup', async () => {
    const { api, host, controller } = setUp({ likeFilm: () => Promise.resolve(signedIn([5])) });
    controller.dispatch({ type: 'press', filmId: 5, liked: false });
    controller.dispatch({ type: 'press', filmId: 5, liked: false });
    expect(controller.getState().busy).toBe(true);
    await vi.waitFor(() => expect(controller.getState().busy).toBe(false));
    expect(api.likeFilm).toHaveBeenCalledExactlyOnceWith(5, true);
    expect(host.setWishlist).toHaveBeenCalledWith([5]);
    expect(host.favorite).toHaveBeenCalledWith(true);
  });

  it('asks a guest to sign in and stores nothing itself', async () => {
    const { host, controller } = setUp({
      likeFilm: () => Promise.resolve({ wishlist: [], authorized: false, hasEmail: true }),
    });
    controller.dispatch({ type: 'press', filmId: 5, liked: false });
    await vi.waitFor(() => expect(controller.getState().busy).toBe(false));
    expect(host.askSignIn).toHaveBeenCalledWith(5);
    expect(host.setWishlist).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.likeIntent)).toBeNull();
  });

  it("says a network failure with the playbill's text", async () => {
    const { host, controller } = setUp({
      likeFilm: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    controller.dispatch({ type: 'press', filmId: 5, liked: true });
    await vi.waitFor(() => expect(host.fail).toHaveBeenCalledWith('Что-то пошло не так.'));
    expect(controller.getState().busy).toBe(false);
  });

  describe('resume (the like kept through signing in)', () => {
    it('adds the film to the list and resolves once the page shows it', async () => {
      const { api, host, controller } = setUp({
        fetchWishlist: () => Promise.resolve([2]),
        likeFilm: () => Promise.resolve(signedIn([2, 5])),
      });
      await controller.resume(5);
      expect(api.likeFilm).toHaveBeenCalledExactlyOnceWith(5, true);
      expect(host.setWishlist).toHaveBeenCalledWith([2, 5]);
      expect(host.favorite).toHaveBeenCalledOnce();
    });

    it('changes nothing when the list has the film already', async () => {
      const { api, host, controller } = setUp({ fetchWishlist: () => Promise.resolve([5]) });
      await controller.resume(5);
      expect(api.likeFilm).not.toHaveBeenCalled();
      expect(host.setWishlist).toHaveBeenCalledWith([5]);
      expect(host.favorite).not.toHaveBeenCalled();
    });

    it("says the server's refusal and resolves all the same", async () => {
      const { host, controller } = setUp({
        fetchWishlist: () => Promise.reject(new ApiError('server', 'Не авторизован')),
      });
      await controller.resume(5);
      expect(host.fail).toHaveBeenCalledWith('Не авторизован');
      expect(host.setWishlist).not.toHaveBeenCalled();
    });
  });
});

describe("the page's sign-in notice", () => {
  it("keeps the like only when its 'Войти' is followed", () => {
    getDefaultStore().set(alertsAtom, []);
    window.history.replaceState(null, '', '/afisha?day=2');
    pageLikeHost.askSignIn(5);
    const link = getDefaultStore().get(alertsAtom)[0]?.link;
    expect(link).toMatchObject({
      label: 'Войти',
      href: '/login',
      state: { from: '/afisha?day=2' },
    });
    expect(localStorage.getItem(STORAGE_KEYS.likeIntent)).toBeNull();
    link?.onFollow?.();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.likeIntent) ?? '{}')).toMatchObject({
      film: 5,
    });
  });
});
