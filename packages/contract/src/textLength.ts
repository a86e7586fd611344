/** Characters as a reader sees them: an emoji, a flag or 'е' with a combining mark is one. */
const graphemes = new Intl.Segmenter('ru', { granularity: 'grapheme' });

/**
 * How long a comment is for the minimum-length rules (spec section 5, Review: 'Комментарий должен
 * быть больше 25 символов'): without the spaces around it, and a run of spaces or line breaks
 * inside counts as one, as the page shows it. Twenty spaces between two words do not make a
 * comment (decision 354). Characters are counted as they are seen, not as UTF-16 units: an
 * emoji counted two, so thirteen of them passed the minimum.
 */
export function countedLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text.trim().replace(/\s+/g, ' '))) count++;
  return count;
}
