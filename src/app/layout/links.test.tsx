import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { citiesReply } from '../../api/testing/fixtures';
import { mockFetch } from '../../api/testing/mockFetch';
import { userFixture } from '../../api/testing/userFixture';
import { registerCityPopups } from '../../flows/city/registerCityPopups';
import { RouteSwitch } from '../../routes';
import { resetClientState } from '../../screens/playbill/testing';
import { openPopup } from '../../ui/popups/openPopup';
import { Layout } from './Layout';
import { BonusAboutScreen } from '../../screens/about/BonusAboutScreen';
import { PdPolicyScreen } from '../../screens/about/PdPolicyScreen';
import { PushkinScreen } from '../../screens/about/PushkinScreen';
import { RulesScreen } from '../../screens/about/RulesScreen';
import { BonusesScreen } from '../../screens/bonuses/BonusesScreen';
import { ProfileScreen } from '../../screens/profile/ProfileScreen';
import { WishlistScreen } from '../../screens/wishlist/WishlistScreen';
import { film, playbillReply, session } from '../../api/testing/fixtures';
import type { OrderHistoryItem } from '@softkino/contract';

/** The shared 2-core machine can be slow: wait up to 5 s for what loads. */
const SLOW = { timeout: 5000 };

/**
 * Defect 14: every internal link of the header, the signed-in menu, the footer, the banner and
 * the city and cinema chooser leads to a real page: not the 404 screen, not a 'pending' one.
 */

registerCityPopups();

const NOT_FOUND = 'Страница не найдена';
const PENDING = 'Этот раздел сайта пока недоступен';

const ORDER: OrderHistoryItem = {
  id: 7,
  number: 'SK-7',
  status: 'paid',
  created_at: '2026-11-20T10:00:00Z',
  amount: 700,
  bonus_add: 70,
  bonus_pay: 0,
  film: { name: 'Северный ветер', poster: { small: '/static/media/posters/film-1-mobile.svg' } },
  cinema_name: 'Родина',
  hall: 'Зал 1',
  session_id: 11,
  session_datetime_format: '21.11.2026 10:00',
  starts_at_unix: Math.floor(Date.now() / 1000) + 86_400,
  places: [{ id: 1, row: 3, place: 4, price: 350 }],
};

/** The cities as the server sends them: each cinema's `link` is its future page, /cinema/<slug>. */
function citiesWithServerLinks() {
  const reply = citiesReply();
  for (const city of reply.data)
    for (const cinema of city.cinemas) cinema.link = `/cinema/cinema-${cinema.id}`;
  return reply;
}

function mockServer() {
  const playbill = playbillReply();
  playbill.data.push(
    film(5, { pushkin: '/about/pushkin', sessions: { '21.11.2026': [session(51)] } }),
  );
  return mockFetch({
    'v1/films/playbill/': { json: playbill },
    'v1/user/wishlist/': { json: { status: 'success', data: [1, 5, 99] } },
    'v2/user/find_user_orders/': { json: { status: 'success', data: [ORDER] } },
    'v2/user/bonus/history/': {
      json: {
        status: 'success',
        data: {
          items: [
            {
              id: ORDER.id,
              film: ORDER.film,
              created_at: ORDER.created_at,
              timezone: 'Asia/Yekaterinburg',
              number: ORDER.number,
              amount: { total: ORDER.amount, bonus_add: ORDER.bonus_add, bonus_pay: 0 },
            },
          ],
          more: false,
        },
      },
    },
    'v1/cinema/cities/': { json: citiesWithServerLinks() },
    'v1/user/geo/': { json: { status: 'success', data: { validate: 'Y', city_id: 1 } } },
    'v2/cinema/covid/': { json: { status: 'success', data: false } },
    'v2/user/': { json: { status: 'success', data: userFixture() } },
  });
}

/** Paths the server answers itself (the sandbox providers' pages, files, the API). */
const SERVER_PATHS = /^\/(sandbox|static|local)\//;

/** The pathnames of the client's links (a[href] starting with one '/') under `root`. */
function internalPaths(root: ParentNode): string[] {
  const hrefs = [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
  return hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => new URL(href, 'http://localhost').pathname)
    .filter((path) => !SERVER_PATHS.test(path));
}

/** What the route table shows at `path`: a real screen, a pending one or the 404. */
function routeKind(path: string): 'page' | 'pending' | 'not-found' {
  const view = render(
    <Router hook={memoryLocation({ path }).hook}>
      <RouteSwitch />
    </Router>,
  );
  const kind = screen.queryByText(NOT_FOUND)
    ? 'not-found'
    : screen.queryByText(PENDING, { exact: false })
      ? 'pending'
      : 'page';
  view.unmount();
  return kind;
}

function expectRealPages(paths: string[]) {
  const kinds = Object.fromEntries([...new Set(paths)].map((path) => [path, routeKind(path)]));
  expect(Object.keys(kinds).length).toBeGreaterThan(0);
  for (const [path, kind] of Object.entries(kinds))
    expect({ path, kind }).toEqual({ path, kind: 'page' });
}

function renderAt(path: string, ui: React.ReactNode) {
  return render(<Router hook={memoryLocation({ path }).hook}>{ui}</Router>);
}

function renderLayout() {
  return render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <Layout>
        <p>Страница</p>
      </Layout>
    </Router>,
  );
}

beforeEach(() => {
  resetClientState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('internal links lead to real pages', () => {
  it('the 404 check can fail', () => {
    expect(routeKind('/no-such-section')).toBe('not-found');
    expect(routeKind('/afisha')).toBe('page');
  });

  it("a guest's header, footer and banner", async () => {
    mockServer();
    const view = renderLayout();
    await screen.findByRole('link', { name: /Город и кинотеатр: Челябинск/ }, SLOW);
    const paths = internalPaths(view.container);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/afisha',
        '/login',
        '/about/bonus',
        '/about/pd',
        '/about/rules',
        '/news',
        '/vacancies',
      ]),
    );
    expectRealPages(paths);
  });

  it('the signed-in header and its menu', async () => {
    localStorage.setItem('USER_ID', '42');
    mockServer();
    const view = renderLayout();
    await userEvent.click(
      await screen.findByRole('button', { name: /Меню личного кабинета/ }, SLOW),
    );
    const menu = await screen.findByRole('navigation', { name: 'Личный кабинет' }, SLOW);
    const paths = internalPaths(menu);
    expect(paths).toEqual(
      expect.arrayContaining(['/profile', '/profile/bonuses/', '/profile/wishlist']),
    );
    expectRealPages([...paths, ...internalPaths(view.container)]);
  });

  it('the city and cinema chooser', async () => {
    mockServer();
    const view = renderLayout();
    act(() => openPopup('landing-popup'));
    const dialog = await screen.findByRole('dialog', { name: 'Выбор города и кинотеатра' }, SLOW);
    const cities = internalPaths(dialog);
    await userEvent.click(await within(dialog).findByRole('button', { name: /Челябинск/ }, SLOW));
    await within(dialog).findByRole('list', { name: 'Кинотеатры: Челябинск' }, SLOW);
    const paths = [...cities, ...internalPaths(dialog), ...internalPaths(view.container)];
    // Each cinema's page (issue 15), from the chooser and the chosen cinema's town bar.
    expect(paths).toEqual(expect.arrayContaining(['/cinema/cinema-1', '/cinema/cinema-2']));
    expectRealPages(paths);
  });

  it('the new pages of the account and the information pages', async () => {
    localStorage.setItem('USER_ID', '42');
    mockServer();
    const paths: string[] = [];
    const bonuses = renderAt('/profile/bonuses/', <BonusesScreen />);
    await screen.findByText('Северный ветер', {}, SLOW);
    paths.push(...internalPaths(bonuses.container));
    bonuses.unmount();

    const wishlist = renderAt('/profile/wishlist', <WishlistScreen />);
    await screen.findByRole('list', { name: 'Фильмы, на которые вы хотите сходить' }, SLOW);
    paths.push(...internalPaths(wishlist.container));
    wishlist.unmount();

    const profile = renderAt(
      '/profile',
      <ProfileScreen load={() => Promise.resolve({ kind: 'user', user: userFixture() })} />,
    );
    await screen.findByText('Северный ветер', {}, SLOW);
    paths.push(...internalPaths(profile.container));
    profile.unmount();

    for (const Page of [BonusAboutScreen, PdPolicyScreen, PushkinScreen, RulesScreen]) {
      const view = renderAt('/about', <Page />);
      paths.push(...internalPaths(view.container));
      view.unmount();
    }
    expect(paths).toEqual(
      expect.arrayContaining([
        '/profile',
        '/afisha',
        '/about/bonus',
        '/about/pd',
        '/about/pushkin',
        '/order/7',
      ]),
    );
    expectRealPages(paths);
  });
});
