/**
 * The playbill's rules (spec sections 4 and 9), pure so each is unit-tested without a DOM.
 */
import type { PlaybillFilm, PlaybillSession } from '@softkino/contract';
import { priceText } from '@softkino/contract/money';
import { formatDuration, parsePlaybillDate } from '../../lib/dates';

export { dayLabel } from '../../lib/dates';

/**
 * A film's facts line as the playbill's card, its list row and the wishlist say it: country,
 * genre and length ('США · триллер, боевик · 1 ч 57 мин'), the length never broken across
 * lines.
 */
export function filmFacts(film: Pick<PlaybillFilm, 'country' | 'genre' | 'duration'>): string {
  const length = formatDuration(film.duration).replace(/ /g, '\u00a0');
  return [film.country, film.genre, length].filter(Boolean).join(' · ');
}

/** Sessions of a film on a date that are not deleted (disabled ones stay: shown, not clickable). */
export function liveSessions(film: PlaybillFilm, date: string): PlaybillSession[] {
  return (film.sessions[date] ?? []).filter((session) => !session.del);
}

/**
 * Films to list for a date. The spec hides a film with fewer than two sessions when one of them
 * is deleted; more generally a film with no session left to show has nothing to offer, so any
 * film without a live session that day is hidden.
 */
export function visibleFilms(films: PlaybillFilm[], date: string): PlaybillFilm[] {
  return films.filter((film) => {
    const sessions = film.sessions[date] ?? [];
    if (sessions.length < 2 && sessions.some((session) => session.del)) return false;
    return liveSessions(film, date).length > 0;
  });
}

/** Films by their count of non-deleted sessions that day, most first; ties keep server order. */
export function sortFilms(films: PlaybillFilm[], date: string): PlaybillFilm[] {
  return films
    .map((film, index) => ({ film, index, count: liveSessions(film, date).length }))
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .map((item) => item.film);
}

/** The films of a day, hidden and sorted as the spec says. */
export function filmsOfDay(films: PlaybillFilm[], date: string): PlaybillFilm[] {
  return sortFilms(visibleFilms(films, date), date);
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

/**
 * The playbill's note when it opens on a later day because today's sessions have all begun (the
 * cinema page says the same: docs/decisions/300 and 413).
 */
export const TODAY_OVER_NOTICE = 'На сегодня сеансов больше нет. Вот ближайшие.';

/** An address whose date does not exist ('31.02.2026', '99.99.9999'): not echoed (decision 430). */
export const WRONG_DATE_NOTICE = 'В адресе страницы неверная дата. Показываем ближайший день.';

/**
 * An address that named a day the playbill does not show (a link from a day gone by, a mistyped
 * '31.02.2026'): said once, above the day shown instead (decisions 428, 430).
 */
export function missedDayNotice(date: string): string {
  if (parsePlaybillDate(date) === null) return WRONG_DATE_NOTICE;
  return `В расписании нет сеансов на ${date}. Показываем ближайший день.`;
}

/**
 * The day the playbill opens on when the address names none: the first day while it has a
 * session still open; late in the evening, once every session of it has begun, the nearest later
 * day that has one (decision 413). The first day when no day has.
 */
export function openingDayIndex(
  map: ReadonlyArray<{ date: string; empty?: boolean }>,
  films: PlaybillFilm[],
): number {
  const first = map[0];
  if (!first) return 0;
  const nearest = nearestFilms(
    films,
    map.filter((day) => !day.empty).map((day) => day.date),
    first.date,
  );
  const index = nearest ? map.findIndex((day) => day.date === nearest.date) : -1;
  return index >= 0 ? index : 0;
}

/** One price when min equals max, otherwise 'от' the minimum. */
export function sessionPriceText(session: PlaybillSession): string {
  return priceText(session.price_min, session.price_max);
}

/** The incomplete-schedule notice: three or fewer films listed on a day that is not the first. */
export function showIncompleteNotice(filmsCount: number, dayIndex: number): boolean {
  return filmsCount <= 3 && dayIndex > 0;
}

export const INCOMPLETE_NOTICE =
  'Список сеансов сейчас неполный. Мы уже готовим полное расписание и скоро его загрузим.';

/** 'none': the strip fits, no arrows. Otherwise which end the strip is scrolled to. */
export type ArrowState = 'none' | 'start' | 'middle' | 'end';

/** A pixel of slack: browsers report fractional scroll positions on zoomed pages. */
const SCROLL_SLACK = 1;

export function arrowState(
  scrollLeft: number,
  scrollWidth: number,
  clientWidth: number,
): ArrowState {
  if (scrollWidth <= clientWidth + SCROLL_SLACK) return 'none';
  if (scrollLeft <= SCROLL_SLACK) return 'start';
  if (scrollLeft + clientWidth >= scrollWidth - SCROLL_SLACK) return 'end';
  return 'middle';
}

/** A marker element is inserted after this many days (spec section 9, Day strip). */
export const DAY_STRIP_MARKER_AFTER = 8;

/**
 * The day strip's drag speed (spec section 9). Meaning chosen here
 * (docs/decisions/023-day-strip-drag.md): while the mouse drags, the strip follows the pointer
 * one to one; on release it coasts on by the release speed × 0.25 s.
 */
export const DAY_STRIP_DRAG_SPEED = 0.25;

/** scrollLeft while dragging: the content stays under the pointer. */
export function dragScrollLeft(startScrollLeft: number, startX: number, x: number): number {
  return startScrollLeft - (x - startX);
}

/** How far the strip coasts after release, for a pointer speed in px/ms (leftward negative). */
export function coastDistance(velocityPxPerMs: number): number {
  return -velocityPxPerMs * 1000 * DAY_STRIP_DRAG_SPEED;
}

/** The day strip's scroll box and a day in it, in the box's scroll coordinates (px). */
export interface StripBox {
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
  dayStart: number;
  dayWidth: number;
}

/** The StripBox of `item` in the horizontal `scroller`, as laid out now. */
export function stripBox(scroller: HTMLElement, item: Element): StripBox {
  const box = item.getBoundingClientRect();
  return {
    scrollLeft: scroller.scrollLeft,
    clientWidth: scroller.clientWidth,
    scrollWidth: scroller.scrollWidth,
    dayStart: box.left - scroller.getBoundingClientRect().left + scroller.scrollLeft,
    dayWidth: box.width,
  };
}

/**
 * scrollLeft that shows the selected day: unchanged when the day is already in full view (the
 * buyer's own scrolling stays), otherwise the day in the middle with its neighbours on both
 * sides, within the strip's ends.
 */
export function revealDayScrollLeft(box: StripBox): number {
  const { scrollLeft, clientWidth, scrollWidth, dayStart, dayWidth } = box;
  const inView =
    dayStart >= scrollLeft - SCROLL_SLACK &&
    dayStart + dayWidth <= scrollLeft + clientWidth + SCROLL_SLACK;
  if (inView) return scrollLeft;
  const centred = dayStart + dayWidth / 2 - clientWidth / 2;
  return Math.round(Math.max(0, Math.min(scrollWidth - clientWidth, centred)));
}

/**
 * scrollLeft that brings a day reached by Tab into full view with the least move: the browser
 * scrolls a focused control only when none of it shows, so a day cut by the strip's edge stayed
 * half under the next-days arrow (decision 405). Unchanged when the day is in full view.
 */
export function nearestDayScrollLeft(box: StripBox): number {
  const { scrollLeft, clientWidth, scrollWidth, dayStart, dayWidth } = box;
  const end = dayStart + dayWidth;
  let left = scrollLeft;
  if (dayStart < scrollLeft - SCROLL_SLACK) left = dayStart;
  else if (end > scrollLeft + clientWidth + SCROLL_SLACK) left = end - clientWidth;
  return Math.round(Math.max(0, Math.min(scrollWidth - clientWidth, left)));
}

/** Loading texts: the spec's first, then two of ours at 4 s and 8 s (decision 024). */
export const LOADING_TEXTS = [
  'Загружаем сеансы...',
  'Еще немного...',
  'Почти готово, спасибо за терпение',
] as const;
