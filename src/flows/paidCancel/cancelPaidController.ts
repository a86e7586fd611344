/**
 * Runs the paid-order cancel machine: the cancel call, then reading the order again and telling
 * the pages that list orders (ORDER_CANCELLED_EVENT). Plain TypeScript outside React, so
 * StrictMode's double effects never cancel twice; tests pass a fake API.
 */
import * as orderApi from '../../api/order';
import { toApiError } from '../../api/errors';
import { MachineController } from '../../lib/machineController';
import { ORDER_CANCELLED_EVENT, announceOrder } from '../../lib/orderEvents';
import {
  cancelPaidReducer,
  initialCancelPaidState,
  type CancelPaidCommand,
  type CancelPaidEvent,
  type CancelPaidState,
} from './cancelPaidMachine';

export type CancelPaidApi = Pick<typeof orderApi, 'cancelPaidOrder'>;

export interface CancelPaidHost {
  /** Reads the order again (its page shows the refund, the receipts and no tickets). */
  refresh(): Promise<unknown> | void;
  /** Tells other views that the order is cancelled; a window event by default. */
  announce?(orderId: number): void;
}

function announceCancelled(orderId: number): void {
  announceOrder(ORDER_CANCELLED_EVENT, orderId);
}

export class CancelPaidController extends MachineController<
  CancelPaidState,
  CancelPaidEvent,
  CancelPaidCommand
> {
  constructor(
    orderId: number,
    private readonly host: CancelPaidHost,
    private readonly api: CancelPaidApi = orderApi,
  ) {
    super(initialCancelPaidState(orderId), cancelPaidReducer);
  }

  protected run(command: CancelPaidCommand): void {
    this.running = command;
    const settle = (event: CancelPaidEvent) => {
      if (this.running !== command) return;
      this.running = null;
      this.dispatch(event);
    };
    this.call(command).then(settle, (thrown: unknown) =>
      settle({ type: 'failed', message: toApiError(thrown).message }),
    );
  }

  private async call(command: CancelPaidCommand): Promise<CancelPaidEvent> {
    switch (command.type) {
      case 'cancel':
        return { type: 'cancelled', result: await this.api.cancelPaidOrder(command.orderId) };
      case 'refresh':
        (this.host.announce ?? announceCancelled)(this.state.orderId);
        // The cancel is done whatever the re-read does: its failure shows on the page itself.
        await Promise.resolve(this.host.refresh()).catch(() => undefined);
        return { type: 'refreshed' };
    }
  }
}
