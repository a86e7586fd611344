import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CinemaPage } from '@softkino/contract/cinemaPage';
import { invalidateCinemaPages } from '../../api/cinemaPage';
import { citiesReply, film, session } from '../../api/testing/fixtures';
import { mockFetch, type MockRoutes } from '../../api/testing/mockFetch';
import { todayInZone } from '../../lib/dates';
import { resetClientState } from '../playbill/testing';
import { NotFound } from '../pending/NotFound';
import { CinemaScreen } from './CinemaScreen';

const SLOW = { timeout: 5000 };
const ZONE = 'Asia/Yekaterinburg';

function pageData(
  overrides: Partial<CinemaPage['cinema']> = {},
  contacts: CinemaPage['contacts'] = { phone: '73512000202', hours: 'Ежедневно с 10:00 до 02:00' },
): CinemaPage {
  const cinema = citiesReply().data[0]!.cinemas[0]!;
  return {
    cinema: { ...cinema, link: '/cinema/chel-almaz', ...overrides },
    timezone: ZONE,
    map_url: 'https://yandex.ru/maps/?text=%D0%A7',
    directions: {
      transport: 'Остановка «Цирк» — автобусы 18, 64.',
      parking: 'Подземная парковка.',
    },
    contacts,
    halls: [
      {
        id: 1,
        name: 'Зал 1',
        seats: 3,
        width: 200,
        height: 100,
        enters: [],
        places: [
          [20, 20, 0],
          [50, 20, 1],
          [80, 20, 2],
        ],
      },
      {
        id: 2,
        name: 'Зал 2 Комфорт',
        seats: 2,
        width: 100,
        height: 80,
        enters: [],
        places: [
          [10, 10, 0],
          [40, 10, 0],
        ],
      },
    ],
  };
}

function playbill(today: string) {
  return {
    status: 'success',
    map: [{ date: today, label: 'вт', empty: false }],
    data: [
      film(1, {
        name: 'Северный ветер',
        sessions: {
          [today]: [session(11, { time: '10:00', disabled: true }), session(12, { time: '19:30' })],
        },
      }),
      film(2, { name: 'Всё прошло', sessions: { [today]: [session(21, { disabled: true })] } }),
    ],
  };
}

const onChoose = vi.fn();

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook}>
      <Route path="/cinema/:slug">
        <CinemaScreen notFound={<NotFound />} onChoose={onChoose} />
      </Route>
    </Router>,
  );
  return { view, history: location.history };
}

function server(routes: MockRoutes = {}) {
  const today = todayInZone(ZONE, new Date());
  return mockFetch({
    'v1/cinema/': { json: { status: 'success', data: pageData() } },
    'v1/films/playbill/': { json: playbill(today) },
    ...routes,
  });
}

beforeEach(() => {
  onChoose.mockClear();
  resetClientState();
  invalidateCinemaPages();
  // jsdom draws nothing: no 2D context, as in a browser that cannot draw (the e2e draws).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CinemaScreen', () => {
  it("shows the cinema, its maps link, directions, bonuses, today's sessions and halls", async () => {
    const fetchMock = server();
    renderAt('/cinema/chel-almaz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'СофтКино Алмаз' }, SLOW),
    ).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('v1/cinema/?slug=chel-almaz');
    await waitFor(() => expect(document.title).toContain('СофтКино Алмаз'), SLOW);
    const map = screen.getByRole('link', { name: 'Открыть на карте' });
    expect(map.getAttribute('href')).toBe('https://yandex.ru/maps/?text=%D0%A7');
    expect(map.getAttribute('target')).toBe('_blank');
    // The directions come with today's sessions (decision 336).
    expect(await screen.findByText('Остановка «Цирк» — автобусы 18, 64.', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Подземная парковка.')).toBeTruthy();
    expect(screen.getByText('Принимаем бонусные баллы')).toBeTruthy();
    // The cinema's lobby board, by the page's slug (decision 432).
    const board = screen.getByRole('link', { name: 'Открыть табло' });
    expect(board.getAttribute('href')).toBe('/lobby/chel-almaz');
    expect(board.getAttribute('target')).toBe('_blank');

    // Today: the film with a session still to come, with that one only (the started one hidden).
    const films = await screen.findByRole('list', { name: /^Сеансы сегодня, / }, SLOW);
    expect(within(films).getAllByRole('listitem', { name: /.+/ }).length).toBeGreaterThan(0);
    expect(within(films).queryByText('Всё прошло')).toBeNull();
    const buy = within(films).getByRole('link', { name: /Купить билет на 19:30/ });
    expect(buy.getAttribute('href')).toBe('#buy=12');
    expect(within(films).queryByText('10:00')).toBeNull();
    // The playbill asked is this cinema's.
    const playbillUrl = fetchMock.mock.calls
      .map((c) => String(c[0]))
      .find((u) => u.includes('playbill'));
    expect(playbillUrl).toContain('cinema=1');

    const halls = screen.getByRole('list', { name: 'Залы кинотеатра' });
    expect(within(halls).getByText('Зал 1')).toBeTruthy();
    expect(within(halls).getByText('3 места')).toBeTruthy();
    expect(within(halls).getByText('2 места')).toBeTruthy();
    expect(within(halls).getAllByText('VIP')).toHaveLength(1);
    expect(screen.getByText('2 зала · 5 мест')).toBeTruthy();
  });

  it('gives the box office phone to dial and the opening hours under the address (decision 479)', async () => {
    server();
    renderAt('/cinema/chel-almaz');
    const phone = await screen.findByRole('link', { name: '+7 (351) 200-02-02' }, SLOW);
    expect(phone.getAttribute('href')).toBe('tel:+73512000202');
    // A screen reader hears what the number and the hours are.
    expect(phone.closest('li')).toHaveTextContent('Телефон кинотеатра: +7 (351) 200-02-02');
    expect(screen.getByText('Ежедневно с 10:00 до 02:00').closest('li')).toHaveTextContent(
      'Часы работы: Ежедневно с 10:00 до 02:00',
    );
  });

  it('shows only the contacts the cinema has given, and none when it has given none', async () => {
    const only = pageData({}, { phone: null, hours: 'Ежедневно с 9:00' });
    server({ 'v1/cinema/': { json: { status: 'success', data: only } } });
    const { view } = renderAt('/cinema/chel-almaz');
    expect(await screen.findByText('Ежедневно с 9:00', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(/Телефон кинотеатра/)).toBeNull();
    view.unmount();
    invalidateCinemaPages();
    const none = pageData({}, { phone: null, hours: null });
    server({ 'v1/cinema/': { json: { status: 'success', data: none } } });
    renderAt('/cinema/chel-almaz');
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeTruthy();
    expect(document.querySelector('.cinema-page__contacts')).toBeNull();
  });

  it("'Расписание на другие дни' makes the cinema the chosen one and opens the playbill", async () => {
    server();
    const { history } = renderAt('/cinema/chel-almaz');
    await userEvent.click(
      await screen.findByRole('link', { name: 'Расписание на другие дни' }, SLOW),
    );
    expect(onChoose).toHaveBeenCalledWith({ cityId: 1, cinemaId: 1 });
    expect(history.at(-1)).toBe('/afisha');
  });

  it("draws the halls and the directions with today's sessions, so nothing moves (decision 336)", async () => {
    server();
    const mocked = globalThis.fetch;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('films/playbill')) await gate;
      return mocked(input, init);
    });
    renderAt('/cinema/chel-almaz');
    expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeTruthy();
    // The page's head is there; today's sessions are on their way: nothing under them yet.
    expect(screen.queryByRole('heading', { name: 'Залы' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Как добраться' })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { name: 'Залы' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Как добраться' })).toBeTruthy();
  });

  it('says a cinema that takes no bonus points, and where they work', async () => {
    server({ 'v1/cinema/': { json: { status: 'success', data: pageData({ no_bonus: true }) } } });
    renderAt('/cinema/chel-almaz');
    expect(await screen.findByText('Бонусные баллы не принимаются', {}, SLOW)).toBeTruthy();
    // The note sits with the directions, drawn once today's sessions are in (decision 336).
    expect(await screen.findByText(/бонусные баллы не начисляются и не списываются/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Бонусы в приложении' }).getAttribute('href')).toBe(
      '/about/bonus#app',
    );
  });

  it("an unknown cinema is the site's 404", async () => {
    server({
      'v1/cinema/': {
        status: 404,
        json: { status: 'error', errors: { code: 404, message: 'Кинотеатр не найден.' } },
      },
    });
    renderAt('/cinema/no-such-cinema');
    expect(await screen.findByText('Страница не найдена', {}, SLOW)).toBeTruthy();
  });

  it('an address that cannot be a cinema is the 404 without asking the server', async () => {
    const fetchMock = server();
    renderAt('/cinema/Chel%20Almaz');
    expect(await screen.findByText('Страница не найдена', {}, SLOW)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a network failure offers to try again, and the retry loads the page', async () => {
    let calls = 0;
    server({
      'v1/cinema/': () =>
        ++calls === 1
          ? { networkError: 'Failed to fetch' }
          : { json: { status: 'success', data: pageData() } },
    });
    renderAt('/cinema/chel-almaz');
    await userEvent.click(await screen.findByRole('button', { name: 'Попробовать еще раз' }, SLOW));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'СофтКино Алмаз' }, SLOW),
    ).toBeTruthy();
  });

  it('where no canvas can draw, a hall keeps its name and seat count and says so', async () => {
    server();
    renderAt('/cinema/chel-almaz');
    // findAll resolves at the first hall's message; the second may come a moment later.
    await waitFor(() => expect(screen.getAllByText('Схема зала недоступна')).toHaveLength(2), SLOW);
    expect(screen.getByText('Зал 2 Комфорт')).toBeTruthy();
  });

  it('with no directions written, points to the map', async () => {
    server({
      'v1/cinema/': { json: { status: 'success', data: { ...pageData(), directions: null } } },
    });
    renderAt('/cinema/chel-almaz');
    expect(await screen.findByText(/Откройте адрес на карте/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Общественный транспорт')).toBeNull();
  });
});
