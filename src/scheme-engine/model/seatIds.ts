/**
 * Seat id to seat index. Real and generated halls number their places with integers in a
 * narrow range, so a flat table (4 bytes per id in the range) replaces a Map of 100,000
 * entries (about 2 MB of heap in Chrome); any other id scheme falls back to the Map.
 */
import type { HallPlace } from './hallPayload';

export interface SeatIdIndex {
  /** Seat index of id `base + k` at k, or -1; null when the ids are not dense integers. */
  table: Int32Array | null;
  base: number;
  /** Raw id (number or string) to seat index, when there is no table. */
  map: Map<number | string, number> | null;
}

/** Builds the index; the table is used when its range is at most twice the seat count. */
export function buildIdIndex(places: readonly HallPlace[]): SeatIdIndex {
  let min = Infinity;
  let max = -Infinity;
  let integers = true;
  for (const p of places) {
    const id = p.id;
    if (typeof id !== 'number' || !Number.isSafeInteger(id)) {
      integers = false;
      break;
    }
    if (id < min) min = id;
    if (id > max) max = id;
  }
  const span = max - min + 1;
  if (integers && places.length > 0 && span <= Math.max(2 * places.length, 1024)) {
    const table = new Int32Array(span).fill(-1);
    for (let i = 0; i < places.length; i++) table[(places[i]!.id as number) - min] = i;
    return { table, base: min, map: null };
  }
  const map = new Map<number | string, number>();
  for (let i = 0; i < places.length; i++) map.set(places[i]!.id, i);
  return { table: null, base: 0, map };
}

/** The seat index of a raw id (5 and "5" are the same seat), or undefined. */
export function lookupId(index: SeatIdIndex, id: number | string): number | undefined {
  const table = index.table;
  if (table) {
    const n = typeof id === 'number' ? id : id.trim() === '' ? NaN : Number(id);
    if (!Number.isInteger(n)) return undefined;
    const i = table[n - index.base];
    return i === undefined || i < 0 ? undefined : i;
  }
  const map = index.map!;
  const hit = map.get(id);
  if (hit !== undefined) return hit;
  if (typeof id === 'number') return map.get(String(id));
  const n = Number(id);
  return id.trim() !== '' && Number.isFinite(n) ? map.get(n) : undefined;
}
