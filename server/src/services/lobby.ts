import { TwinHalls } from '../lib/twins';
import {
  LOBBY_SESSION_GRACE_MS,
  screenPage,
  screensCount,
  type LobbyCard,
  type LobbyData,
  type LobbySession,
} from '@softkino/contract/lobby';
import { pluralWord } from '@softkino/contract/plural';
import { ApiError } from '../errors';
import { addDays, formatDate, formatTime, fromLocal, toLocal } from '../lib/time';
import { findCinema } from '../repositories/cities';
import { findBoardFilms, hasStaffRole, listBoardSessions, seatsLeft } from '../repositories/lobby';
import type { ServiceContext } from './context';
import type { Viewer } from './viewer';

/** The board covers today and tomorrow: after the last show it already lists the morning's. */
export const LOBBY_DAYS = 2;

const SCREEN_FORMS = { one: 'экран', few: 'экрана', many: 'экранов' };

export async function isLobbyAdmin(ctx: ServiceContext, viewer: Viewer): Promise<boolean> {
  return viewer.kind === 'user' && hasStaffRole(ctx.db, viewer.userId, 'lobby_admin');
}

/**
 * scheme-screen/ (spec sections 3, 7; issue 16): the film cards of one screen of a cinema's
 * lobby board. The films are those with a session from 30 minutes ago (a started one still
 * shows, disabled, on the board) to the end of tomorrow in the cinema's zone, the soonest
 * first; each screen holds LOBBY_CARDS_PER_SCREEN of them. A screen past the last is a 404.
 */
export async function lobbyBoard(
  ctx: ServiceContext,
  viewer: Viewer,
  cinemaId: number,
  screen: number,
): Promise<LobbyData> {
  const cinema = await findCinema(ctx.db, cinemaId);
  if (!cinema) throw new ApiError(404, 'Кинотеатр не найден.');
  const now = ctx.now();
  const tz = cinema.timezone;
  const today = toLocal(now, tz);
  const from = new Date(now.getTime() - LOBBY_SESSION_GRACE_MS);
  const to = fromLocal({ ...addDays(today, LOBBY_DAYS), hour: 0, minute: 0 }, tz);
  const [sessions, admin] = await Promise.all([
    listBoardSessions(ctx.db, cinema.id, from, to),
    isLobbyAdmin(ctx, viewer),
  ]);

  // Sessions come earliest first, so a film's first session decides its place on the board.
  const order: number[] = [];
  const byFilm = new Map<number, typeof sessions>();
  for (const s of sessions) {
    let list = byFilm.get(s.film_id);
    if (!list) {
      list = [];
      byFilm.set(s.film_id, list);
      order.push(s.film_id);
    }
    list.push(s);
  }
  const count = screensCount(order.length);
  if (screen > count)
    throw new ApiError(
      404,
      `Экран ${screen} не найден: фильмов хватает на ${count} ${pluralWord(count, SCREEN_FORMS)}.`,
    );
  const pageIds = screenPage(order, screen);
  const pageSessions = pageIds.flatMap((id) => byFilm.get(id) ?? []);
  const [films, seats] = await Promise.all([
    findBoardFilms(ctx.db, pageIds),
    seatsLeft(
      ctx.db,
      cinema.id,
      pageSessions.map((s) => s.id),
      ctx.dbNow(),
    ),
  ]);
  const filmById = new Map(films.map((f) => [f.id, f]));
  const cards: LobbyCard[] = [];
  for (const id of pageIds) {
    const f = filmById.get(id);
    if (!f) continue;
    const byDate: Record<string, LobbySession[]> = {};
    const twins = new TwinHalls<LobbySession>();
    for (const s of byFilm.get(id) ?? []) {
      const local = toLocal(s.starts_at, tz);
      const date = formatDate(local);
      const session: LobbySession = {
        id: s.id,
        time: formatTime(local),
        timestamp: Math.floor(s.starts_at.getTime() / 1000),
        format: s.format,
        seats_left: seats.get(s.id) ?? 0,
        buy_url: `/#buy=${s.id}`,
      };
      (byDate[date] ??= []).push(session);
      twins.add(`${date}|${session.time}|${s.format}`, session, s.hall_name);
    }
    // Two sessions at the same time and format say their halls (decision 455).
    twins.name();
    cards.push({
      id: f.id,
      name: f.name,
      age: f.age,
      duration: f.duration,
      genre: f.genre,
      poster: f.poster_mobile,
      url: `/film/${f.slug}`,
      sessions: byDate,
      premiere_date: f.premiere,
    });
  }
  return {
    screen: cards,
    time: Math.floor(now.getTime() / 1000),
    screens_count: count,
    screen_number: screen,
    cinema: { id: cinema.id, name: cinema.name, timezone: tz },
    admin,
  };
}

/** scheme-screen/seats/: seats left of the given sessions of one cinema. */
export async function lobbySeats(
  ctx: ServiceContext,
  cinemaId: number,
  sessionIds: readonly number[],
): Promise<{ time: number; seats: Record<string, number> }> {
  const seats = await seatsLeft(ctx.db, cinemaId, sessionIds, ctx.dbNow());
  return {
    time: Math.floor(ctx.now().getTime() / 1000),
    seats: Object.fromEntries([...seats].map(([id, n]) => [String(id), n])),
  };
}
