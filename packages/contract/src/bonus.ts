/**
 * The bonus rules of spec sections 4, 5 and 9, shared by checkout and the server: 1 point pays
 * 1 rouble, every ticket still costs at least 1 rouble in money, and the slider never goes
 * above the lesser of the balance and what the order lets be paid with points.
 */

/** Spec section 9: min ticket price with bonuses (minPayAmount). */
export const MIN_PAY_PER_TICKET = 1;

/** Max bonus payment = amount minus 1 per selected seat (0 if the amount is 0). */
export function maxBonusPayable(amount: number, seatCount: number): number {
  if (amount <= 0) return 0;
  return Math.max(0, amount - MIN_PAY_PER_TICKET * seatCount);
}

/** The slider maximum: 0 where the session takes no bonus; else min(balance, max payable). */
export function bonusSliderMax(input: {
  amount: number;
  seatCount: number;
  balance: number;
  noBonus: boolean;
}): number {
  if (input.noBonus) return 0;
  return Math.max(
    0,
    Math.min(Math.floor(input.balance), maxBonusPayable(input.amount, input.seatCount)),
  );
}

/** Keeps a chosen number of points within 0..max, in whole points. */
export function clampBonus(count: number, max: number): number {
  if (!Number.isFinite(count)) return 0;
  return Math.min(Math.max(0, Math.floor(count)), Math.max(0, max));
}

/**
 * Where the slider's hint sits (spec section 4, Bonus slider): 'first' under 2 % of the range,
 * 'last' over 98 %, 'middle' otherwise, so the hint never runs off either end of the track.
 */
export function bonusHintPlace(count: number, max: number): 'first' | 'middle' | 'last' {
  if (max <= 0) return 'first';
  const share = count / max;
  if (share < 0.02) return 'first';
  if (share > 0.98) return 'last';
  return 'middle';
}

/** Points earned on the money paid (not on the points spent): floor(money × percents). */
export function bonusAccrual(moneyPaid: number, percents: number): number {
  if (moneyPaid <= 0 || percents <= 0) return 0;
  // Round the product first so 0.1 × 350 gives 35, not 34.999…
  return Math.floor(Math.round(moneyPaid * percents * 1000) / 1000);
}
