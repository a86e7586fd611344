/**
 * The purchase popup's steps as a pure machine (spec section 2, Purchase popup): scheme → info
 * (when the session has info) → checkout → choicePayment, then the step of the chosen method
 * (sbpPay, sberpay, pushkinPay), and the login step a guest opens from checkout ('Вход в
 * кабинет'). The machine never calls the server, touches storage or sets a timer: a transition
 * that needs a side effect lists it in `commands` (a new array each time), and the
 * PurchaseController (purchaseController.ts) runs them and feeds the answers back as events, as
 * the login flow does (src/flows/auth). The payment steps' transitions are in paymentMachine.ts.
 */
import {
  SESSION_CLOSED,
  type PayData,
  type PayMethod,
  type SbpOrderStatus,
} from '@softkino/contract';
import type { CreateOrderInput } from '../../api/order';
import { REJECT_TEXT, toggleSeat, type SeatId, type SeatPressEvent } from '../../scheme-engine';
import { ask, created, dropOrder, reducePayment } from './paymentMachine';
import { DEFAULT_METHOD, orderMethods, type MethodOption } from './paymentMethods';
import type { FrameMessage } from './paymentOutcome';

export type PurchaseStep =
  'scheme' | 'info' | 'login' | 'checkout' | 'choicePayment' | 'sbpPay' | 'sberpay' | 'pushkinPay';

/** The steps of a live order: each shows the payment countdown. */
export const PAYMENT_STEPS: ReadonlySet<PurchaseStep> = new Set<PurchaseStep>([
  'choicePayment',
  'sbpPay',
  'sberpay',
  'pushkinPay',
]);

/** The order created by create_order, alive until paid, cancelled or expired. */
export interface PurchaseOrder {
  id: number;
  number: string;
  /** The money to pay, whole roubles: the seats' price less the bonus points spent. */
  amount: number;
  /** The bonus points that pay the rest of the price (0 without the bonus card). */
  bonusPay: number;
  /** When the client ends the payment (ms since the epoch), already minus the margin. */
  expiresAt: number;
}

/** Why the popup is leaving the page: SBP paid or expired, a wallet paid, the SberPay page. */
export type Leaving = 'paid' | 'expired' | 'wallet' | 'sberpay';

export interface PurchaseState {
  step: PurchaseStep;
  sessionId: number;
  /** Whether session/info/ returned data: the info step exists. */
  hasInfo: boolean;
  /** The cinema closed the session's sales (`disabled`): its hall is shown, no seat is chosen. */
  closed: boolean;
  selection: SeatId[];
  order: PurchaseOrder | null;
  /**
   * The sessions this popup has made an order for (live or ended since), kept when the buyer
   * switches sessions. create_order replaced this browser's unpaid order for each of them, so
   * one found when the popup loaded no longer counts (decision 366).
   */
  orderedSessions: readonly number[];
  /** The bank page shown in the payment frame (card, Pushkin card), once payment started. */
  paymentUrl: string | null;
  /** The order's payment methods in display order (create_order's payment.methods). */
  methods: MethodOption[];
  /** create_order's settings of each method (the wallets' merchant ids and environment). */
  methodSettings: Readonly<Record<string, unknown>>;
  /** The chosen method of the choicePayment step. */
  method: PayMethod;
  /** The pay call's answer for the SBP and SberPay steps (QR, banks, SberPay token). */
  pay: PayData | null;
  /** The Pushkin card holder's full name as typed. */
  fio: string;
  /** The SBP QR's time ran out; the popup still asks the bank whether the money came. */
  sbpLate: boolean;
  /** The popup is about to leave the page (SBP paid or expired, wallet paid, SberPay page). */
  leaving: Leaving | null;
  /** A call the buyer waits for: creating the order, starting its payment, a wallet. */
  busy: 'create' | 'pay' | 'wallet' | null;
  /** Under the current panel: the server's refusal of the last create or pay. */
  error: string;
  /** Under the map: why a press was refused, or which seats were taken meanwhile. */
  notice: string;
  /** The side effects the last transition asks for, run once by the controller. */
  commands: readonly PurchaseCommand[];
}

/** A refused or failed call, as the machine reads it. */
export interface PurchaseFailure {
  /** The HTTP status, when the server answered. */
  status?: number;
  /** The text to show (the server's, or the network failure's). */
  message: string;
}

/** What the SBPPAY marker keeps while the SBP panel is open (a reload resumes polling). */
export interface SbpMarker {
  orderId: number;
  orderNumber: string;
  callbackUrl: string;
  expiresAt: number;
}

export type PurchaseCommand =
  | { type: 'createOrder'; input: CreateOrderInput }
  /** The unpaid-order markers (ORDER_ID and the UNPAID_ORDER cookie) for a new order. */
  | { type: 'markUnpaid'; orderId: number }
  | { type: 'pay'; orderId: number; method: PayMethod; fio?: string }
  /** Asks the wallet for a token, waits the processing delay, then pays with the token. */
  | {
      type: 'walletPay';
      orderId: number;
      method: 'google-pay' | 'apple-pay';
      amount: number;
      settings: unknown;
    }
  /** Keeps the bank page for #pay. */
  | { type: 'storeLink'; url: string; orderId: number; expiresAt: number }
  /** Clears the markers and cancels the order on the server, so its seats are free at once. */
  | { type: 'cancel'; orderId: number }
  /** Re-reads the hall after a 409; `message` is the server's text. */
  | { type: 'refreshPlaces'; message: string }
  /** Tells the open bank page that the time is up. */
  | { type: 'postTimeout' }
  /** Closes the popup and shows how the payment ended. */
  | { type: 'finish'; outcome: FrameMessage; orderId: number }
  /** Asks v2 payment/sbp/ for the order's status after `delayMs` (one poll pending at most). */
  | { type: 'pollSbp'; orderId: number; orderNumber: string; delayMs: number }
  | { type: 'stopSbpPoll' }
  /** The SBPPAY marker: kept while the SBP panel is open, cleared when it closes. */
  | { type: 'storeSbp'; marker: SbpMarker }
  | { type: 'clearSbp' }
  /** The order is paid or gone: ORDER_ID, PAYMENT_LINK, UNPAID_ORDER and SBPPAY go. */
  | { type: 'clearMarkers' }
  /** Leaves the page for `url` after `delayMs`. */
  | { type: 'redirect'; url: string; delayMs: number };

export type PurchaseEvent =
  | {
      type: 'sessionLoaded';
      sessionId: number;
      hasInfo: boolean;
      /** The session's `disabled`: sales are closed. */
      closed?: boolean;
      selection?: SeatId[];
      /** Said over the map as it opens: seats that waited for it were taken (429). */
      notice?: string;
    }
  | { type: 'select'; selection: SeatId[] }
  | { type: 'continue' }
  /** A guest asks to sign in from checkout: the popup's own phone sign-in. */
  | { type: 'login' }
  /**
   * create_order answered. `methods` is its payment.methods (card only when absent); `url` a
   * direct bank page, when the provider sends one; `applePay` whether this device can pay
   * with Apple Pay.
   */
  | {
      type: 'orderCreated';
      order: PurchaseOrder;
      methods?: Readonly<Record<string, unknown>>;
      url?: string;
      applePay?: boolean;
    }
  | { type: 'back' }
  | { type: 'expired' }
  /** A seat pressed on the map or in the free-seat list. */
  | { type: 'seatPressed'; press: SeatPressEvent }
  | { type: 'removeSeat'; id: SeatId }
  /** 'Купить': the checkout form is valid. */
  | { type: 'buy'; input: CreateOrderInput }
  | { type: 'createFailed'; failure: PurchaseFailure }
  /** The hall re-read after a 409: the ids still free. */
  | { type: 'placesRefreshed'; free: readonly number[]; message: string }
  | { type: 'placesFailed'; message: string }
  | { type: 'chooseMethod'; method: PayMethod }
  /** The chosen method's buy button on the choicePayment step. */
  | { type: 'pay' }
  /** The Pushkin card holder's name typed on the pushkinPay step. */
  | { type: 'fio'; value: string }
  /** The buy button of the pushkinPay step. */
  | { type: 'payPushkin' }
  /** The SberPay button of the sberpay step: off to the SberPay page. */
  | { type: 'openSberPay' }
  | { type: 'payStarted'; orderId: number; method: PayMethod; data: PayData }
  | { type: 'payFailed'; orderId: number; failure: PurchaseFailure }
  | { type: 'sbpPolled'; orderId: number; status: SbpOrderStatus }
  /** A poll that failed (network, server): polling goes on. */
  | { type: 'sbpPollFailed'; orderId: number }
  /** The bank page said the order was paid or its time ran out. */
  | { type: 'frameMessage'; message: FrameMessage };

/** The status of create_order's refusal of seats taken meanwhile (docs/api.md). */
export const SEATS_TAKEN_STATUS = 409;

export const NO_COMMANDS: readonly PurchaseCommand[] = [];

export function initialPurchaseState(sessionId: number): PurchaseState {
  return {
    step: 'scheme',
    sessionId,
    hasInfo: false,
    closed: false,
    selection: [],
    order: null,
    orderedSessions: [],
    paymentUrl: null,
    methods: orderMethods({}),
    methodSettings: {},
    method: DEFAULT_METHOD,
    pay: null,
    fio: '',
    sbpLate: false,
    leaving: null,
    busy: null,
    error: '',
    notice: '',
    commands: NO_COMMANDS,
  };
}

/**
 * Where the back button leads from a step, and whether leaving cancels the order. From the
 * method's own step (SBP, SberPay, Pushkin card) it returns to the method list with the order
 * kept, so another method can be chosen (docs/decisions/196); from choicePayment it cancels.
 */
export function backTarget(
  step: PurchaseStep,
  hasInfo: boolean,
): { step: PurchaseStep; cancelsOrder: boolean } {
  if (step === 'choicePayment') return { step: 'checkout', cancelsOrder: true };
  if (step === 'sbpPay' || step === 'sberpay' || step === 'pushkinPay')
    return { step: 'choicePayment', cancelsOrder: false };
  if (step === 'checkout') return { step: hasInfo ? 'info' : 'scheme', cancelsOrder: false };
  return { step: 'scheme', cancelsOrder: false };
}

/** True when the step has a back button (the scheme is the first step). */
export function canGoBack(step: PurchaseStep): boolean {
  return step !== 'scheme';
}

/** The step after the seat map: info when the session has info, else checkout. */
export function stepAfterScheme(hasInfo: boolean): PurchaseStep {
  return hasInfo ? 'info' : 'checkout';
}

/** The session-timetable strip is shown unless an unpaid order exists or during payment. */
export function showsTimetable(state: PurchaseState, hasUnpaidOrder: boolean): boolean {
  return !hasUnpaidOrder && state.order === null && !PAYMENT_STEPS.has(state.step);
}

/** The selection after a change; removing the last seat resets to the scheme (spec section 4). */
function select(state: PurchaseState, selection: SeatId[]): PurchaseState {
  if (state.order) return state; // seats of a live order are fixed
  if (selection.length === 0) return { ...state, selection: [], step: 'scheme', error: '' };
  return { ...state, selection };
}

export function reducePurchase(state: PurchaseState, event: PurchaseEvent): PurchaseState {
  switch (event.type) {
    case 'sessionLoaded': {
      // Another session starts a new choice; reloading the same one keeps it.
      const same = event.sessionId === state.sessionId;
      return {
        ...initialPurchaseState(event.sessionId),
        orderedSessions: state.orderedSessions,
        hasInfo: event.hasInfo,
        closed: event.closed === true,
        selection: event.closed ? [] : (event.selection ?? (same ? state.selection : [])),
        notice: event.closed ? '' : (event.notice ?? ''),
      };
    }
    case 'select':
      return select(state, event.selection);
    case 'seatPressed': {
      if (state.order) return state;
      if (state.closed) return { ...state, notice: SESSION_CLOSED };
      const result = toggleSeat(state.selection, event.press);
      if (result.reason) return { ...state, notice: REJECT_TEXT[result.reason] };
      return select({ ...state, notice: '' }, result.selection);
    }
    case 'removeSeat':
      return select(
        { ...state, notice: '' },
        state.selection.filter((id) => id !== event.id),
      );
    case 'continue': {
      if (state.selection.length === 0) return state;
      if (state.step === 'scheme') return { ...state, step: stepAfterScheme(state.hasInfo) };
      if (state.step === 'info') return { ...state, step: 'checkout' };
      return state;
    }
    case 'login':
      // Only before an order exists: a live order's seats are already held for this buyer.
      if (state.step !== 'checkout' || state.order) return state;
      return { ...state, step: 'login', error: '' };
    case 'buy':
      if (state.step !== 'checkout' || state.busy) return state;
      return ask(
        { ...state, busy: 'create', error: '' },
        { type: 'createOrder', input: event.input },
      );
    case 'orderCreated':
      return created(state, event);
    case 'createFailed': {
      const next = { ...state, busy: null, error: event.failure.message };
      // 409 is how the server refuses seats taken meanwhile: re-read the hall to see which.
      if (event.failure.status !== SEATS_TAKEN_STATUS) return ask(next);
      return ask(next, { type: 'refreshPlaces', message: event.failure.message });
    }
    case 'placesRefreshed': {
      const free = new Set(event.free.map(String));
      const still = state.selection.filter((id) => free.has(id));
      if (still.length === state.selection.length) return state;
      // Show the hall as it is now and keep only the seats that are still free.
      return select({ ...state, notice: event.message }, still);
    }
    case 'placesFailed':
      return { ...state, notice: event.message };
    case 'back': {
      if (!canGoBack(state.step)) return state;
      if (state.step !== 'choicePayment' && PAYMENT_STEPS.has(state.step))
        return reducePayment(state, event);
      const target = backTarget(state.step, state.hasInfo);
      const next: PurchaseState = { ...state, step: target.step, notice: '', error: '' };
      // Back from choicePayment cancels the order (spec section 2): its seats are freed at once.
      if (!target.cancelsOrder) return next;
      const order = state.order;
      const left = dropOrder(next);
      return order ? ask(left, { type: 'cancel', orderId: order.id }) : left;
    }
    default:
      return reducePayment(state, event);
  }
}
