import { describe, expect, it } from 'vitest';
import {
  BONUS_FORMS,
  POINT_FORMS,
  SEAT_FORMS,
  SECOND_FORMS,
  TICKET_FORMS,
  pluralize,
  pluralWord,
} from './plural';

describe('pluralWord', () => {
  it.each([
    [1, 'билет'],
    [2, 'билета'],
    [4, 'билета'],
    [5, 'билетов'],
    [11, 'билетов'],
    [12, 'билетов'],
    [21, 'билет'],
    [22, 'билета'],
    [0, 'билетов'],
    [111, 'билетов'],
  ])('%i → %s', (count, word) => {
    expect(pluralWord(count, TICKET_FORMS)).toBe(word);
  });

  it('covers seconds, points and bonuses', () => {
    expect(pluralize(1, SECOND_FORMS)).toBe('1 секунду');
    expect(pluralize(3, SECOND_FORMS)).toBe('3 секунды');
    expect(pluralize(59, SECOND_FORMS)).toBe('59 секунд');
    expect(pluralize(31, POINT_FORMS)).toBe('31 балл');
    expect(pluralize(44, POINT_FORMS)).toBe('44 балла');
    expect(pluralize(100, POINT_FORMS)).toBe('100 баллов');
    expect(pluralize(1, BONUS_FORMS)).toBe('1 бонус');
    expect(pluralize(2, BONUS_FORMS)).toBe('2 бонуса');
    expect(pluralize(15, BONUS_FORMS)).toBe('15 бонусов');
  });
});

describe('pluralize', () => {
  it('prints numbers as Russian does: thousands split by a no-break space, a decimal comma', () => {
    expect(pluralize(64, SEAT_FORMS)).toBe('64 места');
    expect(pluralize(1187, SEAT_FORMS)).toBe('1\u00a0187 мест');
    expect(pluralize(1500, POINT_FORMS)).toBe('1\u00a0500 баллов');
    expect(pluralize(21001, POINT_FORMS)).toBe('21\u00a0001 балл');
    expect(pluralize(1.5, POINT_FORMS)).toBe('1,5 балла');
  });
});
