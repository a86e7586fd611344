/**
 * The row rail (decision 367): zoomed in on a phone, both ends of a row, where its numbers are
 * drawn, are often off the view, and the buyer cannot tell which row they are about to tap. For
 * every row that crosses the view with neither end's number on screen, the rail gives the row's
 * number and where the row meets the view's left edge; the engine pins it there.
 */
import type { Camera } from './camera';

/** Seats of each row sorted left to right: row r is order[start[r]] .. order[start[r + 1] - 1]. */
export interface RailRows {
  order: Int32Array;
  start: Int32Array;
}

/** What the rail needs of the hall model. */
export interface RailModel {
  count: number;
  xs: Float32Array;
  ys: Float32Array;
  rowIds: Int32Array;
  pitch: number;
}

/** A pinned row: the seat whose row it is (the first on the view) and its y on screen, CSS px. */
export interface RailLabel {
  seat: number;
  y: number;
}

/** How far a row number's near edge stands off its end seat, in pitches (as geometry.ts draws it). */
const LABEL_GAP = 0.75;
/** Rows closer than this on screen get no rail: the labels would overlap (CSS px). */
export const RAIL_MIN_ROW_PX = 22;

/** Groups the seats by row and sorts each row by x (rows ids are 0, 1, 2... as the model has them). */
export function buildRailRows(model: RailModel): RailRows {
  const { count, rowIds, xs } = model;
  let rows = 0;
  for (let i = 0; i < count; i++) rows = Math.max(rows, rowIds[i]! + 1);
  const start = new Int32Array(rows + 1);
  for (let i = 0; i < count; i++) start[rowIds[i]! + 1]!++;
  for (let r = 0; r < rows; r++) start[r + 1]! += start[r]!;
  const fill = start.slice(0, rows);
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[fill[rowIds[i]!]!++] = i;
  for (let r = 0; r < rows; r++) {
    const row = order.subarray(start[r]!, start[r + 1]!);
    row.sort((a, b) => xs[a]! - xs[b]!);
  }
  return { order, start };
}

/**
 * The rows to pin for camera `cam` on a view of `width` x `height` CSS px: each row that has a
 * seat on the view, whose numbers at both ends are off it, with the y where the row's first
 * seat on the view stands. None while rows are closer than {@link RAIL_MIN_ROW_PX}.
 */
export function railLabels(
  model: RailModel,
  rows: RailRows,
  cam: Camera,
  width: number,
  height: number,
): RailLabel[] {
  const { xs, ys, pitch } = model;
  const s = cam.scale;
  if (pitch * s < RAIL_MIN_ROW_PX) return [];
  const gap = pitch * LABEL_GAP * s;
  const out: RailLabel[] = [];
  const n = rows.start.length - 1;
  for (let r = 0; r < n; r++) {
    const from = rows.start[r]!;
    const to = rows.start[r + 1]!;
    if (from === to) continue;
    const first = rows.order[from]!;
    const last = rows.order[to - 1]!;
    // The left number ends `gap` before the first seat; the right one starts `gap` after the last.
    const leftEnd = xs[first]! * s + cam.x - gap;
    const rightStart = xs[last]! * s + cam.x + gap;
    if (leftEnd > 0 || rightStart < width) continue;
    // The first seat of the row at or right of the view's left edge (binary search by x).
    const edge = -cam.x / s;
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (xs[rows.order[mid]!]! < edge) lo = mid + 1;
      else hi = mid;
    }
    if (lo === to) continue;
    const seat = rows.order[lo]!;
    if (xs[seat]! * s + cam.x > width) continue;
    const y = ys[seat]! * s + cam.y;
    if (y < 0 || y > height) continue;
    out.push({ seat, y });
  }
  return out;
}
