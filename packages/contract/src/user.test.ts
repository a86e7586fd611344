import { describe, expect, it } from 'vitest';
import {
  BirthdaySchema,
  ChildSchema,
  ProfileEditFieldsSchema,
  ProfileEmailSchema,
  RussianNameSchema,
  TEXT_LIMITS,
  isBirthday,
  birthdayMessageOf,
  PROFILE_MESSAGES,
  isAdultOn,
  tooLongMessage,
  isRussianName,
} from './user';

describe('names (spec section 5, Names)', () => {
  it.each(['Иванова', 'Пётр', 'Римская-Корсакова', 'Анна Мария'])('%s is Russian', (name) => {
    expect(isRussianName(name)).toBe(true);
  });

  it.each(['Ivanov', 'Иван1', 'Иван!', '-Иван', 'Ivan Иван'])('%s is refused', (name) => {
    expect(isRussianName(name)).toBe(false);
    expect(RussianNameSchema.safeParse(name).error?.issues[0]?.message).toBe(
      'Используйте только русские буквы',
    );
  });

  it('a name over 50 letters says so, not that it is not Russian', () => {
    const long = 'Ё'.repeat(51);
    expect(RussianNameSchema.safeParse(long).error?.issues[0]?.message).toBe(
      'Не больше 50 символов',
    );
    expect(RussianNameSchema.safeParse('Ё'.repeat(50)).success).toBe(true);
    expect(RussianNameSchema.safeParse('Салтыков-Щедрин').success).toBe(true);
    expect(RussianNameSchema.safeParse(' Пётр ').data).toBe('Пётр');
  });

  it('every text field has its own limit and message', () => {
    expect(tooLongMessage(1)).toBe('Не больше 1 символа');
    expect(tooLongMessage(21)).toBe('Не больше 21 символа');
    expect(tooLongMessage(100)).toBe('Не больше 100 символов');
    expect(tooLongMessage(254)).toBe('Не больше 254 символов');
    // The longest address: a 64-character local part (RFC 5321) and 63-character labels.
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.ru`;
    expect(email).toHaveLength(TEXT_LIMITS.email);
    expect(ProfileEmailSchema.safeParse(email).success).toBe(true);
    expect(ProfileEmailSchema.safeParse(`a${email}`).error?.issues[0]?.message).toBe(
      tooLongMessage(TEXT_LIMITS.email),
    );
    const child = {
      name: 'Я'.repeat(TEXT_LIMITS.childName + 1),
      birthday: '01.01.2020',
      gender: 0,
    };
    expect(ChildSchema.safeParse(child).error?.issues[0]?.message).toBe(
      tooLongMessage(TEXT_LIMITS.childName),
    );
    const city = ProfileEditFieldsSchema.safeParse({ city: 'г'.repeat(TEXT_LIMITS.city + 1) });
    expect(city.error?.issues[0]?.message).toBe(tooLongMessage(TEXT_LIMITS.city));
  });

  it('an empty name is allowed (it is simply not sent)', () => {
    expect(RussianNameSchema.safeParse('').success).toBe(true);
  });
});

describe('birthday dd.mm.yyyy', () => {
  const today = new Date(2026, 5, 15);
  it('takes real past dates only', () => {
    expect(isBirthday('29.02.2024', today)).toBe(true);
    expect(isBirthday('29.02.2023', today)).toBe(false);
    expect(isBirthday('31.04.2000', today)).toBe(false);
    expect(isBirthday('16.06.2026', today)).toBe(false);
    expect(isBirthday('01.01.1899', today)).toBe(false);
    expect(isBirthday('1.1.2000', today)).toBe(false);
    expect(BirthdaySchema.safeParse('').success).toBe(true);
  });

  it('says what is wrong: the format, a day the month has not, a year before 1900, the future', () => {
    const message = (value: string) => birthdayMessageOf(value, today);
    expect(message('14.03.1990')).toBeNull();
    expect(message('1.1.2000')).toBe(PROFILE_MESSAGES.birthdayInvalid);
    expect(message('31.02.1990')).toBe(PROFILE_MESSAGES.birthdayNoSuchDate);
    expect(message('12.13.1990')).toBe(PROFILE_MESSAGES.birthdayNoSuchDate);
    expect(message('01.01.1899')).toBe(PROFILE_MESSAGES.birthdayTooEarly);
    // Years 0-99 are not 1900-1999 (Date would read them so).
    expect(message('15.05.0085')).toBe(PROFILE_MESSAGES.birthdayTooEarly);
    expect(message('01.01.2030')).toBe(PROFILE_MESSAGES.birthdayFuture);
    const issue = (value: string) => BirthdaySchema.safeParse(value).error?.issues[0]?.message;
    expect(issue('31.02.1990')).toBe(PROFILE_MESSAGES.birthdayNoSuchDate);
    expect(issue('01.01.2999')).toBe(PROFILE_MESSAGES.birthdayFuture);
  });

  it('a child needs a name, a birthday and a gender', () => {
    expect(ChildSchema.safeParse({ name: 'Маша', birthday: '01.02.2018', gender: 0 }).success).toBe(
      true,
    );
    expect(ChildSchema.safeParse({ name: ' ', birthday: '01.02.2018', gender: 0 }).success).toBe(
      false,
    );
    expect(ChildSchema.safeParse({ name: 'Маша', birthday: '', gender: 1 }).success).toBe(false);
    expect(ChildSchema.safeParse({ name: 'Маша', birthday: '01.02.2018', gender: 2 }).success).toBe(
      false,
    );
  });

  it("a child's name is in Russian letters, as a parent's: ё and a hyphen are fine", () => {
    const named = (name: string) =>
      ChildSchema.safeParse({ name, birthday: '01.02.2018', gender: 1 }).error?.issues[0]?.message;
    expect(named('Алёна')).toBeUndefined();
    expect(named('Анна-Мария')).toBeUndefined();
    expect(named(' Фёдор ')).toBeUndefined();
    expect(named('Masha')).toBe(PROFILE_MESSAGES.russianOnly);
    expect(named('Маша2')).toBe(PROFILE_MESSAGES.russianOnly);
    expect(named('')).toBe(PROFILE_MESSAGES.childName);
  });

  it('a child is younger than 18: a birthday 18 years ago or more is refused', () => {
    const born = (birthday: string) =>
      ChildSchema.safeParse({ name: 'Маша', birthday, gender: 0 }).error?.issues[0]?.message;
    expect(born('01.01.1950')).toBe(PROFILE_MESSAGES.childTooOld);
    expect(born('01.01.2020')).toBeUndefined();
    // The calendar's own checks come first and say theirs.
    expect(born('31.02.2020')).toBe(PROFILE_MESSAGES.birthdayNoSuchDate);
    const today = new Date(2026, 10, 30);
    expect(isAdultOn('30.11.2008', today)).toBe(true);
    expect(isAdultOn('01.12.2008', today)).toBe(false);
    expect(isAdultOn('29.02.2008', new Date(2026, 1, 28))).toBe(false);
    expect(isAdultOn('29.02.2008', new Date(2026, 2, 1))).toBe(true);
    expect(isAdultOn('не дата', today)).toBe(false);
  });
});

describe('e-mail', () => {
  it('is empty or an address', () => {
    expect(ProfileEmailSchema.safeParse('').success).toBe(true);
    expect(ProfileEmailSchema.safeParse('a@b.ru').success).toBe(true);
    expect(ProfileEmailSchema.safeParse('a@b').success).toBe(false);
  });
});
