import { z } from 'zod';
import { EMAIL_MAX_LENGTH, emailDomainToUnicode, isEmailAddress } from './email';
import { pluralWord } from './plural';
import { ErrorEnvelopeSchema, successEnvelope } from './envelope';

/**
 * The profile (spec section 3, User profile and Child; section 7: GET v2 user/, POST v1
 * user/edit/). Field rules of section 5 live here so the client's form and the server's
 * validation say the same thing. Contract: docs/decisions/060-auth-and-profile-contract.md.
 */

/**
 * A required name part or the e-mail left empty (spec section 5, Profile: each is marked
 * required): the profile asks for one that was filled and is cleared (decision 412), the card's
 * full activation form for one that is missing.
 */
export const PROFILE_REQUIRED_MESSAGES = {
  last_name: 'Укажите фамилию',
  first_name: 'Укажите имя',
  patronymic: 'Укажите отчество',
  email: 'Укажите e-mail',
} as const;

export const PROFILE_MESSAGES = {
  russianOnly: 'Используйте только русские буквы',
  birthdayInvalid: 'Укажите дату в формате дд.мм.гггг',
  birthdayNoSuchDate: 'Такой даты нет в календаре: проверьте день и месяц',
  birthdayTooEarly: 'Проверьте год: дата рождения должна быть не раньше 1900 года',
  birthdayFuture: 'Дата рождения не может быть в будущем',
  birthdayLocked: 'Дату рождения нельзя изменить',
  emailInvalid: 'Укажите корректный e-mail',
  /**
   * Another account has this address, in any letter case (decision 448; the spec has no text
   * for it). user/edit/ and the card activation say it on the 'email' field.
   */
  emailTaken: 'Этот e-mail указан в другом личном кабинете',
  genderInvalid: 'Укажите пол',
  childName: 'Укажите имя ребенка',
  childTooOld: 'Проверьте год: в профиле указывают детей младше 18 лет',
  childrenInvalid: 'Некорректный список детей',
  photoInvalid: 'Загрузите фото в формате jpeg или png',
  photoTooBig: 'Фото должно быть не больше 5 МБ',
  /** The file is named and typed as a picture but does not open as one. */
  photoUnreadable: 'Файл не открывается как изображение. Выберите фото в формате jpeg или png.',
  saved: 'Ваши данные успешно сохранены.',
  /** Spec section 2, Profile page: the lock of a profile whose phone is not confirmed. */
  confirmPhone: 'Подтвердите свой номер телефона для доступа к профилю',
} as const;

/**
 * The longest value of each text field (docs/decisions/104): the client's form and the server's
 * user/edit/ refuse longer ones with tooLongMessage.
 */
export const TEXT_LIMITS = {
  /** Last name, first name and patronymic, each. */
  name: 50,
  childName: 50,
  /** RFC 5321: an address is at most 254 characters. */
  email: EMAIL_MAX_LENGTH,
  city: 100,
  district: 100,
} as const;

/** 'Не больше 50 символов' ('Не больше 21 символа'). */
export function tooLongMessage(max: number): string {
  return `Не больше ${max} ${pluralWord(max, { one: 'символа', few: 'символов', many: 'символов' })}`;
}

/** A trimmed text of at most `max` characters, saying so when longer. */
function limitedText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: tooLongMessage(max) });
}

/** errors.code of GET v2 user/ for a signed-in user whose phone is not confirmed. */
export const UNCONFIRMED_PHONE_CODE = 14;
/** The largest photo user/edit/ takes. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
/** At most this many children in a profile. */
export const MAX_CHILDREN = 10;

/** Russian letters, words joined by a hyphen or a space ('Римская-Корсакова'). */
const RUSSIAN_NAME = /^[А-ЯЁа-яё]+(?:[-\s][А-ЯЁа-яё]+)*$/;

export function isRussianName(value: string): boolean {
  return RUSSIAN_NAME.test(value.trim());
}

/** What can be wrong with a birthday typed dd.mm.yyyy. */
export type BirthdayIssue = 'format' | 'noSuchDate' | 'tooEarly' | 'future';

/**
 * What is wrong with a birthday written dd.mm.yyyy, or null: the format, a day the calendar
 * has not (31.02, month 13), a year before 1900, a day after `today`. Shared by the profile,
 * the children and the vacancy form, so each says the same words.
 */
export function birthdayIssue(value: string, today: Date = new Date()): BirthdayIssue | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!match) return 'format';
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1900) return 'tooEarly';
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
    return 'noSuchDate';
  const todayStart = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  return date.getTime() > todayStart.getTime() ? 'future' : null;
}

const BIRTHDAY_ISSUE_MESSAGES: Record<BirthdayIssue, string> = {
  format: PROFILE_MESSAGES.birthdayInvalid,
  noSuchDate: PROFILE_MESSAGES.birthdayNoSuchDate,
  tooEarly: PROFILE_MESSAGES.birthdayTooEarly,
  future: PROFILE_MESSAGES.birthdayFuture,
};

export function birthdayIssueMessage(issue: BirthdayIssue): string {
  return BIRTHDAY_ISSUE_MESSAGES[issue];
}

/** The profile's words for what is wrong with the birthday, or null when it is a birthday. */
export function birthdayMessageOf(value: string, today: Date = new Date()): string | null {
  const issue = birthdayIssue(value, today);
  return issue ? birthdayIssueMessage(issue) : null;
}

/**
 * True when someone born on `birthday` (a real dd.mm.yyyy date) is 18 or older on `today`: a
 * child of the profile is younger (decision 428). False for anything that is not a birthday.
 */
export function isAdultOn(birthday: string, today: Date = new Date()): boolean {
  if (!isBirthday(birthday, today)) return false;
  const [day, month, year] = birthday.trim().split('.').map(Number) as [number, number, number];
  const coming = new Date(year + 18, month - 1, day);
  // Born on 29.02: of age on 01.03 in a year without that day, as the calendar rolls it.
  return (
    coming.getTime() <= new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime()
  );
}

/** True for a real calendar date written dd.mm.yyyy, from 1900 up to `today`. */
export function isBirthday(value: string, today: Date = new Date()): boolean {
  return birthdayIssue(value, today) === null;
}

/** A birthday field: `optional` lets an empty value through (not given). */
export function birthdayField(optional: boolean) {
  return z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (optional && value === '') return;
      const message = birthdayMessageOf(value);
      if (message) context.addIssue({ code: 'custom', message });
    });
}

export const RussianNameSchema = limitedText(TEXT_LIMITS.name).refine(
  (value) => value === '' || isRussianName(value),
  {
    error: PROFILE_MESSAGES.russianOnly,
  },
);

/** Empty (not given) or a dd.mm.yyyy birthday. */
export const BirthdaySchema = birthdayField(true);

/**
 * Empty (not given) or an address (.рф and Cyrillic ones too: the rule of ./email), its domain
 * in letters when it came in punycode (decision 451).
 */
export const ProfileEmailSchema = limitedText(TEXT_LIMITS.email)
  .overwrite(emailDomainToUnicode)
  .refine((value) => value === '' || isEmailAddress(value), {
    error: PROFILE_MESSAGES.emailInvalid,
  });

/** 0 female, 1 male (spec section 3). */
export const GenderSchema = z.union([z.literal(0), z.literal(1)]);
export type Gender = z.infer<typeof GenderSchema>;

/**
 * Spec section 3, Child: what every child of a profile keeps, a stored one included: a name, a
 * real dd.mm.yyyy birthday and a gender.
 */
export const ChildRecordSchema = z.object({
  name: limitedText(TEXT_LIMITS.childName).min(1, { error: PROFILE_MESSAGES.childName }),
  birthday: birthdayField(false),
  gender: GenderSchema,
});

/**
 * A child added or changed also has a name in Russian letters, as the parent's own, and is younger
 * than 18 (decision 428). A child saved before these rules, or who has turned 18 since, stays as
 * stored and never blocks a save of the profile: the rules are asked of new values only.
 */
export const ChildSchema = ChildRecordSchema.extend({
  name: ChildRecordSchema.shape.name.refine(
    (value) => value.trim() === '' || isRussianName(value),
    { error: PROFILE_MESSAGES.russianOnly },
  ),
  birthday: ChildRecordSchema.shape.birthday.refine((value) => !isAdultOn(value), {
    error: PROFILE_MESSAGES.childTooOld,
  }),
});
export type Child = z.infer<typeof ChildSchema>;

/** The same child: its name, birthday and gender as stored (a '1' typed is the 1 stored). */
export function sameChild(
  a: { name: string; birthday: string; gender: number | string },
  b: { name: string; birthday: string; gender: number | string },
): boolean {
  return (
    a.name.trim() === b.name.trim() &&
    a.birthday.trim() === b.birthday.trim() &&
    String(a.gender) === String(b.gender)
  );
}

/** A child as the profile reads it back: what was stored, even under an older rule. */
const StoredChildSchema = z.object({
  name: z.string(),
  birthday: z.string(),
  gender: GenderSchema,
});

/**
 * Spec section 3, Card: `movie.percents` 0.1 means 10 %. Issue 14 adds `spend` (roubles paid on
 * orders with the card, which set the tier: @softkino/contract/card BONUS_TIERS) and `status`
 * ('live'; 'blocked' when reported lost; 'replaced' when a printed card took a virtual one's
 * place: only user_rest.cards lists those).
 */
export const CardStatusSchema = z.enum(['live', 'blocked', 'replaced']);
export const CardSchema = z.object({
  number: z.string(),
  virtual: z.boolean(),
  movie: z.object({ percents: z.number() }),
  spend: z.number(),
  status: CardStatusSchema,
});
export type Card = z.infer<typeof CardSchema>;

/** Spec section 3, Social link control: vk only; `status` true when linked. */
export const SocialLinkSchema = z.object({ status: z.boolean(), url: z.string() });

const Flag = z.union([z.literal(0), z.literal(1)]);

/**
 * GET v2 user/ `data`: the signed-in user's profile. Text fields the user has not filled are
 * '' (never null), so the form can show them as they are. `phone` is 11 digits.
 */
export const UserSchema = z.object({
  user_id: z.number().int().positive(),
  phone: z.string(),
  email: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  patronymic: z.string(),
  /** The display name: first and last name, or the phone when both are empty. */
  name: z.string(),
  /** dd.mm.yyyy or ''; once set, user/edit/ refuses to change it. */
  birthday: z.string(),
  gender: GenderSchema.nullable(),
  accept_rules: Flag,
  /** The uploaded photo's url, or null. */
  avatar: z.string().nullable(),
  /** The picture shown when there is no photo. */
  default_avatar: z.string(),
  movies_notify: Flag,
  /** Ours (decision 453): an SMS reminder before each session bought, to the account's phone. */
  sms_remind: Flag,
  show_photo: Flag,
  city: z.string(),
  district: z.string(),
  /** Points checkout may spend: the live card's balance less what unpaid orders set aside. */
  balance: z.number(),
  /** The live card, or null without one. */
  card: CardSchema.nullable(),
  /** The live card drawn (number and EAN-13 barcode) as an SVG data URL; null without a card. */
  card_img: z.string().nullable(),
  /** The personal-data policy link. */
  pd: z.string(),
  social: z.object({ vk: SocialLinkSchema }),
  cinema: z.object({ no_bonus: z.boolean() }).nullable(),
  childs: z.array(StoredChildSchema),
  department_list: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /**
   * region_id: the region of the profile's city (@softkino/contract/card REGIONS), null when the
   * city is not one of the chain's; cards: every card of the account, the live one first, then
   * blocked and replaced ones, newest first.
   */
  user_rest: z.object({ region_id: z.number().int().nullable(), cards: z.array(CardSchema) }),
  /**
   * Ours (decision 469): the account's staff roles (server migration 015). 'lobby_admin'
   * switches the lobby boards' screens, and the account menu links the boards for it. Any string:
   * a role a later server adds must not make an older client refuse the whole profile. Absent
   * from older answers: none.
   */
  staff_roles: z.array(z.string()).default([]),
});
export type User = z.infer<typeof UserSchema>;

export const UserResponseSchema = successEnvelope(UserSchema);

/**
 * GET v2 user/ errors: 401 with errors.code 401 for a guest; 403 with errors.code 14
 * (UNCONFIRMED_PHONE_CODE) and `phone` (11 digits) for a user whose phone is not confirmed.
 */
export const UserErrorEnvelopeSchema = ErrorEnvelopeSchema.extend({
  phone: z.string().optional(),
});

/**
 * POST v1 user/edit/ (multipart). Every field is optional and an empty or missing field leaves
 * the stored value alone. Flags are '0' or '1'; `accept_rules` is only ever sent as '1';
 * `childs` is a JSON array of {name, birthday, gender} that replaces the stored children ('[]'
 * removes them all); `photo` is a jpeg or png file; `photo_del` '1' removes the photo.
 */
export const ProfileEditFieldsSchema = z.object({
  email: ProfileEmailSchema.optional(),
  last_name: RussianNameSchema.optional(),
  first_name: RussianNameSchema.optional(),
  patronymic: RussianNameSchema.optional(),
  birthday: BirthdaySchema.optional(),
  gender: z.enum(['0', '1']).optional(),
  movies_notify: z.enum(['0', '1']).optional(),
  sms_remind: z.enum(['0', '1']).optional(),
  show_photo: z.enum(['0', '1']).optional(),
  city: limitedText(TEXT_LIMITS.city).optional(),
  district: limitedText(TEXT_LIMITS.district).optional(),
  accept_rules: z.literal('1').optional(),
  childs: z.string().optional(),
  photo_del: z.literal('1').optional(),
});
export type ProfileEditFields = z.infer<typeof ProfileEditFieldsSchema>;

/** The `childs` field of user/edit/, parsed: at most MAX_CHILDREN valid children. */
export const ChildrenListSchema = z.array(ChildRecordSchema).max(MAX_CHILDREN, {
  error: PROFILE_MESSAGES.childrenInvalid,
});

/**
 * user/edit/ success. A refused field is a 400 whose errors.code is the field's name
 * ('email', 'birthday', 'photo', 'childs'...) and errors.message the text to show.
 */
export const ProfileSavedResponseSchema = successEnvelope(
  z.object({ user_id: z.number().int().positive() }),
);
