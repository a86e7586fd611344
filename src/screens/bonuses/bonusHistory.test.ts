import { describe, expect, it } from 'vitest';
import type { OrderHistoryItem } from '@softkino/contract';
import {
  HISTORY_PAGE_SIZE,
  accrualHistory,
  historyPage,
  percentText,
  formatCardNumber,
} from './bonusHistory';

function order(id: number, createdAt: string, bonusAdd: number): OrderHistoryItem {
  return {
    id,
    number: `SK-${id}`,
    status: 'paid',
    created_at: createdAt,
    amount: 700,
    bonus_add: bonusAdd,
    bonus_pay: 0,
    film: { name: `Фильм ${id}`, poster: { small: `/p/${id}.svg` } },
    cinema_name: 'Галерея',
    hall: 'Зал 1',
    session_id: 1,
    session_datetime_format: '24.11.2026 19:30',
    places: [],
  };
}

describe('the accrual history', () => {
  it('lists only orders with points earned, newest first', () => {
    const orders = [
      order(1, '2026-11-01T10:00:00Z', 70),
      order(2, '2026-11-20T10:00:00Z', 0),
      order(3, '2026-11-22T09:00:00Z', 35),
      order(4, '2026-11-05T10:00:00Z', 12),
    ];
    expect(accrualHistory(orders).map((o) => o.id)).toEqual([3, 4, 1]);
  });

  it('shows 3 at a time, and says when more are left', () => {
    expect(HISTORY_PAGE_SIZE).toBe(3);
    const items = Array.from({ length: 7 }, (_, i) =>
      order(i + 1, `2026-11-${String(20 - i).padStart(2, '0')}T10:00:00Z`, 10),
    );
    const first = historyPage(items, 1);
    expect(first.shown.map((o) => o.id)).toEqual([1, 2, 3]);
    expect(first.hasMore).toBe(true);
    expect(historyPage(items, 2).shown).toHaveLength(6);
    const last = historyPage(items, 3);
    expect(last.shown).toHaveLength(7);
    expect(last.hasMore).toBe(false);
    expect(historyPage(items.slice(0, 3), 1).hasMore).toBe(false);
    expect(historyPage([], 1)).toEqual({ shown: [], hasMore: false });
  });
});

describe('the card texts', () => {
  it('writes the accrual percent of movie.percents (0.1 = 10 %)', () => {
    expect(percentText(0.1)).toBe('10\u00a0%');
    expect(percentText(0.15)).toBe('15\u00a0%');
    expect(percentText(0.2)).toBe('20\u00a0%');
    expect(percentText(0.125)).toBe('12,5\u00a0%');
    expect(percentText(0)).toBe('0\u00a0%');
  });

  it('groups the card number by four digits', () => {
    expect(formatCardNumber('2990000000019')).toBe('2990 0000 0001 9');
    expect(formatCardNumber('7000 1234 5678')).toBe('7000 1234 5678');
  });
});
