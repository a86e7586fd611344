/**
 * Runs the lobby machine: the board's call and the seats-left poll, and the three clocks (the
 * 1 s tick, the 30-minute reload, the one-minute poll). A call not answered within
 * LOBBY_CALL_TIMEOUT_MS is cancelled and counts as failed, so one call that never answers
 * cannot hold the polls up (decision 395). Plain TypeScript outside React; tests pass a fake API
 * and a fake clock.
 */
import type { LobbyData } from '@softkino/contract/lobby';
import { fetchLobbyScreen, fetchLobbySeats } from '../../api/lobby';
import { ApiError } from '../../api/errors';
import { MachineController } from '../../lib/machineController';
import { LOBBY_CLOCK_TICK_MS, LOBBY_REFRESH_MS, LOBBY_SEATS_POLL_MS } from '../../lib/timings';
import {
  frameOf,
  initialLobbyState,
  lobbyReducer,
  type LobbyCommand,
  type LobbyEvent,
  type LobbyState,
} from './lobbyMachine';

/** The board's calls; `signal` cancels one the board has given up on. */
export interface LobbyApi {
  fetchLobbyScreen(cinemaId: number, screen: number, signal?: AbortSignal): Promise<LobbyData>;
  fetchLobbySeats(
    cinemaId: number,
    ids: readonly number[],
    signal?: AbortSignal,
  ): Promise<{ time: number; seats: Record<string, number> }>;
}

/**
 * How long the board waits for a call. Well inside the minute's poll, so the poll after a
 * call that hangs finds nothing under way and asks again; long enough for a slow network (the
 * board's answer is a few kilobytes).
 */
export const LOBBY_CALL_TIMEOUT_MS = 20_000;

/** The time and the timers the board runs on; the real ones by default. */
export interface LobbyClock {
  now(): number;
  /** Calls `fn` every `ms`; returns the stop. */
  every(ms: number, fn: () => void): () => void;
  /** Calls `fn` once after `ms`; returns the stop. */
  after(ms: number, fn: () => void): () => void;
}

export const realClock: LobbyClock = {
  now: () => Date.now(),
  every(ms, fn) {
    const id = setInterval(fn, ms);
    return () => clearInterval(id);
  },
  after(ms, fn) {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
};

/** What a command's failure tells the machine. */
function failureOf(command: LobbyCommand, serverMessage: string | null): LobbyEvent {
  switch (command.type) {
    case 'load':
      return { type: 'loadFailed', serverMessage };
    case 'readSeats':
      return { type: 'seatsFailed' };
    case 'readFrame':
      return { type: 'frameFailed' };
  }
}

export class LobbyController extends MachineController<LobbyState, LobbyEvent, LobbyCommand> {
  private stopTimers: Array<() => void> = [];
  /**
   * The call under way and its cancel (the call and its timeout). A command object can be run
   * twice (StrictMode opens the controller again): only this call's answer counts.
   */
  private call: { cancel: () => void } | null = null;

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
    this.call?.cancel();
    this.call = null;
    this.stopTimers.forEach((s) => s());
    this.stopTimers = [];
  }

  protected run(command: LobbyCommand): void {
    // A newer command (another screen, the reload) replaces the call under way: cancel it.
    this.call?.cancel();
    this.running = command;
    const abort = new AbortController();
    const stopTimeout = this.clock.after(LOBBY_CALL_TIMEOUT_MS, () =>
      // Given up: the same path as a failed call. Its answer, should it come, is dropped.
      settle(failureOf(command, null)),
    );
    const call = {
      cancel: () => {
        stopTimeout();
        abort.abort();
      },
    };
    this.call = call;
    const settle = (event: LobbyEvent) => {
      // Stopped, cancelled, or a newer command (another screen) replaced this one: drop it.
      if (this.call !== call || this.running !== command) return;
      this.running = null;
      this.call = null;
      call.cancel();
      this.dispatch(event);
    };
    const failed = (error: unknown) =>
      settle(
        failureOf(
          command,
          error instanceof ApiError && error.kind === 'server' ? error.message : null,
        ),
      );
    const { signal } = abort;
    switch (command.type) {
      case 'load':
        this.api
          .fetchLobbyScreen(command.cinemaId, command.screen, signal)
          .then((data) => settle({ type: 'loaded', data, receivedAtMs: this.clock.now() }), failed);
        return;
      case 'readFrame':
        this.api
          .fetchLobbyScreen(command.cinemaId, 1, signal)
          .then((data) => settle({ type: 'frameRead', frame: frameOf(data) }), failed);
        return;
      case 'readSeats':
        this.api
          .fetchLobbySeats(command.cinemaId, command.ids, signal)
          .then(
            (reply) => settle({ type: 'seatsRead', seats: reply.seats, time: reply.time }),
            failed,
          );
    }
  }
}
