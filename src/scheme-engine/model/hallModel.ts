/**
 * Turns a session payload into the flat typed arrays the renderer, the hit grid and the
 * keyboard index share. Built once per setHall; seat i is the i-th place of the payload.
 */
import type { SeatGrid } from './gridCells';
import { buildHitGrid, type HitGrid } from '../kernels/hitGrid';
import { buildNavIndex, type NavIndex } from '../kernels/keyboardNav';
import { priceTiers, type PriceTiers } from '../kernels/priceTiers';
import { buildIdIndex, lookupId, type SeatIdIndex } from './seatIds';
import type { HallPayload, HallPlace, SeatId } from './hallPayload';

/** Bit flags per seat in {@link HallModel.flags}. */
export const SEAT_SOLD = 1;
export const SEAT_CHILD = 2;
export const SEAT_VIP = 4;

export interface HallModel {
  count: number;
  width: number;
  height: number;
  /** The payload's places; ids and labels are read from them on demand (no copies). */
  places: readonly HallPlace[];
  /** Payload id to seat index; use {@link seatIndex} to look up. */
  ids: SeatIdIndex;
  xs: Float32Array;
  ys: Float32Array;
  flags: Uint8Array;
  /** Index into {@link HallModel.colors} of the seat's free look. */
  colorIndex: Uint8Array;
  /** Distinct free-seat colours: the places' own colours, else the tier colours. */
  colors: string[];
  rowIds: Int32Array;
  /** Distance between neighbouring seats, hall units; the drawn seat is a bit smaller. */
  pitch: number;
  tiers: PriceTiers;
  enters: { x: number; y: number }[];
  /** The picking index, built on the first pick ({@link hitGridOf}): not needed to draw. */
  hit: HitGrid | null;
  /** The drawing cells, built when a scene first draws seats ({@link cellsOf} in gridCells.ts). */
  cells: SeatGrid | null;
  /** Built on the first keyboard move: most buyers never use it. */
  nav: NavIndex | null;
}

/** Tier colours used when a place has no colour of its own. */
export const TIER_COLORS = { min: '#3fb37f', mid: '#e2b33c', max: '#e0565b' } as const;

/** At most this many distinct colours get their own atlas frames; the rest use tier colours. */
export const MAX_COLORS = 24;

/** Builds the model. Ids are normalised to strings. */
export function buildHallModel(hall: HallPayload): HallModel {
  const places = hall.places;
  const count = places.length;
  const xs = new Float32Array(count);
  const ys = new Float32Array(count);
  // Distinct prices only: a per-seat copy is 0.8 MB at 100,000 seats, and seatPrice reads the place.
  const distinctPrices = new Set<number>();
  const flags = new Uint8Array(count);
  const colorIndex = new Uint8Array(count);
  const rowIds = new Int32Array(count);
  const rowNumber = new Map<number | string, number>();
  for (let i = 0; i < count; i++) {
    const p = places[i]!;
    xs[i] = p.x;
    ys[i] = p.y;
    distinctPrices.add(p.price);
    const row = p.row;
    let r = rowNumber.get(row);
    if (r === undefined) {
      r = rowNumber.size;
      rowNumber.set(row, r);
    }
    rowIds[i] = r;
    flags[i] = (p.status ? 0 : SEAT_SOLD) | (p.isChild ? SEAT_CHILD : 0);
  }
  const tiers = priceTiers([...distinctPrices]);
  const colors: string[] = [];
  const colorSlot = new Map<string, number>();
  function slot(color: string): number {
    let s = colorSlot.get(color);
    if (s === undefined) {
      s = colors.length;
      colors.push(color);
      colorSlot.set(color, s);
    }
    return s;
  }
  // Seats without a colour of their own take their price's tier colour; neighbours mostly
  // share a price, so the last price's slot is reused (no lookups per seat on a cold frame).
  let lastPrice = NaN;
  let lastSlot = 0;
  for (let i = 0; i < count; i++) {
    const p = places[i]!;
    const price = p.price;
    if (tiers.vipPrice !== null && price === tiers.vipPrice) flags[i]! |= SEAT_VIP;
    const own = typeof p.color === 'string' ? p.color.trim() : '';
    if (own && (colorSlot.has(own) || colors.length < MAX_COLORS)) {
      colorIndex[i] = slot(own);
      continue;
    }
    if (price !== lastPrice) {
      lastPrice = price;
      lastSlot = slot(TIER_COLORS[tierName(tiers, price)]);
    }
    colorIndex[i] = lastSlot;
  }
  return {
    count,
    width: hall.width,
    height: hall.height,
    places,
    // Keyed by the raw values: 100,000 String() copies would cost megabytes of heap.
    ids: buildIdIndex(places),
    xs,
    ys,
    flags,
    colorIndex,
    colors,
    rowIds,
    pitch: estimatePitch(xs, ys, rowIds, count),
    tiers,
    enters: (hall.enters ?? []).map((e) => ({ x: e.x, y: e.y })),
    hit: null,
    cells: null,
    nav: null,
  };
}

function tierName(t: PriceTiers, price: number): 'min' | 'mid' | 'max' {
  const p = t.prices;
  if (p.length <= 1 || price <= p[0]!) return 'min';
  return price >= p[p.length - 1]! ? 'max' : 'mid';
}

/** The picking index, built on first use (the first frame does not wait for it). */
export function hitGridOf(model: HallModel): HitGrid {
  if (!model.hit) model.hit = buildHitGrid(model.xs, model.ys, model.count);
  return model.hit;
}

/** The keyboard index, built on first use. */
export function navOf(model: HallModel): NavIndex {
  if (!model.nav) model.nav = buildNavIndex(model.rowIds, model.xs, model.ys, model.count);
  return model.nav;
}

/**
 * The median distance between consecutive seats of a row (payload order), which is the
 * seat pitch of real halls; gaps of aisles are outliers the median ignores.
 */
function estimatePitch(
  xs: Float32Array,
  ys: Float32Array,
  rowIds: Int32Array,
  count: number,
): number {
  const step = Math.max(1, Math.floor(count / 2000));
  // A typed array sorts numbers natively: a comparator called ~10,000 times is ~2 ms of a
  // cold first frame (decision 324).
  const sample = new Float64Array(Math.ceil(count / step));
  let n = 0;
  for (let i = 1; i < count; i += step) {
    if (rowIds[i] !== rowIds[i - 1]) continue;
    const d = Math.hypot(xs[i]! - xs[i - 1]!, ys[i]! - ys[i - 1]!);
    if (d > 0) sample[n++] = d;
  }
  if (n === 0) return 20;
  const sorted = sample.subarray(0, n).sort();
  return sorted[n >> 1]!;
}

/** The id of seat i, as a string. */
export function seatId(model: HallModel, i: number): SeatId {
  return String(model.places[i]!.id);
}

/** The price of seat i. */
export function seatPrice(model: HallModel, i: number): number {
  return model.places[i]!.price;
}

/** The row label of seat i. */
export function rowLabel(model: HallModel, i: number): string {
  return String(model.places[i]!.row);
}

/** The seat number label of seat i. */
export function placeLabel(model: HallModel, i: number): string {
  return String(model.places[i]!.place);
}

/** The index of the seat with this id (5 and "5" are the same seat), or undefined. */
export function seatIndex(model: HallModel, id: SeatId | number): number | undefined {
  return lookupId(model.ids, id);
}

/** Distinct characters of all row and seat labels (for the glyph atlas). */
export function labelChars(model: HallModel): Set<string> {
  const raw = new Set<number | string>();
  for (const p of model.places) {
    raw.add(p.row);
    raw.add(p.place);
  }
  const chars = new Set<string>();
  for (const v of raw) for (const ch of String(v)) chars.add(ch);
  return chars;
}

/** True when seat i cannot be chosen: it is sold. */
export function isSold(model: HallModel, i: number): boolean {
  return (model.flags[i]! & SEAT_SOLD) !== 0;
}

/** True when seat i is a child seat (the place's `isChild`). */
export function isChildSeat(model: HallModel, i: number): boolean {
  return (model.flags[i]! & SEAT_CHILD) !== 0;
}
