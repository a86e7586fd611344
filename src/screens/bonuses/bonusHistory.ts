import { formatMoment } from '../../lib/moment';

/**
 * Texts of the bonus page: the accrual percent comes as a fraction (0.1 = 10 %), dates as ISO.
 */

const percentFormat = new Intl.NumberFormat('ru-RU', {
  style: 'percent',
  maximumFractionDigits: 1,
});

/** 0.1 → '10 %' (with a no-break space, as Russian typesetting writes it). */
export function percentText(percents: number): string {
  // Intl's ru percent uses a no-break space already; normalise any other space it may use.
  return percentFormat.format(percents).replace(/\s/g, '\u00a0');
}

/**
 * '2026-11-28T20:43:00Z' → '29.11.2026' in Chelyabinsk: the day on the clock of the cinema that
 * sold the order, as its order page writes it (decision 351); '' for an unreadable date.
 */
export function orderDate(iso: string, timeZone: string): string {
  return formatMoment(iso, timeZone).slice(0, 10);
}
