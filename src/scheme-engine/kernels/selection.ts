/**
 * Seat selection rules the flows call (spec section 5, Seats; Pushkin card): the engine only
 * reports presses, these functions decide what the new selection is and why a press failed.
 */
import type { SeatId } from '../model/hallPayload';

/** Spec section 9: at most 8 seats per order, also in the watch view. */
export const MAX_SEATS = 8;

export type RejectReason = 'limit' | 'sold' | 'pushkin';

/** Default Russian explanations of a refused press; flows may show their own. */
export const REJECT_TEXT: Record<RejectReason, string> = {
  limit: `Можно выбрать не более ${MAX_SEATS} мест`,
  sold: 'Это место уже занято',
  pushkin: 'По Пушкинской карте можно купить только один билет',
};

export interface ToggleOptions {
  /** Pushkin-card mode: one seat only. */
  pushkin?: boolean;
  max?: number;
}

export interface ToggleResult {
  selection: SeatId[];
  /** Why the press changed nothing, or null when it was applied. */
  reason: RejectReason | null;
}

/**
 * Applies a press on `seat`: a selected seat is removed; a free one is added unless the seat
 * is sold or the limit is reached. In Pushkin mode a press on another free seat replaces the
 * chosen one only when nothing is chosen; otherwise it explains the one-seat rule.
 */
export function toggleSeat(
  selection: readonly SeatId[],
  seat: { id: SeatId; sold: boolean },
  opts: ToggleOptions = {},
): ToggleResult {
  const at = selection.indexOf(seat.id);
  if (at >= 0) {
    const next = selection.slice();
    next.splice(at, 1);
    return { selection: next, reason: null };
  }
  if (seat.sold) return { selection: selection.slice(), reason: 'sold' };
  if (opts.pushkin && selection.length >= 1)
    return { selection: selection.slice(), reason: 'pushkin' };
  const max = opts.max ?? MAX_SEATS;
  if (selection.length >= max) return { selection: selection.slice(), reason: 'limit' };
  return { selection: [...selection, seat.id], reason: null };
}

/**
 * Watch view: after each toggle the server's list of available seats filters the selection,
 * keeping the order of choice.
 */
export function filterByAvailable(
  selection: readonly SeatId[],
  available: Iterable<SeatId | number>,
): SeatId[] {
  const set = new Set<SeatId>();
  for (const id of available) set.add(String(id));
  return selection.filter((id) => set.has(id));
}
