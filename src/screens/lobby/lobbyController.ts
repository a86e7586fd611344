/**
 * Runs the lobby machine: the board's call and the seats-left poll, and the three clocks (the
 * 1 s tick, the 30-minute reload, the one-minute poll). Plain TypeScript outside React; tests
 * pass a fake API and a fake clock.
 */
import type { LobbyData } from '@softkino/contract/lobby';
import { fetchLobbyScreen, fetchLobbySeats } from '../../api/lobby';
import { ApiError } from '../../api/errors';
import { MachineController } from '../../lib/machineController';
import { LOBBY_CLOCK_TICK_MS, LOBBY_REFRESH_MS, LOBBY_SEATS_POLL_MS } from '../../lib/timings';
import {
  initialLobbyState,
  lobbyReducer,
  type LobbyCommand,
  type LobbyEvent,
  type LobbyState,
} from './lobbyMachine';

export interface LobbyApi {
  fetchLobbyScreen(cinemaId: number, screen: number): Promise<LobbyData>;
  fetchLobbySeats(
    cinemaId: number,
    ids: readonly number[],
  ): Promise<{ seats: Record<string, number> }>;
}

/** The time and the timers the board runs on; the real ones by default. */
export interface LobbyClock {
  now(): number;
  /** Calls `fn` every `ms`; returns the stop. */
  every(ms: number, fn: () => void): () => void;
}

export const realClock: LobbyClock = {
  now: () => Date.now(),
  every(ms, fn) {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
};

export class LobbyController extends MachineController<LobbyState, LobbyEvent, LobbyCommand> {
  private stopTimers: Array<() => void> = [];

  constructor(
    cinemaId: number,
    screen: number,
    private readonly clock: LobbyClock = realClock,
    private readonly api: LobbyApi = { fetchLobbyScreen, fetchLobbySeats },
  ) {
    super(initialLobbyState(cinemaId, screen, clock.now()), lobbyReducer);
  }

  /**
   * Starts the machine and its clocks and runs the pending load (again, under StrictMode);
   * returns the stop, after which no timer fires and no answer lands.
   */
  open = (): (() => void) => {
    const stop = this.start();
    this.stopTimers.forEach((s) => s());
    this.stopTimers = [
      this.clock.every(LOBBY_CLOCK_TICK_MS, () =>
        this.dispatch({ type: 'tick', nowMs: this.clock.now() }),
      ),
      this.clock.every(LOBBY_REFRESH_MS, () => this.dispatch({ type: 'refreshDue' })),
      this.clock.every(LOBBY_SEATS_POLL_MS, () => this.dispatch({ type: 'pollDue' })),
    ];
    const pending = this.state.command;
    if (pending && this.running !== pending) this.run(pending);
    return stop;
  };

  protected override onStop(): void {
    this.running = null;
    this.stopTimers.forEach((s) => s());
    this.stopTimers = [];
  }

  protected run(command: LobbyCommand): void {
    this.running = command;
    const settle = (event: LobbyEvent) => {
      // Stopped, or a newer command (another screen) replaced this one: drop the answer.
      if (this.running !== command) return;
      this.running = null;
      this.dispatch(event);
    };
    if (command.type === 'load') {
      this.api.fetchLobbyScreen(command.cinemaId, command.screen).then(
        (data) => settle({ type: 'loaded', data, receivedAtMs: this.clock.now() }),
        (error: unknown) =>
          settle({
            type: 'loadFailed',
            serverMessage:
              error instanceof ApiError && error.kind === 'server' ? error.message : null,
          }),
      );
      return;
    }
    this.api.fetchLobbySeats(command.cinemaId, command.ids).then(
      (reply) => settle({ type: 'seatsRead', seats: reply.seats }),
      () => settle({ type: 'seatsFailed' }),
    );
  }
}
