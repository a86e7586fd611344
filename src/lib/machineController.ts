/**
 * The plumbing of a controller that runs a pure machine whose states carry at most one pending
 * command (src/flows/paidCancel, src/flows/watch): the state, its listeners (for
 * useSyncExternalStore), dispatch, and start/stop for the component that owns it. A subclass
 * says how a command runs; it may compare `running` with the command an answer belongs to and
 * drop answers that a newer command replaced. Plain TypeScript outside React, so StrictMode's
 * double effects never send a call twice.
 */
export abstract class MachineController<S extends { command: C | null }, E, C> {
  protected state: S;
  /** The command under way, whose answer is still wanted. */
  protected running: C | null = null;
  private stopped = false;
  private readonly listeners = new Set<() => void>();

  protected constructor(
    initial: S,
    private readonly reduce: (state: S, event: E) => S,
  ) {
    this.state = initial;
  }

  getState = (): S => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispatch = (event: E): void => {
    if (this.stopped) return;
    const next = this.reduce(this.state, event);
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
    if (next.command && next.command !== this.running) this.run(next.command);
  };

  /** Starts (again, under StrictMode) and returns the stop: answers still out are dropped. */
  start = (): (() => void) => {
    this.stopped = false;
    return () => {
      this.stopped = true;
      this.onStop();
    };
  };

  /** What stopping also forgets (nothing by default). */
  protected onStop(): void {}

  protected abstract run(command: C): void;
}
