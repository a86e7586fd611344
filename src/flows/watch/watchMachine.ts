/**
 * The watch-session popup (#my_places; spec sections 2, 4 Seat selection, 5 Seats): the buyer
 * looks at the hall of a session they bought, sees their seats and other buyers' avatars, and
 * may choose more seats. A pure machine: every toggle asks the controller to read
 * session/places/, and the server's `available` list then filters the selection; 'Оформить
 * заказ' asks it to hand the seats to the purchase popup.
 */
import {
  filterByAvailable,
  REJECT_TEXT,
  toggleSeat,
  type SeatId,
  type SeatPressEvent,
} from '../../scheme-engine';
import { SEATS_TAKEN_TEXT } from '../purchase/savedChoice';

export type WatchCommand =
  | { type: 'readPlaces'; sessionId: number }
  | { type: 'purchase'; sessionId: number; seats: number[] };

export interface WatchState {
  sessionId: number;
  selection: SeatId[];
  /** Why the last press changed nothing, or which seats the server took away; '' when none. */
  notice: string;
  /** Ids of the seats the server last called available; null until the first read. */
  available: ReadonlySet<number> | null;
  /** The call the controller runs; a new object each time it is asked. */
  command: WatchCommand | null;
  /** The seats went to the purchase popup: this view is done. */
  handedOver: boolean;
}

export type WatchEvent =
  /** `own`: the seat is one the buyer has bought (the map marks it). */
  | { type: 'seatPressed'; press: SeatPressEvent; own?: boolean }
  | { type: 'removeSeat'; id: SeatId }
  | { type: 'placesRead'; available: readonly number[] }
  | { type: 'placesFailed'; message: string }
  /** 'Оформить заказ на N руб.' */
  | { type: 'checkout' }
  | { type: 'purchaseStarted' };

export const WATCH_TEXT = {
  taken: SEATS_TAKEN_TEXT,
  /** A press on a seat the buyer has bought: not 'Это место уже занято' (decision 460). */
  ownSeat: 'Это место уже ваше',
  /** Spec section 8, Session errors (watch view). */
  sessionDefault: 'Ошибка получения сеанса.',
  tryAgain: ' Попробуйте еще раз.',
} as const;

export function initialWatchState(sessionId: number): WatchState {
  return {
    sessionId,
    selection: [],
    notice: '',
    available: null,
    command: null,
    handedOver: false,
  };
}

/** A new selection after a toggle: shown at once, then checked against the server's list. */
function toggled(state: WatchState, selection: SeatId[]): WatchState {
  return {
    ...state,
    selection,
    notice: '',
    command: { type: 'readPlaces', sessionId: state.sessionId },
  };
}

export function watchReducer(state: WatchState, event: WatchEvent): WatchState {
  switch (event.type) {
    case 'seatPressed': {
      if (state.command?.type === 'purchase' || state.handedOver) return state;
      const result = toggleSeat(state.selection, event.press);
      if (result.reason) {
        const own = event.own === true && result.reason === 'sold';
        return { ...state, notice: own ? WATCH_TEXT.ownSeat : REJECT_TEXT[result.reason] };
      }
      return toggled(state, result.selection);
    }
    case 'removeSeat':
      if (
        !state.selection.includes(event.id) ||
        state.command?.type === 'purchase' ||
        state.handedOver
      )
        return state;
      return toggled(
        state,
        state.selection.filter((id) => id !== event.id),
      );
    case 'placesRead': {
      if (state.command?.type !== 'readPlaces') return state;
      const selection = filterByAvailable(state.selection, event.available);
      return {
        ...state,
        selection,
        available: new Set(event.available),
        notice: selection.length < state.selection.length ? WATCH_TEXT.taken : state.notice,
        command: null,
      };
    }
    case 'placesFailed':
      return state.command?.type === 'readPlaces'
        ? { ...state, notice: event.message, command: null }
        : state;
    case 'checkout':
      if (state.selection.length === 0 || state.command !== null || state.handedOver) return state;
      return {
        ...state,
        command: {
          type: 'purchase',
          sessionId: state.sessionId,
          seats: state.selection.map(Number),
        },
      };
    case 'purchaseStarted':
      return state.command?.type === 'purchase'
        ? { ...state, command: null, handedOver: true }
        : state;
  }
}

/**
 * The watch view's session error (spec section 8): the server's first error detail plus
 * ' Попробуйте еще раз.'; without one, 'Ошибка получения сеанса.'.
 */
export function watchSessionErrorText(detail: string | undefined): string {
  const text = detail?.trim();
  return text ? `${text}${WATCH_TEXT.tryAgain}` : WATCH_TEXT.sessionDefault;
}

/**
 * The hall's label in the header: 'Зал N' from the digits of its name ('Зал 3' → 'Зал 3',
 * 'Малый зал №2' → 'Зал 2'), else the name as it is ('VIP').
 */
export function hallLabel(name: string): string {
  const digits = name.replace(/\D/g, '');
  return digits ? `Зал ${digits}` : name;
}
