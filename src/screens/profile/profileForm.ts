/**
 * The profile form's values, their rules (spec section 5, Names and Profile) and the mapping to
 * and from the API. Pure, so every rule is tested without a page.
 */
import { z } from 'zod';
import type { ProfileEdit } from '../../api/user';
import {
  BirthdaySchema,
  ChildRecordSchema,
  ChildSchema,
  MAX_CHILDREN,
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  PROFILE_MESSAGES,
  PROFILE_REQUIRED_MESSAGES,
  ProfileEditFieldsSchema,
  ProfileEmailSchema,
  RussianNameSchema,
  sameChild,
  type User,
} from '@softkino/contract/user';

// The rules every child keeps; a new or changed one's own rules are in profileFormSchema.
const ChildValuesSchema = z.object({
  name: ChildRecordSchema.shape.name,
  birthday: ChildRecordSchema.shape.birthday,
  // A new child comes with no gender chosen (''), so that none is saved unasked.
  gender: z
    .enum(['', '0', '1'], { error: PROFILE_MESSAGES.genderInvalid })
    .refine((gender): boolean => gender !== '', PROFILE_MESSAGES.genderInvalid),
});

export const ProfileFormSchema = z.object({
  email: ProfileEmailSchema,
  last_name: RussianNameSchema,
  first_name: RussianNameSchema,
  patronymic: RussianNameSchema,
  birthday: BirthdaySchema,
  gender: z.enum(['', '0', '1']),
  movies_notify: z.boolean(),
  sms_remind: z.boolean(),
  show_photo: z.boolean(),
  city: ProfileEditFieldsSchema.shape.city.unwrap(),
  district: ProfileEditFieldsSchema.shape.district.unwrap(),
  accept_rules: z.boolean(),
  childs: z.array(ChildValuesSchema).max(MAX_CHILDREN),
});
export type ProfileFormValues = z.infer<typeof ProfileFormSchema>;

/**
 * The form's rules for this user: ProfileFormSchema, and a required name part or the e-mail that
 * the profile has may not be cleared. An empty value is not sent (spec section 5), so the stored
 * one stayed while 'Отлично! Ваши данные успешно сохранены.' was said (decision 412).
 */
export function profileFormSchema(user: User) {
  return ProfileFormSchema.superRefine((values, context) => {
    for (const key of Object.keys(
      PROFILE_REQUIRED_MESSAGES,
    ) as (keyof typeof PROFILE_REQUIRED_MESSAGES)[]) {
      if (user[key].trim() !== '' && values[key].trim() === '')
        context.addIssue({ code: 'custom', path: [key], message: PROFILE_REQUIRED_MESSAGES[key] });
    }
    // A child added or changed: a name in Russian letters and younger than 18 (decision 428).
    // One kept as stored never blocks the save, as the server has it.
    values.childs.forEach((child, index) => {
      if (user.childs.some((stored) => sameChild(stored, child))) return;
      for (const field of ['name', 'birthday'] as const) {
        const issue = ChildSchema.shape[field].safeParse(child[field]).error?.issues[0];
        if (issue)
          context.addIssue({
            code: 'custom',
            path: ['childs', index, field],
            message: issue.message,
          });
      }
    });
  });
}
export type ChildValues = ProfileFormValues['childs'][number];

export const EMPTY_CHILD: ChildValues = { name: '', birthday: '', gender: '' };

export function toFormValues(user: User): ProfileFormValues {
  return {
    email: user.email,
    last_name: user.last_name,
    first_name: user.first_name,
    patronymic: user.patronymic,
    birthday: user.birthday,
    gender: user.gender === null ? '' : (String(user.gender) as '0' | '1'),
    movies_notify: user.movies_notify === 1,
    sms_remind: user.sms_remind === 1,
    show_photo: user.show_photo === 1,
    city: user.city,
    district: user.district,
    accept_rules: user.accept_rules === 1,
    childs: user.childs.map((child) => ({
      name: child.name,
      birthday: child.birthday,
      gender: String(child.gender) as '0' | '1',
    })),
  };
}

export interface PhotoChange {
  file: File | null;
  remove: boolean;
}

/** The photo as loaded: nothing chosen, nothing removed. */
export const NO_PHOTO_CHANGE: PhotoChange = { file: null, remove: false };

/** What user/edit/ gets. A birthday already stored is never sent again: it is locked. */
export function toProfileEdit(
  values: ProfileFormValues,
  user: User,
  photo: PhotoChange,
): ProfileEdit {
  return {
    email: values.email,
    last_name: values.last_name,
    first_name: values.first_name,
    patronymic: values.patronymic,
    birthday: user.birthday ? '' : values.birthday,
    gender: values.gender === '' ? null : (Number(values.gender) as 0 | 1),
    movies_notify: values.movies_notify,
    sms_remind: values.sms_remind,
    show_photo: values.show_photo,
    city: values.city,
    district: values.district,
    accept_rules: values.accept_rules,
    childs: values.childs.map((child) => ({
      name: child.name.trim(),
      birthday: child.birthday,
      gender: Number(child.gender) as 0 | 1,
    })),
    photo: photo.file,
    photo_del: photo.remove,
  };
}

/** The profile's required fields (spec section 5, Profile), with their labels. */
export const REQUIRED_FIELDS = {
  last_name: 'Фамилия',
  first_name: 'Имя',
  patronymic: 'Отчество',
  birthday: 'Дата рождения',
  email: 'E-mail',
  gender: 'Пол',
  accept_rules: 'Согласие на обработку персональных данных',
} as const;
export type RequiredField = keyof typeof REQUIRED_FIELDS;

/** The text inputs among them, with what the browser needs to fill them in (autofill, keyboard). */
export const PERSON_TEXT_INPUTS = {
  last_name: { autoComplete: 'family-name' },
  first_name: { autoComplete: 'given-name' },
  patronymic: { autoComplete: 'additional-name' },
  email: { type: 'email', autoComplete: 'email' },
} as const;
export type PersonTextField = keyof typeof PERSON_TEXT_INPUTS;

/** The required fields the user has not filled. */
export function missingFields(user: User): RequiredField[] {
  const missing: RequiredField[] = [];
  for (const key of ['last_name', 'first_name', 'patronymic', 'birthday', 'email'] as const) {
    if (user[key].trim() === '') missing.push(key);
  }
  if (user.gender === null) missing.push('gender');
  if (user.accept_rules !== 1) missing.push('accept_rules');
  return missing;
}

/** Spec section 4: the verify popup shows when the phone exists but required fields are empty. */
export function needsVerifyPrompt(user: User): boolean {
  return user.phone.replace(/\D/g, '').length === 11 && missingFields(user).length > 0;
}

/** The photo's problem, or null: jpeg or png only, at most 5 MB. */
export function photoError(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PROFILE_MESSAGES.photoInvalid;
  if (file.size > PHOTO_MAX_BYTES) return PROFILE_MESSAGES.photoTooBig;
  return null;
}
