import { describe, expect, it } from 'vitest';
import { DEFAULT_METHOD, orderMethods, startsAtOnce } from './paymentMethods';

const keys = (methods: Record<string, unknown>) => orderMethods(methods).map((m) => m.key);

describe('orderMethods', () => {
  it('orders SberPay, SBP, card, then the others', () => {
    expect(keys({ pushkin_card: {}, card: {}, sbp: {}, google: {}, sberpay: {} })).toEqual([
      'sberpay',
      'sbp',
      'card',
      'pushkin_card',
      'google',
    ]);
  });

  it('always contains card, the default', () => {
    expect(keys({})).toEqual(['card']);
    expect(keys({ sbp: {} })).toEqual(['sbp', 'card']);
    expect(DEFAULT_METHOD).toBe('card');
  });

  it('names the methods in Russian where they have a Russian name', () => {
    expect(orderMethods({ sbp: {} }).map((m) => m.label)).toEqual(['СБП', 'Банковская карта']);
  });
});

describe('startsAtOnce', () => {
  it('is true only when card is the only method', () => {
    expect(startsAtOnce(orderMethods({ card: {} }))).toBe(true);
    expect(startsAtOnce(orderMethods({ card: {}, sbp: {} }))).toBe(false);
  });
});
