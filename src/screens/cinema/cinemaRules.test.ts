import { describe, expect, it } from 'vitest';
import { SEAT_ZONE_COLORS, type CinemaHall } from '@softkino/contract/cinemaPage';
import {
  buildHallModel,
  SEAT_CHILD,
  SEAT_SOLD,
  SEAT_VIP,
} from '../../scheme-engine/model/hallModel';
import { hallPayload, hasVipSeats } from './cinemaRules';

const HALL: CinemaHall = {
  id: 7,
  name: 'Зал 2',
  seats: 4,
  width: 200,
  height: 120,
  enters: [{ x: 10, y: 100 }],
  places: [
    [40, 40, 2],
    [70, 40, 0],
    [100, 70, 1],
    [130, 70, 1],
  ],
};

describe('hallPayload', () => {
  it('draws every seat free, VIP at the second price in the VIP colour, child seats ringed', () => {
    const payload = hallPayload(HALL);
    expect(payload).toMatchObject({ width: 200, height: 120, enters: HALL.enters });
    expect(payload.places.map((p) => [p.x, p.y, p.price, p.color, p.isChild])).toEqual([
      [40, 40, 1, SEAT_ZONE_COLORS.standard, true],
      [70, 40, 1, SEAT_ZONE_COLORS.standard, false],
      [100, 70, 2, SEAT_ZONE_COLORS.vip, false],
      [130, 70, 2, SEAT_ZONE_COLORS.vip, false],
    ]);
    // As the engine reads it: nothing sold, the VIP marker on the VIP zone, the child ring kept.
    const model = buildHallModel(payload);
    expect([...model.flags].map((f) => f & SEAT_SOLD)).toEqual([0, 0, 0, 0]);
    expect([...model.flags].map((f) => (f & SEAT_VIP) !== 0)).toEqual([false, false, true, true]);
    expect([...model.flags].map((f) => (f & SEAT_CHILD) !== 0)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(new Set(payload.places.map((p) => p.id)).size).toBe(4);
  });

  it('tells a hall with VIP seats', () => {
    expect(hasVipSeats(HALL)).toBe(true);
    expect(
      hasVipSeats({
        ...HALL,
        places: [
          [1, 1, 0],
          [2, 2, 2],
        ],
      }),
    ).toBe(false);
  });
});
