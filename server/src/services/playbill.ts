import { TwinHalls } from '../lib/twins';
import type { PlaybillDay, PlaybillFilm, PlaybillSession } from '@softkino/contract/playbill';
import { ApiError } from '../errors';
import { addDays, formatDate, formatTime, fromLocal, toLocal, weekdayLabel } from '../lib/time';
import {
  findCity,
  findDefaultCity,
  findCinema,
  cinemasOfCity,
  type CinemaRecord,
} from '../repositories/cities';
import { findFilmTags, findFilms } from '../repositories/films';
import { listCinemaSessions } from '../repositories/sessions';
import type { ServiceContext } from './context';

/** The playbill shows today and the next 13 days in the cinema's zone. */
export const PLAYBILL_DAYS = 14;

export interface Playbill {
  data: PlaybillFilm[];
  map: PlaybillDay[];
  /**
   * Until when (ms since the epoch) this answer stays true with no change to the catalogue:
   * the next start of a session it shows as open (which then turns disabled), or the next
   * midnight in the cinema's zone (which moves the days), whichever comes first.
   */
  validUntil: number;
}

/**
 * Which cinemas a request means: the cinema when given (it must be in the city when both are
 * given), else every cinema of the city ('Все кинотеатры' in the chooser), else every cinema of
 * the default city. A city's cinemas share its time zone.
 */
async function resolveCinemas(
  ctx: ServiceContext,
  cityId?: number,
  cinemaId?: number,
): Promise<CinemaRecord[]> {
  if (cinemaId !== undefined) {
    const cinema = await findCinema(ctx.db, cinemaId);
    if (!cinema) throw new ApiError(404, 'Кинотеатр не найден.');
    if (cityId !== undefined && cinema.city_id !== cityId)
      throw new ApiError(404, 'Кинотеатр не найден в выбранном городе.');
    return [cinema];
  }
  const city =
    cityId !== undefined ? await findCity(ctx.db, cityId) : await findDefaultCity(ctx.db);
  if (!city) throw new ApiError(404, 'Город не найден.');
  const list = await cinemasOfCity(ctx.db, city.id);
  if (list.length === 0) throw new ApiError(404, 'В этом городе пока нет кинотеатров.');
  return list;
}

/**
 * films/playbill/: the films with sessions in the 14-day window of one cinema (or of every
 * cinema of a city, each session then naming its cinema), sessions keyed
 * by local date, and the map of days. A session that has already started is sent disabled,
 * because it can no longer be bought; deleted ones are sent with `del` so the client can apply
 * the spec's hiding rule. Films come sorted by their count of live (not deleted) sessions.
 */
export async function playbill(
  ctx: ServiceContext,
  cityId?: number,
  cinemaId?: number,
): Promise<Playbill> {
  const cinemas = await resolveCinemas(ctx, cityId, cinemaId);
  const names = new Map(cinemas.map((c) => [c.id, c.short_name]));
  const cityWide = cinemas.length > 1;
  const now = ctx.now();
  const tz = cinemas[0]!.timezone;
  const today = toLocal(now, tz);
  const days = Array.from({ length: PLAYBILL_DAYS }, (_, i) => addDays(today, i));
  const from = fromLocal({ ...today, hour: 0, minute: 0 }, tz);
  const to = fromLocal({ ...addDays(today, PLAYBILL_DAYS), hour: 0, minute: 0 }, tz);
  const sessions = await listCinemaSessions(
    ctx.db,
    cinemas.map((c) => c.id),
    from,
    to,
  );

  const filmIds = [...new Set(sessions.map((s) => s.film_id))];
  const [films, tags] = await Promise.all([
    findFilms(ctx.db, filmIds),
    findFilmTags(ctx.db, filmIds),
  ]);
  let validUntil = fromLocal({ ...addDays(today, 1), hour: 0, minute: 0 }, tz).getTime();
  const byFilm = new Map<number, { sessions: Record<string, PlaybillSession[]>; live: number }>();
  const liveDates = new Set<string>();
  const twins = new TwinHalls<PlaybillSession>();
  for (const s of sessions) {
    const local = toLocal(s.starts_at, tz);
    const date = formatDate(local);
    const startsAt = s.starts_at.getTime();
    if (startsAt > now.getTime() && startsAt < validUntil) validUntil = startsAt;
    let entry = byFilm.get(s.film_id);
    if (!entry) {
      entry = { sessions: {}, live: 0 };
      byFilm.set(s.film_id, entry);
    }
    const tile: PlaybillSession = {
      id: s.id,
      time: formatTime(local),
      format: s.format,
      price: s.price_min,
      price_min: s.price_min,
      price_max: s.price_max,
      disabled: s.disabled || s.starts_at.getTime() <= now.getTime(),
      del: s.deleted,
      ...(cityWide
        ? { cinema: { id: s.cinema_id, short_name: names.get(s.cinema_id) ?? '' } }
        : {}),
    };
    (entry.sessions[date] ??= []).push(tile);
    if (!s.deleted) {
      twins.add(`${s.film_id}|${date}|${s.cinema_id}|${tile.time}|${s.format}`, tile, s.hall_name);
      entry.live += 1;
      liveDates.add(date);
    }
  }

  // Tiles that would read alike say their halls (decision 442).
  twins.name();

  const data = films
    .map((f) => {
      const entry = byFilm.get(f.id);
      const t = tags.get(f.id);
      const film: PlaybillFilm = {
        id: f.id,
        name: f.name,
        url: `/film/${f.slug}`,
        trailer: f.trailer,
        country: f.country,
        genre: f.genre,
        duration: f.duration,
        rent: f.rent,
        age: f.age,
        poster: { mobile: f.poster_mobile, desktop: f.poster_desktop },
        invites: t?.get('invites') ?? null,
        sale: t?.get('sale') ?? null,
        pushkin: t?.get('pushkin') ?? null,
        childplace: t?.get('childplace') ?? null,
        sessions: entry?.sessions ?? {},
      };
      return { film, live: entry?.live ?? 0 };
    })
    .sort((a, b) => b.live - a.live || a.film.name.localeCompare(b.film.name, 'ru'))
    .map((x) => x.film);

  const map = days.map((d) => {
    const date = formatDate(d);
    return { date, label: weekdayLabel(d), empty: !liveDates.has(date) };
  });
  return { data, map, validUntil };
}
