import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LobbyData } from '@softkino/contract/lobby';
import { LobbyBoard } from './LobbyBoard';
import { initialLobbyState, lobbyReducer, type LobbyState } from './lobbyMachine';

const NOW = Date.UTC(2026, 10, 24, 13, 0); // 18:00 in Yekaterinburg

function data(admin: boolean, screens = 3): LobbyData {
  const at = (min: number) => NOW / 1000 + min * 60;
  return {
    screen: [
      {
        id: 7,
        name: 'Северный ветер',
        age: '12+',
        duration: 128,
        genre: 'драма, приключения',
        poster: '/static/media/posters/a.jpg',
        url: '/film/severnyj-veter',
        premiere_date: '06.11.2026',
        sessions: {
          '24.11.2026': [
            {
              id: 1,
              time: '17:20',
              timestamp: at(-40),
              format: '2D',
              seats_left: 10,
              buy_url: '/#buy=1',
            },
            {
              id: 2,
              time: '17:50',
              timestamp: at(-10),
              format: '3D',
              seats_left: 10,
              buy_url: '/#buy=2',
            },
            {
              id: 3,
              time: '19:00',
              timestamp: at(60),
              format: '2D',
              seats_left: 1,
              buy_url: '/#buy=3',
            },
            {
              id: 4,
              time: '20:00',
              timestamp: at(120),
              format: '2D',
              seats_left: 0,
              buy_url: '/#buy=4',
            },
          ],
        },
      },
    ],
    time: NOW / 1000,
    screens_count: screens,
    screen_number: 1,
    cinema: { id: 1, name: 'СофтКино Галерея', timezone: 'Asia/Yekaterinburg' },
    admin,
  };
}

function shown(admin: boolean, patch: Partial<LobbyState> = {}): LobbyState {
  const loading = initialLobbyState(1, 1, NOW);
  return {
    ...lobbyReducer(loading, { type: 'loaded', data: data(admin), receivedAtMs: NOW }),
    ...patch,
  };
}

describe('LobbyBoard', () => {
  it('shows a guest the board only: no switchers, the mount attributes, four card places', () => {
    const { container } = render(
      <LobbyBoard state={shown(false)} dispatch={vi.fn()} origin="https://kino.example" />,
    );
    const mount = container.querySelector('#scheme-screen')!;
    expect(mount).toHaveAttribute('data-admin', 'false');
    expect(mount).toHaveAttribute('data-screen', '1');
    expect(screen.queryByRole('button', { name: /экран$/ })).toBeNull();
    // A guest's TV says there is more to show (decision 436).
    expect(screen.getByText('Экран 1 из 3')).toBeInTheDocument();
    expect(container.querySelectorAll('.lobby-card, .lobby-slot')).toHaveLength(4);
    expect(screen.getByText('Информация обновлена в 18:00')).toBeInTheDocument();
    expect(screen.getByLabelText('Время')).toHaveTextContent('18:00:00');
    // 17:20 is hidden (40 min ago), 17:50 greyed ('Идёт'), 20:00 sold out, 19:00 one seat left.
    const sessions = [...container.querySelectorAll('.lobby-session')];
    expect(sessions.map((s) => s.getAttribute('data-session'))).toEqual(['2', '3', '4']);
    expect(sessions[0]).toHaveAttribute('aria-disabled', 'true');
    expect(sessions[0]).toHaveTextContent('Идёт');
    expect(sessions[1]).toHaveTextContent('1 место');
    expect(sessions[2]).toHaveTextContent('Мест нет');
    // Codes only where a seat can still be bought; the film's at 148 px.
    expect(container.querySelectorAll('svg[data-qr="session"]')).toHaveLength(1);
    expect(container.querySelector('svg[data-qr="film"]')).toHaveAttribute('width', '148');
    // What the codes hold, as links for a screen that is touched (decision 432): the open
    // session alone, and the film's page.
    expect(screen.getAllByRole('link', { name: /выбрать места$/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: '19:00, 2D: выбрать места' })).toHaveAttribute(
      'href',
      '/#buy=3',
    );
    expect(screen.getByRole('link', { name: 'Северный ветер' })).toHaveAttribute(
      'href',
      '/film/severnyj-veter',
    );
    expect(screen.getByText('Премьера 6 ноября')).toBeInTheDocument();
    expect(screen.getByText('Сегодня, 24 ноября')).toBeInTheDocument();
  });

  it('names the halls of twin sessions in their tiles, links and codes (decision 455)', () => {
    const state = shown(false);
    const card = state.data!.screen[0]!;
    const day = card.sessions['24.11.2026']!;
    const twin = { ...day[2]!, id: 5, buy_url: '/#buy=5', seats_left: 40, hall: 'Зал 4' };
    const boarded = {
      ...state,
      data: {
        ...state.data!,
        screen: [
          {
            ...card,
            sessions: { '24.11.2026': [day[1]!, { ...day[2]!, hall: 'Зал 2' }, twin, day[3]!] },
          },
        ],
      },
    };
    const { container } = render(
      <LobbyBoard state={boarded} dispatch={vi.fn()} origin="https://kino.example" />,
    );
    expect(screen.getByRole('link', { name: '19:00, 2D, Зал 2: выбрать места' })).toHaveAttribute(
      'href',
      '/#buy=3',
    );
    expect(screen.getByRole('link', { name: '19:00, 2D, Зал 4: выбрать места' })).toHaveAttribute(
      'href',
      '/#buy=5',
    );
    const tiles = [...container.querySelectorAll('.lobby-session')];
    expect(tiles.map((t) => t.querySelector('.lobby-session__hall')?.textContent ?? null)).toEqual([
      null,
      'Зал 2',
      'Зал 4',
      null,
    ]);
    expect(container.querySelector('[data-session="5"] svg title')).toHaveTextContent(
      'Места на сеанс 19:00, Зал 4',
    );
  });

  it("gives an admin the 'N экран' switchers, which choose the screen", async () => {
    const dispatch = vi.fn();
    const { container } = render(
      <LobbyBoard state={shown(true)} dispatch={dispatch} origin="https://kino.example" />,
    );
    expect(container.querySelector('#scheme-screen')).toHaveAttribute('data-admin', 'true');
    const buttons = screen.getAllByRole('button', { name: /экран$/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['1 экран', '2 экран', '3 экран']);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(buttons[2]!);
    expect(dispatch).toHaveBeenCalledWith({ type: 'screenChosen', screen: 3 });
    expect(screen.queryByText(/^Экран \d из/)).toBeNull();
  });

  it("says nothing of screens when one holds every film, and 'Экран 2 из 3' on the second", () => {
    const single = lobbyReducer(initialLobbyState(1, 1, NOW), {
      type: 'loaded',
      data: data(false, 1),
      receivedAtMs: NOW,
    });
    const { rerender } = render(<LobbyBoard state={single} dispatch={vi.fn()} origin="" />);
    expect(screen.queryByText(/^Экран \d из/)).toBeNull();
    const second = lobbyReducer(initialLobbyState(1, 2, NOW), {
      type: 'loaded',
      data: { ...data(false), screen_number: 2 },
      receivedAtMs: NOW,
    });
    rerender(<LobbyBoard state={second} dispatch={vi.fn()} origin="" />);
    expect(screen.getByText('Экран 2 из 3')).toBeInTheDocument();
    // A TV left on a screen past the last says the error, never 'Экран 5 из 3'.
    const past = lobbyReducer(lobbyReducer(shown(false), { type: 'screenChosen', screen: 5 }), {
      type: 'loadFailed',
      serverMessage: 'Экран 5 не найден: фильмов хватает на 3 экрана.',
    });
    rerender(<LobbyBoard state={past} dispatch={vi.fn()} origin="" />);
    expect(screen.queryByText(/^Экран \d из/)).toBeNull();
  });

  it('marks a stale board and keeps its cards; with nothing to show, says the error', () => {
    const { container, rerender } = render(
      <LobbyBoard
        state={shown(false, { stale: true, error: 'Ошибка загрузки данных' })}
        dispatch={vi.fn()}
        origin=""
      />,
    );
    expect(screen.getByText('Нет связи с сервером')).toBeInTheDocument();
    // The notice takes the place of 'Экран 1 из 3' (decision 436).
    expect(screen.queryByText(/^Экран \d из/)).toBeNull();
    expect(container.querySelectorAll('.lobby-card')).toHaveLength(1);
    const failed: LobbyState = {
      ...initialLobbyState(1, 5, NOW),
      phase: 'error',
      error: 'Ошибка загрузки данных. Экран 5 не найден: фильмов хватает на 3 экрана.',
      command: null,
    };
    rerender(<LobbyBoard state={failed} dispatch={vi.fn()} origin="" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ошибка загрузки данных. Экран 5 не найден: фильмов хватает на 3 экрана.',
    );
    // A way on, and no camera hint over a board without sessions (decision 428).
    expect(screen.getByRole('link', { name: 'На сайт СофтКино' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Наведите камеру/)).not.toBeInTheDocument();
  });

  it("keeps an admin's switchers while the chosen screen loads, and a guest's board has none", () => {
    const switching = lobbyReducer(shown(true), { type: 'screenChosen', screen: 2 });
    const { rerender } = render(<LobbyBoard state={switching} dispatch={vi.fn()} origin="" />);
    const buttons = screen.getAllByRole('button', { name: /экран$/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['1 экран', '2 экран', '3 экран']);
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    const guest = lobbyReducer(shown(false), { type: 'screenChosen', screen: 2 });
    rerender(<LobbyBoard state={guest} dispatch={vi.fn()} origin="" />);
    expect(screen.queryByRole('button', { name: /экран$/ })).toBeNull();
  });

  it("says 'Информация обновлена' at the time of the last seats poll", () => {
    const polled = lobbyReducer(
      { ...shown(false), command: { type: 'readSeats', cinemaId: 1, ids: [3] } },
      { type: 'seatsRead', seats: { '3': 5 }, time: NOW / 1000 + 7 * 60 },
    );
    render(<LobbyBoard state={polled} dispatch={vi.fn()} origin="" />);
    expect(screen.getByText('Информация обновлена в 18:07')).toBeInTheDocument();
    expect(screen.getByText('5 мест')).toBeInTheDocument();
  });
});
