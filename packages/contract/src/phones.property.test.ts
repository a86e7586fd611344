import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoginPhoneSchema, phoneDigits } from './auth';
import { contactPhone } from './forms';
import { CheckoutPhoneSchema, sanitizePhone } from './order';

/**
 * One number, however a Russian types it, is one phone everywhere the site reads phones: the
 * login and registration (`phoneDigits`), checkout (`sanitizePhone`) and the free-text contact
 * of the bug report and vacancy forms (`contactPhone`). Generated: any mobile number, written
 * with '8', '+7', '7' or no country code, with or without brackets, hyphens and spaces, with
 * spaces around it as a paste brings them.
 */
const national = fc.stringMatching(/^9\d{9}$/);

interface Written {
  text: string;
  international: boolean;
}

/** The number as a person writes it: a prefix, then the digits grouped their way. */
const written = (digits: string): fc.Arbitrary<Written> =>
  fc
    .record({
      prefix: fc.constantFrom('8', '+7', '7', '', '+7 ', '8 '),
      grouping: fc.constantFrom(
        (d: string) => d,
        (d: string) => `${d.slice(0, 3)} ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`,
        (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`,
        (d: string) => ` (${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`,
        (d: string) => `${d.slice(0, 3)} ${d.slice(3)}`,
        (d: string) => `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`,
      ),
      before: fc.constantFrom('', ' ', '  ', '\t'),
      after: fc.constantFrom('', ' ', '\n'),
    })
    .map(({ prefix, grouping, before, after }) => ({
      text: `${before}${prefix}${grouping(digits)}${after}`,
      international: prefix.startsWith('+'),
    }));

describe('a phone typed the Russian ways', () => {
  it('is the same eleven digits at login, checkout and in the contact forms', () => {
    fc.assert(
      fc.property(
        national.chain((d) => fc.tuple(fc.constant(d), written(d))),
        ([digits, { text }]) => {
          const expected = `7${digits}`;
          expect(phoneDigits(text)).toBe(expected);
          expect(sanitizePhone(text)).toBe(expected);
          expect(contactPhone(text.trim())).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('one digit short or long is never read as a phone, nor as another number', () => {
    // '8 900 123-45-6' is a mobile cut short, not the Petersburg-like '+7 (890) 012-34-56': ten
    // digits that begin with the 7 or 8 of a longer number are not a number without its code.
    fc.assert(
      fc.property(
        national.chain((d) =>
          fc.tuple(
            fc.constantFrom(d.slice(0, 9), `${d}1`),
            fc.constantFrom('+7', '+7 ', '+7 (', '7', '8', '8 ', '8 ('),
          ),
        ),
        ([digits, prefix]) => {
          const text = `${prefix}${digits}`;
          expect(phoneDigits(text)).not.toMatch(/^7\d{10}$/);
          expect(sanitizePhone(text)).not.toMatch(/^7\d{10}$/);
          expect(contactPhone(text)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a number written in full after another country code is no Russian phone', () => {
    fc.assert(
      fc.property(
        national.chain((d) => fc.tuple(fc.constant(d), fc.constantFrom('+8 ', '+1 ', '+3', '+9'))),
        ([digits, prefix]) => {
          const text = `${prefix}${digits}`;
          expect(LoginPhoneSchema.safeParse(text).success).toBe(false);
          expect(CheckoutPhoneSchema.safeParse(text).success).toBe(false);
          expect(contactPhone(text)).toBeNull();
        },
      ),
      { numRuns: 100 },
    );
  });

  it('ten digits that begin no Russian number are not completed into one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[01256]\d{9}$/), (digits) => {
        expect(LoginPhoneSchema.safeParse(digits).success).toBe(false);
        expect(CheckoutPhoneSchema.safeParse(digits).success).toBe(false);
        expect(contactPhone(digits)).toBeNull();
      }),
      { numRuns: 100 },
    );
  });

  it('ten digits of a landline without its 8 are still read: Moscow 495, Yekaterinburg 343', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(495|499|343)\d{7}$/), (digits) => {
        expect(phoneDigits(digits)).toBe(`7${digits}`);
        expect(sanitizePhone(digits)).toBe(`7${digits}`);
        expect(contactPhone(digits)).toBe(`7${digits}`);
      }),
      { numRuns: 50 },
    );
  });
});
