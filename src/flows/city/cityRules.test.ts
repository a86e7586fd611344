import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { citiesReply } from '../../api/testing/fixtures';
import { isCurrentCity, resolvePlace, shouldAskCity } from './cityRules';

const HOUR = 3600 * 1000;

describe('shouldAskCity', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks on the first visit', () => {
    expect(shouldAskCity(Date.now(), null, false)).toBe(true);
    expect(shouldAskCity(Date.now(), null, true)).toBe(true);
  });

  it('asks a visitor without a city at most once a day', () => {
    const asked = Date.now();
    vi.advanceTimersByTime(23 * HOUR);
    expect(shouldAskCity(Date.now(), asked, false)).toBe(false);
    vi.advanceTimersByTime(HOUR);
    expect(shouldAskCity(Date.now(), asked, false)).toBe(true);
  });

  it('asks a visitor with a city again after 48 hours', () => {
    const asked = Date.now();
    vi.advanceTimersByTime(24 * HOUR);
    expect(shouldAskCity(Date.now(), asked, true)).toBe(false);
    vi.advanceTimersByTime(24 * HOUR - 1);
    expect(shouldAskCity(Date.now(), asked, true)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shouldAskCity(Date.now(), asked, true)).toBe(true);
  });

  it('treats a stamp in the future as just asked', () => {
    expect(shouldAskCity(Date.now(), Date.now() + HOUR, false)).toBe(false);
  });

  it('treats a broken stamp as never asked', () => {
    expect(shouldAskCity(Date.now(), Number.NaN, true)).toBe(true);
  });
});

describe('resolvePlace', () => {
  const cities = citiesReply().data;

  it('defaults to Челябинск with every cinema', () => {
    const place = resolvePlace(cities, null, null);
    expect(place?.city.name).toBe('Челябинск');
    expect(place?.cinema).toBeNull();
  });

  it('keeps the stored city and cinema', () => {
    const place = resolvePlace(cities, { cityId: 1, cinemaId: 2 }, 2);
    expect(place?.cinema?.short_name).toBe('Родина');
  });

  it('uses the geo guess when nothing is stored', () => {
    expect(resolvePlace(cities, null, 2)?.city.name).toBe('Самара');
  });

  it('falls back when the stored city is gone, and drops an unknown cinema', () => {
    expect(resolvePlace(cities, { cityId: 99, cinemaId: 1 }, null)?.city.name).toBe('Челябинск');
    expect(resolvePlace(cities, { cityId: 1, cinemaId: 99 }, null)?.cinema).toBeNull();
  });

  it('picks the only cinema of a one-cinema city', () => {
    expect(resolvePlace(cities, { cityId: 2, cinemaId: null }, null)?.cinema?.id).toBe(4);
  });

  it('gives null without cities', () => {
    expect(resolvePlace([], null, null)).toBeNull();
  });
});

describe('isCurrentCity', () => {
  it('checks the stored shape', () => {
    expect(isCurrentCity({ cityId: 1, cinemaId: null })).toBe(true);
    expect(isCurrentCity({ cityId: 1, cinemaId: 3 })).toBe(true);
    expect(isCurrentCity({ cityId: '1', cinemaId: 3 })).toBe(false);
    expect(isCurrentCity(null)).toBe(false);
  });
});
