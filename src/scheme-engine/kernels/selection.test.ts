import { describe, expect, it } from 'vitest';
import { filterByAvailable, MAX_SEATS, REJECT_TEXT, toggleSeat } from './selection';

const free = (id: string) => ({ id, sold: false });

describe('toggleSeat', () => {
  it('adds and removes a free seat', () => {
    const a = toggleSeat([], free('1'));
    expect(a).toEqual({ selection: ['1'], reason: null });
    expect(toggleSeat(a.selection, free('1'))).toEqual({ selection: [], reason: null });
  });
  it('refuses the ninth seat and explains why', () => {
    let sel: string[] = [];
    for (let i = 0; i < MAX_SEATS; i++) sel = toggleSeat(sel, free(String(i))).selection;
    expect(sel).toHaveLength(8);
    const ninth = toggleSeat(sel, free('x'));
    expect(ninth.reason).toBe('limit');
    expect(ninth.selection).toEqual(sel);
    expect(REJECT_TEXT.limit).toContain('8');
    // Removing one still works at the limit.
    expect(toggleSeat(sel, free('3')).selection).toHaveLength(7);
  });
  it('never selects a sold seat', () => {
    expect(toggleSeat(['1'], { id: '2', sold: true })).toEqual({
      selection: ['1'],
      reason: 'sold',
    });
  });
  it('allows one seat only in Pushkin-card mode', () => {
    const one = toggleSeat([], free('1'), { pushkin: true });
    expect(one.selection).toEqual(['1']);
    expect(toggleSeat(one.selection, free('2'), { pushkin: true }).reason).toBe('pushkin');
    expect(toggleSeat(one.selection, free('1'), { pushkin: true }).selection).toEqual([]);
  });
});

describe('filterByAvailable', () => {
  it('keeps only seats the server still offers, in choice order', () => {
    expect(filterByAvailable(['3', '1', '2'], [1, 3, 9])).toEqual(['3', '1']);
    expect(filterByAvailable(['1'], [])).toEqual([]);
  });
});
