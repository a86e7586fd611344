import { isNationalNumber } from '@softkino/contract/auth';

/**
 * The input masks of spec section 5: phone +7 (999) 999-99-99 here; the date's 99.99.9999 is
 * MaskedField's DATE_BLOCKS (imask ranges, decision 356).
 */

/** imask pattern: '0' is any digit; '+7' stays fixed. */
export const PHONE_MASK = '+{7} (000) 000-00-00';

/**
 * imask's `prepare` for the phone (docs/decisions/100): what is typed or pasted at the start of
 * the number, read as Russians write it. `head` is the field's digits before the insertion
 * ('' when empty, '7' when only '+7' is there). A lone 8 in an empty field is the trunk prefix,
 * so it becomes the 7 of '+7'; a pasted '8 (912) 345-67-89', '79123456789' or '9123456789'
 * puts its own country code in place of the mask's. Elsewhere a chunk is left to the mask.
 */
export function preparePhoneInput(chunk: string, head: string): string {
  if (chunk.length === 1) return chunk === '8' && head === '' ? '7' : chunk;
  if (head !== '' && head !== '7') return chunk;
  const digits = chunk.replace(/\D/g, '');
  let national: string | null = null;
  if (digits.length === 11 && /^[78]/.test(digits)) national = digits.slice(1);
  else if (digits.length === 10 && !chunk.trimStart().startsWith('+')) {
    if (isNationalNumber(digits)) national = digits;
    // From its 7 or 8, a number one digit short: the mask shows the gap (decision 379).
    else if (/^[78]/.test(digits)) national = digits.slice(1);
  }
  if (national === null) return chunk;
  return head === '' ? `7${national}` : national;
}

export { formatPhone } from '@softkino/contract/auth';

/**
 * imask's `prepare` for the date: a whole date pasted year first ('2016-03-05', '2001/1/9',
 * '2019.11.05': ISO 8601 and the forms that follow it) into an empty field is put as Russians
 * write it, '05.03.2016'; the mask read it as day 20, month 16 (decision 462). `head` is the
 * field's digits before the insertion. Slashes, hyphens, commas and spaces are dots; anything
 * else is left to the mask.
 */
export function prepareDateInput(chunk: string, head: string): string {
  const iso = head === '' ? /^\s*(\d{4})[-./](\d{1,2})[-./](\d{1,2})\s*$/.exec(chunk) : null;
  if (iso) {
    const [, year, month, day] = iso as unknown as [string, string, string, string];
    return `${day.padStart(2, '0')}.${month.padStart(2, '0')}.${year}`;
  }
  // '1/6/2019', '5-3-1990', '5 3 1990': any of these between the parts is the dot, which the
  // mask takes and pads a one-digit day or month before (decision 472); they were dropped, and
  // '1/6/2019' became '16.02.019'. Spaces around a pasted date go.
  const trimmed = chunk.length > 1 ? chunk.trim() : chunk;
  return trimmed.replace(/[/,\-\s]/g, '.');
}
