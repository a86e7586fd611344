import { describe, expect, it } from 'vitest';
import type { PlaybillSession } from '@softkino/contract';
import { DAY1, DAY2, film, playbillReply, session } from '../../api/testing/fixtures';
import { filmDays } from './filmSessions';

function replyWith(sessions: Record<string, PlaybillSession[]>) {
  const reply = playbillReply();
  return { ...reply, data: [film(7, { sessions })] };
}

describe('filmDays: the day the film page opens on', () => {
  it('is the first day with a session one can still buy', () => {
    const reply = replyWith({
      [DAY1]: [session(1, { disabled: true }), session(2, { disabled: true })],
      [DAY2]: [session(3)],
    });
    const { firstIndex, days } = filmDays(reply, 7);
    expect(days[firstIndex]?.date).toBe(DAY2);
  });

  it('is the first day with any session when none can be bought, and -1 with none at all', () => {
    const closed = replyWith({ [DAY2]: [session(3, { disabled: true })] });
    const { firstIndex, days } = filmDays(closed, 7);
    expect(days[firstIndex]?.date).toBe(DAY2);
    expect(filmDays(replyWith({ [DAY1]: [session(4, { del: true })] }), 7).firstIndex).toBe(-1);
  });

  it('leaves deleted sessions out and keeps started ones, shown as closed', () => {
    const reply = replyWith({
      [DAY1]: [session(1, { del: true }), session(2, { disabled: true }), session(5)],
    });
    const { sessions, days, firstIndex } = filmDays(reply, 7);
    expect(sessions[DAY1]?.map((s) => s.id)).toEqual([2, 5]);
    expect(days[firstIndex]?.date).toBe(DAY1);
  });
});
