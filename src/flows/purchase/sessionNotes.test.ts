import { describe, expect, it } from 'vitest';
import { isNightSession } from '../../lib/dates';
import { NOTES, isAdultFilm, nightNotice, startsWithinCancelWindow } from './sessionNotes';

describe('session notes', () => {
  it('marks sessions from 00:00 to 03:59 as night sessions', () => {
    expect(isNightSession('00:00')).toBe(true);
    expect(isNightSession('03:59')).toBe(true);
    expect(isNightSession('04:00')).toBe(false);
    expect(isNightSession('23:59')).toBe(false);
    expect(isNightSession('soon')).toBe(false);
  });

  it('names the night a night session starts in: the one before its calendar day', () => {
    // Saturday 28 November 2026, 00:45: the buyer must come on Friday evening.
    expect(nightNotice('28.11.2026', '00:45')).toBe(
      'Сеанс начинается в 00:45 в ночь с пятницы на субботу (27 на 28 ноября)',
    );
    expect(nightNotice('23.11.2026', '03:59')).toBe(
      'Сеанс начинается в 03:59 в ночь с воскресенья на понедельник (22 на 23 ноября)',
    );
  });

  it("says 'со' before вторника and среды, as Russian does", () => {
    // Thursday 3 December 2026, 00:45: the night from Wednesday.
    expect(nightNotice('03.12.2026', '00:45')).toBe(
      'Сеанс начинается в 00:45 в ночь со среды на четверг (2 на 3 декабря)',
    );
    expect(nightNotice('02.12.2026', '01:00')).toBe(
      'Сеанс начинается в 01:00 в ночь со вторника на среду (1 на 2 декабря)',
    );
  });

  it('names both months when the night crosses a month or a year', () => {
    expect(nightNotice('01.12.2026', '00:00')).toBe(
      'Сеанс начинается в 00:00 в ночь с понедельника на вторник (30 ноября на 1 декабря)',
    );
    expect(nightNotice('01.01.2027', '02:10')).toBe(
      'Сеанс начинается в 02:10 в ночь с четверга на пятницу (31 декабря на 1 января)',
    );
  });

  it('has no night notice for a day session or a date it cannot read', () => {
    expect(nightNotice('28.11.2026', '04:00')).toBeNull();
    expect(nightNotice('28.11.2026', '19:30')).toBeNull();
    expect(nightNotice('скоро', '00:45')).toBeNull();
  });

  it('finds 18+ films', () => {
    expect(isAdultFilm('18+')).toBe(true);
    expect(isAdultFilm('16+')).toBe(false);
  });
});

describe('startsWithinCancelWindow (decision 411)', () => {
  const start = '2026-11-29T18:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);
  it('is true from 30 minutes before the start, when a bought ticket can no longer be returned', () => {
    expect(startsWithinCancelWindow(start, at('2026-11-29T17:29:00.000Z'))).toBe(false);
    expect(startsWithinCancelWindow(start, at('2026-11-29T17:30:00.000Z'))).toBe(false);
    expect(startsWithinCancelWindow(start, at('2026-11-29T17:30:01.000Z'))).toBe(true);
    expect(startsWithinCancelWindow(start, at('2026-11-29T17:59:00.000Z'))).toBe(true);
  });
  it('is false for a start it cannot read', () => {
    expect(startsWithinCancelWindow('завтра', at('2026-11-29T17:59:00.000Z'))).toBe(false);
  });
  it('names the window in its note', () => {
    expect(NOTES.refundClosed).toBe(
      'До начала сеанса меньше 30 минут: вернуть билеты после покупки будет нельзя.',
    );
  });
});
