/**
 * Runs the login machine: keeps its state, makes the calls it asks for, feeds their outcome
 * back, and ticks the countdown once a second. Plain TypeScript outside React, so StrictMode's
 * double effects never send a code twice, and tests drive it with fake timers.
 */
import * as authApi from '../../api/auth';
import { loginFailure } from '../../api/auth';
import { COUNTDOWN_TICK_MS } from './authTimings';
import {
  initialLoginState,
  loginReducer,
  type LoginCommand,
  type LoginEvent,
  type LoginState,
} from './loginMachine';

/** The calls the controller makes; tests pass fakes. */
export type LoginApi = Pick<typeof authApi, 'requestCode' | 'verifyCode' | 'loginWithPassword'>;

export class LoginController {
  private state: LoginState;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: LoginCommand | null = null;
  private destroyed = false;

  constructor(
    private readonly api: LoginApi = authApi,
    initial: LoginState = initialLoginState(),
  ) {
    this.state = initial;
  }

  getState = (): LoginState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispatch = (event: LoginEvent): void => {
    if (this.destroyed) return;
    const next = loginReducer(this.state, event);
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
    this.destroyed = false;
    this.syncTimer();
    return () => this.destroy();
  };

  /** Stops the timer and drops the answers of calls still out. */
  destroy(): void {
    this.destroyed = true;
    this.stopTimer();
  }

  private run(command: LoginCommand): void {
    this.running = command;
    const settle = (event: LoginEvent) => {
      if (this.running !== command) return;
      this.running = null;
      this.dispatch(event);
    };
    this.call(command).then(settle, (error: unknown) =>
      settle({ type: 'failed', failure: loginFailure(error) }),
    );
  }

  private call(command: LoginCommand): Promise<LoginEvent> {
    switch (command.type) {
      case 'requestCode':
        return this.api
          .requestCode(command.phone, command.codeType, command.purpose)
          .then((reply) => ({ type: 'codeSent', reply }));
      case 'verify':
        return this.api
          .verifyCode(command.phone, command.code, command.codeType, command.purpose)
          .then((reply) => ({ type: 'signedIn', reply }));
      case 'password':
        return this.api
          .loginWithPassword(command.phone, command.password)
          .then((reply) => ({ type: 'signedIn', reply }));
    }
  }

  private syncTimer(): void {
    if (this.state.secondsLeft > 0 && this.timer === null) {
      this.timer = setInterval(() => this.dispatch({ type: 'tick' }), COUNTDOWN_TICK_MS);
    } else if (this.state.secondsLeft === 0) {
      this.stopTimer();
    }
  }

  private stopTimer(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }
}
