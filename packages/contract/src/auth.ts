import { z } from 'zod';
import { ErrorEnvelopeSchema, successEnvelope } from './envelope';

/**
 * Sign-in, registration and password calls (spec section 7: v1 user/login/, loginbypass/,
 * verify/, setpass/). Every request is an urlencoded form; every reply is the spec's envelope.
 * The exact contract, codes and texts: docs/decisions/060-auth-and-profile-contract.md.
 */

/** Spec section 9: a phone is 11 digits ('79991234567'). */
export const PHONE_LENGTH = 11;
/** Spec section 9: a password has at least 6 characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** The longest password taken (decision 412: named, not a silent refusal). */
export const PASSWORD_MAX_LENGTH = 128;
/** Spec section 9: a code is longer than 3 characters. */
export const CODE_MIN_LENGTH = 4;
/** The longest code accepted: SMS codes are 4 digits, a flash call's the last 4 of a number. */
export const CODE_MAX_LENGTH = 8;

/** Texts shared by the client's validation and the server's, used exactly as written. */
export const AUTH_MESSAGES = {
  phoneInvalid: 'Телефон должен содержать 11 цифр',
  /** Eleven digits that no number begins with: +7 (000) …, +7 (123) … (decision 428). */
  phoneNoSuchCode: 'Такого номера нет: проверьте код после +7',
  passwordShort: 'Пароль должен содержать не менее 6 символов',
  passwordLong: `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов`,
  codeInvalid: 'Введите код',
  /** The client's words for a field left empty or a code cut short (decision 406). */
  phoneEmpty: 'Введите номер телефона',
  passwordEmpty: 'Введите пароль',
  codeShort: 'Введите все 4 цифры кода',
  fillAll: 'Заполните все поля',
  mismatch: 'Пароли не совпадают',
  weak: 'Пароль не соответствует требованиям',
  /** Unknown codes and network failures on the login page (spec section 8, Login codes). */
  retry: 'Попробуйте обновить страницу и запросить код еще раз',
  /** Server texts: 401 of loginbypass/, 401 of verify/, 404, 409, 429, 493. */
  wrongPassword: 'Неверный номер телефона или пароль',
  wrongCode: 'Неверный код',
  /** 404 of user/login/ and the sign-ins: the client then offers the registration (decision 412). */
  unknownPhone: 'Номер не зарегистрирован.',
  registered: 'Этот номер уже зарегистрирован. Войдите по паролю или по коду.',
  tooSoon: 'Новый код можно будет запросить позже.',
  /** 429 of login/ when the phone has had its codes for the hour: nothing is sent. */
  codeLimit: 'Слишком много запросов кода. Новый код не отправлен.',
  smsFailed: 'Не удалось отправить код. Попробуйте позже или войдите по паролю.',
  /** setpass/ on a session not proven by a code just now: the current password (decision 449). */
  currentPasswordEmpty: 'Введите текущий пароль',
  currentPasswordWrong: 'Неверный текущий пароль',
  samePassword: 'Новый пароль совпадает с текущим',
  /** setpass/'s caption when the new password signed other browsers out. */
  othersSignedOut: 'На других устройствах вход завершен: войдите там с новым паролем.',
} as const;

/** The three flows of the login page (spec section 4, Login tabs). */
export const LoginPurposeSchema = z.enum(['auth', 'reg', 'forget']);
export type LoginPurpose = z.infer<typeof LoginPurposeSchema>;

/** How a code is delivered: an SMS, or a flash call whose number ends with the code. */
export const CodeTypeSchema = z.enum(['sms', 'flashcall']);
export type CodeType = z.infer<typeof CodeTypeSchema>;

/**
 * A Russian number as 11 digits from 7 (docs/decisions/100): the trunk prefix of
 * '8 900 123-45-67' is the country code 7, and a bare ten-digit '900 123-45-67' gets it. A number
 * written after '+' is left as written: '+7 (900) 123-45-6' is a phone one digit short, and so
 * are ten digits from a 7 or an 8 ('8 900 123-45-6').
 */
export function russianPhoneDigits(digits: string, international: boolean): string {
  if (international) return digits;
  if (digits.length === PHONE_LENGTH && digits.startsWith('8')) return `7${digits.slice(1)}`;
  if (isNationalNumber(digits)) return `7${digits}`;
  return digits;
}

/**
 * Ten digits are a Russian number without its country code when they begin as one does: 9 (a
 * mobile), 3 or 4 (Moscow's 495, Yekaterinburg's 343). Ten digits from 7 or 8 are an
 * eleven-digit '8 900 …' or '7 900 …' one digit short: reading them as '+7 (890) …' would take a
 * half-typed phone for another person's (decision 379). Other first digits begin no number.
 */
export function isNationalNumber(digits: string): boolean {
  return /^[349]\d{9}$/.test(digits);
}

/** A Russian phone as the site keeps it: 7 and ten digits. */
export const RUSSIAN_PHONE = /^7\d{10}$/;

/**
 * '+7 (999) 123-45-67' from 11 digits ('79991234567' or '89991234567', other characters left
 * out); '' otherwise. The pages, the letters and the SMS write a phone this way.
 */
export function formatPhone(digits: string): string {
  const rest = nationalDigits(digits);
  if (rest === null) return '';
  return `+7 (${rest.slice(0, 3)}) ${rest.slice(3, 6)}-${rest.slice(6, 8)}-${rest.slice(8, 10)}`;
}

/** The `tel:` address that dials the number `formatPhone` writes; '' when it writes none. */
export function phoneHref(digits: string): string {
  const rest = nationalDigits(digits);
  return rest === null ? '' : `tel:+7${rest}`;
}

/** The ten digits after the 7 or 8 of an 11-digit Russian number, or null. */
function nationalDigits(digits: string): string | null {
  const clean = digits.replace(/\D/g, '');
  return /^[78]\d{10}$/.test(clean) ? clean.slice(1) : null;
}

/** Spec section 5: the phone is sanitised to its digits, then read as a Russian number. */
export function phoneDigits(value: string): string {
  return russianPhoneDigits(value.replace(/\D/g, ''), value.trimStart().startsWith('+'));
}

/**
 * The digit after +7 of a number that exists: Russia's codes begin with 3, 4, 8 or 9, and
 * Kazakhstan's, in the same plan, with 6 or 7 (a chain near the border sells to both). No number
 * begins with 0, 1, 2 or 5: a code sent there would reach nobody (decision 428).
 */
const DIALABLE = /^7[346789]/;

/** What is wrong with 11 digits read from a phone (`phoneDigits`), or undefined. */
export function phoneProblem(digits: string): string | undefined {
  if (!RUSSIAN_PHONE.test(digits)) return AUTH_MESSAGES.phoneInvalid;
  if (!DIALABLE.test(digits)) return AUTH_MESSAGES.phoneNoSuchCode;
  return undefined;
}

export const LoginPhoneSchema = z
  .string({ error: AUTH_MESSAGES.phoneInvalid })
  .transform(phoneDigits)
  .superRefine((digits, context) => {
    const problem = phoneProblem(digits);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const LoginCodeSchema = z
  .string({ error: AUTH_MESSAGES.codeInvalid })
  .trim()
  .regex(new RegExp(`^\\d{${CODE_MIN_LENGTH},${CODE_MAX_LENGTH}}$`), {
    error: AUTH_MESSAGES.codeInvalid,
  });

/** A sign-in password: the length only; strength is checked when a password is created. */
export const LoginPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordShort })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordShort })
  .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordLong });

/**
 * Spec section 5, Password (create): at least one digit, one lowercase and one uppercase letter
 * (Latin or Cyrillic), no whitespace, and at least 6 characters.
 */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\d/.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    !/\s/.test(password)
  );
}

/** The spec's message for a new password pair, or null when it is acceptable. */
export function newPasswordError(password: string, confirm: string): string | null {
  if (password === '' || confirm === '') return AUTH_MESSAGES.fillAll;
  if (password !== confirm) return AUTH_MESSAGES.mismatch;
  if (password.length > PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordLong;
  if (!isStrongPassword(password)) return AUTH_MESSAGES.weak;
  return null;
}

/** POST v1 user/login/: send a code to the phone. */
export const RequestCodeFormSchema = z.object({
  phone: LoginPhoneSchema,
  type: CodeTypeSchema,
  purpose: LoginPurposeSchema.default('auth'),
});
export type RequestCodeForm = z.input<typeof RequestCodeFormSchema>;

/** POST v1 user/verify/: confirm the code; signs the phone's owner in. */
export const VerifyFormSchema = z.object({
  phone: LoginPhoneSchema,
  code: LoginCodeSchema,
  type: CodeTypeSchema,
  purpose: LoginPurposeSchema.default('auth'),
});
export type VerifyForm = z.input<typeof VerifyFormSchema>;

/** POST v1 user/loginbypass/: sign in with the password. */
export const PasswordLoginFormSchema = z.object({
  phone: LoginPhoneSchema,
  password: LoginPasswordSchema,
});
export type PasswordLoginForm = z.input<typeof PasswordLoginFormSchema>;

/**
 * POST v1 user/setpass/: the signed-in user's new password, twice, and the current one
 * (`current_password`) when GET v1 user/setpass/ says it is asked (decision 449).
 */
export const SetPasswordFormSchema = z
  .object({
    password: z.string(),
    password_confirm: z.string(),
    current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .superRefine((form, context) => {
    const message = newPasswordError(form.password, form.password_confirm);
    if (message) context.addIssue({ code: 'custom', message, path: ['password'] });
  });
export type SetPasswordForm = z.input<typeof SetPasswordFormSchema>;

/**
 * Minutes after a code sign-in during which the session may set a password without the current
 * one: registration and the forgotten password go on to 'Придумайте пароль' at once.
 */
export const CODE_PROOF_MINUTES = 10;

/**
 * GET v1 user/setpass/ (ours, decision 449): what the settings page must ask. `has_password`:
 * the account has one; `current_required`: setpass/ wants it, because the session was not opened
 * by a code in the last CODE_PROOF_MINUTES; `phone`: where a code goes when it is forgotten.
 */
export const PasswordStateResponseSchema = successEnvelope(
  z.object({
    phone: z.string(),
    has_password: z.boolean(),
    current_required: z.boolean(),
  }),
);
export type PasswordState = z.infer<typeof PasswordStateResponseSchema>['data'];

/** The signed-in user a reply names. */
export const AuthUserSchema = z.object({ user_id: z.number().int().positive() });

/**
 * login/ success: a code is on its way. `next_sms` is the number of seconds before another
 * code may be asked; `caption` says where the code went ('Код отправлен в SMS на номер …').
 */
export const CodeSentResponseSchema = successEnvelope(
  z.object({
    next_sms: z.number().int().nonnegative(),
    caption: z.string(),
    type: CodeTypeSchema,
  }),
);
export type CodeSent = z.infer<typeof CodeSentResponseSchema>['data'];

/**
 * verify/, loginbypass/ and setpass/ success: the session cookie is set and `user` names the
 * signed-in user. `redirect_url` is where to go next, or null to go back to the remembered
 * page. `need_password` (verify/ only) is true after registration and in the forgot-password
 * flow, and whenever the account has no password yet: the create-password popup opens.
 */
export const SignedInResponseSchema = successEnvelope(
  z.object({
    user: AuthUserSchema,
    redirect_url: z.string().nullable(),
    need_password: z.boolean().optional(),
    caption: z.string().optional(),
  }),
);
export type SignedIn = z.infer<typeof SignedInResponseSchema>['data'];

/**
 * The error reply of every login call. The HTTP status is the spec's code and is repeated in
 * errors.code: 400 bad input or wrong code, 401 wrong password or code, 404 unknown phone
 * (auth and forget), 409 phone already registered (reg), 429 asked too soon or too many
 * attempts (`next_sms` says how many seconds to wait), 493 the SMS or call service failed.
 */
export const LoginErrorEnvelopeSchema = ErrorEnvelopeSchema.extend({
  next_sms: z.number().int().nonnegative().optional(),
});
export type LoginErrorEnvelope = z.infer<typeof LoginErrorEnvelopeSchema>;

/** The HTTP statuses the login calls answer with, by meaning. */
export const LOGIN_STATUS = {
  badRequest: 400,
  unauthorized: 401,
  unknownPhone: 404,
  registered: 409,
  tooSoon: 429,
  smsFailed: 493,
} as const;
