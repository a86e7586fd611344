/**
 * The fill-in-your-data popup's values and rules (spec section 5, Profile: "Only missing fields
 * are asked (name parts, email, birthday, gender, consent); each is required"). The field rules
 * are the profile form's own shared schemas with "required" added on top, so the two forms can
 * never disagree on what a name, a birthday or an e-mail is.
 */
import { z } from 'zod';
import { apiUrl, postMultipart } from '../../api/http';
import {
  BirthdaySchema,
  PROFILE_MESSAGES,
  ProfileEmailSchema,
  ProfileSavedResponseSchema,
  RussianNameSchema,
} from '@softkino/contract/user';
import type { RequiredField } from './profileForm';

export const FILL_IN_MESSAGES = {
  required: 'Заполните это поле',
  consent: 'Подтвердите согласие на обработку персональных данных',
} as const;

/** Every field the popup can ask; only the missing ones are shown, validated and sent. */
export interface FillInValues {
  last_name: string;
  first_name: string;
  patronymic: string;
  email: string;
  birthday: string;
  /** '' until a chip is chosen; '0' female, '1' male. */
  gender: string;
  accept_rules: boolean;
}

export const EMPTY_FILL_IN: FillInValues = {
  last_name: '',
  first_name: '',
  patronymic: '',
  email: '',
  birthday: '',
  gender: '',
  accept_rules: false,
};

function filled(schema: z.ZodString): z.ZodString {
  return schema.refine((value) => value !== '', { error: FILL_IN_MESSAGES.required });
}

const ASKED = {
  last_name: filled(RussianNameSchema),
  first_name: filled(RussianNameSchema),
  patronymic: filled(RussianNameSchema),
  email: filled(ProfileEmailSchema),
  birthday: filled(BirthdaySchema),
  gender: z.string().refine((value) => value === '0' || value === '1', {
    error: PROFILE_MESSAGES.genderInvalid,
  }),
  accept_rules: z.boolean().refine((value) => value, { error: FILL_IN_MESSAGES.consent }),
};

/**
 * The popup's schema: the asked fields are required, the others pass as they are (they are
 * never shown and never sent). Built per popup, since the asked set is the user's own.
 */
export function fillInSchema(asked: readonly RequiredField[]) {
  const has = (field: RequiredField) => asked.includes(field);
  return z.object({
    last_name: has('last_name') ? ASKED.last_name : z.string(),
    first_name: has('first_name') ? ASKED.first_name : z.string(),
    patronymic: has('patronymic') ? ASKED.patronymic : z.string(),
    email: has('email') ? ASKED.email : z.string(),
    birthday: has('birthday') ? ASKED.birthday : z.string(),
    gender: has('gender') ? ASKED.gender : z.string(),
    accept_rules: has('accept_rules') ? ASKED.accept_rules : z.boolean(),
  });
}

/** The user/edit/ body with only the asked fields; consent goes as accept_rules=1. */
export function fillInFormData(values: FillInValues, asked: readonly RequiredField[]): FormData {
  const form = new FormData();
  for (const field of asked) {
    if (field === 'accept_rules') {
      if (values.accept_rules) form.set('accept_rules', '1');
    } else {
      const value = values[field].trim();
      if (value !== '') form.set(field, value);
    }
  }
  return form;
}

/**
 * POST v1 user/edit/ with just these fields. The profile's own `saveProfile` always sends the
 * flags and the whole children list, which this popup must not touch; the server leaves every
 * field it is not sent alone.
 */
export async function saveFillIn(form: FormData): Promise<void> {
  await postMultipart(apiUrl('v1/user/edit/'), form, ProfileSavedResponseSchema);
}

/** The field a refused save names in errors.code, when it is one the popup shows. */
export function refusedField(
  code: string | number | undefined,
  asked: readonly RequiredField[],
): RequiredField | null {
  return typeof code === 'string' && (asked as readonly string[]).includes(code)
    ? (code as RequiredField)
    : null;
}
