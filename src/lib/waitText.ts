import { HOUR_FORMS, MINUTE_FORMS, SECOND_FORMS, pluralize } from '@softkino/contract/plural';

/** Up to this many seconds a wait is said in seconds; longer, in minutes (and hours). */
export const LONG_WAIT_SECONDS = 60;

/**
 * A wait as a person says it: up to a minute in seconds ('21 секунду'), then in whole minutes
 * rounded up ('29 минут'), and from an hour in hours and minutes ('1 час 5 минут'). The login's
 * and the card activation's code timers say it alike (decision 406).
 */
export function waitDuration(seconds: number): string {
  if (seconds <= LONG_WAIT_SECONDS) return pluralize(seconds, SECOND_FORMS);
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return pluralize(minutes, MINUTE_FORMS);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hoursText = pluralize(hours, HOUR_FORMS);
  return rest === 0 ? hoursText : `${hoursText} ${pluralize(rest, MINUTE_FORMS)}`;
}

/** 'Запросить код повторно можно через 21 секунду' ('… через 29 минут'). */
export function waitText(seconds: number): string {
  return `Запросить код повторно можно через ${waitDuration(seconds)}`;
}
