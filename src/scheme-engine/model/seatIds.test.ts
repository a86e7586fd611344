import { describe, expect, it } from 'vitest';
import { buildIdIndex, lookupId } from './seatIds';

const place = (id: number | string) => ({ id, x: 0, y: 0, row: 1, place: 1, price: 1 });

describe('seat id index', () => {
  it('uses a flat table for dense integer ids; 5 and "5" are the same seat', () => {
    const idx = buildIdIndex([place(10), place(12), place(11)]);
    expect(idx.table).not.toBeNull();
    expect(idx.map).toBeNull();
    expect(lookupId(idx, 12)).toBe(1);
    expect(lookupId(idx, '11')).toBe(2);
    expect(lookupId(idx, ' 10 ')).toBe(0);
    for (const missing of [9, 13, 10.5, '', 'x', '1e9', -5]) {
      expect(lookupId(idx, missing)).toBeUndefined();
    }
  });

  it('falls back to a map for sparse or string ids', () => {
    const sparse = buildIdIndex([place(1), place(1_000_000)]);
    expect(sparse.table).toBeNull();
    expect(lookupId(sparse, '1000000')).toBe(1);
    const mixed = buildIdIndex([place('A-1'), place('7'), place(8)]);
    expect(mixed.table).toBeNull();
    expect(lookupId(mixed, 'A-1')).toBe(0);
    expect(lookupId(mixed, 7)).toBe(1);
    expect(lookupId(mixed, '8')).toBe(2);
    expect(lookupId(mixed, '')).toBeUndefined();
  });
});
