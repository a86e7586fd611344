import { describe, expect, it } from 'vitest';
import { cellAt, cellOfSlot, gridSeats, seatSlots, visibleCells } from './gridCells';
import { generateHall } from './generateHall';
import { buildHallModel } from './hallModel';

describe('seat grid', () => {
  const model = buildHallModel(generateHall({ seats: 30000, curved: true }));
  const grid = gridSeats(model);
  const slots = seatSlots(grid);
  const cells = grid.cols * grid.rows;

  it('puts every seat in exactly one cell, the one its centre lies in', () => {
    expect(cells).toBeGreaterThan(60);
    expect(grid.start[cells]).toBe(30000);
    const seen = new Uint8Array(30000);
    for (let c = 0; c < cells; c++) {
      expect(grid.start[c + 1]!).toBeGreaterThanOrEqual(grid.start[c]!);
      const col = c % grid.cols;
      const row = Math.floor(c / grid.cols);
      expect(cellAt(grid, col, row)).toBe(c);
      for (let k = grid.start[c]!; k < grid.start[c + 1]!; k++) {
        const i = grid.seats[k]!;
        seen[i]!++;
        expect(slots[i]).toBe(k);
        expect(cellOfSlot(grid, k)).toBe(c);
        const eps = 1e-6;
        expect(model.xs[i]!).toBeGreaterThanOrEqual(grid.x0 + col * grid.cellW - eps);
        expect(model.xs[i]!).toBeLessThanOrEqual(grid.x0 + (col + 1) * grid.cellW + eps);
        expect(model.ys[i]!).toBeGreaterThanOrEqual(grid.y0 + row * grid.cellH - eps);
        expect(model.ys[i]!).toBeLessThanOrEqual(grid.y0 + (row + 1) * grid.cellH + eps);
      }
    }
    expect(seen.every((v) => v === 1)).toBe(true);
  });

  it('finds the cells a view rectangle meets, and none outside the hall', () => {
    const i = 12345;
    const x = model.xs[i]!;
    const y = model.ys[i]!;
    const out = new Int32Array(4);
    expect(visibleCells(grid, x - 1, y - 1, x + 1, y + 1, 0, out)).toBe(true);
    const c = cellOfSlot(grid, slots[i]!);
    const col = c % grid.cols;
    const row = Math.floor(c / grid.cols);
    expect(out[0]).toBeLessThanOrEqual(col);
    expect(out[1]).toBeGreaterThanOrEqual(col);
    expect(out[2]).toBeLessThanOrEqual(row);
    expect(out[3]).toBeGreaterThanOrEqual(row);
    expect((out[1]! - out[0]! + 1) * (out[3]! - out[2]! + 1)).toBeLessThanOrEqual(4);
    const far = grid.x0 + grid.cols * grid.cellW + 1000;
    expect(visibleCells(grid, far, 0, far + 10, 10, 0, out)).toBe(false);
  });

  it('makes one cell of a small hall', () => {
    const small = buildHallModel(generateHall({ seats: 200 }));
    const g = gridSeats(small);
    expect(g.cols * g.rows).toBe(1);
    expect(g.start[1]).toBe(200);
  });
});
