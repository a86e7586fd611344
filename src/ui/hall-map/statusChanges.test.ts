import { describe, expect, it } from 'vitest';
import type { HallPayload } from '../../scheme-engine';
import { statusChanges } from './statusChanges';

const HALL: HallPayload = {
  width: 100,
  height: 60,
  places: [
    { id: 1, x: 20, y: 30, row: 1, place: 1, price: 350, status: 1 },
    { id: 2, x: 30, y: 30, row: 1, place: 2, price: 350, status: 1 },
    { id: 3, x: 40, y: 30, row: 1, place: 3, price: 350, status: 0 },
  ],
};

function withStatuses(statuses: number[]): HallPayload {
  return { ...HALL, places: HALL.places.map((p, i) => ({ ...p, status: statuses[i] })) };
}

describe('statusChanges', () => {
  it('lists only the seats whose sale status changed', () => {
    expect(statusChanges(HALL, withStatuses([1, 0, 0]))).toEqual({ '2': false });
    expect(statusChanges(HALL, withStatuses([0, 1, 1]))).toEqual({ '1': false, '3': true });
    expect(statusChanges(HALL, withStatuses([1, 1, 0]))).toEqual({});
  });

  it('asks for a new drawing when the hall itself differs', () => {
    expect(statusChanges(HALL, { ...HALL, width: 120 })).toBeNull();
    expect(statusChanges(HALL, { ...HALL, places: HALL.places.slice(1) })).toBeNull();
    const moved = { ...HALL, places: HALL.places.map((p) => ({ ...p, x: p.x + 1 })) };
    expect(statusChanges(HALL, moved)).toBeNull();
    const otherSession = {
      ...HALL,
      places: HALL.places.map((p) => ({ ...p, id: Number(p.id) + 10 })),
    };
    expect(statusChanges(HALL, otherSession)).toBeNull();
  });
});
