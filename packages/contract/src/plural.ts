/** Russian word forms through Intl.PluralRules('ru') (CONVENTIONS.md 13). */

/** Forms for 'one' (1, 21), 'few' (2-4, 22) and 'many' (5-20, 0). */
export interface WordForms {
  one: string;
  few: string;
  many: string;
}

const rules = new Intl.PluralRules('ru');

export const TICKET_FORMS: WordForms = { one: 'билет', few: 'билета', many: 'билетов' };
export const SECOND_FORMS: WordForms = { one: 'секунду', few: 'секунды', many: 'секунд' };
export const MINUTE_FORMS: WordForms = { one: 'минуту', few: 'минуты', many: 'минут' };
export const HOUR_FORMS: WordForms = { one: 'час', few: 'часа', many: 'часов' };
export const POINT_FORMS: WordForms = { one: 'балл', few: 'балла', many: 'баллов' };
export const BONUS_FORMS: WordForms = { one: 'бонус', few: 'бонуса', many: 'бонусов' };
export const CHARACTER_FORMS: WordForms = { one: 'символ', few: 'символа', many: 'символов' };
export const SEAT_FORMS: WordForms = { one: 'место', few: 'места', many: 'мест' };
export const SESSION_FORMS: WordForms = { one: 'сеанс', few: 'сеанса', many: 'сеансов' };

/** The word form for `count`. Fractions use the 'other' category, read as 'few' ('1,5 балла'). */
export function pluralWord(count: number, forms: WordForms): string {
  const category = rules.select(count);
  if (category === 'one') return forms.one;
  if (category === 'many') return forms.many;
  return forms.few;
}

/**
 * '1 билет', '3 билета', '11 билетов', '1 187 мест': thousands split by a no-break space and a
 * decimal comma, as Russian prints numbers.
 */
export function pluralize(count: number, forms: WordForms): string {
  return `${count.toLocaleString('ru-RU')} ${pluralWord(count, forms)}`;
}
