/**
 * The lobby screen board (spec section 4, Lobby screen): loading, then shown; switching
 * screens reloads; a reload every 30 minutes; a clock that ticks every second. A pure machine:
 * the LobbyController runs its commands (the board's call, the seats-left poll) and feeds it
 * the clock. The last good board stays on screen, marked stale, while reloads fail.
 */
import { LOBBY_SEATS_MAX_IDS, type LobbyData } from '@softkino/contract/lobby';
import { cardSessions } from './lobbySessions';

export type LobbyCommand =
  | { type: 'load'; cinemaId: number; screen: number }
  | { type: 'readSeats'; cinemaId: number; ids: number[] }
  /** Screen 1's board read only for its frame, when the screen asked for was refused. */
  | { type: 'readFrame'; cinemaId: number };

/**
 * What a board read says of the whole board rather than of its screen: the cinema (its name
 * and clock), how many screens there are and whether the viewer is staff. Kept while another
 * screen loads or fails, so the bar and the staff's switchers stay (decision 395).
 */
export interface LobbyFrame {
  cinema: LobbyData['cinema'];
  screensCount: number;
  admin: boolean;
}

export function frameOf(data: LobbyData): LobbyFrame {
  return { cinema: data.cinema, screensCount: data.screens_count, admin: data.admin };
}

export interface LobbyState {
  cinemaId: number;
  screen: number;
  /** 'loading' until the first board of this screen, 'shown' after, 'error' with nothing to show. */
  phase: 'loading' | 'shown' | 'error';
  /** The last board read; kept through failed reloads. */
  data: LobbyData | null;
  /** The frame of the last board read, of any screen; null before the first. */
  frame: LobbyFrame | null;
  /** Seats left per session id, fresher than `data` (the poll). */
  seats: Readonly<Record<string, number>>;
  /** The server's clock less the TV's, ms: sessions and the clock go by the server's time. */
  skewMs: number;
  /** The TV's clock, ms since the epoch, as of the last tick. */
  nowMs: number;
  /**
   * The server's time of the last good read, ms: the board's or the seats poll's (the
   * 'Информация обновлена в HH:mm').
   */
  updatedAtMs: number | null;
  /** The last reload failed and `data` is what was there before. */
  stale: boolean;
  /** 'Ошибка загрузки данных' with the server's errors; '' when the last read succeeded. */
  error: string;
  command: LobbyCommand | null;
}

export type LobbyEvent =
  | { type: 'tick'; nowMs: number }
  | { type: 'screenChosen'; screen: number }
  /** The 30-minute reload. */
  | { type: 'refreshDue' }
  /** The minute's poll: seats left, or a whole reload while the board is stale or missing. */
  | { type: 'pollDue' }
  | { type: 'loaded'; data: LobbyData; receivedAtMs: number }
  | { type: 'loadFailed'; serverMessage: string | null }
  /** `time`: the server's clock of the answer, seconds. */
  | { type: 'seatsRead'; seats: Record<string, number>; time: number }
  | { type: 'seatsFailed' }
  | { type: 'frameRead'; frame: LobbyFrame }
  | { type: 'frameFailed' };

/** Spec section 8, Lobby screen. */
export const LOBBY_ERROR = 'Ошибка загрузки данных';

/** 'Ошибка загрузки данных' and, when the server said why, its words after it. */
export function lobbyErrorText(serverMessage: string | null): string {
  const text = serverMessage?.trim();
  return text ? `${LOBBY_ERROR}. ${text}` : LOBBY_ERROR;
}

export function initialLobbyState(cinemaId: number, screen: number, nowMs: number): LobbyState {
  return {
    cinemaId,
    screen,
    phase: 'loading',
    data: null,
    frame: null,
    seats: {},
    skewMs: 0,
    nowMs,
    updatedAtMs: null,
    stale: false,
    error: '',
    command: { type: 'load', cinemaId, screen },
  };
}

function load(state: LobbyState): LobbyState {
  return { ...state, command: { type: 'load', cinemaId: state.cinemaId, screen: state.screen } };
}

/**
 * Ids of the sessions the cards show at `nowMs` and still sell, for the seats-left poll: at most
 * five a card (cardSessions). The board lists every session of two days, 56 on a busy morning;
 * the first 40 of those left a fourth card's seats unrefreshed (session 14).
 */
export function boardSessionIds(data: LobbyData, nowMs: number): number[] {
  return data.screen.flatMap((card) =>
    cardSessions(card.sessions, nowMs)
      .sessions.filter((s) => !s.disabled)
      .map((s) => s.id),
  );
}

export function lobbyReducer(state: LobbyState, event: LobbyEvent): LobbyState {
  switch (event.type) {
    case 'tick':
      return event.nowMs === state.nowMs ? state : { ...state, nowMs: event.nowMs };
    case 'screenChosen':
      if (event.screen === state.screen || event.screen < 1) return state;
      // Another screen's cards must not stand in for this one's: start from loading. The frame
      // stays: the cinema, its clock and the staff's switchers (with the focus) do not blink.
      return load({
        ...state,
        screen: event.screen,
        phase: 'loading',
        data: null,
        seats: {},
        stale: false,
        error: '',
      });
    case 'refreshDue':
      return state.command?.type === 'load' ? state : load(state);
    case 'pollDue': {
      if (state.command) return state;
      if (!state.data || state.stale || state.phase === 'error') return load(state);
      const ids = boardSessionIds(state.data, state.nowMs).slice(0, LOBBY_SEATS_MAX_IDS);
      if (ids.length === 0) return state;
      return { ...state, command: { type: 'readSeats', cinemaId: state.cinemaId, ids } };
    }
    case 'loaded':
      if (state.command?.type !== 'load') return state;
      return {
        ...state,
        phase: 'shown',
        data: event.data,
        frame: frameOf(event.data),
        seats: {},
        skewMs: event.data.time * 1000 - event.receivedAtMs,
        updatedAtMs: event.data.time * 1000,
        stale: false,
        error: '',
        command: null,
      };
    case 'loadFailed': {
      if (state.command?.type !== 'load') return state;
      // The server refused a screen (one that no longer exists) and no read has said what the
      // board is: screen 1's read tells, so staff get the switchers back to a real screen.
      const readFrame =
        !state.data && !state.frame && event.serverMessage !== null && state.screen !== 1;
      return {
        ...state,
        phase: state.data ? 'shown' : 'error',
        stale: state.data !== null,
        error: lobbyErrorText(event.serverMessage),
        command: readFrame ? { type: 'readFrame', cinemaId: state.cinemaId } : null,
      };
    }
    case 'frameRead':
      if (state.command?.type !== 'readFrame') return state;
      return { ...state, frame: event.frame, command: null };
    case 'frameFailed':
      if (state.command?.type !== 'readFrame') return state;
      return { ...state, command: null };
    case 'seatsRead':
      // A good poll refreshes what the board says: the update time is the poll's.
      if (state.command?.type !== 'readSeats') return state;
      return { ...state, seats: event.seats, updatedAtMs: event.time * 1000, command: null };
    case 'seatsFailed':
      // The seat counts stay as they were; a failed poll marks the board stale, as a reload would.
      if (state.command?.type !== 'readSeats') return state;
      return { ...state, stale: true, command: null };
  }
}

/** Seats left of a session: the poll's figure when it has one, else the board's. */
export function seatsLeftOf(state: LobbyState, id: number, fromBoard: number): number {
  return state.seats[String(id)] ?? fromBoard;
}
