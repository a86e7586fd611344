import { describe, expect, it } from 'vitest';
import { film, session } from '../../api/testing/fixtures';
import {
  NO_FILTERS,
  activeFilterCount,
  daysWithMatches,
  filmOnDay,
  filterFilms,
  filtersToSearch,
  formatChoices,
  isFiltered,
  matchesQuery,
  normalizeName,
  parseFilters,
  resetFilters,
  timeSlot,
  type PlaybillFilters,
} from './playbillFilters';

const D = '21.11.2026';

function filters(overrides: Partial<PlaybillFilters>): PlaybillFilters {
  return { ...NO_FILTERS, ...overrides };
}

const wind = film(1, {
  name: 'Северный ветер',
  age: '12+',
  pushkin: '/about/pushkin',
  sessions: {
    [D]: [
      session(11, { time: '10:00', format: '2D' }),
      session(12, { time: '13:20', format: '3D' }),
      session(13, { time: '22:30', format: '2D' }),
      session(14, { time: '19:00', format: '3D', del: true }),
    ],
  },
});
const fox = film(2, {
  name: 'Лисёнок и звёзды',
  age: '0+',
  childplace: '/news/kids',
  sessions: { [D]: [session(21, { time: '11:00', format: '2D' })] },
});
const code = film(3, {
  name: 'Код «Орион»',
  age: '16+',
  sessions: {
    [D]: [
      session(31, { time: '18:00', format: 'ScreenX' }),
      session(32, { time: '00:40', format: '2D' }),
    ],
  },
});
const taiga = film(4, {
  name: 'Дыхание тайги',
  age: '6+',
  pushkin: '/about/pushkin',
  sessions: { [D]: [session(41, { time: '16:59', format: '2D' })] },
});
const FILMS = [wind, fox, code, taiga];

function names(result: ReturnType<typeof filterFilms>): string[] {
  return result.map((item) => item.film.name);
}

describe('timeSlot', () => {
  it.each([
    ['06:00', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'day'],
    ['16:59', 'day'],
    ['17:00', 'evening'],
    ['21:59', 'evening'],
    ['22:00', 'night'],
    ['00:40', 'night'],
    ['05:59', 'night'],
  ])('puts %s in %s', (time, slot) => {
    expect(timeSlot(time)).toBe(slot);
  });
});

describe('search by name', () => {
  it('ignores case, reads ё as е, and ignores quotes and punctuation', () => {
    expect(normalizeName('  Лисёнок и ЗВЁЗДЫ ')).toBe('лисенок и звезды');
    expect(matchesQuery('Лисёнок и звёзды', 'лисенок')).toBe(true);
    expect(matchesQuery('Лисёнок и звёзды', 'ЗВЕЗДЫ')).toBe(true);
    expect(matchesQuery('Код «Орион»', 'код орион')).toBe(true);
    expect(matchesQuery('Код «Орион»', '«ОРИОН')).toBe(true);
  });

  it('finds every word of the query, in any order', () => {
    expect(matchesQuery('Северный ветер', 'ветер север')).toBe(true);
    expect(matchesQuery('Северный ветер', 'ветер юг')).toBe(false);
    expect(matchesQuery('Северный ветер', '   ')).toBe(true);
  });

  it('filters the day by name', () => {
    expect(names(filterFilms(FILMS, D, filters({ query: 'лисенок' })))).toEqual([
      'Лисёнок и звёзды',
    ]);
    expect(filterFilms(FILMS, D, filters({ query: 'нет такого' }))).toEqual([]);
  });
});

describe('filterFilms', () => {
  it('keeps every film with a live session, and only live sessions, without filters', () => {
    const result = filterFilms(FILMS, D, NO_FILTERS);
    expect(names(result)).toEqual(FILMS.map((f) => f.name));
    expect(result[0]?.sessions.map((s) => s.id)).toEqual([11, 12, 13]);
  });

  it('by format: any of the chosen, sessions narrowed to them', () => {
    const result = filterFilms(FILMS, D, filters({ formats: ['3D', 'ScreenX'] }));
    expect(names(result)).toEqual(['Северный ветер', 'Код «Орион»']);
    expect(result[0]?.sessions.map((s) => s.id)).toEqual([12]);
    // A deleted 3D session does not count.
    expect(filterFilms([wind], D, filters({ formats: ['3D'], times: ['evening'] }))).toEqual([]);
  });

  it('by time of day: any of the chosen slots', () => {
    expect(names(filterFilms(FILMS, D, filters({ times: ['morning'] })))).toEqual([
      'Северный ветер',
      'Лисёнок и звёзды',
    ]);
    const night = filterFilms(FILMS, D, filters({ times: ['night'] }));
    expect(night.map((item) => item.sessions.map((s) => s.time))).toEqual([['22:30'], ['00:40']]);
    expect(names(filterFilms(FILMS, D, filters({ times: ['day', 'evening'] })))).toEqual([
      'Северный ветер',
      'Код «Орион»',
      'Дыхание тайги',
    ]);
  });

  it('format and time together: a session must match both', () => {
    const result = filterFilms(FILMS, D, filters({ formats: ['2D'], times: ['night'] }));
    expect(result.map((item) => item.sessions.map((s) => s.id))).toEqual([[13], [32]]);
  });

  it('by the Pushkin card tag and by children (0+ and 6+)', () => {
    expect(names(filterFilms(FILMS, D, filters({ pushkin: true })))).toEqual([
      'Северный ветер',
      'Дыхание тайги',
    ]);
    expect(names(filterFilms(FILMS, D, filters({ kids: true })))).toEqual([
      'Лисёнок и звёзды',
      'Дыхание тайги',
    ]);
    expect(names(filterFilms(FILMS, D, filters({ kids: true, pushkin: true })))).toEqual([
      'Дыхание тайги',
    ]);
  });

  it('an empty result when nothing matches', () => {
    expect(filterFilms(FILMS, D, filters({ kids: true, times: ['night'] }))).toEqual([]);
  });
});

describe('the query string', () => {
  it('reads every filter, case-insensitively for formats and slots', () => {
    expect(
      parseFilters(
        '?format=3d,ScreenX&time=Evening,night&pushkin=1&kids=1&q=%D1%91%D0%B6&date=22.11.2026',
      ),
    ).toEqual({
      formats: ['3D', 'ScreenX'],
      times: ['evening', 'night'],
      pushkin: true,
      kids: true,
      query: 'ёж',
      date: '22.11.2026',
    });
  });

  it('drops what it does not know, and reads an empty string as no filters', () => {
    expect(parseFilters('')).toEqual(NO_FILTERS);
    expect(parseFilters('?time=lunch,day,day&date=tomorrow&pushkin=0&kids=false')).toEqual(
      filters({ times: ['day'] }),
    );
    // A switch reads only what means 'on'; junk leaves it off (decision 441).
    expect(parseFilters('?pushkin=abc&kids=2')).toEqual(NO_FILTERS);
    expect(parseFilters('?pushkin=TRUE&kids')).toEqual(filters({ pushkin: true, kids: true }));
    expect(parseFilters('?pushkin=yes&kids=on')).toEqual(filters({ pushkin: true, kids: true }));
  });

  it('round-trips every filter, including a name with spaces, ё, & and quotes', () => {
    const all = filters({
      formats: ['3D', 'ScreenX'],
      times: ['morning', 'night'],
      pushkin: true,
      kids: true,
      query: 'Код «Орион» & ёж 100%',
      date: '23.11.2026',
    });
    const search = filtersToSearch(all);
    expect(search).toContain('format=3D,ScreenX');
    expect(search).toContain('time=morning,night');
    expect(parseFilters(search)).toEqual(all);
  });

  it('writes nothing for no filters, and keeps parameters it does not own', () => {
    expect(filtersToSearch(NO_FILTERS)).toBe('');
    expect(filtersToSearch(filters({ kids: true }), '?utm_source=vk&format=2D')).toBe(
      '?utm_source=vk&kids=1',
    );
    expect(filtersToSearch(NO_FILTERS, '?logout=yes&q=old')).toBe('?logout=yes');
  });

  it('writes time slots in their own order, whatever order they were chosen in', () => {
    expect(filtersToSearch(filters({ times: ['night', 'morning'] }))).toBe('?time=morning,night');
  });

  it('keeps a trailing space of a name being typed, but not a blank name', () => {
    expect(parseFilters(filtersToSearch(filters({ query: 'северный ' }))).query).toBe('северный ');
    expect(filtersToSearch(filters({ query: '   ' }))).toBe('');
  });
});

describe('counting and resetting', () => {
  it('counts chips, not the search or the day', () => {
    const some = filters({ formats: ['3D'], times: ['day', 'night'], kids: true, query: 'а' });
    expect(activeFilterCount(some)).toBe(4);
    expect(isFiltered(filters({ query: 'а' }))).toBe(true);
    expect(isFiltered(filters({ query: ' « ' }))).toBe(false);
    expect(isFiltered(filters({ date: D }))).toBe(false);
    expect(resetFilters({ ...some, date: D })).toEqual(filters({ date: D }));
  });
});

describe('formatChoices', () => {
  it('lists the known formats the playbill has in order, then others, then chosen ones', () => {
    const imax = film(5, { sessions: { [D]: [session(51, { format: 'IMAX' })] } });
    expect(formatChoices([code, wind, imax], [])).toEqual(['2D', '3D', 'ScreenX', 'IMAX']);
    expect(formatChoices([fox], ['4DX'])).toEqual(['2D', '4DX']);
  });
});

describe('daysWithMatches', () => {
  it('lists the other non-empty days where the filters find a film, at most three', () => {
    const dates = [
      '21.11.2026',
      '22.11.2026',
      '23.11.2026',
      '24.11.2026',
      '25.11.2026',
      '26.11.2026',
    ];
    const days = dates.map((date, i) => ({ date, label: 'пн', empty: i === 2 }));
    const later = film(9, {
      name: 'Лисёнок и звёзды',
      sessions: Object.fromEntries(dates.slice(1).map((date, i) => [date, [session(90 + i)]])),
    });
    const wanted = filters({ query: 'лисенок' });
    expect(daysWithMatches([wind, later], days, D, wanted)).toEqual([
      '22.11.2026',
      '24.11.2026',
      '25.11.2026',
    ]);
    expect(daysWithMatches([wind, later], days, D, filters({ query: 'нет такого' }))).toEqual([]);
  });
});

describe('filmOnDay', () => {
  it("names the playbill's chosen day in the film page's address, and only that one", () => {
    expect(filmOnDay('/film/severnyj-veter', '03.12.2026')).toBe(
      '/film/severnyj-veter?date=03.12.2026',
    );
    expect(filmOnDay('/film/severnyj-veter', null)).toBe('/film/severnyj-veter');
    expect(filmOnDay('/film/x?from=mail', '03.12.2026')).toBe('/film/x?from=mail&date=03.12.2026');
    expect(parseFilters(filmOnDay('/film/x', '03.12.2026').split('?')[1] ?? '').date).toBe(
      '03.12.2026',
    );
  });
});
