import { describe, expect, it } from 'vitest';
import { formatMoment } from './moment';

describe('formatMoment', () => {
  it("writes an instant on the cinema's clock", () => {
    expect(formatMoment('2026-11-20T10:01:00Z', 'Asia/Yekaterinburg')).toBe('20.11.2026 15:01');
    expect(formatMoment('2026-11-20T10:01:00Z', 'Europe/Moscow')).toBe('20.11.2026 13:01');
    // Past midnight there, still the evening before in UTC.
    expect(formatMoment('2026-12-31T20:30:00Z', 'Asia/Yekaterinburg')).toBe('01.01.2027 01:30');
  });

  it("falls back to the device's clock for an unknown zone, and to '' for a bad instant", () => {
    expect(formatMoment('2026-11-20T10:01:00Z', 'Mars/Olympus')).toMatch(
      /^\d\d\.\d\d\.\d{4} \d\d:\d\d$/,
    );
    expect(formatMoment('not a date', 'Europe/Moscow')).toBe('');
  });
});
