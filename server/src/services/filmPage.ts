import { FILM_NOT_FOUND, FILM_SLUG, type FilmPage } from '@softkino/contract/film';
import { ApiError } from '../errors';
import { findFilmBySlug, findFilmTags } from '../repositories/films';
import type { ServiceContext } from './context';

/** The film of /film/<slug>, or null for an unknown (or malformed) slug. */
export async function findFilmPage(ctx: ServiceContext, slug: string): Promise<FilmPage | null> {
  const wanted = slug.toLowerCase();
  if (!FILM_SLUG.test(wanted)) return null;
  const film = await findFilmBySlug(ctx.db, wanted);
  if (!film) return null;
  const tags = (await findFilmTags(ctx.db, [film.id])).get(film.id);
  return {
    id: film.id,
    slug: film.slug,
    name: film.name,
    url: `/film/${film.slug}`,
    trailer: film.trailer,
    country: film.country,
    genre: film.genre,
    duration: film.duration,
    rent: film.rent,
    age: film.age,
    description: film.description,
    poster: { mobile: film.poster_mobile, desktop: film.poster_desktop },
    invites: tags?.get('invites') ?? null,
    sale: tags?.get('sale') ?? null,
    pushkin: tags?.get('pushkin') ?? null,
    childplace: tags?.get('childplace') ?? null,
  };
}

/** films/film/?slug=: the film page's film; an unknown slug is a 404. */
export async function filmPage(ctx: ServiceContext, slug: string): Promise<FilmPage> {
  const film = await findFilmPage(ctx, slug);
  if (!film) throw new ApiError(404, FILM_NOT_FOUND);
  return film;
}
