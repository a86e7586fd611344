/**
 * The one e-mail rule of every form (checkout, profile, card activation, bug report and vacancy
 * contacts), on the client and the server alike. Internationalised addresses are real addresses
 * of Russian buyers: a Cyrillic domain such as `почта.рф` (IDN, RFC 5890) and a Cyrillic local
 * part such as `тест@` (EAI, RFC 6531). The domain may also come in punycode
 * (`xn--80a1acny.xn--p1ai`): Chromium's type=email field hands an IDN domain over that way, and
 * an autofill or a paste may too. `emailDomainToUnicode` puts it back in letters, so that an
 * address is kept as the buyer reads it and compared as one address (decision 451).
 *
 * It catches typing mistakes, not every address RFC 5322 allows: a dot-atom local part of
 * letters (any script), digits and the printable specials, no quoted strings or comments; a
 * domain of at least two labels, letters, digits and inner hyphens, whose last label is letters
 * (`ru`, `рф`) or punycode (`xn--p1ai`); no IP literals. Lengths are counted in characters: the
 * mail server has the last word on octets.
 */

import punycode from 'punycode/punycode.js';

/** RFC 5321: the longest address that fits a path (256 octets less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

const LOCAL_MAX_LENGTH = 64;

/** A letter of any script, a combining mark, a digit, or one of RFC 5322's atext specials. */
const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LOCAL = `${ATOM}(?:\\.${ATOM})*`;
/** A domain label: 1 to 63 letters and digits, hyphens inside only. */
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]{0,61}[\\p{L}\\p{M}\\p{N}])?';
/** The top-level domain: letters (`ru`, `рф`, `москва`), or its punycode form (`xn--p1ai`). */
const TLD = '(?:\\p{L}[\\p{L}\\p{M}]{1,62}|[Xx][Nn]--[A-Za-z0-9-]{1,59})';
const EMAIL = new RegExp(`^(${LOCAL})@(?:${LABEL}\\.)+${TLD}$`, 'u');

/** True when `value` (already trimmed) looks like a deliverable e-mail address. */
export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const match = EMAIL.exec(value);
  const local = match?.[1];
  return local !== undefined && [...local].length <= LOCAL_MAX_LENGTH;
}

/** An ACE label (RFC 5890): punycode behind 'xn--', in either case. */
const ACE_LABEL = /^xn--/i;
const LETTERS_LABEL = new RegExp(`^${LABEL}$`, 'u');

/** The label's letters, or null when it is no IDN label's punycode. */
function aceToUnicode(label: string): string | null {
  try {
    const letters = punycode.decode(label.slice(4));
    // Punycode of plain Latin letters ('xn--abc-') is no IDN label: IDNA never writes one.
    return /\P{ASCII}/u.test(letters) && LETTERS_LABEL.test(letters) ? letters : null;
  } catch {
    return null;
  }
}

/**
 * `value` with the punycode labels of its domain in letters: 'petr@xn--80a1acny.xn--p1ai' is
 * 'petr@почта.рф'. The local part and every other label stay as typed, letter case too; what is
 * no address, or would stop being one the rule takes, comes back unchanged. Pure, for the forms
 * and the server alike (the e-mail schemas apply it).
 */
export function emailDomainToUnicode(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 0) return value;
  const labels = value.slice(at + 1).split('.');
  if (!labels.some((label) => ACE_LABEL.test(label))) return value;
  const domain = labels
    .map((label) => (ACE_LABEL.test(label) ? (aceToUnicode(label) ?? label) : label))
    .join('.');
  const decoded = `${value.slice(0, at)}@${domain}`;
  return isEmailAddress(decoded) || !isEmailAddress(value) ? decoded : value;
}

/**
 * Whether two addresses are one account's (decision 448): letter case aside, and the domain in
 * letters or in punycode alike (decision 451).
 */
export function sameEmail(a: string, b: string): boolean {
  return (
    emailDomainToUnicode(a.trim()).toLowerCase() === emailDomainToUnicode(b.trim()).toLowerCase()
  );
}
