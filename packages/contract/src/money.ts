/** Money in whole roubles (spec section 9: RUB). */

const rubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** '350 ₽', '1 250 ₽' (a no-break space groups thousands). */
export function formatRubles(amount: number): string {
  return `${rubles.format(amount)}\u00a0₽`;
}

/** A single price when min equals max, otherwise 'от' the minimum (spec section 9). */
export function priceText(min: number, max: number): string {
  return min === max ? formatRubles(min) : `от ${formatRubles(min)}`;
}
