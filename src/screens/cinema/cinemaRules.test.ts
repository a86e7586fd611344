import { describe, expect, it } from 'vitest';
import { SEAT_ZONE_COLORS, type CinemaHall } from '@softkino/contract/cinemaPage';
import { film, session } from '../../api/testing/fixtures';
import {
  buildHallModel,
  SEAT_CHILD,
  SEAT_SOLD,
  SEAT_VIP,
} from '../../scheme-engine/model/hallModel';
import {
  countText,
  HALL_FORMS,
  hallPayload,
  hasVipSeats,
  SEAT_FORMS,
  nearestFilms,
  todaysFilms,
} from './cinemaRules';

const TODAY = '21.11.2026';

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

describe('countText', () => {
  it('says seats and halls in the right form, thousands split', () => {
    expect(countText(1, SEAT_FORMS)).toBe('1 место');
    expect(countText(64, SEAT_FORMS)).toBe('64 места');
    expect(countText(96, SEAT_FORMS)).toBe('96 мест');
    expect(countText(1187, SEAT_FORMS)).toBe('1\u00a0187 мест');
    expect(countText(6, HALL_FORMS)).toBe('6 залов');
    expect(countText(3, HALL_FORMS)).toBe('3 зала');
    expect(countText(21, HALL_FORMS)).toBe('21 зал');
  });
});

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

describe('todaysFilms', () => {
  it("lists today's films by their next open session with the sessions still open", () => {
    const films = [
      film(1, { sessions: { [TODAY]: [session(11, { time: '21:00' })] } }),
      film(2, {
        sessions: {
          [TODAY]: [session(21, { time: '10:00', disabled: true }), session(22, { time: '18:30' })],
        },
      }),
      // Every session today has started: nothing to buy.
      film(3, { sessions: { [TODAY]: [session(31, { time: '09:00', disabled: true })] } }),
      // The spec's hiding rule: fewer than two sessions and one of them deleted.
      film(4, { sessions: { [TODAY]: [session(41, { time: '12:00', del: true })] } }),
      // Only another day.
      film(5, { sessions: { '22.11.2026': [session(51, { time: '08:00' })] } }),
      film(6, {
        sessions: {
          [TODAY]: [session(61, { time: '11:00', del: true }), session(62, { time: '20:00' })],
        },
      }),
    ];
    const shown = todaysFilms(films, TODAY);
    expect(shown.map((f) => f.film.id)).toEqual([2, 6, 1]);
    // Only what can still be bought: no started session, no deleted one.
    expect(shown.map((f) => f.sessions.map((s) => s.id))).toEqual([[22], [62], [11]]);
  });

  it('is empty on a day with nothing left', () => {
    expect(todaysFilms([], TODAY)).toEqual([]);
  });
});

describe('nearestFilms', () => {
  const TOMORROW = '22.11.2026';
  const LATER = '24.11.2026';
  const days = [TODAY, TOMORROW, '23.11.2026', LATER];

  it("is today's films while today has something left", () => {
    const films = [
      film(1, { sessions: { [TODAY]: [session(11, { time: '21:00' })] } }),
      film(2, { sessions: { [TOMORROW]: [session(21, { time: '10:00' })] } }),
    ];
    const nearest = nearestFilms(films, days, TODAY);
    expect(nearest?.date).toBe(TODAY);
    expect(nearest?.films.map((f) => f.film.id)).toEqual([1]);
  });

  it('after the last session of the day, the next day with sessions (late at night, say)', () => {
    const films = [
      film(1, { sessions: { [TODAY]: [session(11, { time: '21:00', disabled: true })] } }),
      film(2, { sessions: { [LATER]: [session(21, { time: '10:00' })] } }),
    ];
    const nearest = nearestFilms(films, days, TODAY);
    expect(nearest?.date).toBe(LATER);
    expect(nearest?.films.map((f) => f.sessions.map((s) => s.id))).toEqual([[21]]);
  });

  it('is null when no day has anything to buy; days before today are never offered', () => {
    const films = [film(1, { sessions: { '20.11.2026': [session(11, { time: '21:00' })] } })];
    expect(nearestFilms(films, ['20.11.2026', ...days], TODAY)).toBeNull();
  });
});
