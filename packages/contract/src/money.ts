/** Money in whole roubles (spec section 9: RUB). */

const rubles = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });

/** '350', '1 250': whole roubles, thousands grouped by a no-break space, for texts that say 'руб.'. */
export function formatRubleAmount(amount: number): string {
  return rubles.format(amount);
}

/** '350 ₽', '1 250 ₽' (a no-break space groups thousands). */
export function formatRubles(amount: number): string {
  return `${formatRubleAmount(amount)}\u00a0₽`;
}

const kopecks = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * '59,51 ₽', '330,00 ₽', '1 250,00 ₽': roubles and kopecks, as a fiscal receipt prints every sum
 * (decision 451). `amount` is in roubles; it is printed to the nearest kopeck.
 */
export function formatKopecks(amount: number): string {
  return `${kopecks.format(amount)}\u00a0₽`;
}

/** A single price when min equals max, otherwise 'от' the minimum (spec section 9). */
export function priceText(min: number, max: number): string {
  return min === max ? formatRubles(min) : `от ${formatRubles(min)}`;
}
