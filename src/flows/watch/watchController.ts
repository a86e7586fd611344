/**
 * Runs the watch machine: reads session/places/ after each toggle (an older answer is dropped
 * when a newer toggle asked again) and hands the chosen seats to the purchase popup. Plain
 * TypeScript outside React; tests pass a fake API and host.
 */
import { fetchSessionPlaces } from '../../api/session';
import { SESSION_ERRORS } from '../../api/session';
import { MachineController } from '../../lib/machineController';
import {
  initialWatchState,
  watchReducer,
  type WatchCommand,
  type WatchEvent,
  type WatchState,
} from './watchMachine';

export interface WatchApi {
  fetchSessionPlaces(id: number): Promise<{ available: number[] }>;
}

export interface WatchHost {
  /** Opens the purchase popup of the session with these seats, past the seat map. */
  startPurchase(sessionId: number, seats: number[]): void;
}

export class WatchController extends MachineController<WatchState, WatchEvent, WatchCommand> {
  constructor(
    sessionId: number,
    private readonly host: WatchHost,
    private readonly api: WatchApi = { fetchSessionPlaces },
  ) {
    super(initialWatchState(sessionId), watchReducer);
  }

  /** A places read still out when the popup closes is not waited for. */
  protected override onStop(): void {
    this.running = null;
  }

  protected run(command: WatchCommand): void {
    this.running = command;
    if (command.type === 'purchase') {
      this.running = null;
      this.host.startPurchase(command.sessionId, command.seats);
      this.dispatch({ type: 'purchaseStarted' });
      return;
    }
    const settle = (event: WatchEvent) => {
      // A newer toggle asked again: only its answer filters the selection.
      if (this.running !== command) return;
      this.running = null;
      this.dispatch(event);
    };
    this.api.fetchSessionPlaces(command.sessionId).then(
      (reply) => settle({ type: 'placesRead', available: reply.available }),
      () => settle({ type: 'placesFailed', message: SESSION_ERRORS.loadPlaces }),
    );
  }
}
