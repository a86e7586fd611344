import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@softkino/contract/user';
import { userFixture } from '../../api/testing/userFixture';
import {
  EMPTY_CHILD,
  ProfileFormSchema,
  missingFields,
  profileFormSchema,
  needsVerifyPrompt,
  photoError,
  toFormValues,
  toProfileEdit,
} from './profileForm';

describe('profile form values', () => {
  it('round-trip a user, never resending a stored birthday', () => {
    const user = userFixture();
    const values = toFormValues(user);
    expect(values).toMatchObject({
      gender: '0',
      movies_notify: true,
      show_photo: false,
      accept_rules: true,
    });
    const edit = toProfileEdit({ ...values, birthday: '01.01.2000' }, user, {
      file: null,
      remove: false,
    });
    expect(edit.birthday).toBe('');
    expect(edit.childs).toEqual(user.childs);
    const fresh = toProfileEdit(values, userFixture({ birthday: '' }), {
      file: null,
      remove: false,
    });
    expect(fresh.birthday).toBe('12.04.1991');
  });

  it('validate names, dates and children with the spec texts', () => {
    const values = {
      ...toFormValues(userFixture()),
      first_name: 'Anna',
      childs: [{ name: '', birthday: '1', gender: '0' as const }],
    };
    const result = ProfileFormSchema.safeParse(values);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['first_name', 'Используйте только русские буквы'],
      ['childs.0.name', 'Укажите имя ребенка'],
      ['childs.0.birthday', 'Укажите дату в формате дд.мм.гггг'],
    ]);
  });

  it("leaves a new child's gender for the buyer to choose, and asks for it", () => {
    expect(EMPTY_CHILD.gender).toBe('');
    const values = {
      ...toFormValues(userFixture()),
      childs: [{ ...EMPTY_CHILD, name: 'Алёна', birthday: '01.01.2020' }],
    };
    const result = ProfileFormSchema.safeParse(values);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([['childs.0.gender', 'Укажите пол']]);
  });

  it('says a field is too long, the same limits as the server', () => {
    const values = {
      ...toFormValues(userFixture()),
      last_name: 'Салтыков-Щедрин',
      first_name: 'Пётр',
      patronymic: 'Ж'.repeat(51),
      city: 'г'.repeat(101),
      childs: [{ name: 'Ж'.repeat(51), birthday: '01.01.2020', gender: '0' as const }],
    };
    const result = ProfileFormSchema.safeParse(values);
    const messages = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['patronymic', 'Не больше 50 символов'],
      ['city', 'Не больше 100 символов'],
      ['childs.0.name', 'Не больше 50 символов'],
    ]);
  });
});

describe('the verify prompt', () => {
  it('lists the required fields that are empty', () => {
    expect(missingFields(userFixture())).toEqual([]);
    expect(
      missingFields(userFixture({ patronymic: '', email: '', gender: null, accept_rules: 0 })),
    ).toEqual(['patronymic', 'email', 'gender', 'accept_rules']);
  });

  it('shows only when the phone exists and something required is missing', () => {
    expect(needsVerifyPrompt(userFixture())).toBe(false);
    expect(needsVerifyPrompt(userFixture({ email: '' }))).toBe(true);
    expect(needsVerifyPrompt(userFixture({ email: '', phone: '' }))).toBe(false);
  });
});

describe('photoError', () => {
  it('takes jpeg and png up to 5 MB', () => {
    expect(photoError(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(photoError(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe(
      'Загрузите фото в формате jpeg или png',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.png', { type: 'image/png' });
    expect(photoError(big)).toBe('Фото должно быть не больше 5 МБ');
  });
});

describe("a child's rules in the profile form (decision 428)", () => {
  it('asks them of a child added or changed, never of one kept as stored', () => {
    const user = userFixture({
      childs: [
        { name: 'Masha', birthday: '01.02.2018', gender: 0 },
        { name: 'Пётр', birthday: '04.03.1990', gender: 1 },
      ],
    });
    const schema = profileFormSchema(user);
    const values = toFormValues(user);
    expect(schema.safeParse(values).success).toBe(true);
    const added = {
      ...values,
      childs: [...values.childs, { name: 'Anna', birthday: '01.01.1950', gender: '0' as const }],
    };
    const issues = schema.safeParse(added).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['childs.2.name', PROFILE_MESSAGES.russianOnly],
      ['childs.2.birthday', PROFILE_MESSAGES.childTooOld],
    ]);
  });
});
