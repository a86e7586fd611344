/**
 * The purchase popup's steps as a pure machine (spec section 2, Purchase popup): scheme → info
 * (when the session has info) → checkout → choicePayment, and the login step a guest opens
 * from checkout ('Вход в кабинет'). The SBP / SberPay / Pushkin steps belong to later payment
 * issues. The machine never calls the server or touches storage: a transition that needs a
 * side effect lists it in `commands` (a new array each time), and the PurchaseController
 * (purchaseController.ts) runs them and feeds the answers back as events, as the login flow
 * does (src/flows/auth).
 */
import type { PayMethod } from '@softkino/contract';
import type { CreateOrderInput } from '../../api/order';
import { REJECT_TEXT, toggleSeat, type SeatId, type SeatPressEvent } from '../../scheme-engine';
import { DEFAULT_METHOD, orderMethods, startsAtOnce, type MethodOption } from './paymentMethods';
import type { FrameMessage } from './paymentOutcome';

export type PurchaseStep = 'scheme' | 'info' | 'login' | 'checkout' | 'choicePayment';

/** The order created by create_order, alive until paid, cancelled or expired. */
export interface PurchaseOrder {
  id: number;
  number: string;
  amount: number;
  /** When the client ends the payment (ms since the epoch), already minus the margin. */
  expiresAt: number;
}

export interface PurchaseState {
  step: PurchaseStep;
  sessionId: number;
  /** Whether session/info/ returned data: the info step exists. */
  hasInfo: boolean;
  selection: SeatId[];
  order: PurchaseOrder | null;
  /** The bank page shown in the payment frame, once payment started. */
  paymentUrl: string | null;
  /** The order's payment methods in display order (create_order's payment.methods). */
  methods: MethodOption[];
  /** The chosen method of the choicePayment step. */
  method: string;
  /** A call the buyer waits for: creating the order or starting its payment. */
  busy: 'create' | 'pay' | null;
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

export type PurchaseCommand =
  | { type: 'createOrder'; input: CreateOrderInput }
  /** The unpaid-order markers (ORDER_ID and the UNPAID_ORDER cookie) for a new order. */
  | { type: 'markUnpaid'; orderId: number }
  | { type: 'pay'; orderId: number; method: PayMethod }
  /** Keeps the bank page for #pay. */
  | { type: 'storeLink'; url: string; orderId: number; expiresAt: number }
  /** Clears the markers and cancels the order on the server, so its seats are free at once. */
  | { type: 'cancel'; orderId: number }
  /** Re-reads the hall after a 409; `message` is the server's text. */
  | { type: 'refreshPlaces'; message: string }
  /** Tells the open bank page that the time is up. */
  | { type: 'postTimeout' }
  /** Closes the popup and shows how the payment ended. */
  | { type: 'finish'; outcome: FrameMessage; orderId: number };

export type PurchaseEvent =
  | { type: 'sessionLoaded'; sessionId: number; hasInfo: boolean; selection?: SeatId[] }
  | { type: 'select'; selection: SeatId[] }
  | { type: 'continue' }
  /** A guest asks to sign in from checkout: the popup's own phone sign-in. */
  | { type: 'login' }
  /**
   * create_order answered. `methods` is its payment.methods (card only when absent); `url` a
   * direct bank page, when the provider sends one.
   */
  | {
      type: 'orderCreated';
      order: PurchaseOrder;
      methods?: Readonly<Record<string, unknown>>;
      url?: string;
    }
  | { type: 'paymentStarted'; url: string }
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
  | { type: 'chooseMethod'; method: string }
  /** 'Оплатить' on the choicePayment step. */
  | { type: 'pay' }
  | { type: 'payStarted'; orderId: number; url: string }
  | { type: 'payFailed'; orderId: number; failure: PurchaseFailure }
  /** The bank page said the order was paid or its time ran out. */
  | { type: 'frameMessage'; message: FrameMessage };

/** Methods this release can pay with; the others are shown but cannot be chosen. */
const SERVED_METHODS: ReadonlySet<string> = new Set<PayMethod>([DEFAULT_METHOD]);

/** True when the method can be paid with in this release. */
export function isServedMethod(method: string): method is PayMethod {
  return SERVED_METHODS.has(method);
}

/** The status of create_order's refusal of seats taken meanwhile (docs/api.md). */
export const SEATS_TAKEN_STATUS = 409;

const NO_COMMANDS: readonly PurchaseCommand[] = [];

export function initialPurchaseState(sessionId: number): PurchaseState {
  return {
    step: 'scheme',
    sessionId,
    hasInfo: false,
    selection: [],
    order: null,
    paymentUrl: null,
    methods: orderMethods({}),
    method: DEFAULT_METHOD,
    busy: null,
    error: '',
    notice: '',
    commands: NO_COMMANDS,
  };
}

/** Where the back button leads from a step, and whether leaving cancels the order. */
export function backTarget(
  step: PurchaseStep,
  hasInfo: boolean,
): { step: PurchaseStep; cancelsOrder: boolean } {
  if (step === 'choicePayment') return { step: 'checkout', cancelsOrder: true };
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

/** The session-timetable strip is shown unless an unpaid order exists or during choicePayment. */
export function showsTimetable(state: PurchaseState, hasUnpaidOrder: boolean): boolean {
  return !hasUnpaidOrder && state.order === null && state.step !== 'choicePayment';
}

/** The next state with the side effects it asks for. */
function ask(state: PurchaseState, ...commands: PurchaseCommand[]): PurchaseState {
  return { ...state, commands };
}

/** The selection after a change; removing the last seat resets to the scheme (spec section 4). */
function select(state: PurchaseState, selection: SeatId[]): PurchaseState {
  if (state.order) return state; // seats of a live order are fixed
  if (selection.length === 0) return { ...state, selection: [], step: 'scheme', error: '' };
  return { ...state, selection };
}

/** Leaves choicePayment for checkout without the order (back or expiry). */
function dropOrder(state: PurchaseState): PurchaseState {
  return { ...state, step: 'checkout', order: null, paymentUrl: null, busy: null, error: '' };
}

function created(
  state: PurchaseState,
  event: Extract<PurchaseEvent, { type: 'orderCreated' }>,
): PurchaseState {
  const { order } = event;
  const mark: PurchaseCommand = { type: 'markUnpaid', orderId: order.id };
  // Left meanwhile (back from checkout): the order stays marked unpaid, nothing more.
  if (state.step !== 'checkout') return ask({ ...state, busy: null }, mark);
  const methods = orderMethods(event.methods ?? {});
  const next: PurchaseState = {
    ...state,
    step: 'choicePayment',
    order,
    paymentUrl: event.url ?? null,
    methods,
    method: DEFAULT_METHOD,
    busy: null,
    error: '',
  };
  if (event.url || !startsAtOnce(methods)) return ask(next, mark);
  // Card is the only method: its payment starts at once, without a chooser.
  return ask({ ...next, busy: 'pay' }, mark, {
    type: 'pay',
    orderId: order.id,
    method: DEFAULT_METHOD,
  });
}

export function reducePurchase(state: PurchaseState, event: PurchaseEvent): PurchaseState {
  switch (event.type) {
    case 'sessionLoaded': {
      // Another session starts a new choice; reloading the same one keeps it.
      const same = event.sessionId === state.sessionId;
      return {
        ...initialPurchaseState(event.sessionId),
        hasInfo: event.hasInfo,
        selection: event.selection ?? (same ? state.selection : []),
      };
    }
    case 'select':
      return select(state, event.selection);
    case 'seatPressed': {
      if (state.order) return state;
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
    case 'chooseMethod':
      if (!isServedMethod(event.method)) return state;
      return { ...state, method: event.method };
    case 'pay':
      if (state.step !== 'choicePayment' || !state.order || state.busy) return state;
      if (!isServedMethod(state.method)) return state;
      return ask(
        { ...state, busy: 'pay', error: '' },
        { type: 'pay', orderId: state.order.id, method: state.method },
      );
    case 'paymentStarted':
      if (state.step !== 'choicePayment' || !state.order) return state;
      return { ...state, paymentUrl: event.url };
    case 'payStarted': {
      // The order may have been left meanwhile (back, expiry): then the link is not kept.
      const order = state.order;
      if (order?.id !== event.orderId) return state;
      return ask(
        { ...state, paymentUrl: event.url, busy: null },
        { type: 'storeLink', url: event.url, orderId: order.id, expiresAt: order.expiresAt },
      );
    }
    case 'payFailed': {
      if (state.order?.id !== event.orderId) return state;
      // 410: the hold ran out on the server first.
      if (event.failure.status === 410)
        return ask(
          { ...state, busy: null },
          { type: 'finish', outcome: 'timeout', orderId: event.orderId },
        );
      return ask({ ...state, busy: null, error: event.failure.message });
    }
    case 'frameMessage':
      if (state.step !== 'choicePayment' || !state.order) return state;
      return ask(state, { type: 'finish', outcome: event.message, orderId: state.order.id });
    case 'back': {
      const target = backTarget(state.step, state.hasInfo);
      if (!canGoBack(state.step)) return state;
      const next: PurchaseState = { ...state, step: target.step, notice: '', error: '' };
      // Back from choicePayment cancels the order (spec section 2): its seats are freed at once.
      if (!target.cancelsOrder) return next;
      const order = state.order;
      const left = dropOrder(next);
      return order ? ask(left, { type: 'cancel', orderId: order.id }) : left;
    }
    case 'expired': {
      // On expiry during choicePayment the order is cancelled and the flow returns to checkout;
      // with the bank page open, the page is told and the popup ends with 'Заказ не оплачен'.
      const order = state.order;
      if (state.step !== 'choicePayment' || !order) return state;
      if (state.paymentUrl)
        return ask(
          dropOrder(state),
          { type: 'postTimeout' },
          { type: 'finish', outcome: 'timeout', orderId: order.id },
        );
      return ask(dropOrder(state), { type: 'cancel', orderId: order.id });
    }
  }
}
