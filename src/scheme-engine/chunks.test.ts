import { describe, expect, it } from 'vitest';
import { chunkOfSlot, chunkSeats, chunkVisible, seatSlots } from './chunks';
import { generateHall } from './generateHall';
import { buildHallModel } from './hallModel';

describe('seat chunks', () => {
  const model = buildHallModel(generateHall({ seats: 30000, curved: true }));
  const chunks = chunkSeats(model);
  const slots = seatSlots(chunks);

  it('puts every seat in exactly one chunk, with consistent back-references', () => {
    expect(chunks.count).toBeGreaterThan(4);
    expect(chunks.start[chunks.count]).toBe(30000);
    const seen = new Uint8Array(30000);
    for (let c = 0; c < chunks.count; c++) {
      expect(chunks.start[c + 1]!).toBeGreaterThan(chunks.start[c]!);
      for (let k = chunks.start[c]!; k < chunks.start[c + 1]!; k++) {
        const i = chunks.seats[k]!;
        seen[i]!++;
        expect(slots[i]).toBe(k);
        expect(chunkOfSlot(chunks, k)).toBe(c);
        const b = c * 4;
        expect(model.xs[i]!).toBeGreaterThanOrEqual(chunks.bounds[b]!);
        expect(model.ys[i]!).toBeLessThanOrEqual(chunks.bounds[b + 3]!);
      }
    }
    expect(seen.every((v) => v === 1)).toBe(true);
  });

  it('culls chunks outside a view rectangle and keeps those inside', () => {
    const i = 12345;
    const x = model.xs[i]!;
    const y = model.ys[i]!;
    const c = chunkOfSlot(chunks, slots[i]!);
    expect(chunkVisible(chunks, c, x - 1, y - 1, x + 1, y + 1, 0)).toBe(true);
    let hidden = 0;
    for (let k = 0; k < chunks.count; k++)
      if (!chunkVisible(chunks, k, x - 1, y - 1, x + 1, y + 1, 0)) hidden++;
    expect(hidden).toBeGreaterThan(chunks.count / 2);
  });

  it('makes one chunk of a small hall', () => {
    const small = buildHallModel(generateHall({ seats: 300 }));
    expect(chunkSeats(small).count).toBe(1);
  });
});
