import type { Selectable } from 'kysely';
import type { CinemaPagesTable, Queryable, SeatZone } from '../db/types';
import { findCinema, type CinemaRecord } from './cities';

/** SQL of the cinema pages (migration 014). Each function takes the db or an open transaction. */

/** The cinema whose link is `/cinema/<slug>`, or undefined. */
export async function findCinemaBySlug(
  q: Queryable,
  slug: string,
): Promise<CinemaRecord | undefined> {
  const row = await q
    .selectFrom('cinemas')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row ? findCinema(q, row.id) : undefined;
}

export type CinemaPageRecord = Omit<Selectable<CinemaPagesTable>, 'cinema_id'>;

/** 'Как добраться' and the contacts of a cinema, or undefined when it has none. */
export async function findCinemaPage(
  q: Queryable,
  cinemaId: number,
): Promise<CinemaPageRecord | undefined> {
  return q
    .selectFrom('cinema_pages')
    .select(['transport', 'parking', 'map_query', 'phone', 'hours'])
    .where('cinema_id', '=', cinemaId)
    .executeTakeFirst();
}

export interface HallSchemeRecord {
  id: number;
  name: string;
  width: number;
  height: number;
  seats: { x: number; y: number; zone: SeatZone; is_child: boolean }[];
  enters: { x: number; y: number }[];
}

/** The cinema's halls in their order, each with its seats (row by row) and exits. */
export async function hallSchemesOfCinema(
  q: Queryable,
  cinemaId: number,
): Promise<HallSchemeRecord[]> {
  const halls = await q
    .selectFrom('halls')
    .select(['id', 'name', 'width', 'height'])
    .where('cinema_id', '=', cinemaId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  if (halls.length === 0) return [];
  const ids = halls.map((h) => h.id);
  const [seats, enters] = await Promise.all([
    q
      .selectFrom('seats')
      .select(['hall_id', 'x', 'y', 'zone', 'is_child'])
      .where('hall_id', 'in', ids)
      .orderBy('hall_id')
      .orderBy('row_number')
      .orderBy('place_number')
      .execute(),
    q
      .selectFrom('enters')
      .select(['hall_id', 'x', 'y'])
      .where('hall_id', 'in', ids)
      .orderBy('hall_id')
      .orderBy('sort')
      .execute(),
  ]);
  const byHall = new Map<number, HallSchemeRecord>(
    halls.map((h) => [h.id, { ...h, seats: [], enters: [] }]),
  );
  for (const s of seats)
    byHall.get(s.hall_id)?.seats.push({ x: s.x, y: s.y, zone: s.zone, is_child: s.is_child });
  for (const e of enters) byHall.get(e.hall_id)?.enters.push({ x: e.x, y: e.y });
  return [...byHall.values()];
}
