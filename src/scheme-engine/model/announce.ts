/**
 * Texts the engine writes for screen readers and the hover tooltip (spec section 2, issue 3):
 * 'Ряд N, место M, цена, свободно/занято/выбрано'.
 */
import {
  type HallModel,
  isChildSeat,
  isSold,
  placeLabel,
  rowLabel,
  seatId,
  seatPrice,
} from './hallModel';

export type SeatState = 'free' | 'sold' | 'selected';

const STATE_TEXT: Record<SeatState, string> = {
  free: 'свободно',
  sold: 'занято',
  selected: 'выбрано',
};

const RUBLES = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/**
 * Formats a price in roubles the way the rest of the site writes money ('450 ₽', '1 200 ₽',
 * a no-break space before the sign; decision 350).
 */
export function formatPrice(price: number): string {
  return `${RUBLES.format(price)}\u00a0₽`;
}

/** The state of seat i given the current selection. */
export function seatState(model: HallModel, i: number, selected: ReadonlySet<string>): SeatState {
  if (selected.has(seatId(model, i))) return 'selected';
  return isSold(model, i) ? 'sold' : 'free';
}

/** The words the hall's legend gives a child seat; the seat's texts name it with them. */
export const CHILD_SEAT_TEXT = 'детское место';

/**
 * 'Ряд 3, место 7, 450 ₽, свободно'; 'Ряд 1, место 5, детское место, 300 ₽, свободно'. A
 * `note` the host gave the seat (the watch view's 'ваше место', decision 460) stands for its
 * state unless the seat is chosen.
 */
export function seatAnnouncement(
  model: HallModel,
  i: number,
  state: SeatState,
  note?: string,
): string {
  const child = isChildSeat(model, i) ? `, ${CHILD_SEAT_TEXT}` : '';
  const said = note && state !== 'selected' ? note : STATE_TEXT[state];
  return `Ряд ${rowLabel(model, i)}, место ${placeLabel(model, i)}${child}, ${formatPrice(seatPrice(model, i))}, ${said}`;
}
