import { describe, expect, it } from 'vitest';
import { generateHall } from '../../model/generateHall';
import { SEAT_FILL } from '../geometry';
import { buildHallModel } from '../../model/hallModel';
import { FAR_PICTURE_SEAT_PX } from '../scene';
import { FAR_LEVEL, HallPicture, NEAR_LEVEL, NEAR_MIN_SEAT_PX, NEAR_SEAT_PX } from './hallPicture';

function pictures(seats: number): { far: HallPicture; near: HallPicture; seat: number } {
  const m = buildHallModel(generateHall({ seats, curved: true, seed: seats }));
  const seat = m.pitch * SEAT_FILL;
  return {
    far: new HallPicture(m.width, m.height, seat, '#000', FAR_LEVEL),
    near: new HallPicture(m.width, m.height, seat, '#000', NEAR_LEVEL),
    seat,
  };
}

describe('far and near pictures', () => {
  it('the near picture takes over where the far one stops and is never magnified', () => {
    const { far, near, seat } = pictures(30000);
    expect(near.pictureSeatPx).toBeCloseTo(NEAR_SEAT_PX, 0);
    const at = (px: number): number => px / seat;
    expect(far.wanted(at(FAR_PICTURE_SEAT_PX - 0.1))).toBe(true);
    expect(near.covers(at(FAR_PICTURE_SEAT_PX - 0.1))).toBe(false);
    expect(far.wanted(at(FAR_PICTURE_SEAT_PX))).toBe(false);
    expect(near.covers(at(FAR_PICTURE_SEAT_PX))).toBe(true);
    expect(near.covers(at(near.pictureSeatPx))).toBe(true);
    expect(near.covers(at(near.pictureSeatPx + 0.1))).toBe(false);
    far.destroy();
    near.destroy();
  });

  it('caps the side, so a 100,000-seat hall gets no useful near picture', () => {
    const { far, near } = pictures(100000);
    expect(near.pictureSeatPx).toBeLessThan(NEAR_MIN_SEAT_PX);
    expect(far.pictureSeatPx).toBeLessThan(FAR_PICTURE_SEAT_PX);
    far.destroy();
    near.destroy();
  });
});
