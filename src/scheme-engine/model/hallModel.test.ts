import { describe, expect, it } from 'vitest';
import { generateHall, GENERATED_PITCH } from './generateHall';
import {
  buildHallModel,
  isSold,
  labelChars,
  navOf,
  placeLabel,
  rowLabel,
  SEAT_CHILD,
  SEAT_VIP,
  seatId,
  seatIndex,
  TIER_COLORS,
} from './hallModel';

describe('buildHallModel', () => {
  it('flattens places into typed arrays with string ids', () => {
    const m = buildHallModel({
      width: 100,
      height: 50,
      places: [
        {
          id: 1,
          x: 10,
          y: 10,
          row: 1,
          place: 1,
          price: 300,
          color: '',
          status: true,
          isChild: true,
        },
        { id: 2, x: 30, y: 10, row: 1, place: 2, price: 500, color: '#123456', status: false },
        { id: '3', x: 50, y: 10, row: 1, place: 3, price: 300, status: 1 },
      ],
      enters: [{ x: 0, y: 50 }],
    });
    expect([0, 1, 2].map((i) => seatId(m, i))).toEqual(['1', '2', '3']);
    // 5 and "5" name the same seat.
    expect(seatIndex(m, '3')).toBe(2);
    expect(seatIndex(m, 3)).toBe(2);
    expect(seatIndex(m, '2')).toBe(1);
    expect(seatIndex(m, 2)).toBe(1);
    expect(seatIndex(m, '')).toBeUndefined();
    expect(seatIndex(m, '9')).toBeUndefined();
    expect(rowLabel(m, 0)).toBe('1');
    expect(placeLabel(m, 2)).toBe('3');
    expect([...labelChars(m)].sort()).toEqual(['1', '2', '3']);
    expect(isSold(m, 1)).toBe(true);
    expect(isSold(m, 2)).toBe(false);
    expect(m.flags[0]! & SEAT_CHILD).toBeTruthy();
    // Two prices: the higher one is vip.
    expect(m.flags[1]! & SEAT_VIP).toBeTruthy();
    expect(m.flags[0]! & SEAT_VIP).toBe(0);
    expect(m.colors[m.colorIndex[0]!]).toBe(TIER_COLORS.min);
    expect(m.colors[m.colorIndex[1]!]).toBe('#123456');
    expect(m.pitch).toBe(20);
    expect(m.enters).toEqual([{ x: 0, y: 50 }]);
  });

  it('estimates the pitch of a generated hall despite aisles and curves', () => {
    const m = buildHallModel(generateHall({ seats: 3000, curved: true }));
    expect(m.pitch).toBeGreaterThan(GENERATED_PITCH * 0.95);
    expect(m.pitch).toBeLessThan(GENERATED_PITCH * 1.1);
    expect(m.count).toBe(3000);
    expect(navOf(m).rowCount).toBeGreaterThan(10);
  });
});
