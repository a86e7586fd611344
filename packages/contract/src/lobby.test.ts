import { describe, expect, it } from 'vitest';
import { LOBBY_CARDS_PER_SCREEN, screenPage, screensCount } from './lobby';

describe('lobby screen paging', () => {
  it('counts the screens the films fill, one at least', () => {
    expect(LOBBY_CARDS_PER_SCREEN).toBe(4);
    expect(screensCount(0)).toBe(1);
    expect(screensCount(1)).toBe(1);
    expect(screensCount(4)).toBe(1);
    expect(screensCount(5)).toBe(2);
    expect(screensCount(8)).toBe(2);
    expect(screensCount(9)).toBe(3);
    expect(screensCount(40)).toBe(10);
  });

  it('gives each screen its own films in order, the last one the rest', () => {
    const films = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(screenPage(films, 1)).toEqual([1, 2, 3, 4]);
    expect(screenPage(films, 2)).toEqual([5, 6, 7, 8]);
    expect(screenPage(films, 3)).toEqual([9, 10]);
    expect(screenPage(films, 4)).toEqual([]);
    const all = Array.from({ length: screensCount(films.length) }, (_, i) =>
      screenPage(films, i + 1),
    ).flat();
    expect(all).toEqual(films);
  });
});
