import { describe, expect, it } from 'vitest';
import { userFixture } from '../../api/testing/userFixture';
import {
  ACTIVATION_MESSAGES,
  EMPTY_ACTIVATION,
  activationFields,
  activationProfile,
  cardError,
  validateActivation,
} from './activationForm';
import { groupCard } from './NumberStep';

const DEPARTMENTS = [
  { id: 3, name: 'Галерея' },
  { id: 4, name: 'Родина' },
];

describe('the card number', () => {
  it('takes 13 digits whose last one checks the others (EAN-13)', () => {
    expect(cardError('2 990000 000019')).toBeUndefined();
    expect(cardError('2990-0000-0001-9')).toBeUndefined();
    expect(cardError('  ')).toBe(ACTIVATION_MESSAGES.cardRequired);
    expect(cardError('29900000019')).toBe(ACTIVATION_MESSAGES.cardInvalid);
    expect(cardError('29900000000x9')).toBe(ACTIVATION_MESSAGES.cardInvalid);
    // Thirteen digits whose last does not check the others: a digit mistyped, said as such (the
    // length the other message names is right).
    expect(cardError('2990000000012')).toBe(ACTIVATION_MESSAGES.cardMistyped);
    expect(cardError('2 990001 000011')).toBe(ACTIVATION_MESSAGES.cardMistyped);
    expect(ACTIVATION_MESSAGES.cardMistyped).not.toMatch(/13 цифр/);
  });

  it('is grouped as EAN-13 prints it under the bars while typed', () => {
    expect(groupCard('2')).toBe('2');
    expect(groupCard('2990')).toBe('2 990');
    expect(groupCard('2990000000019')).toBe('2 990000 000019');
    expect(groupCard('2990 0000 0001 9 77')).toBe('2 990000 000019');
    expect(groupCard('abc')).toBe('');
  });
});

describe('the short form (spec section 5)', () => {
  it('is used when birthday, e-mail, name, gender and an 11-digit phone are all there', () => {
    const full = userFixture({ department_list: DEPARTMENTS });
    expect(activationProfile(full).asked).toEqual([]);
    // Patronymic and consent are not among the short form's conditions.
    expect(activationProfile(userFixture({ patronymic: '', accept_rules: 0 })).asked).toEqual([]);
  });

  it('otherwise asks every missing field of the profile', () => {
    for (const [partial, asked] of [
      [{ birthday: '' }, ['birthday']],
      [{ email: '' }, ['email']],
      [{ first_name: '' }, ['first_name']],
      [{ last_name: '' }, ['last_name']],
      [{ gender: null }, ['gender']],
      [{ phone: '7999123' }, ['phone']],
    ] as const) {
      expect(activationProfile(userFixture(partial)).asked).toEqual(asked);
    }
    const user = userFixture({ birthday: '', patronymic: '', gender: null, accept_rules: 0 });
    expect(activationProfile(user).asked).toEqual([
      'patronymic',
      'accept_rules',
      'birthday',
      'gender',
    ]);
  });
});

describe('the step-0 form', () => {
  const short = activationProfile(userFixture({ department_list: DEPARTMENTS }));
  const long = activationProfile(
    userFixture({ department_list: DEPARTMENTS, email: '', gender: null, accept_rules: 0 }),
  );

  it('needs a good number and one of the chain’s cinemas', () => {
    expect(validateActivation(EMPTY_ACTIVATION, short)).toEqual({
      card: ACTIVATION_MESSAGES.cardRequired,
      department: ACTIVATION_MESSAGES.departmentRequired,
    });
    const other = { ...EMPTY_ACTIVATION, card: '2990000000019', department: '99' };
    expect(validateActivation(other, short)).toEqual({
      department: ACTIVATION_MESSAGES.departmentRequired,
    });
    const good = { ...other, department: '4' };
    expect(validateActivation(good, short)).toEqual({});
    expect(activationFields(good, short)).toEqual({ card: '2990000000019', department: 4 });
  });

  it('requires each asked profile field and sends only those', () => {
    const values = { ...EMPTY_ACTIVATION, card: '2990000000019', department: '3' };
    const errors = validateActivation(values, long);
    expect(errors).toEqual({
      email: 'Укажите e-mail',
      gender: 'Укажите пол',
      accept_rules: 'Необходимо согласие на обработку персональных данных',
    });
    const filled = {
      ...values,
      email: ' anna@example.ru ',
      gender: '0',
      accept_rules: true,
      last_name: 'не отправится',
    };
    expect(validateActivation(filled, long)).toEqual({});
    expect(activationFields(filled, long)).toEqual({
      card: '2990000000019',
      department: 3,
      email: 'anna@example.ru',
      gender: '0',
      accept_rules: '1',
    });
  });

  it('sends an e-mail whose domain came in punycode in letters (decision 451)', () => {
    const values = {
      ...EMPTY_ACTIVATION,
      card: '2990000000019',
      department: '3',
      email: 'petr@xn--80a1acny.xn--p1ai',
      gender: '1',
      accept_rules: true,
    };
    expect(validateActivation(values, long)).toEqual({});
    expect(activationFields(values, long).email).toBe('petr@почта.рф');
  });

  it('says a bad e-mail in the profile form’s words', () => {
    const values = {
      ...EMPTY_ACTIVATION,
      card: '2990000000019',
      department: '3',
      email: 'anna@',
      gender: '1',
      accept_rules: true,
    };
    expect(validateActivation(values, long).email).toBe('Укажите корректный e-mail');
  });
});
