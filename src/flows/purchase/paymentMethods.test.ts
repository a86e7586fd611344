import { describe, expect, it } from 'vitest';
import {
  buyLabel,
  DEFAULT_METHOD,
  orderMethods,
  payMethodOf,
  startsAtOnce,
} from './paymentMethods';

const keys = (methods: Record<string, unknown>, applePay = false) =>
  orderMethods(methods, { applePay }).map((m) => m.key);

describe('orderMethods', () => {
  it('orders SberPay, SBP, card, then the others, as pay-methods', () => {
    expect(keys({ pushkin_card: {}, card: {}, sbp: {}, google: {}, sberpay: {} })).toEqual([
      'sberpay',
      'sbp',
      'card',
      'pushkin_card',
      'google-pay',
    ]);
  });

  it('always contains card, the default', () => {
    expect(keys({})).toEqual(['card']);
    expect(keys({ sbp: {} })).toEqual(['sbp', 'card']);
    expect(DEFAULT_METHOD).toBe('card');
  });

  it('lists Apple Pay only where the device can pay with it', () => {
    expect(keys({ apple: {}, google: {} })).toEqual(['card', 'google-pay']);
    expect(keys({ apple: {}, google: {} }, true)).toEqual(['card', 'apple-pay', 'google-pay']);
  });

  it('leaves out a method the pay call cannot name', () => {
    expect(keys({ crypto: {}, sbp: {} })).toEqual(['sbp', 'card']);
    expect(payMethodOf('crypto')).toBeNull();
    expect(payMethodOf('google')).toBe('google-pay');
  });

  it('names the methods in Russian where they have a Russian name', () => {
    expect(orderMethods({ sbp: {} }).map((m) => m.label)).toEqual(['СБП', 'Банковская карта']);
  });

  it("labels each method's buy button with the method and the amount", () => {
    expect(buyLabel('card', 700)).toBe('Оплатить картой 700\u00a0₽');
    expect(buyLabel('sbp', 1250)).toBe('Оплатить через СБП 1\u00a0250\u00a0₽');
    expect(buyLabel('pushkin_card', 350)).toBe('Оплатить Пушкинской картой 350\u00a0₽');
  });
});

describe('startsAtOnce', () => {
  it('is true only when card is the only method', () => {
    expect(startsAtOnce(orderMethods({ card: {} }))).toBe(true);
    expect(startsAtOnce(orderMethods({ card: {}, sbp: {} }))).toBe(false);
  });
});

describe('the card method', () => {
  it('promises only the cards the bank takes: VISA and MASTERCARD (spec section 9), not Mir', () => {
    const card = orderMethods({}).find((m) => m.key === 'card');
    expect(card?.hint).toBe('Visa, Mastercard');
  });
});
