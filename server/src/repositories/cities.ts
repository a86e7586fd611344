import type { Selectable } from 'kysely';
import type { CinemasTable, CitiesTable, Queryable } from '../db/types';

/** SQL for cities and cinemas. Each function takes the db or an open transaction. */

/** A cinema as the playbill reads it: its row without slug and sort, with its city's name and zone. */
export interface CinemaRecord extends Omit<Selectable<CinemasTable>, 'slug' | 'sort'> {
  city: string;
  timezone: string;
}

/** The table's own columns, so a new column is declared once (server/src/db/types.ts). */
export type CityRecord = Omit<Selectable<CitiesTable>, 'sort' | 'region_id'>;

export async function listCities(q: Queryable): Promise<CityRecord[]> {
  return q
    .selectFrom('cities')
    .select(['id', 'name', 'timezone', 'is_default'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function findCity(q: Queryable, id: number): Promise<CityRecord | undefined> {
  return q
    .selectFrom('cities')
    .select(['id', 'name', 'timezone', 'is_default'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The city marked default by the seed (Челябинск), or the first one. */
export async function findDefaultCity(q: Queryable): Promise<CityRecord | undefined> {
  return q
    .selectFrom('cities')
    .select(['id', 'name', 'timezone', 'is_default'])
    .orderBy('is_default', 'desc')
    .orderBy('sort')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

function cinemas(q: Queryable) {
  return q
    .selectFrom('cinemas')
    .innerJoin('cities', 'cities.id', 'cinemas.city_id')
    .select([
      'cinemas.id',
      'cinemas.city_id',
      'cinemas.name',
      'cinemas.short_name',
      'cinemas.address',
      'cinemas.link',
      'cinemas.img',
      'cinemas.is_separate_cinema',
      'cinemas.no_bonus',
      'cinemas.rent',
      'cities.name as city',
      'cities.timezone',
    ])
    .orderBy('cinemas.sort')
    .orderBy('cinemas.id');
}

export async function listCinemas(q: Queryable): Promise<CinemaRecord[]> {
  return cinemas(q).execute();
}

/**
 * v2/user/'s department_list: the cinemas where a bonus card can be activated (every cinema of
 * the chain but those that take no bonus points), as the activation form lists them. A name two
 * cinemas share (the chain's «Планета» in Уфа and in Пермь) carries its city, so the buyer can
 * tell which one gave the card.
 */
export async function cinemaNames(q: Queryable): Promise<{ id: number; name: string }[]> {
  const rows = await q
    .selectFrom('cinemas')
    .innerJoin('cities', 'cities.id', 'cinemas.city_id')
    .select(['cinemas.id', 'cinemas.name', 'cities.name as city'])
    .where('cinemas.no_bonus', '=', false)
    .orderBy('cinemas.sort')
    .orderBy('cinemas.id')
    .execute();
  const count = new Map<string, number>();
  for (const row of rows) count.set(row.name, (count.get(row.name) ?? 0) + 1);
  return rows.map(({ id, name, city }) => ({
    id,
    name: (count.get(name) ?? 0) > 1 ? `${name}, ${city}` : name,
  }));
}

export async function findCinema(q: Queryable, id: number): Promise<CinemaRecord | undefined> {
  return cinemas(q).where('cinemas.id', '=', id).executeTakeFirst();
}

export async function cinemasOfCity(q: Queryable, cityId: number): Promise<CinemaRecord[]> {
  return cinemas(q).where('cinemas.city_id', '=', cityId).execute();
}
