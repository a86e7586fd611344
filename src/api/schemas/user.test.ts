import { describe, expect, it } from 'vitest';
import {
  BirthdaySchema,
  ChildSchema,
  ProfileEmailSchema,
  RussianNameSchema,
  isBirthday,
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
});

describe('e-mail', () => {
  it('is empty or an address', () => {
    expect(ProfileEmailSchema.safeParse('').success).toBe(true);
    expect(ProfileEmailSchema.safeParse('a@b.ru').success).toBe(true);
    expect(ProfileEmailSchema.safeParse('a@b').success).toBe(false);
  });
});
