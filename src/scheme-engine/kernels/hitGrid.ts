/**
 * A uniform-grid spatial index over seat centres, stored in flat typed arrays (CSR layout:
 * cellStart[c]..cellStart[c+1] index into cellItems). Building is two counting passes;
 * a query visits only the cells that overlap the search circle, so it is O(1) for the
 * bounded radii the engine uses, and allocates nothing.
 */

export interface HitGrid {
  minX: number;
  minY: number;
  cellSize: number;
  cols: number;
  rows: number;
  cellStart: Int32Array;
  cellItems: Int32Array;
  xs: Float32Array;
  ys: Float32Array;
  count: number;
}

/**
 * Builds the grid. `cellSize` defaults to twice the typical seat pitch estimated from the
 * bounding box and count, so a cell holds a handful of seats.
 */
export function buildHitGrid(
  xs: Float32Array,
  ys: Float32Array,
  count: number,
  cellSize?: number,
): HitGrid {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < count; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (count === 0) {
    minX = minY = 0;
    maxX = maxY = 1;
  }
  const w = Math.max(maxX - minX, 1e-3);
  const h = Math.max(maxY - minY, 1e-3);
  const size =
    cellSize && cellSize > 0
      ? cellSize
      : Math.max(Math.sqrt((w * h) / Math.max(count, 1)) * 2, 1e-3);
  // Cap the cell count so a degenerate hall cannot allocate a huge grid.
  const cols = Math.min(Math.floor(w / size) + 1, 4096);
  const rows = Math.min(Math.floor(h / size) + 1, 4096);
  const cellSizeUsed = Math.max(size, w / (cols - 0.5), h / (rows - 0.5));
  const cellStart = new Int32Array(cols * rows + 1);
  const cellOf = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const c = cellIndex(xs[i]!, ys[i]!, minX, minY, cellSizeUsed, cols, rows);
    cellOf[i] = c;
    cellStart[c + 1]!++;
  }
  for (let c = 0; c < cols * rows; c++) cellStart[c + 1]! += cellStart[c]!;
  const fill = cellStart.slice(0, cols * rows);
  const cellItems = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const c = cellOf[i]!;
    cellItems[fill[c]!++] = i;
  }
  return { minX, minY, cellSize: cellSizeUsed, cols, rows, cellStart, cellItems, xs, ys, count };
}

function cellIndex(
  x: number,
  y: number,
  minX: number,
  minY: number,
  size: number,
  cols: number,
  rows: number,
): number {
  let cx = Math.floor((x - minX) / size);
  let cy = Math.floor((y - minY) / size);
  if (cx < 0) cx = 0;
  else if (cx >= cols) cx = cols - 1;
  if (cy < 0) cy = 0;
  else if (cy >= rows) cy = rows - 1;
  return cy * cols + cx;
}

/**
 * The index of the seat whose centre is nearest to (x, y) and no farther than `radius`,
 * or -1. Ties go to the lower index, as in {@link nearestSeatScan}.
 */
export function queryNearest(grid: HitGrid, x: number, y: number, radius: number): number {
  const { minX, minY, cellSize, cols, rows, cellStart, cellItems, xs, ys } = grid;
  let cx0 = Math.floor((x - radius - minX) / cellSize);
  let cx1 = Math.floor((x + radius - minX) / cellSize);
  let cy0 = Math.floor((y - radius - minY) / cellSize);
  let cy1 = Math.floor((y + radius - minY) / cellSize);
  if (cx1 < 0 || cy1 < 0 || cx0 >= cols || cy0 >= rows) return -1;
  if (cx0 < 0) cx0 = 0;
  if (cy0 < 0) cy0 = 0;
  if (cx1 >= cols) cx1 = cols - 1;
  if (cy1 >= rows) cy1 = rows - 1;
  let best = -1;
  let bestD = radius * radius;
  for (let cy = cy0; cy <= cy1; cy++) {
    const rowBase = cy * cols;
    for (let cx = cx0; cx <= cx1; cx++) {
      const c = rowBase + cx;
      const end = cellStart[c + 1]!;
      for (let k = cellStart[c]!; k < end; k++) {
        const i = cellItems[k]!;
        const dx = xs[i]! - x;
        const dy = ys[i]! - y;
        const d = dx * dx + dy * dy;
        if (d < bestD || (d === bestD && (best === -1 || i < best))) {
          bestD = d;
          best = i;
        }
      }
    }
  }
  return best;
}

/** The same answer as {@link queryNearest} by a full scan; the reference for tests and benches. */
export function nearestSeatScan(
  xs: Float32Array,
  ys: Float32Array,
  count: number,
  x: number,
  y: number,
  radius: number,
): number {
  let best = -1;
  let bestD = radius * radius;
  for (let i = 0; i < count; i++) {
    const dx = xs[i]! - x;
    const dy = ys[i]! - y;
    const d = dx * dx + dy * dy;
    if (d < bestD || (d === bestD && best === -1)) {
      bestD = d;
      best = i;
    }
  }
  return best;
}
