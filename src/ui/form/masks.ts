/** The input masks of spec section 5: phone +7 (999) 999-99-99, date 99.99.9999. */

/** imask pattern: '0' is any digit; '+7' stays fixed. */
export const PHONE_MASK = '+{7} (000) 000-00-00';
export const DATE_MASK = '00.00.0000';

/** '+7 (999) 123-45-67' from 11 digits ('79991234567' or '89991234567'); '' otherwise. */
export function formatPhone(digits: string): string {
  const clean = digits.replace(/\D/g, '');
  if (clean.length !== 11) return '';
  const rest = clean.slice(1);
  return `+7 (${rest.slice(0, 3)}) ${rest.slice(3, 6)}-${rest.slice(6, 8)}-${rest.slice(8, 10)}`;
}
