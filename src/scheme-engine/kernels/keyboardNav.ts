/**
 * Keyboard navigation over seats: left/right go to the next seat along the row, up/down to
 * the nearest seat (by x) in the adjacent row, rows ordered front to back by their mean y.
 * Built once per hall into typed arrays; moves allocate nothing.
 */

export interface NavIndex {
  /** Row order position of each seat (0 = the row nearest the screen). */
  rowOf: Int32Array;
  /** Position of each seat inside its row, left to right. */
  posInRow: Int32Array;
  /** rowStart[r]..rowStart[r+1] index into rowSeats. */
  rowStart: Int32Array;
  /** Seat indices grouped by row, sorted by x inside a row. */
  rowSeats: Int32Array;
  rowCount: number;
  xs: Float32Array;
}

export type NavDirection = 'left' | 'right' | 'up' | 'down';

/**
 * Builds the index. `rowIds[i]` is any integer naming seat i's row (equal ids = same row).
 */
export function buildNavIndex(
  rowIds: Int32Array,
  xs: Float32Array,
  ys: Float32Array,
  count: number,
): NavIndex {
  const sums = new Map<number, { y: number; n: number }>();
  for (let i = 0; i < count; i++) {
    const s = sums.get(rowIds[i]!);
    if (s) {
      s.y += ys[i]!;
      s.n++;
    } else sums.set(rowIds[i]!, { y: ys[i]!, n: 1 });
  }
  const order = [...sums.entries()].sort(
    (a, b) => a[1].y / a[1].n - b[1].y / b[1].n || a[0] - b[0],
  );
  const posOfRow = new Map<number, number>();
  order.forEach(([id], r) => posOfRow.set(id, r));
  const rowCount = order.length;
  const rowOf = new Int32Array(count);
  const rowStart = new Int32Array(rowCount + 1);
  for (let i = 0; i < count; i++) {
    const r = posOfRow.get(rowIds[i]!)!;
    rowOf[i] = r;
    rowStart[r + 1]!++;
  }
  for (let r = 0; r < rowCount; r++) rowStart[r + 1]! += rowStart[r]!;
  const fill = rowStart.slice(0, rowCount);
  const rowSeats = new Int32Array(count);
  for (let i = 0; i < count; i++) rowSeats[fill[rowOf[i]!]!++] = i;
  const posInRow = new Int32Array(count);
  for (let r = 0; r < rowCount; r++) {
    const part = rowSeats.subarray(rowStart[r]!, rowStart[r + 1]!);
    part.sort((a, b) => xs[a]! - xs[b]! || a - b);
    for (let k = 0; k < part.length; k++) posInRow[part[k]!] = k;
  }
  return { rowOf, posInRow, rowStart, rowSeats, rowCount, xs };
}

/**
 * The seat focus moves to from `index` in `dir`; from -1 (no focus) it goes to the first seat
 * of the front row. At an edge the focus stays where it is.
 */
export function moveFocus(nav: NavIndex, index: number, dir: NavDirection): number {
  if (nav.rowSeats.length === 0) return -1;
  if (index < 0) return nav.rowSeats[0]!;
  const r = nav.rowOf[index]!;
  const start = nav.rowStart[r]!;
  const end = nav.rowStart[r + 1]!;
  const pos = nav.posInRow[index]!;
  if (dir === 'left') return pos > 0 ? nav.rowSeats[start + pos - 1]! : index;
  if (dir === 'right') return start + pos + 1 < end ? nav.rowSeats[start + pos + 1]! : index;
  const target = dir === 'up' ? r - 1 : r + 1;
  if (target < 0 || target >= nav.rowCount) return index;
  return nearestInRow(nav, target, nav.xs[index]!);
}

/** Binary search for the seat of row `r` whose x is nearest to `x` (ties to the left). */
function nearestInRow(nav: NavIndex, r: number, x: number): number {
  let lo = nav.rowStart[r]!;
  let hi = nav.rowStart[r + 1]! - 1;
  const xs = nav.xs;
  const seats = nav.rowSeats;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[seats[mid]!]! < x) lo = mid + 1;
    else hi = mid;
  }
  const right = seats[lo]!;
  if (lo > nav.rowStart[r]!) {
    const left = seats[lo - 1]!;
    if (Math.abs(xs[left]! - x) <= Math.abs(xs[right]! - x)) return left;
  }
  return right;
}
