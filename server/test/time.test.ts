import { describe, expect, it } from 'vitest';
import { addDays, formatDate, fromLocal, toLocal, weekdayLabel } from '../src/lib/time';

describe('time in a zone', () => {
  it('reads the wall clock of an instant', () => {
    // 20:30 UTC is 01:30 next day in Yekaterinburg (UTC+5).
    const l = toLocal(new Date('2026-03-01T20:30:00Z'), 'Asia/Yekaterinburg');
    expect(l).toEqual({ year: 2026, month: 3, day: 2, hour: 1, minute: 30 });
  });

  it('round-trips a wall-clock time', () => {
    const t = { year: 2026, month: 11, day: 21, hour: 0, minute: 15 };
    const instant = fromLocal(t, 'Europe/Samara');
    expect(instant.toISOString()).toBe('2026-11-20T20:15:00.000Z');
    expect(toLocal(instant, 'Europe/Samara')).toEqual(t);
  });

  it('handles a DST zone', () => {
    const t = { year: 2026, month: 7, day: 1, hour: 12, minute: 0 };
    expect(fromLocal(t, 'Europe/Berlin').toISOString()).toBe('2026-07-01T10:00:00.000Z');
  });

  it('adds days across months and labels weekdays', () => {
    expect(formatDate(addDays({ year: 2026, month: 12, day: 30 }, 3))).toBe('02.01.2027');
    expect(weekdayLabel({ year: 2026, month: 11, day: 21 })).toBe('сб');
  });
});
