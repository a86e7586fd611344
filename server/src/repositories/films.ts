import type { FilmTag, Queryable } from '../db/types';

export interface FilmRecord {
  id: number;
  slug: string;
  name: string;
  country: string;
  genre: string;
  duration: number;
  age: string;
  rent: string | null;
  trailer: string | null;
  poster_mobile: string;
  poster_desktop: string;
}

export async function filmExists(q: Queryable, id: number): Promise<boolean> {
  const row = await q.selectFrom('films').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** What the playbill and the film page show of every film. */
const FILM_COLUMNS = [
  'id',
  'slug',
  'name',
  'country',
  'genre',
  'duration',
  'age',
  'rent',
  'trailer',
  'poster_mobile',
  'poster_desktop',
] as const;

export async function findFilms(q: Queryable, ids: readonly number[]): Promise<FilmRecord[]> {
  if (ids.length === 0) return [];
  return q
    .selectFrom('films')
    .select(FILM_COLUMNS)
    .where('id', 'in', [...ids])
    .execute();
}

/** Tag links of the given films, keyed by film id. */
export async function findFilmTags(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, Map<FilmTag, string>>> {
  const out = new Map<number, Map<FilmTag, string>>();
  if (ids.length === 0) return out;
  const rows = await q
    .selectFrom('film_tags')
    .select(['film_id', 'tag', 'link'])
    .where('film_id', 'in', [...ids])
    .execute();
  for (const r of rows) {
    let tags = out.get(r.film_id);
    if (!tags) {
      tags = new Map();
      out.set(r.film_id, tags);
    }
    tags.set(r.tag, r.link);
  }
  return out;
}

export interface FilmPageRecord extends FilmRecord {
  description: string;
}

/** The film at /film/<slug>, with what only its page shows. */
export async function findFilmBySlug(
  q: Queryable,
  slug: string,
): Promise<FilmPageRecord | undefined> {
  return q
    .selectFrom('films')
    .select([...FILM_COLUMNS, 'description'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}
