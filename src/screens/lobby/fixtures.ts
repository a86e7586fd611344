/** A lobby board's answer for the lobby tests: a film card, and a board of them. */
import type { LobbyCard, LobbyData } from '@softkino/contract/lobby';

/** Film `id` ('Фильм 7'), with `sessions` by date. */
export function lobbyCard(id: number, sessions: LobbyCard['sessions'] = {}): LobbyCard {
  return {
    id,
    name: `Фильм ${id}`,
    age: '12+',
    duration: 100,
    genre: 'драма',
    poster: '/p.jpg',
    url: '/film/f',
    premiere_date: null,
    sessions,
  };
}

/** A board of СофтКино Галерея (Yekaterinburg) showing `cards` at server time `timeMs`. */
export function lobbyBoard(
  cards: LobbyCard[],
  timeMs: number,
  frame: Pick<LobbyData, 'screens_count' | 'screen_number' | 'admin'>,
): LobbyData {
  return {
    screen: cards,
    time: Math.floor(timeMs / 1000),
    ...frame,
    cinema: { id: 1, name: 'СофтКино Галерея', timezone: 'Asia/Yekaterinburg' },
  };
}
