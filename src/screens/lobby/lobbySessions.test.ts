import { describe, expect, it } from 'vitest';
import type { LobbySession } from '@softkino/contract/lobby';
import { cardSessions, screenFromSearch, screenSwitchers } from './lobbySessions';

const MIN = 60_000;
/** 24.11.2026 18:00 at UTC+5 (the fake clock's "now"). */
const NOW = Date.UTC(2026, 10, 24, 13, 0);

function session(id: number, minutesFromNow: number): LobbySession {
  const at = NOW + minutesFromNow * MIN;
  const d = new Date(at + 5 * 60 * MIN);
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return {
    id,
    time: `${hh}:${mm}`,
    timestamp: at / 1000,
    format: '2D',
    seats_left: 50,
    buy_url: `/#buy=${id}`,
  };
}

describe('cardSessions', () => {
  it('shows at most five sessions of the first date, in time order', () => {
    const today = [8, 3, 1, 7, 2, 6, 4, 5].map((n) => session(n, n * 20));
    const shown = cardSessions({ '24.11.2026': today, '25.11.2026': [session(99, 1500)] }, NOW);
    expect(shown.date).toBe('24.11.2026');
    expect(shown.sessions.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(shown.sessions.every((s) => !s.disabled)).toBe(true);
  });

  it('hides sessions more than 30 minutes past their start and disables those started 0-30 minutes ago', () => {
    const byDate = {
      '24.11.2026': [
        session(1, -31),
        session(2, -30),
        session(3, -1),
        session(4, 0),
        session(5, 1),
        session(6, 60),
      ],
    };
    const shown = cardSessions(byDate, NOW);
    expect(shown.sessions.map((s) => [s.id, s.disabled])).toEqual([
      [2, true],
      [3, true],
      [4, true],
      [5, false],
      [6, false],
    ]);
  });

  it('follows the clock: a session turns disabled at its start and goes 30 minutes later', () => {
    const byDate = { '24.11.2026': [session(1, 10), session(2, 100)] };
    const at = (minutes: number) =>
      cardSessions(byDate, NOW + minutes * MIN).sessions.map(
        (s) => `${s.id}${s.disabled ? '-' : '+'}`,
      );
    expect(at(0)).toEqual(['1+', '2+']);
    expect(at(9)).toEqual(['1+', '2+']);
    expect(at(10)).toEqual(['1-', '2+']);
    expect(at(40)).toEqual(['1-', '2+']);
    expect(at(41)).toEqual(['2+']);
    // The five fill up again from behind as earlier ones drop off.
    const many = { '24.11.2026': [1, 2, 3, 4, 5, 6, 7].map((n) => session(n, n * 10)) };
    expect(cardSessions(many, NOW).sessions.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(cardSessions(many, NOW + 41 * MIN).sessions.map((s) => s.id)).toEqual([2, 3, 4, 5, 6]);
  });

  it("moves on to tomorrow's sessions when today has none left to show", () => {
    const byDate = {
      '25.11.2026': [session(3, 900)],
      '24.11.2026': [session(1, -90), session(2, -45)],
    };
    expect(cardSessions(byDate, NOW)).toMatchObject({ date: '25.11.2026', sessions: [{ id: 3 }] });
    expect(cardSessions({}, NOW)).toEqual({ date: null, sessions: [] });
  });

  it("shows tomorrow's sessions once today's have all started, so a late card still sells", () => {
    const byDate = {
      '24.11.2026': [session(1, -20), session(2, -5)],
      '25.11.2026': [session(3, 900), session(4, 1100)],
    };
    expect(cardSessions(byDate, NOW)).toMatchObject({
      date: '25.11.2026',
      sessions: [
        { id: 3, disabled: false },
        { id: 4, disabled: false },
      ],
    });
    // Five under way and one still to come today: today's card, and the one to come is on it.
    const busy = {
      '24.11.2026': [1, 2, 3, 4, 5].map((n) => session(n, -n * 5)).concat(session(6, 40)),
      '25.11.2026': [session(7, 900)],
    };
    const card = cardSessions(busy, NOW);
    expect(card.date).toBe('24.11.2026');
    expect(card.sessions).toHaveLength(5);
    expect(card.sessions.at(-1)).toMatchObject({ id: 6, disabled: false });
    // With nothing tomorrow, the sessions under way stay on the card.
    const lastDay = { '24.11.2026': byDate['24.11.2026'] };
    expect(cardSessions(lastDay, NOW)).toMatchObject({
      date: '24.11.2026',
      sessions: [
        { id: 1, disabled: true },
        { id: 2, disabled: true },
      ],
    });
  });
});

describe('screen paging on the board', () => {
  it("labels the switchers 'N экран'", () => {
    expect(screenSwitchers(3)).toEqual([
      { screen: 1, label: '1 экран' },
      { screen: 2, label: '2 экран' },
      { screen: 3, label: '3 экран' },
    ]);
    expect(screenSwitchers(0)).toEqual([{ screen: 1, label: '1 экран' }]);
  });

  it('reads the screen from the address, 1 for anything else', () => {
    expect(screenFromSearch('?screen=2')).toBe(2);
    expect(screenFromSearch('')).toBe(1);
    expect(screenFromSearch('?screen=0')).toBe(1);
    expect(screenFromSearch('?screen=abc')).toBe(1);
    expect(screenFromSearch('?screen=-3')).toBe(1);
  });
});
