import { describe, expect, it } from 'vitest';
import { film, session } from '../../api/testing/fixtures';
import {
  arrowState,
  coastDistance,
  dayLabel,
  dragScrollLeft,
  filmsOfDay,
  nearestFilms,
  openingDayIndex,
  nearestDayScrollLeft,
  revealDayScrollLeft,
  sessionPriceText,
  showIncompleteNotice,
  sortFilms,
  todaysFilms,
  visibleFilms,
} from './playbillRules';

const TODAY = '21.11.2026';

const D = '22.11.2026';

describe('visibleFilms', () => {
  it('hides a film whose only session is deleted', () => {
    const films = [film(1, { sessions: { [D]: [session(1, { del: true })] } })];
    expect(visibleFilms(films, D)).toEqual([]);
  });

  it('keeps a film with two sessions of which one is deleted', () => {
    const films = [film(1, { sessions: { [D]: [session(1, { del: true }), session(2)] } })];
    expect(visibleFilms(films, D)).toHaveLength(1);
  });

  it('keeps a film with one live session', () => {
    expect(visibleFilms([film(1, { sessions: { [D]: [session(1)] } })], D)).toHaveLength(1);
  });

  it('keeps a film whose only session is disabled (shown, not clickable)', () => {
    const films = [film(1, { sessions: { [D]: [session(1, { disabled: true })] } })];
    expect(visibleFilms(films, D)).toHaveLength(1);
  });

  it('hides a film with no sessions that day, or only deleted ones', () => {
    const films = [
      film(1, { sessions: { '23.11.2026': [session(1)] } }),
      film(2, { sessions: { [D]: [session(2, { del: true }), session(3, { del: true })] } }),
    ];
    expect(visibleFilms(films, D)).toEqual([]);
  });
});

describe('sortFilms', () => {
  it('sorts by count of non-deleted sessions, descending, stable on ties', () => {
    const a = film(1, { sessions: { [D]: [session(1), session(2)] } });
    const b = film(2, {
      sessions: { [D]: [session(3), session(4, { del: true }), session(5, { del: true })] },
    });
    const c = film(3, { sessions: { [D]: [session(6), session(7), session(8)] } });
    const d = film(4, { sessions: { [D]: [session(9), session(10, { disabled: true })] } });
    expect(sortFilms([a, b, c, d], D).map((f) => f.id)).toEqual([3, 1, 4, 2]);
  });

  it('combines with hiding in filmsOfDay', () => {
    const gone = film(1, { sessions: { [D]: [session(1, { del: true })] } });
    const one = film(2, { sessions: { [D]: [session(2)] } });
    const two = film(3, { sessions: { [D]: [session(3), session(4)] } });
    expect(filmsOfDay([gone, one, two], D).map((f) => f.id)).toEqual([3, 2]);
  });
});

describe('sessionPriceText', () => {
  it('shows one price when min equals max, else from the minimum', () => {
    expect(sessionPriceText(session(1, { price_min: 300, price_max: 300 }))).toBe('300\u00a0₽');
    expect(sessionPriceText(session(1, { price_min: 250, price_max: 500 }))).toBe('от 250\u00a0₽');
  });
});

describe('showIncompleteNotice', () => {
  it('shows for three or fewer films on a day that is not the first', () => {
    expect(showIncompleteNotice(3, 1)).toBe(true);
    expect(showIncompleteNotice(0, 5)).toBe(true);
    expect(showIncompleteNotice(4, 1)).toBe(false);
    expect(showIncompleteNotice(1, 0)).toBe(false);
  });
});

describe('dayLabel', () => {
  it('names today, tomorrow, then weekday with day and month', () => {
    expect(dayLabel('21.11.2026', '21.11.2026')).toBe('Сегодня');
    expect(dayLabel('22.11.2026', '21.11.2026')).toBe('Завтра');
    expect(dayLabel('23.11.2026', '21.11.2026')).toBe('понедельник, 23 ноября');
  });
});

describe('arrowState', () => {
  it('has no arrows when the strip fits', () => {
    expect(arrowState(0, 300, 300)).toBe('none');
    expect(arrowState(0, 200, 300)).toBe('none');
  });

  it('is start, middle or end when the strip is wider', () => {
    expect(arrowState(0, 1000, 300)).toBe('start');
    expect(arrowState(350, 1000, 300)).toBe('middle');
    expect(arrowState(700, 1000, 300)).toBe('end');
    expect(arrowState(699.5, 1000, 300)).toBe('end');
  });
});

describe('revealDayScrollLeft', () => {
  const phone = { clientWidth: 390, scrollWidth: 1288, dayWidth: 84 };

  it('leaves the strip alone when the day is in full view', () => {
    expect(revealDayScrollLeft({ ...phone, scrollLeft: 0, dayStart: 92 })).toBe(0);
    expect(revealDayScrollLeft({ ...phone, scrollLeft: 200, dayStart: 500 })).toBe(200);
    // A fractional edge on a zoomed page still counts as in view.
    expect(revealDayScrollLeft({ ...phone, scrollLeft: 0, dayStart: 306.5 })).toBe(0);
  });

  it('puts a day out of view or cut by the edge in the middle', () => {
    // The defect's case: the fifth day at 460..544 of a 390 px strip.
    expect(revealDayScrollLeft({ ...phone, scrollLeft: 0, dayStart: 460 })).toBe(307);
    expect(revealDayScrollLeft({ ...phone, scrollLeft: 0, dayStart: 340 })).toBe(187);
    expect(revealDayScrollLeft({ ...phone, scrollLeft: 600, dayStart: 184 })).toBe(31);
  });

  it('stops at the ends of the strip', () => {
    expect(revealDayScrollLeft({ ...phone, scrollLeft: 500, dayStart: 0 })).toBe(0);
    expect(revealDayScrollLeft({ ...phone, scrollLeft: 0, dayStart: 1196 })).toBe(898);
  });
});

describe('nearestDayScrollLeft', () => {
  const desk = { clientWidth: 1088, scrollWidth: 1494, dayWidth: 95 };

  it('moves a day cut by either edge just into view, and leaves one in view alone', () => {
    // The walk's case: the day at 1060..1155 of a 1088 px strip, under the next-days arrow.
    expect(nearestDayScrollLeft({ ...desk, scrollLeft: 0, dayStart: 1060 })).toBe(67);
    expect(nearestDayScrollLeft({ ...desk, scrollLeft: 300, dayStart: 250 })).toBe(250);
    expect(nearestDayScrollLeft({ ...desk, scrollLeft: 300, dayStart: 600 })).toBe(300);
  });

  it('stops at the ends of the strip', () => {
    expect(nearestDayScrollLeft({ ...desk, scrollLeft: 0, dayStart: 1450 })).toBe(406);
  });
});

describe('drag', () => {
  it('keeps the content under the pointer', () => {
    expect(dragScrollLeft(100, 500, 440)).toBe(160);
    expect(dragScrollLeft(100, 500, 560)).toBe(40);
  });

  it('coasts by the release speed times 0.25 s', () => {
    expect(coastDistance(-2)).toBe(500);
    expect(coastDistance(1)).toBe(-250);
    expect(coastDistance(0) === 0).toBe(true);
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

describe('openingDayIndex', () => {
  const map = [
    { date: TODAY },
    { date: '22.11.2026', empty: true },
    { date: '23.11.2026' },
    { date: '24.11.2026' },
  ];

  it('is the first day while one of its sessions is still open', () => {
    const films = [
      film(1, {
        sessions: {
          [TODAY]: [session(11, { time: '10:00', disabled: true }), session(12, { time: '23:00' })],
        },
      }),
      film(2, { sessions: { '23.11.2026': [session(21, { time: '10:00' })] } }),
    ];
    expect(openingDayIndex(map, films)).toBe(0);
  });

  it('is the nearest later day with an open session once every session of today has begun', () => {
    const films = [
      film(1, { sessions: { [TODAY]: [session(11, { time: '21:00', disabled: true })] } }),
      // An empty day in the strip is passed over, whatever its films say.
      film(2, { sessions: { '22.11.2026': [session(21, { time: '10:00' })] } }),
      film(3, { sessions: { '24.11.2026': [session(31, { time: '10:00' })] } }),
    ];
    expect(openingDayIndex(map, films)).toBe(3);
  });

  it('is the first day when no day has anything to buy, and 0 for no days at all', () => {
    const films = [film(1, { sessions: { [TODAY]: [session(11, { disabled: true })] } })];
    expect(openingDayIndex(map, films)).toBe(0);
    expect(openingDayIndex([], films)).toBe(0);
  });
});
