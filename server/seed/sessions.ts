import type { SessionFormat } from '../src/db/types';
import { addDays, fromLocal, toLocal, type LocalDate } from '../src/lib/time';
import type { Rng } from './prng';

/** Days of sessions the seed generates from today, as the playbill shows. */
export const SEED_DAYS = 14;

export interface ScheduleHall {
  id: number;
  screenx: boolean;
  plain: boolean;
}

export interface ScheduleCinema {
  slug: string;
  timezone: string;
  halls: ScheduleHall[];
}

export interface ScheduleFilm {
  id: number;
  duration: number;
  genre: string;
  /** Tagged 'Скидки' (the 'sale' tag): its weekday sessions before 16:00 are on sale. */
  sale?: boolean;
  /** Plays only on the next weekend ('Только 2 дня'; SeedFilm.nextWeekendOnly). */
  nextWeekendOnly?: boolean;
}

export interface PlannedSession {
  filmId: number;
  hallId: number;
  startsAt: Date;
  format: SessionFormat;
  disabled: boolean;
  deleted: boolean;
  standardPrice: number;
  /** Null in a plain hall: every seat has one price. */
  vipPrice: number | null;
}

/**
 * Days with no sessions at all ("sessions are not loaded yet"), by cinema; day 0 is today.
 * Галерея has one inside the first eight days so the empty-day popup is easy to reach.
 */
const EMPTY_DAYS: Record<string, number[]> = {
  'chel-galereya': [4],
  'samara-kosmoport': [12, 13],
  'ntagil-city': [13],
};

/** Days on which a cinema shows only a few films, for the incomplete-schedule notice. */
const FEW_FILMS: Record<string, Record<number, number>> = {
  'mgn-kontinent': { 10: 2 },
  'ufa-planeta': { 9: 3 },
  'chel-galereya': { 12: 3 },
};

const OPENING_MINUTES = 9 * 60 + 30;
const LAST_START_MINUTES = 23 * 60 + 45;

function supports3d(film: ScheduleFilm): boolean {
  return /мультфильм|фантастика|фэнтези|приключения|боевик/.test(film.genre);
}

/** The day of the week of a local date: 0 is Sunday, 6 Saturday. */
function weekdayOf(d: LocalDate): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

/**
 * Russia's public holidays (non-working days by the Labour Code, art. 112) as `month-day`: the
 * New Year holidays and Christmas (1-8 January), 23 February, 8 March, 1 and 9 May, 12 June and
 * 4 November. A cinema prices them as a weekend, and they are no weekday for the sale.
 */
const HOLIDAYS = new Set([
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((day) => `1-${day}`),
  '2-23',
  '3-8',
  '5-1',
  '5-9',
  '6-12',
  '11-4',
]);

/** A Saturday, a Sunday or a public holiday, in the cinema's own calendar. */
export function isDayOff(d: LocalDate): boolean {
  const wd = weekdayOf(d);
  return wd === 0 || wd === 6 || HOLIDAYS.has(`${d.month}-${d.day}`);
}

/**
 * The promotion of /news/sale (server/seed/news.ts): on weekdays (Monday to Friday, not a public
 * holiday, the cinema's own calendar), the daytime sessions of the films tagged 'Скидки', those
 * that start from the morning to before 16:00 local time, cost 30 % less than usual, in every
 * zone. A night session (00:00-02:30) is the evening's last show, not a daytime one.
 */
const SALE_PERCENT_OFF = 30;
const SALE_FROM_MINUTES = 6 * 60;
const SALE_BEFORE_MINUTES = 16 * 60;

/**
 * The usual standard price in whole roubles (a multiple of 10): cheaper in the morning and at
 * night, dearer in the evening and at weekends and on holidays.
 */
export function standardPrice(minutes: number, day: LocalDate, format: SessionFormat): number {
  let price =
    minutes < 4 * 60
      ? 300
      : minutes < 12 * 60
        ? 250
        : minutes < 17 * 60
          ? 330
          : minutes < 21 * 60
            ? 420
            : 380;
  if (isDayOff(day)) price += 50;
  if (format === '3D') price += 100;
  if (format === 'ScreenX') price += 180;
  return price;
}

/** The VIP zone's usual price beside a standard `price`; a plain hall has none. */
export function vipPrice(price: number, format: SessionFormat): number {
  return price + (format === 'ScreenX' ? 250 : 200);
}

/** Whether a session of `film` starting at `minutes` past local midnight of `day` is on sale. */
function onSale(film: ScheduleFilm, day: LocalDate, minutes: number): boolean {
  return (
    film.sale === true &&
    !isDayOff(day) &&
    minutes >= SALE_FROM_MINUTES &&
    minutes < SALE_BEFORE_MINUTES
  );
}

/** A usual price less SALE_PERCENT_OFF, in whole roubles (exact: usual prices end in 0). */
function salePrice(price: number): number {
  return Math.round((price * (100 - SALE_PERCENT_OFF)) / 100);
}

/**
 * Days (0 is today) of the next weekend: the first Saturday after today and the Sunday after
 * it, so days 1-7 and 2-8, both ahead of the seed's "now" whatever the hour, inside SEED_DAYS.
 */
function nextWeekendDays(today: LocalDate): [number, number] {
  const saturday = (6 - weekdayOf(today)) % 7 || 7;
  return [saturday, saturday + 1];
}

/** Picks from a list ordered by popularity: earlier items come up more often. */
function pickPopular<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.min(items.length - 1, Math.floor(items.length * rng.next() ** 1.6))] as T;
}

interface RepertoireFilm {
  film: ScheduleFilm;
  from: number;
  to: number;
}

/** 8-12 films per cinema; a couple open later (premieres), a couple leave early. */
function repertoire(rng: Rng, films: readonly ScheduleFilm[]): RepertoireFilm[] {
  const chosen = rng.shuffle(films).slice(0, rng.int(8, Math.min(12, films.length)));
  return chosen.map((film, i) => ({
    film,
    from: i >= 2 && i < 4 ? rng.int(2, 6) : 0,
    to: i >= chosen.length - 2 ? rng.int(7, 12) : SEED_DAYS - 1,
  }));
}

/**
 * One session of `film`. `drawn` is the film the slot was drawn for, whose genre decides whether
 * a 3D chance is drawn: a stand-in (planCinemaSessions) uses the same random numbers.
 */
function session(
  rng: Rng,
  cinema: ScheduleCinema,
  hall: ScheduleHall,
  film: ScheduleFilm,
  day: LocalDate,
  minutes: number,
  drawn: ScheduleFilm = film,
): PlannedSession {
  const drawnFormat: SessionFormat = hall.screenx
    ? rng.chance(0.85)
      ? 'ScreenX'
      : '2D'
    : supports3d(drawn) && rng.chance(0.35)
      ? '3D'
      : '2D';
  // A stand-in with no 3D copy shows the slot in 2D.
  const format = drawnFormat === '3D' && !supports3d(film) ? '2D' : drawnFormat;
  const usual = standardPrice(minutes, day, format);
  const sale = onSale(film, day, minutes);
  const price = sale ? salePrice(usual) : usual;
  const usualVip = vipPrice(usual, format);
  const deleted = rng.chance(0.04);
  return {
    filmId: film.id,
    hallId: hall.id,
    startsAt: fromLocal(
      { ...day, hour: Math.floor(minutes / 60), minute: minutes % 60 },
      cinema.timezone,
    ),
    format,
    disabled: !deleted && rng.chance(0.03),
    deleted,
    standardPrice: price,
    vipPrice: hall.plain ? null : sale ? salePrice(usualVip) : usualVip,
  };
}

/**
 * The schedule of one cinema for SEED_DAYS days from `now` in the cinema's zone: each hall runs
 * back-to-back sessions from the morning to before midnight, the first hall sometimes adds a
 * night session (00:00-02:30), and the special days above stay empty or thin.
 *
 * A film of the next weekend only ('Только 2 дня') keeps the slots drawn for it on those two
 * days. On any other day each of its slots goes to a stand-in: the most popular film of the
 * day's list that fits in the slot (no longer), or nobody when none does. The slot keeps its
 * start, its length and its random numbers, so the rest of the schedule is what it would be
 * without the rule.
 */
export function planCinemaSessions(
  rng: Rng,
  cinema: ScheduleCinema,
  films: readonly ScheduleFilm[],
  now: Date,
): PlannedSession[] {
  const today = toLocal(now, cinema.timezone);
  const films14 = repertoire(rng, films);
  const weekend = nextWeekendDays(today);
  const out: PlannedSession[] = [];
  for (let d = 0; d < SEED_DAYS; d++) {
    if (EMPTY_DAYS[cinema.slug]?.includes(d)) continue;
    const day = addDays(today, d);
    let showing = films14.filter((f) => f.from <= d && f.to >= d).map((f) => f.film);
    const limit = FEW_FILMS[cinema.slug]?.[d];
    if (limit !== undefined) showing = showing.slice(0, limit);
    if (showing.length === 0) continue;
    const nextWeekend = weekend.includes(d);
    /** The film that shows in a slot drawn for `drawn`, or undefined: the slot stays empty. */
    const shown = (drawn: ScheduleFilm): ScheduleFilm | undefined =>
      !drawn.nextWeekendOnly || nextWeekend
        ? drawn
        : showing.find((f) => !f.nextWeekendOnly && f.duration <= drawn.duration);
    // An empty slot still draws its session's random numbers, so the next slots keep theirs.
    const add = (hall: ScheduleHall, drawn: ScheduleFilm, minutes: number) => {
      const film = shown(drawn);
      const planned = session(rng, cinema, hall, film ?? drawn, day, minutes, drawn);
      if (film) out.push(planned);
    };
    const [bigHall] = cinema.halls;
    if (bigHall && rng.chance(0.4)) {
      const nightFilm = pickPopular(rng, showing);
      add(bigHall, nightFilm, rng.int(0, 30) * 5);
    }
    for (const hall of cinema.halls) {
      let cursor = OPENING_MINUTES + rng.int(0, 9) * 5;
      for (;;) {
        const start = Math.ceil(cursor / 5) * 5;
        if (start > LAST_START_MINUTES) break;
        const film = pickPopular(rng, showing);
        add(hall, film, start);
        cursor = start + film.duration + rng.int(3, 6) * 5;
      }
    }
  }
  return out;
}
