import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LobbyData } from '@softkino/contract/lobby';
import { invalidateCities } from '../../api/cinema';
import { ApiError } from '../../api/errors';
import { citiesReply } from '../../api/testing/fixtures';
import { mockFetch } from '../../api/testing/mockFetch';
import type { LobbyApi, LobbyClock } from './lobbyController';
import { LobbyScreen } from './LobbyScreen';
import { lobbyBoard, lobbyCard } from './fixtures';

const NOW = Date.UTC(2026, 10, 24, 13, 0);

/** No timer ever fires: the test drives the board by hand. */
const stillClock: LobbyClock = {
  now: () => NOW,
  every: () => () => undefined,
  after: () => () => undefined,
};

function board(screenNumber: number): LobbyData {
  return lobbyBoard([lobbyCard(screenNumber)], NOW, {
    screens_count: 3,
    screen_number: screenNumber,
    admin: true,
  });
}

/** Screens 1-3 answer; screen 2 only when the test lets it; others are refused. */
function staffApi() {
  let release: () => void = () => undefined;
  const api: LobbyApi = {
    fetchLobbyScreen: (_cinema, n) => {
      if (n > 3)
        return Promise.reject(
          new ApiError('server', `Экран ${n} не найден: фильмов хватает на 3 экрана.`),
        );
      if (n !== 2) return Promise.resolve(board(n));
      return new Promise((done) => (release = () => done(board(2))));
    },
    fetchLobbySeats: () => Promise.resolve({ time: NOW / 1000, seats: {} }),
  };
  return { api, release: () => release() };
}

describe('LobbyScreen (staff)', () => {
  it('keeps the switchers, and the focus on the pressed one, while the chosen screen loads', async () => {
    window.history.replaceState(null, '', '/lobby/1?screen=1');
    const { api, release } = staffApi();
    const user = userEvent.setup();
    render(<LobbyScreen clock={stillClock} api={api} />);
    await screen.findByText('Фильм 1');
    await user.tab();
    await user.tab();
    const two = screen.getByRole('button', { name: '2 экран' });
    expect(two).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('button', { name: /экран$/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: '2 экран' })).toHaveFocus();
    expect(screen.getByRole('button', { name: '2 экран' })).toHaveAttribute('aria-pressed', 'true');
    // The cinema's name and clock stay too: the bar does not move under the staff member.
    expect(screen.getByText('СофтКино Галерея')).toBeInTheDocument();
    expect(screen.getByLabelText('Время')).toHaveTextContent('18:00:00');
    release();
    await screen.findByText('Фильм 2');
    expect(screen.getByRole('button', { name: '2 экран' })).toHaveFocus();
  });

  it('offers the switchers on a screen that no longer exists, to get back to a real one', async () => {
    window.history.replaceState(null, '', '/lobby/1?screen=99');
    const { api } = staffApi();
    const user = userEvent.setup();
    render(<LobbyScreen clock={stillClock} api={api} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ошибка загрузки данных. Экран 99 не найден: фильмов хватает на 3 экрана.',
    );
    const one = await screen.findByRole('button', { name: '1 экран' });
    expect(screen.getAllByRole('button', { name: /экран$/ })).toHaveLength(3);
    expect(one).toHaveAttribute('aria-pressed', 'false');
    // Screen 1's cards were read to learn this, but they are not screen 99's: not shown.
    expect(screen.queryByText('Фильм 1')).toBeNull();
    await user.click(one);
    await screen.findByText('Фильм 1');
    expect(window.location.search).toBe('?screen=1');
  });
});

/** The fixture's chain, cinema 2 (Родина, Челябинск) with the page /cinema/chel-rodina. */
function chain() {
  const reply = citiesReply();
  for (const city of reply.data)
    for (const cinema of city.cinemas)
      cinema.link = cinema.id === 2 ? '/cinema/chel-rodina' : `/cinema/cinema-${cinema.id}`;
  return reply;
}

/** A guest's board of whichever cinema is asked for; the ids asked are kept. */
function guestApi() {
  const asked: number[] = [];
  const api: LobbyApi = {
    fetchLobbyScreen: (cinema) => {
      asked.push(cinema);
      return Promise.resolve(
        lobbyBoard([lobbyCard(cinema)], NOW, { screens_count: 1, screen_number: 1, admin: false }),
      );
    },
    fetchLobbySeats: () => Promise.resolve({ time: NOW / 1000, seats: {} }),
  };
  return { api, asked };
}

describe('LobbyScreen (by address, decision 432)', () => {
  afterEach(() => {
    invalidateCities();
    vi.unstubAllGlobals();
  });

  it("opens the board of the cinema whose page's slug the address names", async () => {
    mockFetch({ 'v1/cinema/cities/': { json: chain() } });
    window.history.replaceState(null, '', '/lobby/chel-rodina');
    const { api, asked } = guestApi();
    render(<LobbyScreen clock={stillClock} api={api} />);
    await screen.findByText('Фильм 2');
    expect(asked).toEqual([2]);
  });

  it('says an unknown cinema is not found, with the way to every board and to the site', async () => {
    mockFetch({ 'v1/cinema/cities/': { json: chain() } });
    window.history.replaceState(null, '', '/lobby/no-such-cinema');
    const { api, asked } = guestApi();
    render(<LobbyScreen clock={stillClock} api={api} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ошибка загрузки данных. Кинотеатр не найден.',
    );
    expect(screen.getByRole('link', { name: 'Табло всех кинотеатров' })).toHaveAttribute(
      'href',
      '/lobby',
    );
    expect(screen.getByRole('link', { name: 'На сайт СофтКино' })).toHaveAttribute('href', '/');
    expect(asked).toEqual([]);
  });

  it('says so when the cinemas cannot be read, and shows the board once they can be', async () => {
    let online = false;
    mockFetch({
      'v1/cinema/cities/': () => (online ? { json: chain() } : { networkError: 'Failed to fetch' }),
    });
    const later: Array<[number, () => void]> = [];
    const clock: LobbyClock = {
      ...stillClock,
      after: (ms, fn) => (later.push([ms, fn]), () => {}),
    };
    window.history.replaceState(null, '', '/lobby/chel-rodina');
    const { api, asked } = guestApi();
    render(<LobbyScreen clock={clock} api={api} />);
    // The board's words alone: no browser's message and no 'try again' on a TV.
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Ошибка загрузки данных$/);
    expect(screen.getByRole('link', { name: 'Табло всех кинотеатров' })).toBeInTheDocument();
    expect(asked).toEqual([]);
    // A minute later it asks again, by itself (the timer is set by an effect after the alert's
    // render: waited for, as a loaded machine runs it later).
    await vi.waitFor(() => expect(later.map(([ms]) => ms)).toEqual([60_000]));
    online = true;
    act(() => later[0]![1]());
    await screen.findByText('Фильм 2');
    expect(asked).toEqual([2]);
  });

  it('asks for nothing at an address no cinema can have', () => {
    const fetchMock = mockFetch({});
    window.history.replaceState(null, '', '/lobby/0');
    const { api, asked } = guestApi();
    render(<LobbyScreen clock={stillClock} api={api} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ошибка загрузки данных. Кинотеатр не найден.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(asked).toEqual([]);
  });
});
