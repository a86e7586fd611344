import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@softkino/contract/user';
import {
  EMPTY_FILL_IN,
  FILL_IN_MESSAGES,
  fillInFormData,
  fillInSchema,
  refusedField,
  type FillInValues,
} from './fillIn';

function problems(asked: Parameters<typeof fillInSchema>[0], values: Partial<FillInValues>) {
  const result = fillInSchema(asked).safeParse({ ...EMPTY_FILL_IN, ...values });
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
}

describe('the fill-in schema', () => {
  it('requires each asked field and nothing else', () => {
    expect(problems(['patronymic', 'email', 'birthday', 'gender', 'accept_rules'], {})).toEqual([
      ['patronymic', FILL_IN_MESSAGES.required],
      ['email', FILL_IN_MESSAGES.required],
      ['birthday', FILL_IN_MESSAGES.required],
      ['gender', PROFILE_MESSAGES.genderInvalid],
      ['accept_rules', FILL_IN_MESSAGES.consent],
    ]);
    // Blank is empty: the shared name schema trims first.
    expect(problems(['last_name'], { last_name: '   ' })).toEqual([
      ['last_name', FILL_IN_MESSAGES.required],
    ]);
  });

  it("applies the profile form's own rules to what is typed", () => {
    expect(
      problems(['last_name', 'first_name', 'email', 'birthday'], {
        last_name: 'Ivanova',
        first_name: 'Анна',
        email: 'anna@',
        birthday: '31.02.1990',
      }),
    ).toEqual([
      ['last_name', PROFILE_MESSAGES.russianOnly],
      ['email', PROFILE_MESSAGES.emailInvalid],
      ['birthday', PROFILE_MESSAGES.birthdayNoSuchDate],
    ]);
    expect(
      problems(['last_name', 'gender', 'accept_rules'], {
        last_name: 'Римская-Корсакова',
        gender: '1',
        accept_rules: true,
      }),
    ).toEqual([]);
  });
});

describe('fillInFormData', () => {
  it('sends only the asked fields, trimmed, with consent as 1', () => {
    const values: FillInValues = {
      last_name: ' Иванова ',
      first_name: 'Анна',
      patronymic: 'Сергеевна',
      email: 'anna@example.ru',
      birthday: '14.02.1990',
      gender: '0',
      accept_rules: true,
    };
    const form = fillInFormData(values, ['last_name', 'gender', 'accept_rules']);
    expect([...form.entries()]).toEqual([
      ['last_name', 'Иванова'],
      ['gender', '0'],
      ['accept_rules', '1'],
    ]);
  });
});

describe('refusedField', () => {
  it('names an asked field only', () => {
    expect(refusedField('email', ['email', 'gender'])).toBe('email');
    expect(refusedField('childs', ['email'])).toBeNull();
    expect(refusedField(401, ['email'])).toBeNull();
    expect(refusedField(undefined, ['email'])).toBeNull();
  });
});
