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

/** '2026-11-22T09:00:00Z' → '22.11.2026' in the browser's zone. */
export function orderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}
