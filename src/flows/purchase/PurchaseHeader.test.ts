import { describe, expect, it } from 'vitest';
import { formatBesideHall, sessionWhen } from './PurchaseHeader';

/**
 * The header's 'Сегодня'/'Завтра' is counted on the cinema's calendar, whatever the device's zone:
 * the same rule as the playbill's day strip.
 */
describe('sessionWhen', () => {
  // Yekaterinburg is UTC+5: 19:00 there on 25 November is 14:00 UTC.
  const session = { datetime: '2026-11-25T14:00:00.000Z', date: '25.11.2026', time: '19:00' };

  it("says 'Сегодня' when it is already that day at the cinema, though not yet in UTC", () => {
    // 24 Nov 20:30 UTC is 25 Nov 01:30 in Yekaterinburg.
    const now = new Date('2026-11-24T20:30:00Z');
    expect(sessionWhen(session, now)).toBe('Сегодня, 19:00');
  });

  it("says 'Завтра' the evening before on the cinema's clock", () => {
    const now = new Date('2026-11-24T18:30:00Z'); // 23:30 in Yekaterinburg
    expect(sessionWhen(session, now)).toBe('Завтра, 19:00');
  });

  it('counts a zone west of UTC too (a session at 23:30 in UTC-3)', () => {
    const west = { datetime: '2026-11-25T02:30:00.000Z', date: '24.11.2026', time: '23:30' };
    expect(sessionWhen(west, new Date('2026-11-25T01:00:00Z'))).toBe('Сегодня, 23:30');
  });

  it('names other days by weekday', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(sessionWhen(session, now)).toBe('среда, 25 ноября, 19:00');
  });
});

describe('formatBesideHall', () => {
  it("leaves out a format the hall's name says already", () => {
    expect(formatBesideHall('Зал 1 ScreenX', 'ScreenX')).toBeNull();
    expect(formatBesideHall('IMAX зал', 'imax')).toBeNull();
  });

  it('keeps it otherwise', () => {
    expect(formatBesideHall('Зал 1 ScreenX', '2D')).toBe('2D');
    expect(formatBesideHall('Зал 3', '3D')).toBe('3D');
    expect(formatBesideHall('Зал 3', ' ')).toBeNull();
  });
});
