/**
 * Deterministic synthetic halls for tests, the benchmark and the dev page: curved or
 * straight rows, aisles, mixed prices and sold seats, shaped like a real cinema hall.
 */
import type { HallPayload, HallPlace } from './hallPayload';

export interface GenerateHallOptions {
  /** Target number of seats; the result has exactly this many. */
  seats: number;
  /** Rows bend around the screen (true) or run straight (false). */
  curved?: boolean;
  /** Share of sold seats, 0..1. */
  soldShare?: number;
  seed?: number;
  /** Prices from the front rows to the back; four by default (min, mid, mid, max tiers). */
  prices?: readonly number[];
}

/** Seat pitch in hall units; the engine derives the drawn seat size from it. */
export const GENERATED_PITCH = 30;

/** A small seeded PRNG (mulberry32) so every run draws the same hall. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Builds a hall of exactly `opts.seats` seats. */
export function generateHall(opts: GenerateHallOptions): HallPayload {
  const n = Math.max(1, Math.floor(opts.seats));
  const curved = opts.curved ?? true;
  const soldShare = opts.soldShare ?? 0.3;
  const rnd = seededRandom(opts.seed ?? 42);
  // Halls are about 2.5 times wider than deep; an aisle after every 14 seats.
  const rows = Math.max(1, Math.round(Math.sqrt(n / 2.5)));
  const perRow = Math.ceil(n / rows);
  const block = 14;
  const aisles = Math.floor((perRow - 1) / block);
  const rowWidth = (perRow + aisles) * GENERATED_PITCH;
  const margin = 4 * GENERATED_PITCH;
  const screenGap = 6 * GENERATED_PITCH;
  const width = rowWidth + 2 * margin;
  const bend = curved ? Math.min(rowWidth * 0.12, 40 * GENERATED_PITCH) : 0;
  const height = screenGap + rows * GENERATED_PITCH * 1.2 + bend + margin;
  const prices = opts.prices && opts.prices.length > 0 ? opts.prices : [250, 350, 450, 600];
  // Zones with their own colour alternate with zones coloured by price tier.
  const zoneColors = ['', '#2d9cdb', '', '#bb6bd9'];
  const tiers = prices.length;
  const places: HallPlace[] = [];
  let id = 1000;
  for (let r = 0; r < rows && places.length < n; r++) {
    const tier = Math.min(tiers - 1, Math.floor((r / rows) * tiers));
    // The last row takes the remainder so the hall has exactly n seats.
    const count = r === rows - 1 ? n - places.length : Math.min(perRow, n - places.length);
    const rowStartX =
      margin + (rowWidth - (count + Math.floor((count - 1) / block)) * GENERATED_PITCH) / 2;
    for (let s = 0; s < count; s++) {
      const gapX = Math.floor(s / block) * GENERATED_PITCH;
      const x = rowStartX + s * GENERATED_PITCH + gapX + GENERATED_PITCH / 2;
      const u = (x - width / 2) / (rowWidth / 2);
      const y = screenGap + r * GENERATED_PITCH * 1.2 + bend * (1 - u * u);
      places.push({
        id: id++,
        x: Math.round(x * 10) / 10,
        y: Math.round(y * 10) / 10,
        row: r + 1,
        place: s + 1,
        price: prices[tier]!,
        color: zoneColors[tier % zoneColors.length]!,
        status: rnd() >= soldShare,
        isChild: r === 0 && s % 5 === 0,
      });
    }
  }
  return {
    width: Math.round(width),
    height: Math.round(height),
    places,
    enters: [
      { x: margin / 2, y: height - margin / 2 },
      { x: width - margin / 2, y: height - margin / 2 },
      { x: margin / 2, y: screenGap / 2 },
    ],
  };
}
