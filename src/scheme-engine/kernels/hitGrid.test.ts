import { describe, expect, it } from 'vitest';
import { generateHall, GENERATED_PITCH, seededRandom } from '../model/generateHall';
import { buildHitGrid, nearestSeatScan, queryNearest } from './hitGrid';

function arrays(seats: number, curved: boolean) {
  const hall = generateHall({ seats, curved });
  const xs = new Float32Array(hall.places.length);
  const ys = new Float32Array(hall.places.length);
  hall.places.forEach((p, i) => {
    xs[i] = p.x;
    ys[i] = p.y;
  });
  return { hall, xs, ys };
}

describe('hit grid', () => {
  for (const seats of [300, 3000, 30000, 100000]) {
    it(`agrees with a full scan on random queries at ${seats} seats`, () => {
      const { hall, xs, ys } = arrays(seats, seats % 2 === 0);
      const grid = buildHitGrid(xs, ys, seats);
      const rnd = seededRandom(seats);
      for (let q = 0; q < 10000; q++) {
        const x = rnd() * hall.width * 1.1 - hall.width * 0.05;
        const y = rnd() * hall.height * 1.1 - hall.height * 0.05;
        const radius = GENERATED_PITCH * (0.2 + rnd() * 1.5);
        expect(queryNearest(grid, x, y, radius)).toBe(nearestSeatScan(xs, ys, seats, x, y, radius));
      }
      // 10,000 full scans of 100,000 seats: ~1 s alone, several on a loaded 2-core machine. This
      // is a correctness check, not a timing one.
    }, 60_000);
  }

  it('finds the seat under its own centre and nothing far away', () => {
    const { xs, ys } = arrays(300, true);
    const grid = buildHitGrid(xs, ys, 300);
    for (let i = 0; i < 300; i++) expect(queryNearest(grid, xs[i]!, ys[i]!, 1)).toBe(i);
    expect(queryNearest(grid, -1e5, -1e5, 50)).toBe(-1);
  });

  it('handles an empty hall and a single seat', () => {
    const empty = buildHitGrid(new Float32Array(0), new Float32Array(0), 0);
    expect(queryNearest(empty, 0, 0, 10)).toBe(-1);
    const one = buildHitGrid(new Float32Array([5]), new Float32Array([5]), 1);
    expect(queryNearest(one, 6, 6, 2)).toBe(0);
    expect(queryNearest(one, 9, 9, 2)).toBe(-1);
  });
});
