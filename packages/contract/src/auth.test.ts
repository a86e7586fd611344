import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  LoginCodeSchema,
  LoginPasswordSchema,
  LoginPhoneSchema,
  phoneProblem,
  PASSWORD_MAX_LENGTH,
  SetPasswordFormSchema,
  isStrongPassword,
  newPasswordError,
  phoneDigits,
  formatPhone,
  phoneHref,
} from './auth';
import { CheckoutPhoneSchema, sanitizePhone } from './order';

describe('newPasswordError (spec section 5, Password)', () => {
  it('both fields are required', () => {
    expect(newPasswordError('', '')).toBe(AUTH_MESSAGES.fillAll);
    expect(newPasswordError('Secret1', '')).toBe(AUTH_MESSAGES.fillAll);
    expect(newPasswordError('', 'Secret1')).toBe(AUTH_MESSAGES.fillAll);
  });

  it('the two must be equal', () => {
    expect(newPasswordError('Secret1', 'Secret2')).toBe('Пароли не совпадают');
  });

  it.each([
    ['Sec1', 'shorter than 6'],
    ['secret1', 'no uppercase'],
    ['SECRET1', 'no lowercase'],
    ['Secrets', 'no digit'],
    ['Sec ret1', 'whitespace'],
    ['Secret1\t', 'a tab'],
  ])('%s is refused (%s)', (password) => {
    expect(newPasswordError(password, password)).toBe('Пароль не соответствует требованиям');
  });

  it('names the upper limit when a strong password is too long, for sign-in too (decision 412)', () => {
    const long = `Secret1${'x'.repeat(PASSWORD_MAX_LENGTH)}`;
    // 'Пароль не соответствует требованиям' before, whose rules name no limit.
    expect(newPasswordError(long, long)).toBe(AUTH_MESSAGES.passwordLong);
    expect(AUTH_MESSAGES.passwordLong).toBe('Пароль должен быть не длиннее 128 символов');
    expect(LoginPasswordSchema.safeParse(long).error?.issues[0]?.message).toBe(
      AUTH_MESSAGES.passwordLong,
    );
    const longest = `Secret1${'x'.repeat(PASSWORD_MAX_LENGTH - 7)}`;
    expect(newPasswordError(longest, longest)).toBeNull();
  });

  it.each(['Secret1', 'Пароль1', 'aB3456', 'x-Y_9!'])('%s is accepted', (password) => {
    expect(isStrongPassword(password)).toBe(true);
    expect(newPasswordError(password, password)).toBeNull();
  });

  it('the server form schema says the same', () => {
    const result = SetPasswordFormSchema.safeParse({ password: 'abc', password_confirm: 'abc' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Пароль не соответствует требованиям');
  });
});

describe('login fields (spec section 5, Login)', () => {
  it('a phone is 11 digits once the mask is stripped', () => {
    expect(LoginPhoneSchema.parse('+7 (999) 123-45-67')).toBe('79991234567');
    expect(LoginPhoneSchema.safeParse('+7 (999) 123-45').success).toBe(false);
  });

  it('refuses eleven digits that no number begins with, and says which part to check', () => {
    for (const typed of ['+7 (000) 000-00-80', '+7 (123) 456-78-90', '+7 (555) 000-00-00'])
      expect(LoginPhoneSchema.safeParse(typed).error?.issues[0]?.message).toBe(
        AUTH_MESSAGES.phoneNoSuchCode,
      );
    // Russia's landline and toll-free codes, and Kazakhstan's in the same plan, are numbers.
    for (const typed of [
      '+7 (351) 200-00-00',
      '+7 (495) 123-45-67',
      '8 800 555-35-35',
      '+7 (701) 123-45-67',
    ])
      expect(LoginPhoneSchema.safeParse(typed).success).toBe(true);
    expect(phoneProblem('7000')).toBe(AUTH_MESSAGES.phoneInvalid);
  });

  it('reads a phone the way Russians write it as the same +7 number', () => {
    for (const typed of [
      '8 900 000-00-00',
      '89000000000',
      '79000000000',
      '+7 900 000 00 00',
      '+7 (900) 000-00-00',
      '9000000000',
      '900 000-00-00',
    ]) {
      expect(phoneDigits(typed), typed).toBe('79000000000');
      expect(sanitizePhone(typed), typed).toBe('79000000000');
      expect(LoginPhoneSchema.parse(typed), typed).toBe('79000000000');
      expect(CheckoutPhoneSchema.parse(typed), typed).toBe('79000000000');
    }
    expect(phoneDigits('8 (912) 345-67-89')).toBe('79123456789');
  });

  it('does not complete a half-typed masked phone into a valid one', () => {
    // '+7 (900) 000-00-0' has ten digits, but the +7 is already there: one is missing.
    expect(LoginPhoneSchema.safeParse('+7 (900) 000-00-0').success).toBe(false);
    expect(CheckoutPhoneSchema.safeParse('+7 (900) 000-00-0').success).toBe(false);
    expect(CheckoutPhoneSchema.parse('')).toBe('');
  });

  it('a code is longer than 3 characters, digits only', () => {
    expect(LoginCodeSchema.safeParse('123').success).toBe(false);
    expect(LoginCodeSchema.safeParse('1234').success).toBe(true);
    expect(LoginCodeSchema.safeParse('12a4').success).toBe(false);
  });
});

describe('formatPhone and phoneHref (decision 483)', () => {
  it('write and dial one number, from 7 or 8 and ten digits, however it is spaced', () => {
    for (const digits of ['73512000101', '83512000101', '+7 (351) 200-01-01']) {
      expect(formatPhone(digits), digits).toBe('+7 (351) 200-01-01');
      expect(phoneHref(digits), digits).toBe('tel:+73512000101');
    }
  });

  it('write and dial nothing for other numbers: no wrong country, no digits lost', () => {
    for (const digits of ['13512000101', '7351200010', '735120001011', '', 'нет']) {
      expect(formatPhone(digits), digits).toBe('');
      expect(phoneHref(digits), digits).toBe('');
    }
  });
});
