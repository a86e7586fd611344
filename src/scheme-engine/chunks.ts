/**
 * Spatial chunks of the seat mesh: seats are split by a coarse grid into meshes of a few
 * thousand seats, so that when the view is zoomed in, meshes wholly outside it are skipped
 * (one rectangle test per chunk per frame) and the GPU never processes their vertices.
 */
import type { HallModel } from './hallModel';

export interface SeatChunks {
  /** Seat indices of chunk c: seats.subarray(start[c], start[c + 1]). */
  seats: Int32Array;
  start: Int32Array;
  /** World bounds of each chunk's seat centres: minX, minY, maxX, maxY. */
  bounds: Float32Array;
  count: number;
}

/** Aims for about this many seats per chunk. */
export const SEATS_PER_CHUNK = 1500;

/** Splits the seats of `model` into a grid of chunks sized to the hall's aspect ratio. */
export function chunkSeats(model: HallModel, perChunk = SEATS_PER_CHUNK): SeatChunks {
  const n = model.count;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    const x = model.xs[i]!;
    const y = model.ys[i]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const wanted = Math.max(1, Math.round(n / perChunk));
  const w = Math.max(maxX - minX, 1e-3);
  const h = Math.max(maxY - minY, 1e-3);
  const cols = Math.max(1, Math.round(Math.sqrt((wanted * w) / h)));
  const rows = Math.max(1, Math.round(wanted / cols));
  const cells = cols * rows;
  const cellOf = new Int32Array(n);
  const counts = new Int32Array(cells + 1);
  for (let i = 0; i < n; i++) {
    const cx = Math.min(cols - 1, Math.floor(((model.xs[i]! - minX) / w) * cols));
    const cy = Math.min(rows - 1, Math.floor(((model.ys[i]! - minY) / h) * rows));
    cellOf[i] = cy * cols + cx;
    counts[cellOf[i]! + 1]!++;
  }
  // Drop empty cells so every chunk has seats.
  const remap = new Int32Array(cells).fill(-1);
  let count = 0;
  for (let c = 0; c < cells; c++) if (counts[c + 1]! > 0) remap[c] = count++;
  const start = new Int32Array(count + 1);
  for (let c = 0; c < cells; c++) if (remap[c]! >= 0) start[remap[c]! + 1] = counts[c + 1]!;
  for (let c = 0; c < count; c++) start[c + 1]! += start[c]!;
  const fill = start.slice(0, count);
  const seats = new Int32Array(n);
  const bounds = new Float32Array(count * 4);
  for (let c = 0; c < count; c++) {
    bounds[c * 4] = Infinity;
    bounds[c * 4 + 1] = Infinity;
    bounds[c * 4 + 2] = -Infinity;
    bounds[c * 4 + 3] = -Infinity;
  }
  for (let i = 0; i < n; i++) {
    const c = remap[cellOf[i]!]!;
    seats[fill[c]!++] = i;
    const x = model.xs[i]!;
    const y = model.ys[i]!;
    const b = c * 4;
    if (x < bounds[b]!) bounds[b] = x;
    if (y < bounds[b + 1]!) bounds[b + 1] = y;
    if (x > bounds[b + 2]!) bounds[b + 2] = x;
    if (y > bounds[b + 3]!) bounds[b + 3] = y;
  }
  return { seats, start, bounds, count };
}

/**
 * Where each seat sits in `chunks.seats` (the inverse permutation). Only a status change
 * needs it, so the seat layer builds it on first use instead of keeping it for every hall.
 */
export function seatSlots(chunks: SeatChunks): Int32Array {
  const slots = new Int32Array(chunks.seats.length);
  for (let k = 0; k < chunks.seats.length; k++) slots[chunks.seats[k]!] = k;
  return slots;
}

/** The chunk that holds slot `k` of `chunks.seats` (binary search over the chunk starts). */
export function chunkOfSlot(chunks: SeatChunks, k: number): number {
  let lo = 0;
  let hi = chunks.count - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (chunks.start[mid]! <= k) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * True when chunk c, grown by `margin` (half a seat and its labels), meets the world
 * rectangle [x0, x1] x [y0, y1].
 */
export function chunkVisible(
  chunks: SeatChunks,
  c: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  margin: number,
): boolean {
  const b = c * 4;
  return !(
    chunks.bounds[b]! - margin > x1 ||
    chunks.bounds[b + 2]! + margin < x0 ||
    chunks.bounds[b + 1]! - margin > y1 ||
    chunks.bounds[b + 3]! + margin < y0
  );
}
