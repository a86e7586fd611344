/**
 * Spatial cells of the seats: a uniform grid over the seat centres, so a view culls the seats
 * it does not show at the cost of a few divisions per frame (no per-cell loop), and the seat
 * layer draws what a view shows with one call per visible grid row.
 */
import type { HallModel } from './hallModel';

/**
 * A uniform grid of small cells over the seat centres, cells in row-major order (decision
 * 035e). The WebGL seat layer orders its quads by cell, so the cells of one grid row that a
 * view meets are one contiguous run of quads: a frame draws one index range per visible grid
 * row, however many cells it shows, and culls at cell size without a draw call per cell.
 */
export interface SeatGrid {
  cols: number;
  rows: number;
  /** World position of the grid's top-left corner and a cell's size, hall units. */
  x0: number;
  y0: number;
  cellW: number;
  cellH: number;
  /** Seat indices in cell order: cell c holds seats.subarray(start[c], start[c + 1]). */
  seats: Int32Array;
  /** cols * rows + 1 entries; empty cells have start[c] === start[c + 1]. */
  start: Int32Array;
}

/** Aims for about this many seats per grid cell. */
const SEATS_PER_CELL = 256;

/** Splits the seats of `model` into a grid of cells sized to the hall's aspect ratio. */
export function gridSeats(model: HallModel, perCell = SEATS_PER_CELL): SeatGrid {
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
  if (n === 0) minX = minY = maxX = maxY = 0;
  const wanted = Math.max(1, Math.round(n / perCell));
  const w = Math.max(maxX - minX, 1e-3);
  const h = Math.max(maxY - minY, 1e-3);
  const cols = Math.min(wanted, Math.max(1, Math.round(Math.sqrt((wanted * w) / h))));
  const rows = Math.max(1, Math.round(wanted / cols));
  const cellW = w / cols;
  const cellH = h / rows;
  const cellOf = new Int32Array(n);
  const start = new Int32Array(cols * rows + 1);
  for (let i = 0; i < n; i++) {
    const cx = Math.min(cols - 1, Math.floor((model.xs[i]! - minX) / cellW));
    const cy = Math.min(rows - 1, Math.floor((model.ys[i]! - minY) / cellH));
    cellOf[i] = cy * cols + cx;
    start[cellOf[i]! + 1]!++;
  }
  for (let c = 0; c < cols * rows; c++) start[c + 1]! += start[c]!;
  const fill = start.slice(0, cols * rows);
  const seats = new Int32Array(n);
  for (let i = 0; i < n; i++) seats[fill[cellOf[i]!]!++] = i;
  return { cols, rows, x0: minX, y0: minY, cellW, cellH, seats, start };
}

/** The model's drawing cells, built on first use and shared by the scenes of one hall. */
export function cellsOf(model: HallModel): SeatGrid {
  if (!model.cells) model.cells = gridSeats(model);
  return model.cells;
}

/** The cell of grid position (column, row). */
export function cellAt(grid: SeatGrid, col: number, row: number): number {
  return row * grid.cols + col;
}

/**
 * The cells a world rectangle [x0, x1] x [y0, y1] meets, each cell grown by `margin` (half a
 * seat and its labels stick out of the cell that holds the seat's centre): writes the first
 * and last column and row into `out` and returns false when it meets none.
 */
export function visibleCells(
  grid: SeatGrid,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  margin: number,
  out: Int32Array,
): boolean {
  const c0 = Math.max(0, Math.floor((x0 - margin - grid.x0) / grid.cellW));
  const c1 = Math.min(grid.cols - 1, Math.floor((x1 + margin - grid.x0) / grid.cellW));
  const r0 = Math.max(0, Math.floor((y0 - margin - grid.y0) / grid.cellH));
  const r1 = Math.min(grid.rows - 1, Math.floor((y1 + margin - grid.y0) / grid.cellH));
  out[0] = c0;
  out[1] = c1;
  out[2] = r0;
  out[3] = r1;
  return c0 <= c1 && r0 <= r1;
}

/**
 * Calls `fn` with the run [start, end) of `grid.seats` of each grid row in `view` (first and
 * last column and row, as {@link visibleCells} writes them): the cells of one grid row in view
 * are one contiguous run.
 */
export function eachRun(
  grid: SeatGrid,
  view: Int32Array,
  fn: (start: number, end: number) => void,
): void {
  for (let r = view[2]!; r <= view[3]!; r++)
    fn(grid.start[cellAt(grid, view[0]!, r)]!, grid.start[cellAt(grid, view[1]!, r) + 1]!);
}

/** The grid cell that holds slot `k` of `grid.seats` (binary search over the cell starts). */
export function cellOfSlot(grid: SeatGrid, k: number): number {
  let lo = 0;
  let hi = grid.cols * grid.rows - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (grid.start[mid]! <= k) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Where each seat sits in `grid.seats` (the inverse permutation). Only a status change needs
 * it, so the seat layer builds it on first use instead of keeping it for every hall.
 */
export function seatSlots(grid: SeatGrid): Int32Array {
  const slots = new Int32Array(grid.seats.length);
  for (let k = 0; k < grid.seats.length; k++) slots[grid.seats[k]!] = k;
  return slots;
}
