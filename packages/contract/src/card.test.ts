import { describe, expect, it } from 'vitest';
import {
  BONUS_TIERS,
  CardActivateFormSchema,
  activationMissingFields,
  activationShortForm,
  bonusRegionRules,
  cardCheckDigit,
  isCardNumber,
  nextTier,
  tierPercents,
  type ActivationProfile,
} from './card';

const full: ActivationProfile = {
  last_name: 'Демидова',
  first_name: 'Анна',
  patronymic: 'Сергеевна',
  phone: '79000000000',
  email: 'demo@example.ru',
  accept_rules: 1,
  birthday: '17.05.1990',
  gender: 0,
};

describe('card numbers', () => {
  it('take the EAN-13 check digit', () => {
    expect(cardCheckDigit('299000000001')).toBe(9);
    expect(isCardNumber('2990000000019')).toBe(true);
    expect(isCardNumber('2990000000018')).toBe(false);
    expect(isCardNumber('299000000001')).toBe(false);
    expect(isCardNumber('29900000000l9')).toBe(false);
  });

  it('are read with spaces and dashes dropped', () => {
    const parsed = CardActivateFormSchema.safeParse({ card: '2 990000-000019', department: '3' });
    expect(parsed.success && parsed.data).toMatchObject({ card: '2990000000019', department: 3 });
    expect(
      CardActivateFormSchema.safeParse({ card: '2990000000018', department: '3' }).success,
    ).toBe(false);
  });
});

describe('accrual tiers', () => {
  it('move at 5000 and 20000 roubles, 20 % being the last', () => {
    expect(tierPercents(0)).toBe(0.1);
    expect(tierPercents(4999)).toBe(0.1);
    expect(tierPercents(5000)).toBe(0.15);
    expect(tierPercents(19999)).toBe(0.15);
    expect(tierPercents(20000)).toBe(0.2);
    expect(tierPercents(1_000_000)).toBe(0.2);
    expect(nextTier(4000)).toEqual({ tier: BONUS_TIERS[1], left: 1000 });
    expect(nextTier(5000)).toEqual({ tier: BONUS_TIERS[2], left: 15000 });
    expect(nextTier(20000)).toBeNull();
  });
});

describe('regional rules', () => {
  it('region 5 shows only the app banner', () => {
    expect(bonusRegionRules(5, null)).toEqual({
      appBannerOnly: true,
      activationHint: false,
      bindButton: false,
    });
  });
  it('region 2 hides the activation hint; others show it', () => {
    expect(bonusRegionRules(2, null).activationHint).toBe(false);
    expect(bonusRegionRules(1, null).activationHint).toBe(true);
    expect(bonusRegionRules(null, null).activationHint).toBe(true);
  });
  it('a virtual card hides the bind button in region 6 only; a printed card has none', () => {
    const virtual = { virtual: true };
    expect(bonusRegionRules(6, virtual).bindButton).toBe(false);
    expect(bonusRegionRules(1, virtual).bindButton).toBe(true);
    expect(bonusRegionRules(6, null).bindButton).toBe(true);
    expect(bonusRegionRules(1, { virtual: false }).bindButton).toBe(false);
  });
});

describe('the activation form', () => {
  it('is short when birthday, e-mail, name, gender and phone are there', () => {
    expect(activationShortForm(full)).toBe(true);
    expect(activationMissingFields(full)).toEqual([]);
    // Patronymic and consent alone do not make the form long (spec section 5).
    expect(activationMissingFields({ ...full, patronymic: '', accept_rules: 0 })).toEqual([]);
  });
  it('otherwise asks every missing field', () => {
    expect(activationMissingFields({ ...full, email: '', accept_rules: 0 })).toEqual([
      'email',
      'accept_rules',
    ]);
    expect(
      activationMissingFields({
        ...full,
        last_name: '',
        first_name: '',
        patronymic: '',
        birthday: '',
        gender: null,
      }),
    ).toEqual(['last_name', 'first_name', 'patronymic', 'birthday', 'gender']);
  });
});
