import { describe, expect, it } from 'vitest';
import { formatPrice, seatAnnouncement, seatState } from './announce';
import { buildHallModel } from './hallModel';

const model = buildHallModel({
  width: 10,
  height: 10,
  places: [
    { id: 1, x: 1, y: 1, row: 3, place: 7, price: 450, status: true },
    { id: 2, x: 3, y: 1, row: 3, place: 8, price: 450, status: false },
    { id: 3, x: 5, y: 1, row: 3, place: 9, price: 300, status: true, isChild: true },
  ],
});

describe('seat announcements', () => {
  it('says row, seat, price and state in Russian', () => {
    expect(seatAnnouncement(model, 0, seatState(model, 0, new Set()))).toBe(
      'Ряд 3, место 7, 450\u00a0₽, свободно',
    );
    expect(seatAnnouncement(model, 1, seatState(model, 1, new Set()))).toBe(
      'Ряд 3, место 8, 450\u00a0₽, занято',
    );
    expect(seatAnnouncement(model, 0, seatState(model, 0, new Set(['1'])))).toBe(
      'Ряд 3, место 7, 450\u00a0₽, выбрано',
    );
  });

  it('names a child seat as the legend does, so a buyer without the picture knows it', () => {
    expect(seatAnnouncement(model, 2, seatState(model, 2, new Set()))).toBe(
      'Ряд 3, место 9, детское место, 300\u00a0₽, свободно',
    );
  });

  it("says the host's note for a seat's state (the watch view's own seat), not once it is chosen", () => {
    expect(seatAnnouncement(model, 1, seatState(model, 1, new Set()), 'ваше место')).toBe(
      'Ряд 3, место 8, 450\u00a0₽, ваше место',
    );
    expect(seatAnnouncement(model, 0, seatState(model, 0, new Set(['1'])), 'ваше место')).toBe(
      'Ряд 3, место 7, 450\u00a0₽, выбрано',
    );
  });
});

describe('formatPrice', () => {
  it('writes money as the rest of the site does: grouped, a no-break space, ₽', () => {
    expect(formatPrice(450)).toBe('450\u00a0₽');
    expect(formatPrice(1200)).toBe('1\u00a0200\u00a0₽');
    // Whole roubles, as formatRubles writes them on the panel.
    expect(formatPrice(349.5)).toBe('350\u00a0₽');
  });
});
