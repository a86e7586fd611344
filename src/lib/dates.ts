/**
 * Dates as the spec shows them (section 9): 'Сегодня', 'Завтра', otherwise weekday, day and the
 * Russian month in the genitive. Playbill dates travel as DD.MM.YYYY strings in the cinema's
 * local calendar, so "today" is computed in the city's zone, not the browser's.
 */
import { addDays } from 'date-fns';

// Weekday and month names come from the browser's own Intl data, not a date library's locale
// (date-fns's whole ru locale, its parse patterns included, went into the / route's budget:
// docs/decisions/025-route-budget.md, 335). Made once, used by every date on the page.
const WEEKDAY_WIDE = new Intl.DateTimeFormat('ru-RU', { weekday: 'long' });
const WEEKDAY_SHORT = new Intl.DateTimeFormat('ru-RU', { weekday: 'short' });
const DAY_AND_MONTH = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' });

/**
 * A session starting 00:00 to 03:59 ('HH:mm' on the cinema's clock): a night session, which
 * the seat map's notice explains and the playbill's tile marks (decision 445).
 */
export function isNightSession(time: string): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return false;
  const hour = Number(match[1]);
  return hour >= 0 && hour <= 3;
}

/** Parses DD.MM.YYYY into a local-midnight Date; null for anything else (e.g. 31.02.2026). */
export function parsePlaybillDate(text: string): Date | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // new Date rolls 31.02 over into March: a date that does not round-trip is invalid.
  const exact =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exact ? date : null;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

export function formatPlaybillDate(date: Date): string {
  return `${pad2(date.getDate())}.${pad2(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** 'суббота' (wide) or 'сб' (short). */
function weekday(date: Date, width: 'wide' | 'short'): string {
  return (width === 'wide' ? WEEKDAY_WIDE : WEEKDAY_SHORT).format(date);
}

/** '22 ноября': the month in the genitive, as Russian writes a date. */
export function dayAndMonth(date: Date): string {
  return DAY_AND_MONTH.format(date);
}

/** Today's DD.MM.YYYY in an IANA zone; the browser's zone when the zone is unknown. */
export function todayInZone(timeZone: string | undefined, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('ru-RU', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).formatToParts(now);
    const get = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((part) => part.type === type)?.value ?? '';
    return `${get('day')}.${get('month')}.${get('year')}`;
  } catch {
    return formatPlaybillDate(now);
  }
}

/**
 * Today's DD.MM.YYYY on the clock of a place known only by one of its moments: `instant` (ISO
 * 8601) read there as `wallDate` (DD.MM.YYYY) and `wallTime` (HH:mm). A session carries its start
 * both ways, which gives the cinema's UTC offset without the zone's name (Russia keeps no summer
 * time, so the offset at the start is the offset now). Falls back to the browser's today.
 */
export function todayAtWallClock(
  instant: string,
  wallDate: string,
  wallTime: string,
  now: Date,
): string {
  const day = parsePlaybillDate(wallDate);
  const time = /^(\d{2}):(\d{2})$/.exec(wallTime);
  const at = Date.parse(instant);
  if (!day || !time || Number.isNaN(at)) return formatPlaybillDate(now);
  const wall = Date.UTC(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    Number(time[1]),
    Number(time[2]),
  );
  const there = new Date(now.getTime() + (wall - at));
  return `${pad2(there.getUTCDate())}.${pad2(there.getUTCMonth() + 1)}.${there.getUTCFullYear()}`;
}

/** 'Сегодня' / 'Завтра' relative to `today`, or null for any other day. */
function relativeName(date: Date, today: Date): string | null {
  if (formatPlaybillDate(date) === formatPlaybillDate(today)) return 'Сегодня';
  if (formatPlaybillDate(date) === formatPlaybillDate(addDays(today, 1))) return 'Завтра';
  return null;
}

/** 'Сегодня', 'Завтра' or 'суббота, 22 ноября'; the raw text when it is not a date. */
export function dayLabel(dateText: string, todayText: string): string {
  const date = parsePlaybillDate(dateText);
  const today = parsePlaybillDate(todayText);
  if (!date) return dateText;
  return (today && relativeName(date, today)) ?? `${weekday(date, 'wide')}, ${dayAndMonth(date)}`;
}

/** The two lines of a day-strip tile: 'Сегодня' / 'Завтра' / 'сб', then '22 ноября'. */
export function dayTileParts(dateText: string, todayText: string): { top: string; bottom: string } {
  const date = parsePlaybillDate(dateText);
  const today = parsePlaybillDate(todayText);
  if (!date) return { top: dateText, bottom: '' };
  return {
    top: (today && relativeName(date, today)) ?? weekday(date, 'short'),
    bottom: dayAndMonth(date),
  };
}

/**
 * A day tile's accessible name: its two lines as shown ('Сегодня, 28 ноября'; 'сб, 22 ноября'),
 * so a voice user says what is on it (WCAG 2.5.3), then the weekday in full where the tile
 * shortens it ('сб, 22 ноября, суббота').
 */
export function dayTileName(dateText: string, todayText: string): string {
  const { top, bottom } = dayTileParts(dateText, todayText);
  const date = parsePlaybillDate(dateText);
  if (!date || !bottom) return top;
  // 'Сегодня' and 'Завтра' say the day already; a weekday is shortened on the tile.
  return top === weekday(date, 'short')
    ? `${top}, ${bottom}, ${weekday(date, 'wide')}`
    : `${top}, ${bottom}`;
}

/** A film's running time: '2 ч 5 мин', '1 ч', '45 мин'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  // A no-break space binds each number to its unit: a line never ends on the '1' of '1 ч'.
  if (hours === 0) return `${rest}\u00a0мин`;
  return rest === 0 ? `${hours}\u00a0ч` : `${hours}\u00a0ч ${rest}\u00a0мин`;
}
