import { describe, expect, it } from 'vitest';
import { BONUS_TIERS } from '@softkino/contract/card';
import { tierSliderView } from './tierSlider';

describe('the accrual tier slider', () => {
  it('puts the marks at 10 %, and at 5000 and 20000 roubles spent (spec section 9)', () => {
    const view = tierSliderView(0, 0.1);
    expect(view.marks.map((m) => [m.from, m.percents, m.share])).toEqual([
      [0, 0.1, 0],
      [5000, 0.15, 0.5],
      [20000, 0.2, 1],
    ]);
    expect(view.marks.map((m) => m.reached)).toEqual([true, false, false]);
    expect(view).toMatchObject({ share: 0, percents: 0.1, final: false });
    expect(view.next).toEqual({ percents: 0.15, left: 5000 });
  });

  it('moves the thumb with the spend, tier by tier', () => {
    expect(tierSliderView(2500, 0.1)).toMatchObject({
      share: 0.25,
      next: { percents: 0.15, left: 2500 },
    });
    const exact = tierSliderView(5000, 0.15);
    expect(exact).toMatchObject({ share: 0.5, percents: 0.15, final: false });
    expect(exact.next).toEqual({ percents: 0.2, left: 15000 });
    expect(exact.marks.map((m) => m.reached)).toEqual([true, true, false]);
    expect(tierSliderView(12500, 0.15)).toMatchObject({
      share: 0.75,
      next: { percents: 0.2, left: 7500 },
    });
    expect(tierSliderView(19999, 0.15)).toMatchObject({ final: false });
    expect(tierSliderView(19999, 0.15).share).toBeLessThan(1);
  });

  it('shows 20 % as its final state: the thumb at the end, nothing left to reach', () => {
    for (const spend of [20000, 20001, 1_000_000]) {
      const view = tierSliderView(spend, 0.2);
      expect(view).toMatchObject({ share: 1, percents: 0.2, final: true, next: null });
      expect(view.marks.every((m) => m.reached)).toBe(true);
    }
  });

  it('follows the percent the server applies when the spend says less', () => {
    // A card moved to 15 % by hand with little spend: the thumb sits on the 15 % mark.
    expect(tierSliderView(100, 0.15)).toMatchObject({
      share: 0.5,
      percents: 0.15,
      next: { percents: 0.2, left: 19900 },
    });
    expect(tierSliderView(0, 0.2)).toMatchObject({ share: 1, final: true });
  });

  it('reads a bad spend as none and keeps the thumb on the track', () => {
    expect(tierSliderView(-50, 0.1).share).toBe(0);
    expect(tierSliderView(Number.NaN, 0.1).share).toBe(0);
  });

  it('uses the tiers the server applies', () => {
    expect(BONUS_TIERS.map((t) => [t.from, t.percents])).toEqual([
      [0, 0.1],
      [5000, 0.15],
      [20000, 0.2],
    ]);
  });
});
