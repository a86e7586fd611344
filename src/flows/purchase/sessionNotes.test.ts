import { describe, expect, it } from 'vitest';
import { isAdultFilm, isNightSession } from './sessionNotes';

describe('session notes', () => {
  it('marks sessions from 00:00 to 03:59 as night sessions', () => {
    expect(isNightSession('00:00')).toBe(true);
    expect(isNightSession('03:59')).toBe(true);
    expect(isNightSession('04:00')).toBe(false);
    expect(isNightSession('23:59')).toBe(false);
    expect(isNightSession('soon')).toBe(false);
  });

  it('finds 18+ films', () => {
    expect(isAdultFilm('18+')).toBe(true);
    expect(isAdultFilm('16+')).toBe(false);
  });
});
