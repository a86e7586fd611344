import { describe, expect, it } from 'vitest';
import { seatLabel, seatLabels, seatTitle } from './seats';

describe('seat names', () => {
  it('name a seat by its row, then its place, as the server refusals and the mails do', () => {
    expect(seatLabel({ row: 5, place: 7 })).toBe('ряд 5, место 7');
    expect(seatTitle({ row: '12', place: '3' })).toBe('Ряд 12, место 3');
  });

  it('join several seats with semicolons', () => {
    expect(
      seatLabels([
        { row: 5, place: 7 },
        { row: 5, place: 8 },
      ]),
    ).toBe('ряд 5, место 7; ряд 5, место 8');
    expect(seatLabels([])).toBe('');
  });
});
