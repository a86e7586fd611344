import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY1, citiesReply, film, playbillReply, session } from '../../api/testing/fixtures';
import { mockFetch, type MockRoutes } from '../../api/testing/mockFetch';
import { TRAILER_ERROR } from './FilmCard';
import { GUEST_LIKE_NOTICE } from '../../flows/wishlist/likeController';
import { FAVORITE_NO_EMAIL_TEXT, FAVORITE_TEXT, alertsAtom } from '../../ui/popups/alerts';
import { PlaybillScreen } from './PlaybillScreen';
import { currentCityAtom } from '../../flows/city/city.atoms';
import { getDefaultStore } from 'jotai';
import {
  INCOMPLETE_NOTICE,
  TODAY_OVER_NOTICE,
  WRONG_DATE_NOTICE,
  missedDayNotice,
} from './playbillRules';
import { renderWithHosts, resetClientState } from './testing';

const NOW = new Date('2026-11-21T08:00:00Z'); // 13:00 in Челябинск, the fixtures' first day

function routes(overrides: MockRoutes = {}): MockRoutes {
  return {
    'v1/cinema/cities/': { json: citiesReply() },
    'v1/films/playbill/': { json: playbillReply() },
    'v1/user/wishlist/': { json: { status: 'error', errors: { message: 'Не авторизован' } } },
    ...overrides,
  };
}

async function renderLoaded(overrides: MockRoutes = {}) {
  const fetchMock = mockFetch(routes(overrides));
  renderWithHosts(<PlaybillScreen />);
  await screen.findByRole('list', { name: 'Фильмы дня' });
  return fetchMock;
}

function filmNames(): string[] {
  const list = screen.getByRole('list', { name: 'Фильмы дня' });
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.firstElementChild?.textContent ?? '');
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

describe('PlaybillScreen', () => {
  it("shows the title and the first day's films: hidden and sorted", async () => {
    const fetchMock = await renderLoaded();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Расписание сеансов' }),
    ).toBeInTheDocument();
    // Film 3 has only a deleted session; film 4 has four live sessions, film 1 three, film 2 two.
    expect(filmNames()).toEqual(['Большое путешествие', 'Северный ветер', 'Лёд и пламя']);
    const playbillCall = fetchMock.mock.calls.find(([url]) => String(url).includes('playbill'));
    expect(String(playbillCall?.[0])).toContain('city=1');
    expect(screen.getByRole('button', { name: /^Сегодня, / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lists sessions with #buy links, prices, and disabled sessions not clickable', async () => {
    await renderLoaded();
    const sessions = screen.getByRole('list', { name: 'Сеансы фильма «Северный ветер»' });
    const links = within(sessions).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#buy=11', '#buy=12']);
    expect(links[1]).toHaveTextContent(/от 250\s₽/);
    expect(links[0]).toHaveTextContent(/350\s₽/);
    // A closed session is no link; pressed (a phone has no hover for its title), it says why.
    const disabled = within(sessions).getByRole('button', { name: /23:50/ });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    expect(disabled).toHaveAccessibleDescription('Продажа на сеанс закрыта');
    getDefaultStore().set(alertsAtom, []);
    fireEvent.click(disabled);
    expect(getDefaultStore().get(alertsAtom)).toEqual([
      expect.objectContaining({
        status: 'warning',
        title: 'Продажа закрыта',
        text: 'Билеты на сеанс в 23:50 больше не продаются. Выберите другой сеанс.',
        button: 'Выбрать другой сеанс',
      }),
    ]);
    getDefaultStore().set(alertsAtom, []);
    // The deleted session 14:00 of film 4 is not shown.
    expect(screen.queryByText('14:00')).not.toBeInTheDocument();
  });

  it('renders the poster variants, facts and tags', async () => {
    await renderLoaded();
    const card = screen.getByRole('article', { name: 'Северный ветер' });
    const source = card.querySelector('picture source');
    expect(source).toHaveAttribute('srcset', '/static/media/posters/film-1-desktop.svg');
    expect(card.querySelector('picture img')).toHaveAttribute(
      'src',
      '/static/media/posters/film-1-mobile.svg',
    );
    expect(within(card).getByText('Россия · драма · 2 ч 5 мин')).toBeInTheDocument();
    expect(within(card).getByText('В прокате с 13 ноября')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Пушкинская карта' })).toHaveAttribute(
      'href',
      '/pushkin/',
    );
    expect(within(card).queryByText('Пригласительные')).not.toBeInTheDocument();
  });

  it('loads the first poster at once with high priority, and lazily past the first row', async () => {
    await renderLoaded();
    const images = screen.getAllByRole('article').map((card) => card.querySelector('picture img'));
    // The first card is the largest paint of the first screen.
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const img of images.slice(1, 4)) {
      expect(img).toHaveAttribute('loading', 'eager');
      expect(img).toHaveAttribute('fetchpriority', 'auto');
    }
    for (const img of images.slice(4)) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('lists every film of a long day in order, drawn a few at a time and busy until the last (decision 332)', async () => {
    const names = Array.from({ length: 11 }, (_, i) => `Фильм ${i + 1}`);
    const reply = playbillReply();
    // Eleven films of one session each, sorted by their first session's time.
    reply.data = names.map((name, i) =>
      film(100 + i, {
        name,
        sessions: {
          [DAY1]: [session(1000 + i, { time: `${String(10 + i).padStart(2, '0')}:00` })],
        },
      }),
    );
    mockFetch(routes({ 'v1/films/playbill/': { json: reply } }));
    // Every state the list shows, as drawn: how many films, and whether it says it is busy.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const list = document.querySelector('ul.film-list');
      if (list) seen.push(`${list.children.length}:${list.getAttribute('aria-busy')}`);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    try {
      renderWithHosts(<PlaybillScreen />);
      await waitFor(() => expect(filmNames()).toEqual(names));
    } finally {
      observer.disconnect();
    }
    // Busy until the last film is drawn (the footer below still moves), then not.
    const states = [...new Set(seen)];
    expect(states.at(-1)).toBe('11:false');
    expect(states.filter((state) => state.endsWith(':false'))).toEqual(['11:false']);
    expect(states.length).toBeGreaterThan(1);
    const images = screen.getAllByRole('article').map((card) => card.querySelector('picture img'));
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const img of images.slice(4)) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('links only to real pages: tags to their promotions; poster and name to the film page', async () => {
    await renderLoaded();
    const card = screen.getByRole('article', { name: 'Северный ветер' });
    // The promotions' pages opened with issue 15: a tag links where the playbill says.
    expect(within(card).getByRole('link', { name: 'Скидки' })).toHaveAttribute('href', '/sale/');
    // The name is the film page's link; the poster is a second one, out of the tab order.
    const name = within(card).getByRole('link', { name: 'Северный ветер' });
    const url = name.getAttribute('href');
    expect(url).toMatch(/^\/film\/[a-z0-9-]+\/?$/);
    const poster = card.querySelector('picture')?.closest('a');
    expect(poster).toHaveAttribute('href', url);
    expect(poster).toHaveAttribute('tabindex', '-1');
    expect(within(card).queryByRole('button', { name: /Смотреть трейлер/ })).toBeNull();
  });

  it('switches days and shows the incomplete-schedule notice on a later thin day', async () => {
    await renderLoaded();
    expect(screen.queryByText(INCOMPLETE_NOTICE)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Завтра, / }));
    expect(screen.getByRole('button', { name: /^Завтра, / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(filmNames()).toEqual(['Северный ветер']);
    expect(screen.getByText(INCOMPLETE_NOTICE)).toBeInTheDocument();
  });

  it("late in the evening opens on the nearest day with an open session, says so, and still shows today's on a press (decision 413)", async () => {
    const reply = playbillReply();
    // Every session of the first day has begun.
    for (const item of reply.data)
      for (const s of item.sessions[DAY1] ?? []) Object.assign(s, { disabled: true });
    await renderLoaded({ 'v1/films/playbill/': { json: reply } });
    expect(screen.getByRole('button', { name: /^Завтра, / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(TODAY_OVER_NOTICE)).toHaveAttribute('role', 'note');
    expect(filmNames()).toEqual(['Северный ветер']);
    // The address names no day: a copy of it opens on the nearest day at any hour.
    expect(window.location.search).toBe('');
    await userEvent.click(screen.getByRole('button', { name: /^Сегодня, / }));
    expect(screen.getByRole('button', { name: /^Сегодня, / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.queryByText(TODAY_OVER_NOTICE)).not.toBeInTheDocument();
    expect(filmNames()).toEqual(['Большое путешествие', 'Северный ветер', 'Лёд и пламя']);
  });

  it('an address naming a day the playbill does not have shows the first day, and the address drops that date, keeping the rest', async () => {
    window.history.replaceState(null, '', '/afisha?date=31.02.2026&format=3D&utm_source=tg');
    await renderLoaded();
    expect(screen.getByRole('button', { name: /^Сегодня, / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(window.location.search).toBe('?utm_source=tg&format=3D'));
    expect(window.location.pathname).toBe('/afisha');
    // ...and says so, until another day is chosen (decision 428): a date that does not exist is
    // not echoed as a day without sessions (decision 430).
    expect(missedDayNotice('31.02.2026')).toBe(WRONG_DATE_NOTICE);
    expect(await screen.findByText(WRONG_DATE_NOTICE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Сегодня, / }));
    expect(screen.queryByText(WRONG_DATE_NOTICE)).not.toBeInTheDocument();
  });

  it('an address naming a real day the playbill does not show names that day', async () => {
    window.history.replaceState(null, '', '/afisha?date=01.01.2020');
    await renderLoaded();
    expect(
      await screen.findByText('В расписании нет сеансов на 01.01.2020. Показываем ближайший день.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('shows the empty-day popup and keeps the chosen day', async () => {
    await renderLoaded();
    await userEvent.click(
      screen.getByRole('button', { name: 'пн, 23 ноября, понедельник, сеансов пока нет' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Сеансы скоро будут' });
    expect(within(dialog).getByRole('button', { name: 'Выбрать другой день' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Сегодня, / })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("is busy from a new city choice until that city's films are shown", async () => {
    await renderLoaded();
    const section = screen.getByRole('region', { name: 'Расписание сеансов' });
    expect(section).toHaveAttribute('aria-busy', 'false');
    let answer: (reply: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    act(() => getDefaultStore().set(currentCityAtom, { cityId: 2, cinemaId: 4 }));
    expect(section).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer(Response.json(playbillReply())));
    await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('list', { name: 'Фильмы дня' })).toBeInTheDocument();
  });

  it('opens the trailer popup with the no-cookie embed', async () => {
    await renderLoaded();
    const card = screen.getByRole('article', { name: 'Северный ветер' });
    await userEvent.click(within(card).getByRole('link', { name: 'Трейлер' }));
    const dialog = await screen.findByRole('dialog', { name: 'Трейлер фильма «Северный ветер»' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toContain(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    // Full screen through `allow` alone (both make Chromium warn in the console).
    expect(dialog.querySelector('iframe')?.getAttribute('allow')).toContain('fullscreen');
    expect(dialog.querySelector('iframe')?.hasAttribute('allowfullscreen')).toBe(false);
  });

  it('says an invalid trailer link is unavailable, not to try again', async () => {
    await renderLoaded();
    const card = screen.getByRole('article', { name: 'Лёд и пламя' });
    // A button, not a link: the site shows no link to an address that is not a video (477).
    expect(within(card).queryByRole('link', { name: 'Трейлер' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Трейлер' }));
    const dialog = await screen.findByRole('dialog', { name: 'Трейлер недоступен' });
    expect(within(dialog).getByText(TRAILER_ERROR)).toBeInTheDocument();
    expect(within(dialog).queryByText(/еще раз/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });

  it('tells a guest to sign in when liking', async () => {
    const fetchMock = await renderLoaded({
      'v1/films/like/': {
        json: { status: 'success', data: { wishlist: [], user: { authorized: false } } },
      },
    });
    const like = screen.getByRole('button', { name: 'Хочу сходить: Северный ветер' });
    await userEvent.click(like);
    // Not an error: a neutral title, the spec's notice and the way to sign in.
    const dialog = await screen.findByRole('dialog', { name: 'Нужно войти' });
    expect(within(dialog).getByText(GUEST_LIKE_NOTICE)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    // ...and back here after signing in: the link hands /login the page as its `from`.
    expect(getDefaultStore().get(alertsAtom)[0]?.link?.state).toEqual({ from: '/' });
    const likeCall = fetchMock.mock.calls.find(([url]) => String(url).includes('like'));
    expect(String(likeCall?.[1]?.body)).toBe('film=1&like=1');
    // Closed, the focus is back on the button that opened it (decision 428).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(like).toHaveFocus());
  });

  it('shows the favorite popup for a signed-in like and toggles back with like=0', async () => {
    const fetchMock = await renderLoaded({
      'v1/films/like/': (_url, init) => {
        const like = new URLSearchParams(String(init?.body)).get('like');
        return {
          json: {
            status: 'success',
            data: { wishlist: like === '1' ? [1] : [], user: { authorized: true } },
          },
        };
      },
    });
    const button = screen.getByRole('button', { name: 'Хочу сходить: Северный ветер' });
    await userEvent.click(button);
    const favorite = await screen.findByRole('dialog', { name: 'Фильм в избранном!' });
    // The popup promises the e-mail the wishlist alerts send, and leads to the list.
    expect(within(favorite).getByText(FAVORITE_TEXT)).toBeInTheDocument();
    expect(within(favorite).getByRole('link', { name: 'Мой список' })).toHaveAttribute(
      'href',
      '/profile/wishlist',
    );
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    const bodies = fetchMock.mock.calls
      .filter(([url]) => String(url).includes('like'))
      .map(([, init]) => String(init?.body));
    expect(bodies).toEqual(['film=1&like=1', 'film=1&like=0']);
  });

  it('asks a user with no e-mail in the profile for one, where the favorite popup promises letters', async () => {
    await renderLoaded({
      'v1/films/like/': {
        json: {
          status: 'success',
          data: { wishlist: [1], user: { authorized: true, has_email: false } },
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Хочу сходить: Северный ветер' }));
    const favorite = await screen.findByRole('dialog', { name: 'Фильм в избранном!' });
    expect(within(favorite).getByText(FAVORITE_NO_EMAIL_TEXT)).toBeInTheDocument();
    expect(within(favorite).queryByText(FAVORITE_TEXT)).not.toBeInTheDocument();
    expect(within(favorite).getByRole('link', { name: 'Указать e-mail' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it("shows the server's message for an error status", async () => {
    mockFetch(
      routes({
        'v1/films/playbill/': {
          status: 400,
          json: { status: 'error', errors: { message: 'Кинотеатр закрыт на ремонт' } },
        },
      }),
    );
    renderWithHosts(<PlaybillScreen />);
    const dialog = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(within(dialog).getByText('Кинотеатр закрыт на ремонт')).toBeInTheDocument();
  });

  it("shows 'Что-то пошло не так.' for a network failure, and retries", async () => {
    let fail = true;
    mockFetch(
      routes({
        'v1/films/playbill/': () =>
          fail ? { networkError: 'Failed to fetch' } : { json: playbillReply() },
      }),
    );
    renderWithHosts(<PlaybillScreen />);
    const dialog = await screen.findByRole('dialog', { name: 'Ошибка' });
    expect(within(dialog).getByText('Что-то пошло не так.')).toBeInTheDocument();
    fail = false;
    // The popup opens as the failure is handled; the page's retry button renders just after.
    await userEvent.click(await screen.findByRole('button', { name: 'Обновить' }));
    expect(await screen.findByRole('list', { name: 'Фильмы дня' })).toBeInTheDocument();
  });

  it('changes the loading text at 4 s and 8 s', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const pending = new Promise<Response>(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('cities')
          ? new Response(JSON.stringify(citiesReply()))
          : url.includes('playbill')
            ? pending
            : new Response('{}'),
      ),
    );
    renderWithHosts(<PlaybillScreen />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем сеансы...');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3999);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Загружаем сеансы...');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Еще немного...');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Почти готово, спасибо за терпение');
  });
});
