import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { citiesReply, playbillReply } from '../../api/testing/fixtures';
import { mockFetch, type MockReply } from '../../api/testing/mockFetch';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { alertsAtom } from '../../ui/popups/alerts';
import { wishlistAtom } from './playbill.atoms';
import { PlaybillScreen } from './PlaybillScreen';
import { renderWithHosts, resetClientState } from './testing';

const NOW = new Date('2026-11-21T08:00:00Z'); // 13:00 in Челябинск, the fixtures' first day
const LIKE = 'Хочу сходить: Северный ветер'; // film 1

/**
 * The server's side of the wishlist: a guest's like is not stored (authorized: false), a
 * signed-in user's is, once (a second like=1 of the same film changes nothing).
 */
function fakeServer() {
  const server = { signedIn: false, wishlist: [] as number[], likes: [] as string[] };
  const reply = (data: unknown): MockReply => ({ json: { status: 'success', data } });
  const fetchMock = mockFetch({
    'v1/cinema/cities/': { json: citiesReply() },
    'v1/films/playbill/': { json: playbillReply() },
    'v1/user/wishlist/': () =>
      server.signedIn
        ? reply(server.wishlist)
        : { status: 401, json: { status: 'error', errors: { message: 'Не авторизован' } } },
    'v1/films/like/': (_url, init) => {
      const form = new URLSearchParams(String(init?.body));
      server.likes.push(form.toString());
      if (!server.signedIn) return reply({ wishlist: [], user: { authorized: false } });
      const film = Number(form.get('film'));
      server.wishlist =
        form.get('like') === '1'
          ? [...new Set([...server.wishlist, film])]
          : server.wishlist.filter((id) => id !== film);
      return reply({ wishlist: server.wishlist, user: { authorized: true } });
    },
  });
  return { server, fetchMock };
}

/** How many times the wishlist has been read. */
function wishlistReads(fetchMock: ReturnType<typeof fakeServer>['fetchMock']): number {
  return fetchMock.mock.calls.filter(([url]) => String(url).includes('v1/user/wishlist/')).length;
}

/** The page signed in has read the list for its toggles, and the guest's like was not sent. */
async function expectNothingAdded(
  like: HTMLElement,
  { server, fetchMock }: ReturnType<typeof fakeServer>,
) {
  await waitFor(() => expect(wishlistReads(fetchMock)).toBe(2));
  expect(like).toHaveAttribute('aria-pressed', 'false');
  expect(server.wishlist).toEqual([]);
  expect(server.likes).toEqual(['film=1&like=1']);
}

async function openPlaybill() {
  renderWithHosts(<PlaybillScreen />);
  await screen.findByRole('list', { name: 'Фильмы дня' });
  return screen.getByRole('button', { name: LIKE });
}

/** The guest presses the like and is told to sign in. */
async function likeAsGuest() {
  await userEvent.click(await openPlaybill());
  return screen.findByRole('dialog', { name: 'Нужно войти' });
}

/** Signed in on /login (USER_ID stored, the server knows the session); then a page loads. */
async function signInAndLoadPage(server: { signedIn: boolean }) {
  server.signedIn = true;
  localStorage.setItem(STORAGE_KEYS.userId, '7');
  // A new page: nothing of the last one stays but the storage.
  cleanup();
  getDefaultStore().set(alertsAtom, []);
  getDefaultStore().set(wishlistAtom, []);
  return openPlaybill();
}

beforeEach(() => {
  resetClientState();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a guest's like through signing in", () => {
  it('is in the wishlist once the guest has signed in from the notice, and shows liked', async () => {
    const { server, fetchMock } = fakeServer();
    const notice = await likeAsGuest();
    await userEvent.click(within(notice).getByRole('link', { name: 'Войти' }));

    const like = await signInAndLoadPage(server);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(server.wishlist).toEqual([1]);
    // The like the guest asked for is said as any like is.
    expect(await screen.findByRole('dialog', { name: 'Фильм в избранном!' })).toBeInTheDocument();
    expect(server.likes).toEqual(['film=1&like=1', 'film=1&like=1']);

    // Once: the kept like is gone, and the next page reads the list only for its toggles.
    expect(localStorage.getItem(STORAGE_KEYS.likeIntent)).toBeNull();
    const before = wishlistReads(fetchMock);
    const again = await signInAndLoadPage(server);
    await waitFor(() => expect(again).toHaveAttribute('aria-pressed', 'true'));
    expect(server.likes).toHaveLength(2);
    expect(wishlistReads(fetchMock) - before).toBe(1);
  });

  it('changes nothing for a film already in the wishlist', async () => {
    const { server } = fakeServer();
    const notice = await likeAsGuest();
    await userEvent.click(within(notice).getByRole('link', { name: 'Войти' }));
    // The account had liked the film before, in another browser.
    server.wishlist = [1];

    const like = await signInAndLoadPage(server);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(server.likes).toEqual(['film=1&like=1']);
    expect(server.wishlist).toEqual([1]);
    expect(getDefaultStore().get(alertsAtom)).toEqual([]);
  });

  it('adds nothing when the guest closed the notice instead of signing in', async () => {
    const fake = fakeServer();
    const { server } = fake;
    await likeAsGuest();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const like = await signInAndLoadPage(server);
    await expectNothingAdded(like, fake);
  });

  it('adds nothing for a sign-in more than half an hour after the like', async () => {
    const fake = fakeServer();
    const { server, fetchMock } = fake;
    const notice = await likeAsGuest();
    await userEvent.click(within(notice).getByRole('link', { name: 'Войти' }));
    vi.setSystemTime(NOW.getTime() + 31 * 60 * 1000);

    const like = await signInAndLoadPage(server);
    await expectNothingAdded(like, fake);
    // Dropped: a later page does not apply it either.
    vi.setSystemTime(NOW);
    await signInAndLoadPage(server);
    await waitFor(() => expect(wishlistReads(fetchMock)).toBe(3));
    expect(server.wishlist).toEqual([]);
  });
});
