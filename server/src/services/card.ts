/**
 * Checks of the sandbox bank's card form. The sandbox never charges anything, but it refuses
 * what a real 3-D Secure page would, so the flow is tested as it will run.
 */

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

/** The Luhn checksum every real card number satisfies. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Only MASTERCARD and VISA are accepted (spec section 9). */
function brandAllowed(digits: string): boolean {
  // MASTERCARD: 51-55 and 2221-2720; 2200-2204 is Mir, which only the Pushkin page takes.
  return /^4/.test(digits) || /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits);
}

/** What the bank says of a field that is wrong or empty (the form's script says it too). */
export const CARD_FIELD_PROBLEMS = {
  number: 'Проверьте номер карты',
  expiry: 'Проверьте срок действия карты',
  cvc: 'Проверьте код CVC',
  holder: 'Укажите имя владельца латинскими буквами, как на карте',
} as const;

const CARD_BRAND_REFUSED = 'Принимаются только карты VISA и MASTERCARD';
const CARD_EXPIRED = 'Срок действия карты истек';

/** The form's field a problem of `cardProblem` or `pushkinCardProblem` is about, or null. */
export function cardProblemField(
  problem: string | undefined,
): keyof typeof CARD_FIELD_PROBLEMS | null {
  if (problem === CARD_BRAND_REFUSED || problem === PUSHKIN_CARD_ONLY) return 'number';
  if (problem === CARD_EXPIRED) return 'expiry';
  const fields = Object.keys(CARD_FIELD_PROBLEMS) as (keyof typeof CARD_FIELD_PROBLEMS)[];
  return fields.find((field) => CARD_FIELD_PROBLEMS[field] === problem) ?? null;
}

/** The first problem with the card, in Russian, or null when the card is acceptable. */
export function cardProblem(input: CardInput, now: Date): string | null {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{16,19}$/.test(digits) || !luhnValid(digits)) return CARD_FIELD_PROBLEMS.number;
  if (!brandAllowed(digits)) return CARD_BRAND_REFUSED;
  const problem = expiryOrCodeProblem(input, now);
  if (problem) return problem;
  if (!/^[A-Za-z]+(?: [A-Za-z]+){0,3}$/.test(input.holder.trim()))
    return CARD_FIELD_PROBLEMS.holder;
  return null;
}

/**
 * The expiry date (MM/YY, valid through its month; typed as 12/28, 1228, 12.28, 12-28 or with
 * the year in four digits, 12/2028) and the 3-digit code.
 */
function expiryOrCodeProblem(input: { expiry: string; cvc: string }, now: Date): string | null {
  const expiry = /^(\d{2})\s*[/.-]?\s*(?:20)?(\d{2})$/.exec(input.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12) return CARD_FIELD_PROBLEMS.expiry;
  // A card is valid through the last day of its month.
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) return CARD_EXPIRED;
  if (!/^\d{3}$/.test(input.cvc.trim())) return CARD_FIELD_PROBLEMS.cvc;
  return null;
}

/** The Pushkin card is a Mir card: its number starts with 2200-2204 (the Mir range). */
export const PUSHKIN_CARD_ONLY =
  'Оплатить можно только Пушкинской картой: это карта «Мир», её номер начинается с 2200–2204.';

/**
 * The first problem with a Pushkin card on the sandbox's Mir form, or null: a 16-digit number
 * in the Mir range with a valid checksum, a live expiry date and a 3-digit code. The holder's
 * name is not asked (the card is personal: the name was given as `fio`).
 */
export function pushkinCardProblem(
  input: Pick<CardInput, 'number' | 'expiry' | 'cvc'>,
  now: Date,
): string | null {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(digits) || !luhnValid(digits)) return CARD_FIELD_PROBLEMS.number;
  if (!/^220[0-4]/.test(digits)) return PUSHKIN_CARD_ONLY;
  return expiryOrCodeProblem(input, now);
}
