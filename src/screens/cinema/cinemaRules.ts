import {
  SEAT_CHILD,
  SEAT_VIP,
  SEAT_ZONE_COLORS,
  type CinemaHall,
} from '@softkino/contract/cinemaPage';
import type { PlaybillFilm, PlaybillSession } from '@softkino/contract';
import { pluralWord, type WordForms } from '@softkino/contract/plural';
import type { HallPayload } from '../../scheme-engine';
import { parsePlaybillDate } from '../../lib/dates';
import { filmsOfDay, liveSessions } from '../playbill/playbillRules';

export const SEAT_FORMS: WordForms = { one: 'место', few: 'места', many: 'мест' };
export const HALL_FORMS: WordForms = { one: 'зал', few: 'зала', many: 'залов' };

/** '64 места', '1 187 мест' (thousands split by a no-break space, as Russian prints them). */
export function countText(count: number, forms: WordForms): string {
  return `${count.toLocaleString('ru-RU')} ${pluralWord(count, forms)}`;
}

/**
 * The hall as the scheme engine draws it: every seat free (a picture of the hall, not of a
 * session), VIP seats at the second price so the engine marks them, in the seat maps' zone
 * colours; a child seat keeps its ring.
 */
export function hallPayload(hall: CinemaHall): HallPayload {
  return {
    width: hall.width,
    height: hall.height,
    enters: hall.enters,
    places: hall.places.map(([x = 0, y = 0, flags = 0], i) => {
      const vip = (flags & SEAT_VIP) !== 0;
      return {
        id: i,
        x,
        y,
        row: 0,
        place: i + 1,
        price: vip ? 2 : 1,
        color: vip ? SEAT_ZONE_COLORS.vip : SEAT_ZONE_COLORS.standard,
        status: 1,
        isChild: (flags & SEAT_CHILD) !== 0,
      };
    }),
  };
}

/** True when some seat of the hall is in the VIP zone (its card says so). */
export function hasVipSeats(hall: CinemaHall): boolean {
  return hall.places.some(([, , flags = 0]) => (flags & SEAT_VIP) !== 0);
}

/** A film of today's list with the sessions it shows: those still open, in time order. */
export interface TodayFilm {
  film: PlaybillFilm;
  sessions: PlaybillSession[];
}

/**
 * Today's films at the cinema: those the playbill would list today (its hiding rule), each with
 * the sessions still open (a started or closed one cannot be bought: the playbill shows it, this
 * page answers 'what can I still see today'), films with none left out, in the order of their
 * next session.
 */
export function todaysFilms(films: PlaybillFilm[], today: string): TodayFilm[] {
  return filmsOfDay(films, today)
    .map((film) => ({ film, sessions: liveSessions(film, today).filter((s) => !s.disabled) }))
    .filter((item) => item.sessions.length > 0)
    .sort((a, b) => a.sessions[0]!.time.localeCompare(b.sessions[0]!.time));
}

/**
 * The nearest day with something to buy, from today on, in the playbill's day order: today's
 * films while today has any left, else the next day's (late in the evening the page offers
 * tomorrow rather than nothing). Null when no day has an open session.
 */
export function nearestFilms(
  films: PlaybillFilm[],
  days: readonly string[],
  today: string,
): { date: string; films: TodayFilm[] } | null {
  const from = parsePlaybillDate(today)?.getTime() ?? 0;
  const ordered = [today, ...days.filter((d) => d !== today)].filter(
    (d) => (parsePlaybillDate(d)?.getTime() ?? -Infinity) >= from,
  );
  ordered.sort((a, b) => parsePlaybillDate(a)!.getTime() - parsePlaybillDate(b)!.getTime());
  for (const date of ordered) {
    const shown = todaysFilms(films, date);
    if (shown.length > 0) return { date, films: shown };
  }
  return null;
}
