/**
 * What a lobby card shows of its sessions (spec section 9, Lobby card): pure, on a given clock.
 */
import {
  LOBBY_SESSION_GRACE_MS,
  LOBBY_SESSIONS_PER_CARD,
  type LobbySession,
} from '@softkino/contract/lobby';
import { parsePlaybillDate } from '../../lib/dates';

export interface ShownSession extends LobbySession {
  /** Started 0-30 minutes ago: still on the card, greyed, no longer sold here. */
  disabled: boolean;
}

export interface CardSessions {
  /** DD.MM.YYYY of the day shown, or null when the card has no session left to show. */
  date: string | null;
  sessions: ShownSession[];
}

/** 'DD.MM.YYYY' as a sortable number; unreadable keys sort last. */
function dateOrder(text: string): number {
  return parsePlaybillDate(text)?.getTime() ?? Number.POSITIVE_INFINITY;
}

/**
 * The first date that still has a session to show, and at most five of its sessions: a
 * session more than 30 minutes past its start is hidden, one started 0-30 minutes ago is
 * disabled. When every session of today is hidden, or has started, the card moves on to
 * tomorrow's (the board lists two days), so a late-evening card shows what can still be
 * bought; sessions under way stay only when no later date has any.
 */
export function cardSessions(byDate: Record<string, LobbySession[]>, nowMs: number): CardSessions {
  const dates = Object.keys(byDate).sort((a, b) => dateOrder(a) - dateOrder(b));
  let underWay: CardSessions | null = null;
  for (const date of dates) {
    const visible = (byDate[date] ?? [])
      .filter((s) => nowMs - s.timestamp * 1000 <= LOBBY_SESSION_GRACE_MS)
      .sort((a, b) => a.timestamp - b.timestamp);
    // More than five, all five under way: the earliest give their places to one still to come.
    const started = (s: LobbySession) => nowMs >= s.timestamp * 1000;
    while (
      visible.length > LOBBY_SESSIONS_PER_CARD &&
      visible.slice(0, LOBBY_SESSIONS_PER_CARD).every(started)
    )
      visible.shift();
    visible.splice(LOBBY_SESSIONS_PER_CARD);
    if (visible.length === 0) continue;
    const shown = {
      date,
      sessions: visible.map((s) => ({ ...s, disabled: nowMs >= s.timestamp * 1000 })),
    };
    if (shown.sessions.some((s) => !s.disabled)) return shown;
    underWay ??= shown;
  }
  return underWay ?? { date: null, sessions: [] };
}

/** The switchers an admin sees: 1..count, each 'N экран'. */
export function screenSwitchers(count: number): Array<{ screen: number; label: string }> {
  return Array.from({ length: Math.max(1, count) }, (_, i) => ({
    screen: i + 1,
    label: `${i + 1} экран`,
  }));
}

/** The screen a board's address asks for (`?screen=2`); 1 for anything that is not one. */
export function screenFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('screen');
  if (raw === null || !/^\d{1,4}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 ? n : 1;
}
