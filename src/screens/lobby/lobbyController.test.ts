import { describe, expect, it } from 'vitest';
import type { LobbyData } from '@softkino/contract/lobby';
import { ApiError } from '../../api/errors';
import { LOBBY_CLOCK_TICK_MS, LOBBY_REFRESH_MS, LOBBY_SEATS_POLL_MS } from '../../lib/timings';
import { LobbyController, type LobbyApi, type LobbyClock } from './lobbyController';
import { lobbyBoard, lobbyCard } from './fixtures';

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
  after(ms: number, fn: () => void) {
    const timer = { every: Infinity, next: this.t + ms, fn };
    this.timers.push(timer);
    const stop = () => {
      this.timers = this.timers.filter((x) => x !== timer);
    };
    timer.fn = () => {
      stop();
      fn();
    };
    return stop;
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
  const session = {
    id: 10 * screen,
    time: '19:00',
    timestamp: time / 1000 + 3600,
    format: '2D',
    seats_left: seats,
    buy_url: '/#buy=1',
  };
  return lobbyBoard([lobbyCard(screen, { '24.11.2026': [session] })], time, {
    screens_count: 3,
    screen_number: screen,
    admin: true,
  });
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
      return {
        // The server's clock, as the board's call says it.
        time: Math.floor((clock.now() + 90_000) / 1000),
        seats: Object.fromEntries(ids.map((id) => [String(id), 7])),
      };
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

  it('gives up on a call that never answers and keeps polling: the first load, a seats poll, a reload', async () => {
    const clock = new FakeClock(T0);
    const { api, calls } = fakeApi(clock);
    // The next call of each kind named here hangs for good (a proxy that never answers).
    const hangNext = new Set<'screen' | 'seats'>(['screen']);
    const hung: Array<AbortSignal | undefined> = [];
    const never = <T>(signal: AbortSignal | undefined) => {
      hung.push(signal);
      return new Promise<T>(() => undefined);
    };
    const hanging: LobbyApi = {
      fetchLobbyScreen: (cinema, screen, signal) =>
        hangNext.delete('screen') ? never(signal) : api.fetchLobbyScreen(cinema, screen, signal),
      fetchLobbySeats: (cinema, ids, signal) =>
        hangNext.delete('seats') ? never(signal) : api.fetchLobbySeats(cinema, ids, signal),
    };
    const c = new LobbyController(1, 1, clock, hanging);
    const stop = c.open();
    await flush();
    expect(c.getState().phase).toBe('loading');

    // The first load: given up, and the minute's poll loads the board.
    await clock.advance(LOBBY_SEATS_POLL_MS);
    expect(c.getState()).toMatchObject({ phase: 'shown', stale: false, error: '' });
    expect(calls.filter((x) => x.startsWith('screen'))).toHaveLength(1);

    // A seats poll that hangs: given up (the board goes stale, and the next poll reloads it),
    // and the seat counts are polled again after.
    hangNext.add('seats');
    await clock.advance(LOBBY_SEATS_POLL_MS);
    expect(c.getState().command?.type).toBe('readSeats');
    await clock.advance(2 * LOBBY_SEATS_POLL_MS);
    expect(calls.at(-1)).toBe('seats 10');
    expect(c.getState()).toMatchObject({ phase: 'shown', stale: false, command: null });

    // The 30-minute reload hangs: given up, and the next poll reloads the board.
    const loads = calls.filter((x) => x.startsWith('screen')).length;
    hangNext.add('screen');
    await clock.advance(T0 + LOBBY_REFRESH_MS - clock.t);
    expect(c.getState()).toMatchObject({ phase: 'shown', command: { type: 'load' } });
    await clock.advance(LOBBY_SEATS_POLL_MS);
    expect(calls.filter((x) => x.startsWith('screen')).length).toBe(loads + 1);
    expect(c.getState()).toMatchObject({ phase: 'shown', stale: false, error: '', command: null });

    // Each call given up was cancelled, so the browser drops its connection.
    expect(hung).toHaveLength(3);
    for (const signal of hung) expect(signal?.aborted).toBe(true);
    stop();
    expect(clock.active).toBe(0);
  });

  it("says the time of the last good refresh: the minute's seats poll moves it, a failed one does not", async () => {
    const clock = new FakeClock(T0);
    const { api, setDown } = fakeApi(clock);
    const c = new LobbyController(1, 1, clock, api);
    const stop = c.open();
    await flush();
    expect(c.getState().updatedAtMs).toBe(T0 + 90_000);
    await clock.advance(LOBBY_SEATS_POLL_MS);
    expect(c.getState().seats).toEqual({ '10': 7 });
    expect(c.getState().updatedAtMs).toBe(T0 + LOBBY_SEATS_POLL_MS + 90_000);
    setDown(true);
    await clock.advance(LOBBY_SEATS_POLL_MS);
    expect(c.getState()).toMatchObject({ stale: true });
    expect(c.getState().updatedAtMs).toBe(T0 + LOBBY_SEATS_POLL_MS + 90_000);
    stop();
  });

  it('keeps what it knows of the board (staff flag, screens, cinema) while another screen loads, and learns it on a screen that is gone', async () => {
    const clock = new FakeClock(T0);
    const { api, calls } = fakeApi(clock);
    const refusing: LobbyApi = {
      ...api,
      fetchLobbyScreen: (cinema, screen, signal) =>
        screen > 3
          ? Promise.reject(
              new ApiError('server', `Экран ${screen} не найден: фильмов хватает на 3 экрана.`),
            )
          : api.fetchLobbyScreen(cinema, screen, signal),
    };
    const gone = new LobbyController(1, 99, clock, refusing);
    const stop = gone.open();
    await flush();
    expect(gone.getState()).toMatchObject({
      phase: 'error',
      screen: 99,
      error: 'Ошибка загрузки данных. Экран 99 не найден: фильмов хватает на 3 экрана.',
      frame: {
        admin: true,
        screensCount: 3,
        cinema: { id: 1, name: 'СофтКино Галерея', timezone: 'Asia/Yekaterinburg' },
      },
    });
    // Screen 1 was asked what the board is like; its cards are not shown for screen 99.
    expect(calls).toEqual(['screen 1/1']);
    expect(gone.getState().data).toBeNull();
    gone.dispatch({ type: 'screenChosen', screen: 2 });
    expect(gone.getState()).toMatchObject({
      phase: 'loading',
      data: null,
      frame: { admin: true, screensCount: 3 },
    });
    await flush();
    expect(gone.getState()).toMatchObject({ phase: 'shown', screen: 2 });
    stop();
  });

  it("opened again (StrictMode's second effect), the first call's cancelling is no failure", async () => {
    const clock = new FakeClock(T0);
    const { api } = fakeApi(clock);
    // As fetch does: a cancelled call rejects.
    const cancellable: LobbyApi = {
      ...api,
      fetchLobbyScreen: (cinema, screen, signal) =>
        new Promise((resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new ApiError('network', 'aborted')));
          void api.fetchLobbyScreen(cinema, screen).then(resolve);
        }),
    };
    const c = new LobbyController(1, 1, clock, cancellable);
    c.open()();
    const stop = c.open();
    await flush();
    expect(c.getState()).toMatchObject({ phase: 'shown', error: '' });
    stop();
  });
});
