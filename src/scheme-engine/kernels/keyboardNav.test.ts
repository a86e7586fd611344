import { describe, expect, it } from 'vitest';
import { buildNavIndex, moveFocus } from './keyboardNav';

// Two rows: front row y=10 has seats at x 0, 10, 20 (given out of order); back row y=20 at 5, 25.
const xs = new Float32Array([20, 0, 10, 25, 5]);
const ys = new Float32Array([10, 10, 10, 20, 20]);
const rows = new Int32Array([7, 7, 7, 3, 3]);
const nav = buildNavIndex(rows, xs, ys, 5);

describe('keyboard navigation', () => {
  it('starts at the leftmost seat of the front row', () => {
    expect(moveFocus(nav, -1, 'right')).toBe(1);
  });
  it('moves along the row and stops at its ends', () => {
    expect(moveFocus(nav, 1, 'right')).toBe(2);
    expect(moveFocus(nav, 2, 'right')).toBe(0);
    expect(moveFocus(nav, 0, 'right')).toBe(0);
    expect(moveFocus(nav, 1, 'left')).toBe(1);
  });
  it('goes to the nearest seat of the adjacent row', () => {
    expect(moveFocus(nav, 0, 'down')).toBe(3); // x 20 -> 25
    expect(moveFocus(nav, 2, 'down')).toBe(4); // x 10 -> 5
    expect(moveFocus(nav, 3, 'up')).toBe(0); // x 25 -> 20
    expect(moveFocus(nav, 4, 'up')).toBe(1); // x 5 -> 0 (tie with 10 goes left)
    expect(moveFocus(nav, 1, 'up')).toBe(1);
    expect(moveFocus(nav, 3, 'down')).toBe(3);
  });
  it('handles an empty hall', () => {
    const empty = buildNavIndex(new Int32Array(0), new Float32Array(0), new Float32Array(0), 0);
    expect(moveFocus(empty, -1, 'up')).toBe(-1);
  });
});
