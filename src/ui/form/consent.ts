/**
 * The personal-data consent's words and its policy page (spec section 3, `pd`): the words are
 * the checkbox's label, and the page a link of its own under it (Checkbox's `link`), so that a
 * tap on the words ticks the box (decision 429).
 */
export const CONSENT_LABEL = 'Согласен на обработку персональных данных';

export function consentLink(pd: string) {
  return { href: pd, label: 'Политика обработки персональных данных' };
}
