/** The notes of the hall scheme popup (spec section 2, Purchase popup, Notes shown). */
import { addDays } from 'date-fns';
import { CANCEL_BEFORE_START_MINUTES } from '@softkino/contract/order';
import { dayAndMonth, isNightSession, parsePlaybillDate } from '../../lib/dates';

export const NOTES = {
  adult:
    'Фильм для зрителей старше 18 лет: на входе в зал могут попросить документ, подтверждающий возраст.',
  guest: 'Бонусы на кассе не начисляются',
  unpaid: 'У вас есть неоплаченный заказ',
  /** Checkout, one seat of a film with the Pushkin card mark, points chosen (decision 411). */
  pushkinNoBonus: 'Пушкинской картой можно оплатить билет только без бонусов.',
  /** The payment methods of such an order, where the card is not offered. */
  pushkinNotOffered:
    'Пушкинской картой нельзя оплатить заказ со списанными бонусами. Вернитесь назад и нажмите «Не списывать бонусы».',
  /** Checkout within the cancel window before the start (decision 411). */
  refundClosed: `До начала сеанса меньше ${CANCEL_BEFORE_START_MINUTES} минут: вернуть билеты после покупки будет нельзя.`,
} as const;

/**
 * One seat of a film with the Pushkin card mark, with points spent: the card would pay it but for
 * the points (spec section 5: no bonus spending with it), which checkout and the method list say.
 */
export function pushkinBarredByPoints(
  pushkinFilm: boolean,
  seats: number,
  points: number,
): boolean {
  return pushkinFilm && seats === 1 && points > 0;
}

/**
 * The session (`datetime`, an ISO instant) starts within the cancel window from `now`: a ticket
 * bought now cannot be returned (the server's cancel rule, CANCEL_BEFORE_START_MINUTES).
 */
export function startsWithinCancelWindow(datetime: string, now: number): boolean {
  const start = Date.parse(datetime);
  return Number.isFinite(start) && start - now < CANCEL_BEFORE_START_MINUTES * 60_000;
}

// 'в ночь с пятницы на субботу': the evening's weekday after 'с' (genitive; 'со' before
// вторника and среды, whose first sounds would merge with it), the morning's after 'на'
// (accusative); index 0 is Sunday, as Date.getDay() counts.
const WEEKDAY_FROM = [
  'с воскресенья',
  'с понедельника',
  'со вторника',
  'со среды',
  'с четверга',
  'с пятницы',
  'с субботы',
];
const WEEKDAY_TO = [
  'воскресенье',
  'понедельник',
  'вторник',
  'среду',
  'четверг',
  'пятницу',
  'субботу',
];

/**
 * The night notice (docs/decisions/110): a session dated Saturday 00:45 starts in the night from
 * Friday to Saturday, so the notice names both days and both dates: 'Сеанс начинается в 00:45 в
 * ночь с пятницы на субботу (27 на 28 ноября)'. Null for a day session or an unreadable date.
 */
export function nightNotice(date: string, time: string): string | null {
  const day = parsePlaybillDate(date);
  if (!day || !isNightSession(time)) return null;
  const evening = addDays(day, -1);
  const from = dayAndMonth(evening);
  const to = dayAndMonth(day);
  // '27 на 28 ноября' within a month; '30 ноября на 1 декабря' across months.
  const sameMonth = evening.getMonth() === day.getMonth();
  const dates = sameMonth ? `${evening.getDate()} на ${to}` : `${from} на ${to}`;
  return `Сеанс начинается в ${time} в ночь ${WEEKDAY_FROM[evening.getDay()]} на ${WEEKDAY_TO[day.getDay()]} (${dates})`;
}

/** 18+ films show a notice that a document may be asked. */
export function isAdultFilm(age: string): boolean {
  return /^18\+?$/.test(age.trim());
}
