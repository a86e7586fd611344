/**
 * Price tiers of a hall (spec section 3, Place): with at most two distinct prices the higher
 * one carries the vip marker; with more, seats fall into the min, mid and max tiers.
 */

export type PriceTier = 'min' | 'mid' | 'max';

export interface PriceTiers {
  /** Distinct prices, ascending. */
  prices: number[];
  /** The price that carries the vip marker, or null (one price, or three and more). */
  vipPrice: number | null;
}

/** Computes the tiers from every seat's price. */
export function priceTiers(prices: ArrayLike<number>): PriceTiers {
  const set = new Set<number>();
  for (let i = 0; i < prices.length; i++) set.add(prices[i]!);
  const sorted = [...set].sort((a, b) => a - b);
  const vipPrice = sorted.length === 2 ? sorted[1]! : null;
  return { prices: sorted, vipPrice };
}

/** The tier of one price: the lowest is min, the highest max (when it differs), others mid. */
export function tierOf(tiers: PriceTiers, price: number): PriceTier {
  const p = tiers.prices;
  if (p.length <= 1 || price <= p[0]!) return 'min';
  if (price >= p[p.length - 1]!) return 'max';
  return 'mid';
}

/** True when this price gets the vip marker. */
export function isVip(tiers: PriceTiers, price: number): boolean {
  return tiers.vipPrice !== null && price === tiers.vipPrice;
}
