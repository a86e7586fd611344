import { describe, expect, it } from 'vitest';
import type { LobbyData } from '@softkino/contract/lobby';
import { ApiError } from '../../api/errors';
import { LOBBY_CLOCK_TICK_MS, LOBBY_REFRESH_MS, LOBBY_SEATS_POLL_MS } from '../../lib/timings';
import { LobbyController, type LobbyApi, type LobbyClock } from './lobbyController';

/** A clock the test moves by hand: `advance` fires the intervals due on the way. */
class FakeClock implements LobbyClock {
  private timers: Array<{ every: number; next: number; fn: () => void }> = [];
  constructor(public t: number) {}
  now = () => this.t;
  every(ms: number, fn: () => void) {
    const timer = { every: ms, next: this.t + ms, fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((x) => x !== timer);
    };
  }
  get active() {
    return this.timers.length;
  }
  async advance(ms: number) {
    const end = this.t + ms;
    for (;;) {
      const due = this.timers.filter((x) => x.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      this.t = due.next;
      due.next += due.every;
      due.fn();
      await Promise.resolve();
    }
    this.t = end;
    await flush();
  }
}

async function flush() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

const T0 = Date.UTC(2026, 10, 24, 13, 0);

function board(screen: number, time: number, seats = 40): LobbyData {
  return {
    screen: [
      {
        id: screen,
        name: `Фильм ${screen}`,
        age: '12+',
        duration: 100,
        genre: 'драма',
        poster: '/p.jpg',
        url: '/film/f',
        premiere_date: null,
        sessions: {
          '24.11.2026': [
            {
              id: 10 * screen,
              time: '19:00',
              timestamp: time / 1000 + 3600,
              format: '2D',
              seats_left: seats,
              buy_url: '/#buy=1',
            },
          ],
        },
      },
    ],
    time: Math.floor(time / 1000),
    screens_count: 3,
    screen_number: screen,
    cinema: { id: 1, name: 'СофтКино Галерея', timezone: 'Asia/Yekaterinburg' },
    admin: true,
  };
}

function fakeApi(clock: FakeClock) {
  const calls: string[] = [];
  let down = false;
  const api: LobbyApi = {
    fetchLobbyScreen: async (cinema, screen) => {
      calls.push(`screen ${cinema}/${screen}`);
      if (down) throw new ApiError('network', 'offline');
      // The server's clock runs 90 s ahead of the TV's.
      return board(screen, clock.now() + 90_000);
    },
    fetchLobbySeats: async (_cinema, ids) => {
      calls.push(`seats ${ids.join(',')}`);
      if (down) throw new ApiError('network', 'offline');
      return { seats: Object.fromEntries(ids.map((id) => [String(id), 7])) };
    },
  };
  return { api, calls, setDown: (v: boolean) => (down = v) };
}

describe('LobbyController', () => {
  it('loads, ticks every second on the server clock, polls seats each minute and reloads every 30 minutes', async () => {
    const clock = new FakeClock(T0);
    const { api, calls } = fakeApi(clock);
    const c = new LobbyController(1, 2, clock, api);
    expect(c.getState().phase).toBe('loading');
    const stop = c.open();
    await flush();
    expect(calls).toEqual(['screen 1/2']);
    expect(c.getState()).toMatchObject({ phase: 'shown', skewMs: 90_000, stale: false });
    expect(c.getState().updatedAtMs).toBe(T0 + 90_000);

    await clock.advance(LOBBY_CLOCK_TICK_MS);
    expect(c.getState().nowMs).toBe(T0 + 1000);
    await clock.advance(LOBBY_SEATS_POLL_MS - LOBBY_CLOCK_TICK_MS);
    expect(calls.at(-1)).toBe('seats 20');
    expect(c.getState().seats).toEqual({ '20': 7 });
    const loadsBefore = calls.filter((x) => x.startsWith('screen')).length;
    await clock.advance(LOBBY_REFRESH_MS - LOBBY_SEATS_POLL_MS);
    expect(calls.filter((x) => x.startsWith('screen')).length).toBe(loadsBefore + 1);
    expect(c.getState().updatedAtMs).toBe(T0 + LOBBY_REFRESH_MS + 90_000);

    stop();
    expect(clock.active).toBe(0);
  });

  it('keeps the last good board, marked stale, while the network is down, and recovers', async () => {
    const clock = new FakeClock(T0);
    const { api, setDown } = fakeApi(clock);
    const c = new LobbyController(1, 1, clock, api);
    const stop = c.open();
    await flush();
    const good = c.getState().data;
    setDown(true);
    await clock.advance(LOBBY_SEATS_POLL_MS);
    expect(c.getState()).toMatchObject({ phase: 'shown', stale: true, data: good });
    await clock.advance(LOBBY_SEATS_POLL_MS);
    // Stale: the next poll is a whole reload, which fails too.
    expect(c.getState()).toMatchObject({
      phase: 'shown',
      stale: true,
      data: good,
      error: 'Ошибка загрузки данных',
    });
    setDown(false);
    await clock.advance(LOBBY_SEATS_POLL_MS);
    expect(c.getState()).toMatchObject({ phase: 'shown', stale: false, error: '' });
    stop();
  });

  it("switching screens reloads, and a server's refusal is appended to 'Ошибка загрузки данных'", async () => {
    const clock = new FakeClock(T0);
    const { api, calls } = fakeApi(clock);
    const refusing: LobbyApi = {
      ...api,
      fetchLobbyScreen: (cinema, screen) =>
        screen === 3
          ? Promise.reject(
              new ApiError('server', 'Экран 3 не найден: фильмов хватает на 2 экрана.'),
            )
          : api.fetchLobbyScreen(cinema, screen),
    };
    const c = new LobbyController(1, 1, clock, refusing);
    const stop = c.open();
    await flush();
    c.dispatch({ type: 'screenChosen', screen: 2 });
    expect(c.getState()).toMatchObject({ screen: 2, phase: 'loading', data: null });
    await flush();
    expect(calls.at(-1)).toBe('screen 1/2');
    expect(c.getState().data?.screen_number).toBe(2);
    c.dispatch({ type: 'screenChosen', screen: 3 });
    await flush();
    expect(c.getState()).toMatchObject({
      phase: 'error',
      error: 'Ошибка загрузки данных. Экран 3 не найден: фильмов хватает на 2 экрана.',
    });
    stop();
  });

  it('drops an answer that a newer screen replaced', async () => {
    const clock = new FakeClock(T0);
    const { api } = fakeApi(clock);
    let release: (d: LobbyData) => void = () => undefined;
    const slow: LobbyApi = {
      ...api,
      fetchLobbyScreen: (cinema, screen) =>
        screen === 1 ? new Promise((r) => (release = r)) : api.fetchLobbyScreen(cinema, screen),
    };
    const c = new LobbyController(1, 1, clock, slow);
    const stop = c.open();
    c.dispatch({ type: 'screenChosen', screen: 2 });
    await flush();
    release(board(1, T0));
    await flush();
    expect(c.getState().data?.screen_number).toBe(2);
    stop();
  });
});
