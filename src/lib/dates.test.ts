import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  dayTileName,
  dayTileParts,
  formatDuration,
  formatPlaybillDate,
  parsePlaybillDate,
  todayInZone,
} from './dates';

describe('parsePlaybillDate', () => {
  it('parses DD.MM.YYYY', () => {
    const date = parsePlaybillDate('22.11.2025');
    expect(date && formatPlaybillDate(date)).toBe('22.11.2025');
    expect(date?.getDay()).toBe(6);
  });

  it('rejects other shapes and impossible dates', () => {
    expect(parsePlaybillDate('2025-11-22')).toBeNull();
    expect(parsePlaybillDate('31.02.2026')).toBeNull();
    expect(parsePlaybillDate('1.1.2026')).toBeNull();
  });
});

describe('dayLabel', () => {
  it('names today and tomorrow', () => {
    expect(dayLabel('21.11.2025', '21.11.2025')).toBe('Сегодня');
    expect(dayLabel('22.11.2025', '21.11.2025')).toBe('Завтра');
  });

  it('crosses month and year ends for tomorrow', () => {
    expect(dayLabel('01.01.2026', '31.12.2025')).toBe('Завтра');
  });

  it('shows weekday, day and the genitive month otherwise', () => {
    expect(dayLabel('22.11.2025', '20.11.2025')).toBe('суббота, 22 ноября');
    expect(dayLabel('01.03.2026', '20.11.2025')).toBe('воскресенье, 1 марта');
  });

  it('keeps a text that is not a date', () => {
    expect(dayLabel('скоро', '20.11.2025')).toBe('скоро');
  });

  it("names a day tile by what it shows, then the weekday in full: 'сб, 22 ноября, суббота'", () => {
    expect(dayTileName('21.11.2025', '21.11.2025')).toBe('Сегодня, 21 ноября');
    expect(dayTileName('22.11.2025', '21.11.2025')).toBe('Завтра, 22 ноября');
    expect(dayTileName('22.11.2025', '20.11.2025')).toBe('сб, 22 ноября, суббота');
    expect(dayTileName('скоро', '20.11.2025')).toBe('скоро');
  });
});

describe('dayTileParts', () => {
  it('gives a short weekday and the day with its month', () => {
    expect(dayTileParts('22.11.2025', '20.11.2025')).toEqual({ top: 'сб', bottom: '22 ноября' });
    expect(dayTileParts('20.11.2025', '20.11.2025')).toEqual({
      top: 'Сегодня',
      bottom: '20 ноября',
    });
  });
});

describe('todayInZone', () => {
  it("uses the cinema's zone, not the browser's", () => {
    const now = new Date('2025-11-21T20:30:00Z');
    expect(todayInZone('Asia/Yekaterinburg', now)).toBe('22.11.2025');
    expect(todayInZone('Europe/Moscow', now)).toBe('21.11.2025');
  });

  it('falls back to the browser zone for an unknown zone', () => {
    const now = new Date(2025, 10, 21, 12);
    expect(todayInZone('Nowhere/City', now)).toBe('21.11.2025');
  });
});

describe('formatDuration', () => {
  it.each([
    [125, '2 ч 5 мин'],
    [120, '2 ч'],
    [45, '45 мин'],
    [90, '1 ч 30 мин'],
  ])('%i → %s, each number bound to its unit by a no-break space', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text.replace(/(\d) /g, '$1\u00a0'));
  });
});
