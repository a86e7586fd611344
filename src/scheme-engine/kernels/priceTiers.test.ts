import { describe, expect, it } from 'vitest';
import { isVip, priceTiers, tierOf } from './priceTiers';

describe('price tiers', () => {
  it('marks nothing with a single price', () => {
    const t = priceTiers([300, 300, 300]);
    expect(t.vipPrice).toBeNull();
    expect(tierOf(t, 300)).toBe('min');
    expect(isVip(t, 300)).toBe(false);
  });
  it('marks the higher of two prices as vip', () => {
    const t = priceTiers([300, 500, 300, 500]);
    expect(t.vipPrice).toBe(500);
    expect(isVip(t, 500)).toBe(true);
    expect(isVip(t, 300)).toBe(false);
    expect(tierOf(t, 300)).toBe('min');
    expect(tierOf(t, 500)).toBe('max');
  });
  it('uses min, mid and max tiers with three or more prices and no vip marker', () => {
    const t = priceTiers(new Float64Array([450, 250, 350, 600, 250]));
    expect(t.prices).toEqual([250, 350, 450, 600]);
    expect(t.vipPrice).toBeNull();
    expect(tierOf(t, 250)).toBe('min');
    expect(tierOf(t, 350)).toBe('mid');
    expect(tierOf(t, 450)).toBe('mid');
    expect(tierOf(t, 600)).toBe('max');
    expect(isVip(t, 600)).toBe(false);
  });
  it('handles an empty hall', () => {
    expect(priceTiers([]).prices).toEqual([]);
  });
});
