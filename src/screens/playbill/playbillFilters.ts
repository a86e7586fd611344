/**
 * The playbill's filters and search (issue 10), pure: what the query string says, and which
 * films and sessions of a day pass. Meanings are in docs/decisions/120-playbill-filters.md.
 */
import type { PlaybillDay, PlaybillFilm, PlaybillSession } from '@softkino/contract';
import { filmsOfDay, liveSessions } from './playbillRules';

export type TimeSlot = 'morning' | 'day' | 'evening' | 'night';

/** Slots in the order shown, with their labels and the hours they cover. */
export const TIME_SLOTS: ReadonlyArray<{ key: TimeSlot; label: string; hint: string }> = [
  { key: 'morning', label: 'Утро', hint: 'до 12:00' },
  { key: 'day', label: 'День', hint: '12:00–17:00' },
  { key: 'evening', label: 'Вечер', hint: '17:00–22:00' },
  { key: 'night', label: 'Ночь', hint: 'после 22:00' },
];

/** Formats every chain sells, shown first in this order; others follow as the data has them. */
export const KNOWN_FORMATS = ['2D', '3D', 'ScreenX'] as const;

/** Age ratings that make a film a children's film ('Детям'). */
export const KIDS_AGES: ReadonlySet<string> = new Set(['0+', '6+']);

export interface PlaybillFilters {
  /** Session formats, any of them (empty: all). */
  formats: string[];
  /** Time slots of the session start, any of them (empty: all). */
  times: TimeSlot[];
  /** Only films with the Pushkin card tag. */
  pushkin: boolean;
  /** Only children's films (KIDS_AGES). */
  kids: boolean;
  /** The film-name search as typed. */
  query: string;
  /** The chosen day (DD.MM.YYYY), or null for the first day. */
  date: string | null;
}

export const NO_FILTERS: PlaybillFilters = {
  formats: [],
  times: [],
  pushkin: false,
  kids: false,
  query: '',
  date: null,
};

/** The query-string keys this module owns; any other key is left as it was. */
const KEYS = ['format', 'time', 'pushkin', 'kids', 'q', 'date'] as const;

const SLOT_KEYS = new Set<string>(TIME_SLOTS.map((slot) => slot.key));
const DATE = /^\d{2}\.\d{2}\.\d{4}$/;
/** A search longer than any film name is cut, so a pasted page of text cannot bloat the URL. */
export const QUERY_MAX = 100;

function list(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The canonical spelling of a format typed in any case ('screenx' → 'ScreenX'). */
function canonicalFormat(value: string): string {
  return KNOWN_FORMATS.find((known) => known.toLowerCase() === value.toLowerCase()) ?? value;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/**
 * A switch of the address: on for '1' (what the page writes), 'true', 'yes', 'on' or a bare key
 * ('?kids'); anything else ('abc', '2', '0', 'false') is not a switch and leaves it off
 * (decision 441).
 */
const FLAG_ON = new Set(['', '1', 'true', 'yes', 'on']);

function flag(params: URLSearchParams, key: string): boolean {
  const value = params.get(key);
  return value !== null && FLAG_ON.has(value.trim().toLowerCase());
}

/** Filters from a query string ('?format=3D&time=evening'); unknown values are dropped. */
export function parseFilters(search: string): PlaybillFilters {
  const params = new URLSearchParams(search);
  const date = params.get('date');
  return {
    formats: unique(list(params, 'format').map(canonicalFormat)),
    times: unique(
      list(params, 'time')
        .map((value) => value.toLowerCase())
        .filter((value): value is TimeSlot => SLOT_KEYS.has(value)),
    ),
    pushkin: flag(params, 'pushkin'),
    kids: flag(params, 'kids'),
    query: (params.get('q') ?? '').slice(0, QUERY_MAX),
    date: date && DATE.test(date) ? date : null,
  };
}

/**
 * The query string for `filters`, keeping every other parameter of `current` (a '?logout=yes',
 * a campaign tag). Empty filters write nothing; the result has its '?' or is ''.
 */
export function filtersToSearch(filters: PlaybillFilters, current = ''): string {
  const params = new URLSearchParams(current);
  for (const key of KEYS) params.delete(key);
  if (filters.date) params.set('date', filters.date);
  if (filters.formats.length > 0) params.set('format', filters.formats.join(','));
  const times = TIME_SLOTS.filter((slot) => filters.times.includes(slot.key));
  if (times.length > 0) params.set('time', times.map((slot) => slot.key).join(','));
  if (filters.pushkin) params.set('pushkin', '1');
  if (filters.kids) params.set('kids', '1');
  const query = filters.query.trim() ? filters.query.slice(0, QUERY_MAX) : '';
  if (query) params.set('q', query);
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/**
 * The slot of a session start 'HH:mm': Утро 06:00–11:59, День 12:00–16:59, Вечер 17:00–21:59,
 * Ночь 22:00–05:59 (a 00:30 session is listed on its own date, so it is night of that date).
 */
export function timeSlot(time: string): TimeSlot {
  const hour = Number(time.slice(0, 2));
  if (hour >= 6 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'day';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}

/** A name for matching: lower case, ё as е, punctuation and quotes as spaces, spaces collapsed. */
export function normalizeName(text: string): string {
  return text
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether every word of the query occurs in the name ('ветер сев' finds 'Северный ветер'). */
export function matchesQuery(name: string, query: string): boolean {
  const words = normalizeName(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const normalized = normalizeName(name);
  return words.every((word) => normalized.includes(word));
}

export function isKidsFilm(film: PlaybillFilm): boolean {
  return KIDS_AGES.has(film.age.trim());
}

export function sessionMatches(session: PlaybillSession, filters: PlaybillFilters): boolean {
  if (filters.formats.length > 0 && !filters.formats.includes(session.format)) return false;
  if (filters.times.length > 0 && !filters.times.includes(timeSlot(session.time))) return false;
  return true;
}

export interface FilteredFilm {
  film: PlaybillFilm;
  /** The film's sessions that day that pass the session filters (deleted ones never). */
  sessions: PlaybillSession[];
}

/**
 * The films of a day (already hidden and sorted by `filmsOfDay`) that pass the filters, each
 * with its matching sessions; a film with no matching session is left out. Order is kept.
 */
export function filterFilms(
  films: PlaybillFilm[],
  date: string,
  filters: PlaybillFilters,
): FilteredFilm[] {
  return films.flatMap((film) => {
    if (filters.pushkin && !film.pushkin) return [];
    if (filters.kids && !isKidsFilm(film)) return [];
    if (!matchesQuery(film.name, filters.query)) return [];
    const sessions = liveSessions(film, date).filter((session) => sessionMatches(session, filters));
    return sessions.length > 0 ? [{ film, sessions }] : [];
  });
}

/** How many filters narrow the list (the search and the day are not counted). */
export function activeFilterCount(filters: PlaybillFilters): number {
  return filters.formats.length + filters.times.length + +filters.pushkin + +filters.kids;
}

/** Whether anything (filters or search) narrows the day. */
export function isFiltered(filters: PlaybillFilters): boolean {
  return activeFilterCount(filters) > 0 || normalizeName(filters.query) !== '';
}

/** The filters cleared, the day kept. */
export function resetFilters(filters: PlaybillFilters): PlaybillFilters {
  return { ...NO_FILTERS, date: filters.date };
}

/** The format choices: the known ones the playbill has, then others, then any chosen ones. */
export function formatChoices(films: PlaybillFilm[], chosen: string[]): string[] {
  const present = new Set<string>(chosen);
  for (const film of films) {
    for (const sessions of Object.values(film.sessions)) {
      for (const session of sessions) if (!session.del) present.add(session.format);
    }
  }
  const known = KNOWN_FORMATS.filter((format) => present.has(format));
  const others = [...present]
    .filter((format) => !(KNOWN_FORMATS as readonly string[]).includes(format))
    .sort();
  return [...known, ...others];
}

/** A list with `value` added, or removed when it is there (a chip's toggle). */
export function toggled<T>(values: T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/**
 * Days other than `date` on which the filters find something, first ones first, at most
 * `limit`: what the empty result offers instead of a dead end.
 */
export function daysWithMatches(
  films: PlaybillFilm[],
  days: PlaybillDay[],
  date: string,
  filters: PlaybillFilters,
  limit = 3,
): string[] {
  const found: string[] = [];
  for (const day of days) {
    if (found.length >= limit) break;
    if (day.empty || day.date === date) continue;
    if (filterFilms(filmsOfDay(films, day.date), day.date, filters).length > 0)
      found.push(day.date);
  }
  return found;
}

/**
 * A film page's address that opens on `date` (the playbill's chosen day), or the plain one when
 * the playbill shows its opening day (decision 428).
 */
export function filmOnDay(url: string, date: string | null): string {
  if (!date) return url;
  return `${url}${url.includes('?') ? '&' : '?'}date=${date}`;
}
