import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LobbyData } from '@softkino/contract/lobby';
import { ApiError } from '../../api/errors';
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
