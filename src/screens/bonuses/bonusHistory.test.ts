import { describe, expect, it } from 'vitest';
import { formatCardNumber } from '@softkino/contract/card';
import { orderDate, percentText } from './bonusHistory';

describe('the card texts', () => {
  it('writes the accrual percent of movie.percents (0.1 = 10 %)', () => {
    expect(percentText(0.1)).toBe('10\u00a0%');
    expect(percentText(0.15)).toBe('15\u00a0%');
    expect(percentText(0.2)).toBe('20\u00a0%');
    expect(percentText(0.125)).toBe('12,5\u00a0%');
    expect(percentText(0)).toBe('0\u00a0%');
  });

  it('writes the card number as EAN-13 prints it under the bars', () => {
    expect(formatCardNumber('2990000000019')).toBe('2 990000 000019');
  });

  it("writes the order date as dd.mm.yyyy on the cinema's clock (decision 351), nothing for a bad one", () => {
    // Paid at 01:43 in Chelyabinsk: still the 28th in UTC and in Moscow.
    expect(orderDate('2026-11-28T20:43:00Z', 'Asia/Yekaterinburg')).toBe('29.11.2026');
    expect(orderDate('2026-11-28T20:43:00Z', 'Europe/Moscow')).toBe('28.11.2026');
    expect(orderDate('вчера', 'Europe/Moscow')).toBe('');
  });
});
