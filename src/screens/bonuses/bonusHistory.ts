/**
 * The bonus page's rules (spec section 9): the history lists only orders with bonus_add, newest
 * first, 3 at a time behind 'Показать еще'; the accrual percent comes as a fraction (0.1 = 10 %).
 */
import type { OrderHistoryItem } from '@softkino/contract';

export const HISTORY_PAGE_SIZE = 3;

/** Orders that earned points, newest first. */
export function accrualHistory(orders: readonly OrderHistoryItem[]): OrderHistoryItem[] {
  return orders
    .filter((order) => order.bonus_add > 0)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/** The first `pages` pages of the history, and whether 'Показать еще' has more to show. */
export function historyPage<T>(
  items: readonly T[],
  pages: number,
): { shown: T[]; hasMore: boolean } {
  const count = Math.max(1, pages) * HISTORY_PAGE_SIZE;
  return { shown: items.slice(0, count), hasMore: items.length > count };
}

const percentFormat = new Intl.NumberFormat('ru-RU', {
  style: 'percent',
  maximumFractionDigits: 1,
});

/** 0.1 → '10 %' (with a no-break space, as Russian typesetting writes it). */
export function percentText(percents: number): string {
  // Intl's ru percent uses a no-break space already; normalise any other space it may use.
  return percentFormat.format(percents).replace(/\s/g, '\u00a0');
}

/** '2990000000019' → '2990 0000 0001 9'; a number already spaced is kept. */
export function formatCardNumber(number: string): string {
  const digits = number.replace(/\s/g, '');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '2026-11-22T09:00:00Z' → '22.11.2026' in the browser's zone. */
export function orderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}
