import { describe, expect, it } from 'vitest';
import { DAY1, DAY2, DAY3, film, session } from '../../api/testing/fixtures';
import {
  missingFilmsText,
  moreSessionsText,
  nearestSessions,
  wishlistFilms,
} from './wishlistRules';

const days = [DAY1, DAY2, DAY3];

describe('the wishlist page', () => {
  it("shows the liked films of the city's playbill, in the wishlist's order", () => {
    const films = [film(1), film(2), film(3)];
    const { shown, missing } = wishlistFilms(films, [3, 9, 1]);
    expect(shown.map((f) => f.id)).toEqual([3, 1]);
    expect(missing).toBe(1);
  });

  it('finds the nearest day with sessions one can buy', () => {
    const liked = film(1, {
      sessions: {
        [DAY1]: [session(11, { disabled: true }), session(12, { del: true })],
        [DAY2]: [
          session(13, { time: '12:00' }),
          session(14, { time: '15:00', del: true }),
          session(15, { time: '18:00' }),
        ],
        [DAY3]: [session(16)],
      },
    });
    expect(nearestSessions(liked, days)).toEqual({
      date: DAY2,
      sessions: [expect.objectContaining({ id: 13 }), expect.objectContaining({ id: 15 })],
      more: 0,
    });
    expect(nearestSessions(film(2), days)).toBeNull();
  });

  it('keeps at most `limit` sessions of that day', () => {
    const busy = film(1, {
      sessions: { [DAY1]: Array.from({ length: 9 }, (_, i) => session(100 + i)) },
    });
    expect(nearestSessions(busy, days, 6)?.sessions).toHaveLength(6);
    expect(nearestSessions(busy, days, 6)?.more).toBe(3);
    expect(nearestSessions(busy, days, 9)?.more).toBe(0);
    expect(moreSessionsText(1)).toBe('Еще 1 сеанс в этот день');
    expect(moreSessionsText(3)).toBe('Еще 3 сеанса в этот день');
    expect(moreSessionsText(7)).toBe('Еще 7 сеансов в этот день');
  });

  it('says how many liked films do not play in the city', () => {
    expect(missingFilmsText(1, 'Самара')).toBe(
      'Еще 1 фильм из списка сейчас не идет в кинотеатрах города Самара.',
    );
    expect(missingFilmsText(3, 'Уфа')).toBe(
      'Еще 3 фильма из списка сейчас не идут в кинотеатрах города Уфа.',
    );
    expect(missingFilmsText(5, 'Уфа')).toContain('5 фильмов');
  });
});
