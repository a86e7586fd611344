import { dayAndMonth, parsePlaybillDate } from '../../lib/dates';

/** '9 марта 2026' from '09.03.2026'; the text itself when it is not a date. */
export function newsDate(text: string): string {
  const date = parsePlaybillDate(text);
  return date ? `${dayAndMonth(date)} ${date.getFullYear()}` : text;
}

/** 'до 19 апреля' (with the year when it is not `today`'s). */
export function untilText(text: string, today: Date = new Date()): string {
  const date = parsePlaybillDate(text);
  if (!date) return `до ${text}`;
  const year = date.getFullYear() === today.getFullYear() ? '' : ` ${date.getFullYear()}`;
  return `до ${dayAndMonth(date)}${year}`;
}
