/**
 * Calendar arithmetic in a named IANA zone with Intl only, so the same code runs on any engine
 * and the database keeps plain UTC instants (timestamptz).
 */

/** A calendar day; month is 1-12. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export interface LocalDateTime extends LocalDate {
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock date and time of an instant in a zone. */
export function toLocal(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/** Offset of the zone from UTC at an instant, in minutes. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const l = toLocal(instant, timeZone);
  const asUtc = Date.UTC(l.year, l.month - 1, l.day, l.hour, l.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60000) * 60000) / 60000);
}

/** The instant at which the zone's wall clock shows the given date and time. */
export function fromLocal(t: LocalDateTime, timeZone: string): Date {
  const naive = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);
  // Two passes settle the offset across a DST change (Russia has none, other zones may).
  let guess = naive - offsetMinutes(new Date(naive), timeZone) * 60000;
  guess = naive - offsetMinutes(new Date(guess), timeZone) * 60000;
  return new Date(guess);
}

export function addDays(d: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** DD.MM.YYYY, the spec's playbill date. */
export function formatDate(d: LocalDate): string {
  return `${pad(d.day)}.${pad(d.month)}.${d.year}`;
}

/** HH:mm. */
export function formatTime(t: { hour: number; minute: number }): string {
  return `${pad(t.hour)}:${pad(t.minute)}`;
}

const WEEKDAYS_RU = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'] as const;

/** Short Russian weekday of a calendar day ('пн'..'вс'). */
export function weekdayLabel(d: LocalDate): string {
  return WEEKDAYS_RU[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()] ?? '';
}
