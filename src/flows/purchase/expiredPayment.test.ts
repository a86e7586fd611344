import { afterEach, describe, expect, it } from 'vitest';
import { EXPIRED_PAYMENT_HOME, takeExpiredPaymentQuery } from './expiredPayment';
import { HOME_PATH } from './paymentMachine';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the home page after an SBP payment whose time ran out (decision 359)', () => {
  it('is where the payment machine sends the buyer', () => {
    expect(HOME_PATH).toBe(EXPIRED_PAYMENT_HOME);
  });

  it('says so once: the query is taken out of the address, the rest kept', () => {
    window.history.replaceState(null, '', '/?payment=expired&city=2#buy=5');
    expect(takeExpiredPaymentQuery()).toBe(true);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/?city=2#buy=5',
    );
    expect(takeExpiredPaymentQuery()).toBe(false);
  });

  it('says nothing for any other address', () => {
    for (const url of ['/', '/?payment=paid', '/afisha?city=1']) {
      window.history.replaceState(null, '', url);
      expect(takeExpiredPaymentQuery()).toBe(false);
      expect(`${window.location.pathname}${window.location.search}`).toBe(url);
    }
  });
});
