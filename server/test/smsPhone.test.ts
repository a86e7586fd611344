import { describe, expect, it } from 'vitest';
import { formatPhone } from '../src/providers/sms';

/** How the SMS texts and the sandbox write a phone (decision 483: one formatter, in the contract). */
describe("the SMS provider's formatPhone", () => {
  it('writes 7 and ten digits as a Russian reads them', () => {
    expect(formatPhone('79001234567')).toBe('+7 (900) 123-45-67');
  });

  it('leaves anything else as it is, never rewriting its country', () => {
    for (const digits of ['89001234567', '19001234567', '8 900 123 45 67', '7900123', ''])
      expect(formatPhone(digits)).toBe(digits);
  });
});
