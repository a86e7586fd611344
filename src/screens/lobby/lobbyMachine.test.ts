import { describe, expect, it } from 'vitest';
import type { LobbyData, LobbySession } from '@softkino/contract/lobby';
import { boardSessionIds } from './lobbyMachine';
import { lobbyBoard, lobbyCard } from './fixtures';

const NOW = Date.UTC(2026, 10, 25, 7, 0);

function sessions(firstId: number, count: number, fromMs: number): LobbySession[] {
  return Array.from({ length: count }, (_, k) => ({
    id: firstId + k,
    time: '10:00',
    timestamp: Math.floor(fromMs / 1000) + k * 1800,
    format: '2D',
    seats_left: 90,
    buy_url: `/#buy=${firstId + k}`,
  }));
}

/** Four cards of a busy morning: 6 + 7 + 22 + 11 sessions over two days (a real board had 56). */
function busyBoard(): LobbyData {
  const counts = [6, 7, 22, 11];
  const cards = counts.map((count, c) =>
    lobbyCard(c + 1, {
      '25.11.2026': sessions(100 * (c + 1), count, NOW + 3600_000),
      '26.11.2026': sessions(100 * (c + 1) + 50, 4, NOW + 86_400_000),
    }),
  );
  return lobbyBoard(cards, NOW, { screens_count: 1, screen_number: 1, admin: false });
}

describe('boardSessionIds (the seats-left poll)', () => {
  it("asks for the sessions the cards show, every card's, however many the board lists", () => {
    const ids = boardSessionIds(busyBoard(), NOW);
    // Five a card (spec section 9), today's: the last card's too.
    expect(ids).toEqual([
      100, 101, 102, 103, 104, 200, 201, 202, 203, 204, 300, 301, 302, 303, 304, 400, 401, 402, 403,
      404,
    ]);
  });

  it('leaves out a session that has started (it is greyed, no longer sold here)', () => {
    const ids = boardSessionIds(busyBoard(), NOW + 3600_000 + 60_000);
    expect(ids).not.toContain(100);
    expect(ids).toContain(101);
  });
});
