import { describe, expect, it } from 'vitest';
import { CheckoutFormSchema, isCheckoutValid, onlyConsentMissing } from './checkoutForm';

const valid = { phone: '', email: 'buyer@example.ru', consent: true };

describe('checkout validation', () => {
  it('accepts an e-mail without a phone', () => {
    expect(isCheckoutValid(valid)).toBe(true);
  });

  it('sanitises a masked phone to 11 digits', () => {
    const parsed = CheckoutFormSchema.parse({ ...valid, phone: '+7 (999) 123-45-67' });
    expect(parsed.phone).toBe('79991234567');
  });

  it('refuses a phone that is not 11 digits', () => {
    const result = CheckoutFormSchema.safeParse({ ...valid, phone: '+7 (999) 123-45-6_' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Телефон должен содержать 11 цифр');
  });

  it('requires a valid e-mail', () => {
    expect(isCheckoutValid({ ...valid, email: '' })).toBe(false);
    expect(isCheckoutValid({ ...valid, email: 'not-an-address' })).toBe(false);
  });

  it('requires the personal-data consent', () => {
    expect(isCheckoutValid({ ...valid, consent: false })).toBe(false);
  });

  it('tells when the consent is all that keeps the buy button off', () => {
    expect(onlyConsentMissing({ ...valid, consent: false })).toBe(true);
    expect(onlyConsentMissing({ ...valid, phone: '8 900 123-45-67', consent: false })).toBe(true);
    expect(onlyConsentMissing(valid)).toBe(false);
    expect(onlyConsentMissing({ ...valid, email: '', consent: false })).toBe(false);
    expect(onlyConsentMissing({ ...valid, phone: '+7 (900) 1', consent: false })).toBe(false);
  });
});
