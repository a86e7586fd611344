/**
 * How long a comment is for the minimum-length rules (spec section 5, Review: 'Комментарий должен
 * быть больше 25 символов'): without the spaces around it, and a run of spaces or line breaks
 * inside counts as one, as the page shows it. Twenty spaces between two words do not make a
 * comment (decision 354).
 */
export function countedLength(text: string): number {
  return text.trim().replace(/\s+/g, ' ').length;
}
