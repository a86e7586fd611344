/**
 * The engine both phone sign-ins share (the /login page and the purchase popup): it keeps a
 * reducer's state, runs the call the state asks for through `command`, feeds the answer back,
 * and ticks the code countdown once a second. Each flow brings its own reducer, calls and error
 * reading, so their different error contracts (spec section 8) stay theirs. Plain TypeScript
 * outside React, so StrictMode's double effects never send a code twice, and tests drive it
 * with fake timers.
 */
import { COUNTDOWN_TICK_MS } from './authTimings';

/** What the controller reads of a flow's state. */
export interface CountdownState<Command> {
  /** Seconds until a new code may be asked for; the timer runs while it is above 0. */
  secondsLeft: number;
  /** The call the reducer asks for; a new object each time it asks. */
  command: Command | null;
}

/** One sign-in flow as the controller runs it. */
export interface CountdownFlow<State, Event, Command> {
  reduce(state: State, event: Event): State;
  /** Makes the call and answers with the event that settles it. */
  call(command: Command): Promise<Event>;
  /** The event for a call that threw (an API error or a network failure). */
  failed(thrown: unknown): Event;
  /** The event one countdown second sends. */
  tick: Event;
}

export class CountdownController<State extends CountdownState<Command>, Event, Command> {
  private state: State;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Command | null = null;
  private stopped = false;

  constructor(
    private readonly flow: CountdownFlow<State, Event, Command>,
    initial: State,
  ) {
    this.state = initial;
  }

  getState = (): State => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispatch = (event: Event): void => {
    if (this.stopped) return;
    const next = this.flow.reduce(this.state, event);
    if (next === this.state) return;
    this.state = next;
    this.syncTimer();
    for (const listener of this.listeners) listener();
    if (next.command && next.command !== this.running) this.run(next.command);
  };

  /**
   * Starts the controller (again: StrictMode unmounts and remounts) and returns its stop: the
   * timer stops and answers of calls still out are dropped until it starts again.
   */
  start = (): (() => void) => {
    this.stopped = false;
    this.syncTimer();
    return () => this.destroy();
  };

  /** Stops the timer and drops the answers of calls still out. */
  destroy(): void {
    this.stopped = true;
    this.stopTimer();
  }

  private run(command: Command): void {
    this.running = command;
    const settle = (event: Event) => {
      if (this.running !== command) return;
      this.running = null;
      this.dispatch(event);
    };
    this.flow.call(command).then(settle, (thrown: unknown) => settle(this.flow.failed(thrown)));
  }

  private syncTimer(): void {
    if (this.state.secondsLeft > 0 && this.timer === null && !this.stopped) {
      this.timer = setInterval(() => this.dispatch(this.flow.tick), COUNTDOWN_TICK_MS);
    } else if (this.state.secondsLeft === 0) {
      this.stopTimer();
    }
  }

  private stopTimer(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
