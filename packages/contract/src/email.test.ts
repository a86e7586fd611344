import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email';
import { isContact } from './forms';
import { CheckoutEmailSchema, ORDER_MESSAGES } from './order';
import { PROFILE_MESSAGES, ProfileEmailSchema } from './user';

/** Russian buyers' real addresses: ASCII, an IDN domain (.рф), a Cyrillic local part (EAI). */
const GOOD = [
  'a@b.ru',
  'ivan.petrov+kino@example.com',
  "o'brien@mail.example.co.uk",
  'тест@почта.рф',
  'иван.петров@пример.рус',
  'Ёлка_2024@сайт.москва',
  'ivan@почта.рф',
  'тест@example.ru',
  // The domain as the browser's type=email field hands it over (punycode, IDNA).
  'ivan@xn--80a1acny.xn--p1ai',
  'тест@xn--80a1acny.xn--p1ai',
  'user@sub-domain.example.org',
  'x@1c.ru',
];

const JUNK = [
  'a@b',
  'тест',
  'тест@почта',
  'a@@b.ru',
  '@b.ru',
  'a@',
  'a@.ru',
  'a@b.ru.',
  'a@b..ru',
  'a@-b.ru',
  'a@b-.ru',
  'a@b.r',
  'a@b.123',
  'a b@c.ru',
  'a@b c.ru',
  'тест @почта.рф',
  '.a@b.ru',
  'a.@b.ru',
  'a..b@c.ru',
  '"a"@b.ru',
  '<a@b.ru>',
  'a@b.ru, c@d.ru',
  'a@[127.0.0.1]',
  'not-an-email',
  `${'a'.repeat(65)}@b.ru`,
  `a@${'b'.repeat(64)}.ru`,
];

describe('the one e-mail rule (isEmailAddress)', () => {
  it.each(GOOD)('accepts %s', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each(JUNK)('refuses %s', (address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it('takes a 64-character local part and a 63-character label, no longer', () => {
    expect(isEmailAddress(`${'я'.repeat(64)}@b.ru`)).toBe(true);
    expect(isEmailAddress(`a@${'б'.repeat(63)}.рф`)).toBe(true);
  });
});

describe('every form with an e-mail uses it', () => {
  it('checkout: CheckoutEmailSchema takes .рф and Cyrillic addresses, trimmed', () => {
    expect(CheckoutEmailSchema.safeParse(' тест@почта.рф ').data).toBe('тест@почта.рф');
    expect(CheckoutEmailSchema.safeParse('ivan@xn--80a1acny.xn--p1ai').success).toBe(true);
    for (const junk of ['a@b', 'тест', 'a@@b.ru', 'a b@c.ru', 'тест@почта']) {
      expect(CheckoutEmailSchema.safeParse(junk).error?.issues.map((i) => i.message)).toEqual([
        ORDER_MESSAGES.emailInvalid,
      ]);
    }
    expect(CheckoutEmailSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual([
      ORDER_MESSAGES.emailMissing,
    ]);
  });

  it('profile (and the card activation form): ProfileEmailSchema', () => {
    expect(ProfileEmailSchema.safeParse('тест@почта.рф').data).toBe('тест@почта.рф');
    expect(ProfileEmailSchema.safeParse('').success).toBe(true);
    for (const junk of ['a@b', 'тест', 'a@@b.ru', 'a b@c.ru']) {
      expect(ProfileEmailSchema.safeParse(junk).error?.issues[0]?.message).toBe(
        PROFILE_MESSAGES.emailInvalid,
      );
    }
  });

  it('bug report and vacancy contacts: isContact', () => {
    expect(isContact('тест@почта.рф')).toBe(true);
    expect(isContact('a@b')).toBe(false);
    expect(isContact('a@@b.ru')).toBe(false);
  });
});
