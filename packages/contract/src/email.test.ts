import { describe, expect, it } from 'vitest';
import { emailDomainToUnicode, isEmailAddress, sameEmail } from './email';
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

/**
 * An IDN domain in punycode is the same address as its letters: Chromium's type=email field, an
 * autofill or a paste hands 'petr@xn--80a1acny.xn--p1ai' over for 'petr@почта.рф'. The forms and
 * the server keep the letters (decisions 368, 451).
 */
describe('emailDomainToUnicode', () => {
  it('puts a punycode domain in letters and leaves the local part as typed', () => {
    expect(emailDomainToUnicode('petr@xn--80a1acny.xn--p1ai')).toBe('petr@почта.рф');
    expect(emailDomainToUnicode('Petr.Ivanov@mail.xn--p1ai')).toBe('Petr.Ivanov@mail.рф');
    expect(emailDomainToUnicode('тест@xn--80a1acny.xn--p1ai')).toBe('тест@почта.рф');
    // Punycode's digits are the same in either case.
    expect(emailDomainToUnicode('petr@XN--80A1ACNY.XN--P1AI')).toBe('petr@почта.рф');
    expect(emailDomainToUnicode('xn--80a1acny@example.ru')).toBe('xn--80a1acny@example.ru');
  });

  it('leaves alone what is not an IDN domain in punycode', () => {
    for (const value of [
      'petr@example.ru',
      'тест@почта.рф',
      '',
      'petr',
      'petr@',
      // Not punycode at all, or punycode of plain Latin letters: kept as they came.
      'petr@xn--.ru',
      'petr@xn--abc-.ru',
      'petr@xn--zz-99999999999.ru',
    ])
      expect(emailDomainToUnicode(value), value).toBe(value);
  });

  it('never turns an address the rule takes into one it refuses', () => {
    // 'xn--ls8h' is an emoji, which no label of the rule has: the punycode form stays.
    expect(isEmailAddress('petr@xn--ls8h.la')).toBe(true);
    expect(emailDomainToUnicode('petr@xn--ls8h.la')).toBe('petr@xn--ls8h.la');
  });

  it('the checkout and the profile schemas hand the letters on', () => {
    expect(CheckoutEmailSchema.parse(' petr@xn--80a1acny.xn--p1ai ')).toBe('petr@почта.рф');
    expect(ProfileEmailSchema.parse('petr@xn--80a1acny.xn--p1ai')).toBe('petr@почта.рф');
  });
});

describe('sameEmail', () => {
  it('is one address in any letter case, its domain in letters or in punycode', () => {
    expect(sameEmail('petr@почта.рф', 'petr@xn--80a1acny.xn--p1ai')).toBe(true);
    expect(sameEmail('Petr@Почта.РФ', 'PETR@XN--80A1ACNY.XN--P1AI')).toBe(true);
    expect(sameEmail('Demo@Example.ru', 'demo@example.ru')).toBe(true);
    expect(sameEmail('petr@почта.рф', 'petr@почта.рус')).toBe(false);
    expect(sameEmail('petr@почта.рф', 'pert@почта.рф')).toBe(false);
  });
});
