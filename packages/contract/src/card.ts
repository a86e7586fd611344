import { z } from 'zod';
import { successEnvelope } from './envelope';
import { sanitizePhone } from './order';
import {
  BirthdaySchema,
  CardSchema,
  PROFILE_REQUIRED_MESSAGES,
  ProfileEmailSchema,
  RussianNameSchema,
  type User,
} from './user';

/**
 * The bonus card program (issue 14; spec sections 3 Card, 4 Card activation and Bonus slider,
 * 5 the short activation form, 6 regions, 7 user/card/activate/, 8 Activation, 9 tiers and the
 * history's paging). Shared by the bonus page, the activation popup and the server.
 * Decisions 246-254.
 */

// ---------------------------------------------------------------------------------------------
// Card numbers

/**
 * A card number is 13 digits, EAN-13 (the barcode printed on the card), in the in-store range
 * that starts with 2; its last digit is the EAN-13 check digit (decision 246).
 */
export const CARD_NUMBER_LENGTH = 13;

/** The EAN-13 check digit of the first 12 digits. */
export function cardCheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Spaces and dashes people type between groups of digits are dropped. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** True for 13 digits whose last one is the EAN-13 check digit of the others. */
export function isCardNumber(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  return cardCheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/** '2990000000019' → '2 990000 000019' (as EAN-13 prints it under the bars). */
export function formatCardNumber(number: string): string {
  if (number.length !== 13) return number;
  return `${number.slice(0, 1)} ${number.slice(1, 7)} ${number.slice(7)}`;
}

// ---------------------------------------------------------------------------------------------
// Accrual tiers (spec section 9; decision 247)

/**
 * The accrual percent by the money spent on paid orders with the card (roubles paid, not the
 * points spent; orders at no_bonus cinemas do not count). 10 % from the first rouble, 15 % from
 * 5000, 20 % from 20000: the slider's marks. The spec's other reading ("20 % at 30000") is not
 * used: what the slider shows is what the server does (decision 247).
 */
export const BONUS_TIERS = [
  { from: 0, percents: 0.1 },
  { from: 5000, percents: 0.15 },
  { from: 20000, percents: 0.2 },
] as const;

export type BonusTier = (typeof BONUS_TIERS)[number];

/** The tier of a spend: the last one whose `from` it has reached. */
export function tierOf(spend: number): BonusTier {
  let tier: BonusTier = BONUS_TIERS[0];
  for (const t of BONUS_TIERS) if (spend >= t.from) tier = t;
  return tier;
}

/** The percent (0.1 is 10 %) a spend earns at. */
export function tierPercents(spend: number): number {
  return tierOf(spend).percents;
}

/** The next tier and the roubles left to reach it; null at the last tier (20 %, final). */
export function nextTier(spend: number): { tier: BonusTier; left: number } | null {
  const next = BONUS_TIERS.find((t) => t.from > spend);
  return next ? { tier: next, left: next.from - Math.max(0, spend) } : null;
}

/** '10 %' of 0.1 (whole percents; 0.15 is '15 %'). */
export function percentLabel(percents: number): string {
  return `${Math.round(percents * 100)} %`;
}

// ---------------------------------------------------------------------------------------------
// Regions (spec section 6; decision 250)

/**
 * The regions whose rules differ. A buyer's region is the region of their profile's city
 * (v2/user/ user_rest.region_id; null when the city is not one of the chain's).
 */
export const REGIONS = {
  /** Уфа (Башкортостан): no hint about activating a card in Bonuses. */
  noActivationHint: 2,
  /** Москва и область: bonuses only in the mobile app; the site shows the app banner alone. */
  appOnly: 5,
  /** Пермь: a virtual card hides the bind button. */
  virtualNoBind: 6,
} as const;

export interface BonusRegionRules {
  /** Region 5: the bonus page and the card block show only the app banner. */
  appBannerOnly: boolean;
  /** The profile's hint about activating a card: every region but 2 and 5. */
  activationHint: boolean;
  /** The 'bind a card' button: hidden in region 5, and in region 6 when the card is virtual. */
  bindButton: boolean;
}

export function bonusRegionRules(
  regionId: number | null,
  card: { virtual: boolean } | null,
): BonusRegionRules {
  const appOnly = regionId === REGIONS.appOnly;
  return {
    appBannerOnly: appOnly,
    activationHint: regionId !== REGIONS.noActivationHint && !appOnly,
    bindButton:
      !appOnly &&
      (card === null || card.virtual) &&
      !(regionId === REGIONS.virtualNoBind && card?.virtual === true),
  };
}

// ---------------------------------------------------------------------------------------------
// Activation (spec sections 4, 5, 7, 8; decisions 248, 249)

/** errors.code of user/card/activate/ step 0: the SMS code was sent; ask for it. */
export const CARD_CODE_SENT = 14;

export const CARD_MESSAGES = {
  /** Spec section 8, Activation: the success text. */
  activated: 'Карта успешно активирована. Теперь вы сможете оплачивать заказы бонусами.',
  codeSent: (phone: string) => `Код подтверждения отправлен в SMS на ${phone}`,
  numberInvalid: 'Проверьте номер карты: 13 цифр с обратной стороны карты.',
  /** Thirteen digits whose last does not check the others: one of them was mistyped. */
  numberMistyped: 'В номере карты ошибка: сверьте каждую цифру с обратной стороной карты.',
  unknownNumber: 'Карта с таким номером не найдена. Проверьте номер.',
  boundToOther: 'Эта карта уже привязана к другому аккаунту.',
  boundToYou: 'Эта карта уже привязана к вашему аккаунту.',
  blocked: 'Эта карта заблокирована. Обратитесь в кассу кинотеатра.',
  hasCard: 'К вашему аккаунту уже привязана бонусная карта.',
  departmentInvalid: 'Выберите кинотеатр, в котором вы получили карту.',
  phoneMismatch: 'Карта привязывается к номеру телефона вашего личного кабинета.',
  wrongCode: 'Неверный код',
  codeExpired: 'Срок действия кода истек. Запросите новый код.',
  codeMissing: 'Введите код из SMS',
  /** Step 1 names another card or cinema than the code was sent for. */
  codeForOtherCard: 'Код был отправлен для другой карты или кинотеатра. Запросите новый код.',
  tooManyTries: 'Слишком много попыток. Попробуйте позже.',
  smsFailed: 'Не удалось отправить код. Попробуйте позже.',
  /** v2 user/card/virtual/. */
  virtualIssued: 'Виртуальная карта выпущена.',
  /** v2 user/card/block/. */
  noCardToBlock: 'У вас нет карты, которую можно заблокировать.',
  cardBlocked:
    'Карта заблокирована. Бонусы перейдут на новую карту, когда вы привяжете ее или выпустите виртуальную.',
  /** Missing profile fields of the full activation form, each required (spec section 5). */
  missing: {
    ...PROFILE_REQUIRED_MESSAGES,
    phone: 'Укажите номер телефона',
    accept_rules: 'Необходимо согласие на обработку персональных данных',
    birthday: 'Укажите дату рождения',
    gender: 'Укажите пол',
  },
} as const;

/**
 * errors.code of each refusal of the card calls (the HTTP status after it). A missing or bad
 * profile field is refused with the field's name as its code (400), as user/edit/ does; a guest
 * gets 401. An unconfirmed phone is 403 'phone_unconfirmed' (not 14: here 14 means "code sent").
 */
export const CARD_ERROR_CODES = {
  numberInvalid: 'card', // 400
  unknownNumber: 'card_unknown', // 404
  boundToOther: 'card_bound', // 409
  boundToYou: 'card_yours', // 409
  blocked: 'card_blocked', // 409
  hasCard: 'has_card', // 409
  departmentInvalid: 'department', // 400
  phoneMismatch: 'phone', // 400
  wrongCode: 'code_wrong', // 400
  codeExpired: 'code_expired', // 400
  codeMissing: 'code', // 400
  codeForOtherCard: 'code_other', // 400
  phoneUnconfirmed: 'phone_unconfirmed', // 403, with `phone`
  tooManyTries: 'too_many', // 429, with next_sms
  smsFailed: 'sms_failed', // 493
  noCardToBlock: 'no_card', // 404
} as const;

/** The profile fields the full activation form may ask (spec section 5), in its order. */
export const ACTIVATION_FIELDS = [
  'last_name',
  'first_name',
  'patronymic',
  'phone',
  'email',
  'accept_rules',
  'birthday',
  'gender',
] as const;
export type ActivationField = (typeof ACTIVATION_FIELDS)[number];

export type ActivationProfile = Pick<
  User,
  | 'last_name'
  | 'first_name'
  | 'patronymic'
  | 'phone'
  | 'email'
  | 'accept_rules'
  | 'birthday'
  | 'gender'
>;

/**
 * Spec section 5: the short form (card and cinema only) when birthday, e-mail, name (first and
 * last), gender and an 11-digit phone are all in the profile.
 */
export function activationShortForm(profile: ActivationProfile): boolean {
  return (
    profile.birthday !== '' &&
    profile.email !== '' &&
    profile.first_name !== '' &&
    profile.last_name !== '' &&
    profile.gender !== null &&
    /^\d{11}$/.test(profile.phone)
  );
}

/**
 * The fields the activation form must ask, each required: none for the short form; otherwise
 * every one of ACTIVATION_FIELDS the profile lacks (decision 249).
 */
export function activationMissingFields(profile: ActivationProfile): ActivationField[] {
  if (activationShortForm(profile)) return [];
  return ACTIVATION_FIELDS.filter((field) => {
    switch (field) {
      case 'accept_rules':
        return profile.accept_rules !== 1;
      case 'gender':
        return profile.gender === null;
      case 'phone':
        return !/^\d{11}$/.test(profile.phone);
      default:
        return profile[field] === '';
    }
  });
}

/** A form value that may be absent or blank (blank means "not given"). */
const optionalText = z.string().optional();

/**
 * POST v1 user/card/activate/ (a form; the spec's path has no version, served under v1). Step 0 without `code`: `card` and `department` (a cinema
 * id of department_list) and the profile fields activationMissingFields asks; the answer is
 * errors.code 14 (CARD_CODE_SENT) with `next_sms`. Step 1: the same fields and `code` from the
 * SMS; the card is bound and the profile fields saved. `phone`, when sent, must be the
 * account's own (sanitised as checkout does).
 */
export const CardActivateFormSchema = z.object({
  card: z
    .string()
    .transform(normalizeCardNumber)
    .refine(isCardNumber, { error: CARD_MESSAGES.numberInvalid }),
  department: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, { error: CARD_MESSAGES.departmentInvalid })
    .transform(Number),
  code: optionalText,
  last_name: RussianNameSchema.optional(),
  first_name: RussianNameSchema.optional(),
  patronymic: RussianNameSchema.optional(),
  phone: z.string().transform(sanitizePhone).optional(),
  email: ProfileEmailSchema.optional(),
  birthday: BirthdaySchema.optional(),
  gender: z.enum(['', '0', '1']).optional(),
  accept_rules: z.enum(['', '0', '1']).optional(),
});
export type CardActivateForm = z.input<typeof CardActivateFormSchema>;

/** Step 0's answer (HTTP 202): the code is on its way; `next_sms` seconds until a resend. */
export const CardCodeSentSchema = z.object({
  status: z.literal('error'),
  errors: z.object({ code: z.literal(CARD_CODE_SENT), message: z.string() }),
  next_sms: z.number().int().nonnegative(),
});
export type CardCodeSent = z.infer<typeof CardCodeSentSchema>;

/** Step 1's answer: the bound card, the balance now spendable, the success text. */
export const CardActivatedSchema = z.object({
  card: CardSchema,
  balance: z.number(),
  message: z.string(),
});
export const CardActivatedResponseSchema = successEnvelope(CardActivatedSchema);

/** POST v2 user/card/virtual/ (no body): a virtual card for an account without a live card. */
export const VirtualCardResponseSchema = successEnvelope(CardActivatedSchema);

/**
 * POST v2 user/card/block/ (no body): the buyer blocks their lost card. Its points stay on it
 * and move to the next card they bind or issue (decision 251).
 */
export const CardBlockedResponseSchema = successEnvelope(
  z.object({ number: z.string(), balance: z.number(), message: z.string() }),
);

// ---------------------------------------------------------------------------------------------
// History (spec sections 3 Order history item, 9 paging; decision 252)

/** Spec section 9: the bonus history shows 3 orders at a time with 'Показать еще'. */
export const BONUS_HISTORY_PAGE = 3;

/** Spec section 3, Order history item: an order that earned points, newest first. */
export const BonusHistoryItemSchema = z.object({
  /** The order's id: the next page's `last-id`. */
  id: z.number().int().positive(),
  film: z.object({ name: z.string(), poster: z.object({ small: z.string() }) }),
  /** ISO 8601 with the offset: when the order was paid. */
  created_at: z.string(),
  /** The IANA zone of the selling cinema's city: the date is written on its clock (decision 351). */
  timezone: z.string(),
  /** The order number the buyer sees. */
  number: z.string(),
  amount: z.object({
    /** Roubles of the order (money and points together). */
    total: z.number(),
    /** Points earned. */
    bonus_add: z.number(),
    /** Points spent. */
    bonus_pay: z.number(),
  }),
});
export type BonusHistoryItem = z.infer<typeof BonusHistoryItemSchema>;

/**
 * GET v2 user/bonus/history/?last-id={id}: BONUS_HISTORY_PAGE orders with bonus_add older than
 * the order `last-id` (the first page without it); `more` when another page exists.
 */
export const BonusHistorySchema = z.object({
  items: z.array(BonusHistoryItemSchema),
  more: z.boolean(),
});
export type BonusHistory = z.infer<typeof BonusHistorySchema>;
export const BonusHistoryResponseSchema = successEnvelope(BonusHistorySchema);
