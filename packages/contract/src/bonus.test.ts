import { describe, expect, it } from 'vitest';
import { bonusAccrual, bonusHintPlace, bonusSliderMax, clampBonus, maxBonusPayable } from './bonus';

describe('bonus rules (spec sections 4, 5 and 9)', () => {
  it('leaves 1 rouble of money per ticket; 0 for a free order', () => {
    expect(maxBonusPayable(700, 2)).toBe(698);
    expect(maxBonusPayable(350, 1)).toBe(349);
    expect(maxBonusPayable(0, 3)).toBe(0);
    expect(maxBonusPayable(2, 3)).toBe(0);
  });

  it('the slider maximum is the lesser of the balance and the max payable, 0 for no_bonus', () => {
    const order = { amount: 1000, seatCount: 2, noBonus: false };
    expect(bonusSliderMax({ ...order, balance: 500 })).toBe(500);
    expect(bonusSliderMax({ ...order, balance: 5000 })).toBe(998);
    expect(bonusSliderMax({ ...order, balance: 0 })).toBe(0);
    expect(bonusSliderMax({ ...order, balance: 120.7 })).toBe(120);
    expect(bonusSliderMax({ ...order, balance: 500, noBonus: true })).toBe(0);
  });

  it('clamps a count to whole points within 0..max', () => {
    expect(clampBonus(-5, 100)).toBe(0);
    expect(clampBonus(150, 100)).toBe(100);
    expect(clampBonus(42.9, 100)).toBe(42);
    expect(clampBonus(Number.NaN, 100)).toBe(0);
    expect(clampBonus(10, 0)).toBe(0);
  });

  it('puts the hint first under 2 % of the range and last over 98 %', () => {
    expect(bonusHintPlace(0, 500)).toBe('first');
    expect(bonusHintPlace(9, 500)).toBe('first');
    expect(bonusHintPlace(10, 500)).toBe('middle');
    expect(bonusHintPlace(490, 500)).toBe('middle');
    expect(bonusHintPlace(491, 500)).toBe('last');
    expect(bonusHintPlace(500, 500)).toBe('last');
    expect(bonusHintPlace(0, 0)).toBe('first');
  });

  it('earns floor(money × percents), exact on round figures', () => {
    expect(bonusAccrual(350, 0.1)).toBe(35);
    expect(bonusAccrual(999, 0.1)).toBe(99);
    expect(bonusAccrual(1000, 0.15)).toBe(150);
    expect(bonusAccrual(3, 0.2)).toBe(0);
    expect(bonusAccrual(0, 0.1)).toBe(0);
    expect(bonusAccrual(500, 0)).toBe(0);
  });
});
