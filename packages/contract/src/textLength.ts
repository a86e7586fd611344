import { CHARACTER_FORMS, pluralize } from './plural';

/**
 * Characters as a reader sees them: an emoji, a flag or 'е' with a combining mark is one. Made on
 * first use, so that a browser without Intl.Segmenter (Firefox before 125) still loads the
 * module and counts code points instead.
 */
let graphemes: Intl.Segmenter | null | undefined;

function segmenter(): Intl.Segmenter | null {
  if (graphemes === undefined)
    graphemes =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter('ru', { granularity: 'grapheme' })
        : null;
  return graphemes;
}

/**
 * How long a comment is for the minimum-length rules (spec section 5, Review: 'Комментарий должен
 * быть больше 25 символов'): without the spaces around it, and a run of spaces or line breaks
 * inside counts as one, as the page shows it. Twenty spaces between two words do not make a
 * comment (decision 354). Characters are counted as they are seen, not as UTF-16 units: an
 * emoji counted two, so thirteen of them passed the minimum (decision 398).
 */
export function countedLength(text: string): number {
  const shown = text.trim().replace(/\s+/g, ' ');
  const by = segmenter();
  if (!by) return Array.from(shown).length;
  let count = 0;
  for (const _ of by.segment(shown)) count++;
  return count;
}

/**
 * The counter of a comment over its limit, or null within it: '2 100 из 2 000: сократите на
 * 100 символов' (thousands grouped, as `pluralize` prints them). Counted as the limit's check counts the stored text (its trimmed UTF-16 units),
 * not as `countedLength` shows a reader's characters, so that the two never disagree (412).
 */
export function tooLongHint(text: string, max: number): string | null {
  const length = text.trim().length;
  if (length <= max) return null;
  const count = (n: number) => n.toLocaleString('ru-RU');
  return `${count(length)} из ${count(max)}: сократите на ${pluralize(length - max, CHARACTER_FORMS)}`;
}
