/**
 * Cancelling a paid order from its page (issue 12; spec section 6: no later than 30 minutes
 * before the start). A pure machine: the page asks, the buyer confirms in a popup, the
 * controller calls POST v1 order/cancel/ and, once the server agreed, reads the order again.
 * A refusal keeps the popup open with the server's own words.
 */
import type { CancelPaidOrderResult, OrderDetails } from '@softkino/contract';

export type CancelPaidPhase = 'idle' | 'confirm' | 'cancelling' | 'done';

export type CancelPaidCommand = { type: 'cancel'; orderId: number } | { type: 'refresh' };

export interface CancelPaidState {
  orderId: number;
  phase: CancelPaidPhase;
  /** The server's refusal, shown in the popup; '' when none. */
  error: string;
  /** What the cancel returned: money and points back. */
  result: CancelPaidOrderResult | null;
  /** The call the controller runs; a new object each time it is asked. */
  command: CancelPaidCommand | null;
}

export type CancelPaidEvent =
  /** 'Отменить заказ' pressed: the confirmation opens. */
  | { type: 'ask' }
  /** 'Нет', Esc or the close button. */
  | { type: 'dismiss' }
  /** 'Да, отменить'. */
  | { type: 'confirm' }
  | { type: 'cancelled'; result: CancelPaidOrderResult }
  | { type: 'failed'; message: string }
  /** The order has been read again after the cancel. */
  | { type: 'refreshed' };

export function initialCancelPaidState(orderId: number): CancelPaidState {
  return { orderId, phase: 'idle', error: '', result: null, command: null };
}

export function cancelPaidReducer(state: CancelPaidState, event: CancelPaidEvent): CancelPaidState {
  const cancelOut = state.command?.type === 'cancel';
  switch (event.type) {
    case 'ask':
      return state.phase === 'idle' ? { ...state, phase: 'confirm', error: '' } : state;
    case 'dismiss':
      // Closing the popup does not call back a cancel on its way: its answer still lands.
      return state.phase === 'confirm' || state.phase === 'cancelling'
        ? { ...state, phase: 'idle', error: cancelOut ? state.error : '' }
        : state;
    case 'confirm':
      if (state.phase !== 'confirm') return state;
      return {
        ...state,
        phase: 'cancelling',
        error: '',
        // Never a second cancel while one is out.
        command: cancelOut ? state.command : { type: 'cancel', orderId: state.orderId },
      };
    case 'cancelled':
      return cancelOut
        ? { ...state, phase: 'done', error: '', result: event.result, command: { type: 'refresh' } }
        : state;
    case 'failed':
      // In the popup when it is open, else beside the button.
      return cancelOut
        ? {
            ...state,
            phase: state.phase === 'cancelling' ? 'confirm' : 'idle',
            error: event.message,
            command: null,
          }
        : state;
    case 'refreshed':
      return state.command?.type === 'refresh' ? { ...state, command: null } : state;
  }
}

/**
 * Whether the buyer may still cancel: a paid order whose cancel deadline (the server's
 * `cancel_until_unix`, the start less 30 minutes) is still ahead of `nowMs`.
 */
export function cancelOpen(
  order: Pick<OrderDetails, 'status' | 'cancel_until_unix'>,
  nowMs: number,
): boolean {
  return (
    order.status === 'paid' &&
    order.cancel_until_unix !== null &&
    nowMs < order.cancel_until_unix * 1000
  );
}
