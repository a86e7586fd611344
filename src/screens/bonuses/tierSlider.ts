/**
 * The accrual tier slider of the bonus page (spec section 9: "The 10% to 20% slider is
 * thresholded at 5000 and 20000; 20% shows as a final state"), as a pure kernel: where the
 * thumb and the marks sit on the track for a card's spend and percent. The track runs from 0 to
 * the first tier to the last in equal steps, one step per tier (10 %, 15 %, 20 % at the start,
 * middle and end), and the thumb moves through a step in proportion to the roubles between its
 * two thresholds: 5000 of 20000 at a quarter of the track crowded the 10 % and 15 % labels on a
 * phone. The last tier is the final state: the thumb at the end, no "next" to reach.
 */
import { BONUS_TIERS } from '@softkino/contract/card';

export interface SliderTier {
  from: number;
  percents: number;
}

export interface TierMark extends SliderTier {
  /** 0..1 along the track. */
  share: number;
  /** The card has reached this tier. */
  reached: boolean;
}

export interface TierSliderView {
  /** The thumb, 0..1 along the track. */
  share: number;
  marks: TierMark[];
  /** The tier the card earns at (0.15 is 15 %). */
  percents: number;
  /** At the last tier: the slider's final state. */
  final: boolean;
  /** The next tier and the roubles left to spend to reach it; null in the final state. */
  next: { percents: number; left: number } | null;
}

/**
 * The slider for a card that has spent `spend` roubles and earns `percents`. The percent the
 * server applies wins over the spend where they differ (a card moved to a tier by hand): the
 * thumb is never left of its tier's mark.
 */
export function tierSliderView(
  spend: number,
  percents: number,
  tiers: readonly SliderTier[] = BONUS_TIERS,
): TierSliderView {
  const steps = Math.max(1, tiers.length - 1);
  const spent = Number.isFinite(spend) ? Math.max(0, spend) : 0;
  /** Where `roubles` sits: its step's start plus the part of the step it has covered. */
  const shareOf = (roubles: number) => {
    for (let i = tiers.length - 2; i >= 0; i -= 1) {
      const from = tiers[i]?.from ?? 0;
      const to = tiers[i + 1]?.from ?? from;
      if (roubles >= from)
        return Math.min(1, (i + Math.min(1, (roubles - from) / (to - from || 1))) / steps);
    }
    return 0;
  };
  // The tier the card is in: the highest whose threshold the spend reached or whose percent
  // the card earns.
  let index = 0;
  tiers.forEach((tier, i) => {
    if (spent >= tier.from || percents >= tier.percents - 1e-9) index = i;
  });
  const current = tiers[index] ?? { from: 0, percents };
  const following = tiers[index + 1];
  const final = following === undefined;
  return {
    share: final ? 1 : Math.max(shareOf(spent), shareOf(current.from)),
    marks: tiers.map((tier, i) => ({ ...tier, share: shareOf(tier.from), reached: i <= index })),
    percents: Math.max(current.percents, percents),
    final,
    next: following ? { percents: following.percents, left: following.from - spent } : null,
  };
}
