/** The wishlist page's rules: which liked films the city shows, and their nearest sessions. */
import type { PlaybillFilm, PlaybillSession } from '@softkino/contract';
import { pluralize, SESSION_FORMS, type WordForms } from '@softkino/contract/plural';

const FILM_FORMS: WordForms = { one: 'фильм', few: 'фильма', many: 'фильмов' };

/** How many sessions of the nearest day a film card lists. */
export const NEAREST_SESSIONS_LIMIT = 6;

/**
 * The liked films found in the city's playbill, in the wishlist's order, and how many liked
 * films it does not have (no sessions in the city in the next two weeks).
 */
export function wishlistFilms(
  films: readonly PlaybillFilm[],
  ids: readonly number[],
): { shown: PlaybillFilm[]; missing: number } {
  const byId = new Map(films.map((film) => [film.id, film]));
  const shown = ids.flatMap((id) => {
    const film = byId.get(id);
    return film ? [film] : [];
  });
  return { shown, missing: new Set(ids).size - shown.length };
}

/**
 * The first day (in the playbill's order) with sessions one can still buy, up to `limit`, and
 * how many more that day has (the card then links the film's page, which lists them all).
 */
export function nearestSessions(
  film: PlaybillFilm,
  days: readonly string[],
  limit = NEAREST_SESSIONS_LIMIT,
): { date: string; sessions: PlaybillSession[]; more: number } | null {
  for (const date of days) {
    const open = (film.sessions[date] ?? []).filter((s) => !s.del && !s.disabled);
    if (open.length > 0)
      return { date, sessions: open.slice(0, limit), more: Math.max(0, open.length - limit) };
  }
  return null;
}

/** 'Еще 3 сеанса в этот день' (the link to the film's page under a card's sessions). */
export function moreSessionsText(count: number): string {
  return `Еще ${pluralize(count, SESSION_FORMS)} в этот день`;
}

/** 'Еще 3 фильма из списка сейчас не идут в кинотеатрах города Уфа.' */
export function missingFilmsText(count: number, cityName: string): string {
  const verb = count % 10 === 1 && count % 100 !== 11 ? 'идет' : 'идут';
  return `Еще ${pluralize(count, FILM_FORMS)} из списка сейчас не ${verb} в кинотеатрах города ${cityName}.`;
}
