/**
 * Runs the purchase machine (purchaseMachine.ts): its commands against an injected API, the
 * unpaid-order markers, the popup and the payment's expiry countdown. Plain TypeScript outside
 * React, like the login flow's controller (src/flows/auth/loginController.ts), so StrictMode's
 * double effects never send a call twice and tests drive it with a fake API and fake timers.
 * The state lives in the popup's jotai store (purchaseStateAtom), which the panels read.
 */
import { createStore } from 'jotai';
import { toApiError } from '../../api/errors';
import * as orderApi from '../../api/order';
import * as paymentApi from '../../api/payment';
import type { PayMethod } from '@softkino/contract';
import { reachGoal } from './analytics';
import { showPaidAlert, showTimeoutAlert } from './paymentOutcome';
import type { PaymentFrameHandle } from './PaymentFrame';
import { paymentExpiresAt, startCountdown } from './paymentTimer';
import { purchaseStateAtom } from './purchase.atoms';
import type {
  PurchaseCommand,
  PurchaseEvent,
  PurchaseFailure,
  PurchaseState,
} from './purchaseMachine';
import { reducePurchase } from './purchaseMachine';
import { clearUnpaidMarkers, markUnpaidOrder, storePaymentLink } from './unpaidMarkers';

/** The server calls the purchase makes; tests pass fakes. */
export interface PurchaseApi {
  createOrder: typeof orderApi.createOrder;
  cancelOrder: typeof orderApi.cancelOrder;
  /** Only the bank page of the answer is read. */
  payOrder(orderId: number, method: PayMethod): Promise<{ redirect_url: string }>;
}

const defaultApi: PurchaseApi = {
  createOrder: orderApi.createOrder,
  cancelOrder: orderApi.cancelOrder,
  payOrder: paymentApi.payOrder,
};

/** What the popup around the flow does for it. */
export interface PurchaseHost {
  /** Re-reads the hall's seat statuses; resolves to the ids still free. */
  refreshPlaces(): Promise<Set<number>>;
  /** The text when that re-read fails. */
  refreshFailedText: string;
  /** Closes the popup. */
  close(): void;
}

/** How a payment's end is shown; tests pass fakes. */
export interface PurchaseAlerts {
  paid(orderId: number): void;
  timeout(): void;
}

export interface PurchaseControllerOptions {
  host: PurchaseHost;
  api?: PurchaseApi;
  alerts?: PurchaseAlerts;
  /** The popup's store; a new one by default. */
  store?: ReturnType<typeof createStore>;
}

function failureOf(thrown: unknown): PurchaseFailure {
  const error = toApiError(thrown);
  return { status: error.status, message: error.message };
}

export class PurchaseController {
  readonly store: ReturnType<typeof createStore>;
  /** The open payment frame, which is told when the time is up; PaymentFrame fills it in. */
  readonly frame: { current: PaymentFrameHandle | null } = { current: null };
  private readonly api: PurchaseApi;
  private readonly alerts: PurchaseAlerts;
  private host: PurchaseHost;
  private stopped = true;
  private countdown: { key: string; stop: () => void } | null = null;

  constructor(options: PurchaseControllerOptions) {
    this.store = options.store ?? createStore();
    this.api = options.api ?? defaultApi;
    this.alerts = options.alerts ?? { paid: showPaidAlert, timeout: showTimeoutAlert };
    this.host = options.host;
  }

  getState = (): PurchaseState => this.store.get(purchaseStateAtom);

  subscribe = (listener: () => void): (() => void) => this.store.sub(purchaseStateAtom, listener);

  /** The popup's latest host (its session load changes with the session). */
  setHost(host: PurchaseHost): void {
    this.host = host;
  }

  dispatch = (event: PurchaseEvent): void => {
    const before = this.getState();
    const next = reducePurchase(before, event);
    if (next === before) return;
    this.store.set(purchaseStateAtom, next);
    if (next.commands !== before.commands) for (const command of next.commands) this.run(command);
    // After the commands: a countdown already at zero dispatches 'expired' at once.
    this.syncCountdown();
  };

  /**
   * Starts the payment countdown (again: StrictMode unmounts and remounts) and returns the stop
   * for when the popup closes. Leaving the popup leaves the order unpaid for #pay: nothing is
   * cancelled, the countdown stops, and a payment link that arrives later is still kept.
   */
  start = (): (() => void) => {
    this.stopped = false;
    this.syncCountdown();
    return () => this.stop();
  };

  stop(): void {
    this.stopped = true;
    this.syncCountdown();
  }

  private run(command: PurchaseCommand): void {
    switch (command.type) {
      case 'createOrder':
        reachGoal('buy');
        this.api.createOrder(command.input).then(
          (reply) =>
            this.dispatch({
              type: 'orderCreated',
              order: {
                id: reply['order-id'],
                number: reply.number,
                amount: reply.amount,
                expiresAt: paymentExpiresAt(reply.expire_date_unix),
              },
              methods: reply.payment.methods,
              url: reply.url,
            }),
          (thrown: unknown) => this.dispatch({ type: 'createFailed', failure: failureOf(thrown) }),
        );
        return;
      case 'markUnpaid':
        markUnpaidOrder(command.orderId);
        return;
      case 'pay': {
        const { orderId } = command;
        this.api.payOrder(orderId, command.method).then(
          (reply) => this.dispatch({ type: 'payStarted', orderId, url: reply.redirect_url }),
          (thrown: unknown) =>
            this.dispatch({ type: 'payFailed', orderId, failure: failureOf(thrown) }),
        );
        return;
      }
      case 'storeLink':
        storePaymentLink({
          url: command.url,
          orderId: command.orderId,
          expiresAt: command.expiresAt,
        });
        return;
      case 'cancel':
        this.cancel(command.orderId);
        return;
      case 'refreshPlaces': {
        const { message } = command;
        const host = this.host;
        host.refreshPlaces().then(
          (free) => this.dispatch({ type: 'placesRefreshed', free: [...free], message }),
          () => this.dispatch({ type: 'placesFailed', message: host.refreshFailedText }),
        );
        return;
      }
      case 'postTimeout':
        this.frame.current?.postTimeout();
        return;
      case 'finish':
        this.host.close();
        if (command.outcome === 'paid') {
          clearUnpaidMarkers();
          this.alerts.paid(command.orderId);
        } else {
          // The hold ran out: cancelled so its seats are free at once (the server would free
          // them anyway; a failed cancel changes nothing for the buyer).
          this.cancel(command.orderId);
          this.alerts.timeout();
        }
        return;
    }
  }

  private cancel(orderId: number): void {
    clearUnpaidMarkers();
    this.api.cancelOrder(orderId).catch(() => {});
  }

  /** One countdown per live order while the popup is open; at zero the machine hears 'expired'. */
  private syncCountdown(): void {
    const order = this.getState().order;
    const key = order && !this.stopped ? `${order.id}:${order.expiresAt}` : null;
    if (this.countdown?.key === key) return;
    this.countdown?.stop();
    this.countdown = null;
    if (!order || key === null) return;
    const stop = startCountdown(
      order.expiresAt,
      () => {},
      () => this.dispatch({ type: 'expired' }),
    );
    this.countdown = { key, stop };
  }
}
