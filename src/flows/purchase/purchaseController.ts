/**
 * Runs the purchase machine (purchaseMachine.ts): its commands against an injected API, the
 * unpaid-order markers, the popup, the payment's expiry countdown, the SBP status polling, the
 * wallets and the redirects. Plain TypeScript outside
 * React, like the login flow's controller (src/flows/auth/loginController.ts), so StrictMode's
 * double effects never send a call twice and tests drive it with a fake API and fake timers.
 * The state lives in the popup's jotai store (purchaseStateAtom), which the panels read.
 */
import { createStore } from 'jotai';
import { ApiError, toApiError } from '../../api/errors';
import * as orderApi from '../../api/order';
import * as paymentApi from '../../api/payment';
import { PAYMENT_MESSAGES } from '@softkino/contract';
import { SBP_POLL_INTERVAL_MS, WALLET_PROCESSING_DELAY_MS } from '../../lib/timings';
import { reachGoal } from './analytics';
import { finishPaid, showPaidAlert, showTimeoutAlert } from './paymentOutcome';
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
import {
  clearSbpPayment,
  clearUnpaidMarkers,
  markUnpaidOrder,
  storePaymentLink,
  storeSbpPayment,
} from './unpaidMarkers';
import { browserWallets, WalletError, type WalletDriver } from './wallets';
import { remindOfUnpaidOrder } from './unpaidReminder';

/** The server calls the purchase makes; tests pass fakes. */
export interface PurchaseApi {
  createOrder: typeof orderApi.createOrder;
  cancelOrder: typeof orderApi.cancelOrder;
  payOrder: typeof paymentApi.payOrder;
  sbpStatus: typeof paymentApi.sbpStatus;
}

const defaultApi: PurchaseApi = {
  createOrder: orderApi.createOrder,
  cancelOrder: orderApi.cancelOrder,
  payOrder: paymentApi.payOrder,
  sbpStatus: paymentApi.sbpStatus,
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
  wallets?: WalletDriver;
  /** Leaves the page (window.location.assign by default). */
  navigate?: (url: string) => void;
  /** The popup closed on its live order: says the order is unpaid (decision 399). */
  remindUnpaid?: (orderId: number) => void;
}

function failureOf(thrown: unknown): PurchaseFailure {
  const error = toApiError(thrown);
  return { status: error.status, message: error.message };
}

/**
 * A wallet's refusal (spec section 8, Payment): the server's message, or 'Неизвестная ошибка'
 * for anything without one (a network failure, a wallet that gave no token).
 */
export function walletFailureOf(thrown: unknown): PurchaseFailure {
  if (thrown instanceof WalletError) return { message: thrown.message };
  if (thrown instanceof ApiError && thrown.kind === 'server' && thrown.message)
    return { status: thrown.status, message: thrown.message };
  return { message: PAYMENT_MESSAGES.walletUnknown };
}

type SbpPollCommand = Extract<PurchaseCommand, { type: 'pollSbp' }>;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export class PurchaseController {
  readonly store: ReturnType<typeof createStore>;
  /** The open payment frame, which is told when the time is up; PaymentFrame fills it in. */
  readonly frame: { current: PaymentFrameHandle | null } = { current: null };
  private readonly api: PurchaseApi;
  private readonly alerts: PurchaseAlerts;
  private readonly wallets: WalletDriver;
  private readonly navigate: (url: string) => void;
  private readonly remindUnpaid: (orderId: number) => void;
  private host: PurchaseHost;
  private stopped = true;
  private countdown: { key: string; stop: () => void } | null = null;
  /** The one pending SBP status poll. */
  private sbpPoll: { timer: ReturnType<typeof setTimeout>; command: SbpPollCommand } | null = null;
  /** The poll stopped with the popup, run again if it shows again. */
  private pausedPoll: SbpPollCommand | null = null;

  constructor(options: PurchaseControllerOptions) {
    this.store = options.store ?? createStore();
    this.api = options.api ?? defaultApi;
    this.alerts = options.alerts ?? { paid: showPaidAlert, timeout: showTimeoutAlert };
    this.host = options.host;
    this.remindUnpaid = options.remindUnpaid ?? remindOfUnpaidOrder;
    this.wallets = options.wallets ?? browserWallets;
    this.navigate = options.navigate ?? ((url) => window.location.assign(url));
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
    const paused = this.pausedPoll;
    this.pausedPoll = null;
    if (paused) this.run({ ...paused, delayMs: SBP_POLL_INTERVAL_MS });
    return () => this.stop();
  };

  /**
   * The popup closed: the countdown and the SBP polling stop (the SBPPAY marker stays, so the
   * page asks the server when it loads next; docs/decisions/198). A popup shown again (React's
   * StrictMode remounts) polls again one interval later.
   */
  stop(): void {
    this.stopped = true;
    this.syncCountdown();
    const pending = this.sbpPoll?.command ?? null;
    if (pending) {
      this.stopSbpPoll();
      this.pausedPoll = pending;
    }
    // A live order left behind is said at once (decision 399); not when the popup is shown
    // again straight away (StrictMode's remount starts it in the same task).
    const order = this.getState().order;
    if (order)
      void Promise.resolve().then(() => {
        if (this.stopped) this.remindUnpaid(order.id);
      });
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
                amount: reply.amount - reply.bonus_pay,
                bonusPay: reply.bonus_pay,
                expiresAt: paymentExpiresAt(reply.expire_date_unix),
              },
              methods: reply.payment.methods,
              url: reply.url,
              applePay: this.wallets.applePayAvailable(),
            }),
          (thrown: unknown) => this.dispatch({ type: 'createFailed', failure: failureOf(thrown) }),
        );
        return;
      case 'markUnpaid':
        markUnpaidOrder(command.orderId);
        return;
      case 'pay': {
        const { orderId, method } = command;
        const extras = command.fio === undefined ? {} : { fio: command.fio };
        this.api.payOrder(orderId, method, extras).then(
          (data) => this.dispatch({ type: 'payStarted', orderId, method, data }),
          (thrown: unknown) =>
            this.dispatch({ type: 'payFailed', orderId, failure: failureOf(thrown) }),
        );
        return;
      }
      case 'walletPay':
        this.payByWallet(command).catch(() => {});
        return;
      case 'pollSbp': {
        const { orderId, orderNumber } = command;
        this.stopSbpPoll();
        if (this.stopped) {
          this.pausedPoll = command;
          return;
        }
        const timer = setTimeout(() => {
          this.sbpPoll = null;
          this.api.sbpStatus(orderNumber).then(
            (status) => this.dispatch({ type: 'sbpPolled', orderId, status }),
            () => this.dispatch({ type: 'sbpPollFailed', orderId }),
          );
        }, command.delayMs);
        this.sbpPoll = { timer, command };
        return;
      }
      case 'stopSbpPoll':
        this.stopSbpPoll();
        return;
      case 'storeSbp':
        storeSbpPayment(command.marker);
        return;
      case 'clearSbp':
        clearSbpPayment();
        return;
      case 'clearMarkers':
        this.stopSbpPoll();
        clearUnpaidMarkers();
        return;
      case 'redirect': {
        const { url } = command;
        if (command.delayMs <= 0) this.navigate(url);
        else setTimeout(() => this.navigate(url), command.delayMs);
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
          finishPaid(command.orderId, this.alerts.paid);
        } else {
          // The hold ran out: cancelled so its seats are free at once (the server would free
          // them anyway; a failed cancel changes nothing for the buyer).
          this.cancel(command.orderId);
          this.alerts.timeout();
        }
        return;
    }
  }

  /**
   * A wallet payment: the wallet's token, the processing delay (spec section 4, Wallet
   * payments), then the pay call with the token.
   */
  private async payByWallet(
    command: Extract<PurchaseCommand, { type: 'walletPay' }>,
  ): Promise<void> {
    const { orderId, method } = command;
    try {
      const paymentToken = await this.wallets.token({
        method,
        orderId,
        amount: command.amount,
        settings: command.settings,
      });
      await wait(WALLET_PROCESSING_DELAY_MS);
      const data = await this.api.payOrder(orderId, method, { paymentToken });
      this.dispatch({ type: 'payStarted', orderId, method, data });
    } catch (thrown) {
      this.dispatch({ type: 'payFailed', orderId, failure: walletFailureOf(thrown) });
    }
  }

  private stopSbpPoll(): void {
    if (this.sbpPoll !== null) clearTimeout(this.sbpPoll.timer);
    this.sbpPoll = null;
    this.pausedPoll = null;
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
