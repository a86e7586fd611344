/**
 * The first step's form of the card activation (spec section 5, Profile): the card number and
 * the cinema where it was handed out, and the profile fields the activation needs. The short
 * form (number and cinema only) is used when birthday, e-mail, name, gender and an 11-digit
 * phone are all present; otherwise every missing field is asked, each required. Which fields,
 * the number's check digit and the texts come from @softkino/contract/card, as the server
 * checks them.
 */
import { AUTH_MESSAGES, RUSSIAN_PHONE, phoneDigits } from '@softkino/contract/auth';
import {
  CARD_MESSAGES,
  activationMissingFields,
  isCardNumber,
  normalizeCardNumber,
  type ActivationField,
} from '@softkino/contract/card';
import {
  BirthdaySchema,
  ProfileEmailSchema,
  RussianNameSchema,
  type User,
} from '@softkino/contract/user';
import { emailDomainToUnicode } from '@softkino/contract/email';
import type { ActivationFields } from '../../api/card';

export const ACTIVATION_MESSAGES = {
  cardRequired: 'Введите номер карты',
  cardInvalid: CARD_MESSAGES.numberInvalid,
  cardMistyped: CARD_MESSAGES.numberMistyped,
  departmentRequired: CARD_MESSAGES.departmentInvalid,
  codeRequired: CARD_MESSAGES.codeMissing,
  /** A code cut short: the login's words (decision 418). */
  codeShort: AUTH_MESSAGES.codeShort,
  success: CARD_MESSAGES.activated,
} as const;

/** The profile as the activation reads it, frozen when the popup opens. */
export interface ActivationProfile {
  phone: string;
  /** Profile fields to ask, in the form's order; empty for the short form. */
  asked: ActivationField[];
  departments: Array<{ id: number; name: string }>;
  /** The personal-data policy link of the consent box. */
  pd: string;
}

export function activationProfile(user: User): ActivationProfile {
  return {
    phone: phoneDigits(user.phone),
    asked: activationMissingFields(user),
    departments: user.department_list,
    pd: user.pd,
  };
}

/** The error of a typed card number, or undefined. */
export function cardError(typed: string): string | undefined {
  const digits = normalizeCardNumber(typed);
  if (digits === '') return ACTIVATION_MESSAGES.cardRequired;
  if (isCardNumber(digits)) return undefined;
  return /^\d{13}$/.test(digits)
    ? ACTIVATION_MESSAGES.cardMistyped
    : ACTIVATION_MESSAGES.cardInvalid;
}

/** What the first step's form holds. */
export interface ActivationValues {
  card: string;
  /** The department's id as the select holds it; '' until one is chosen. */
  department: string;
  last_name: string;
  first_name: string;
  patronymic: string;
  phone: string;
  email: string;
  birthday: string;
  /** '' until a chip is chosen; '0' female, '1' male. */
  gender: string;
  accept_rules: boolean;
}

export const EMPTY_ACTIVATION: ActivationValues = {
  card: '',
  department: '',
  last_name: '',
  first_name: '',
  patronymic: '',
  phone: '',
  email: '',
  birthday: '',
  gender: '',
  accept_rules: false,
};

export type ActivationErrors = Partial<
  Record<'card' | 'department' | ActivationField | 'code' | 'form', string>
>;

/** An asked field's problem: missing (the contract's text), else its format, else none. */
function askedError(field: ActivationField, values: ActivationValues): string | undefined {
  const missing = CARD_MESSAGES.missing[field];
  switch (field) {
    case 'accept_rules':
      return values.accept_rules ? undefined : missing;
    case 'gender':
      return values.gender === '0' || values.gender === '1' ? undefined : missing;
    case 'phone': {
      const digits = phoneDigits(values.phone);
      if (digits === '') return missing;
      return RUSSIAN_PHONE.test(digits) ? undefined : AUTH_MESSAGES.phoneInvalid;
    }
    default: {
      const value = values[field].trim();
      if (value === '') return missing;
      const schema =
        field === 'email'
          ? ProfileEmailSchema
          : field === 'birthday'
            ? BirthdaySchema
            : RussianNameSchema;
      const parsed = schema.safeParse(value);
      return parsed.success ? undefined : parsed.error.issues[0]?.message;
    }
  }
}

/** The form's errors (empty when it may be sent). */
export function validateActivation(
  values: ActivationValues,
  profile: ActivationProfile,
): ActivationErrors {
  const errors: ActivationErrors = {};
  const card = cardError(values.card);
  if (card) errors.card = card;
  const department = Number(values.department);
  if (!profile.departments.some((d) => d.id === department))
    errors.department = ACTIVATION_MESSAGES.departmentRequired;
  for (const field of profile.asked) {
    const error = askedError(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The activate/ fields of a valid form: the number's digits, the cinema, the asked fields. */
export function activationFields(
  values: ActivationValues,
  profile: ActivationProfile,
): ActivationFields {
  const fields: ActivationFields = {
    card: normalizeCardNumber(values.card),
    department: Number(values.department),
  };
  for (const field of profile.asked) {
    if (field === 'accept_rules') {
      if (values.accept_rules) fields.accept_rules = '1';
    } else if (field === 'phone') {
      fields.phone = phoneDigits(values.phone);
    } else if (field === 'email') {
      // An autofill's or a paste's punycode domain goes in letters, as the profile sends it.
      fields.email = emailDomainToUnicode(values.email.trim());
    } else {
      fields[field] = values[field].trim();
    }
  }
  return fields;
}
