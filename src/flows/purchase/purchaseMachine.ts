/**
 * The purchase popup's steps as a pure machine (spec section 2, Purchase popup): scheme → info
 * (when the session has info) → checkout → choicePayment, and the login step a guest opens
 * from checkout ('Вход в кабинет'). The SBP / SberPay / Pushkin steps belong to later payment
 * issues. Side effects
 * (cancelling an order on the server) are decided here and performed by the caller.
 */
import type { SeatId } from '../../scheme-engine';

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
}

export type PurchaseEvent =
  | { type: 'sessionLoaded'; sessionId: number; hasInfo: boolean; selection?: SeatId[] }
  | { type: 'select'; selection: SeatId[] }
  | { type: 'continue' }
  /** A guest asks to sign in from checkout: the popup's own phone sign-in. */
  | { type: 'login' }
  | { type: 'orderCreated'; order: PurchaseOrder }
  | { type: 'paymentStarted'; url: string }
  | { type: 'back' }
  | { type: 'expired' };

export function initialPurchaseState(sessionId: number): PurchaseState {
  return {
    step: 'scheme',
    sessionId,
    hasInfo: false,
    selection: [],
    order: null,
    paymentUrl: null,
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
    case 'select': {
      if (state.order) return state; // seats of a live order are fixed
      // Removing the last seat resets to the scheme (spec section 4, Order).
      if (event.selection.length === 0) return { ...state, selection: [], step: 'scheme' };
      return { ...state, selection: event.selection };
    }
    case 'continue': {
      if (state.selection.length === 0) return state;
      if (state.step === 'scheme') return { ...state, step: stepAfterScheme(state.hasInfo) };
      if (state.step === 'info') return { ...state, step: 'checkout' };
      return state;
    }
    case 'login':
      // Only before an order exists: a live order's seats are already held for this buyer.
      if (state.step !== 'checkout' || state.order) return state;
      return { ...state, step: 'login' };
    case 'orderCreated':
      if (state.step !== 'checkout') return state;
      return { ...state, step: 'choicePayment', order: event.order, paymentUrl: null };
    case 'paymentStarted':
      if (state.step !== 'choicePayment' || !state.order) return state;
      return { ...state, paymentUrl: event.url };
    case 'back': {
      const target = backTarget(state.step, state.hasInfo);
      if (!canGoBack(state.step)) return state;
      return target.cancelsOrder
        ? { ...state, step: target.step, order: null, paymentUrl: null }
        : { ...state, step: target.step };
    }
    case 'expired':
      // On expiry during choicePayment the order is cancelled and the flow returns to checkout.
      if (state.step !== 'choicePayment') return state;
      return { ...state, step: 'checkout', order: null, paymentUrl: null };
  }
}
