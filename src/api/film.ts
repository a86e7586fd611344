/**
 * The film page's calls (issue 15): the film by its slug, its comments by pages of 10, a
 * review, and a complaint about a comment. The contract comes by its subpath, so none of this
 * rides in the / route's script.
 */
import {
  ComplaintResponseSchema,
  FilmCommentsResponseSchema,
  FilmPageResponseSchema,
  FilmReviewResponseSchema,
  type ComplaintBody,
  type FilmComment,
  type FilmPage,
} from '@softkino/contract/film';
import { apiUrl, getJson, postForm, postJson } from './http';

/** GET v1 films/film/?slug=: the film of /film/<slug> (404: no such film). */
export async function fetchFilm(slug: string): Promise<FilmPage> {
  return (await getJson(apiUrl('v1/films/film/', { slug }), FilmPageResponseSchema)).data;
}

export interface CommentsPage {
  items: FilmComment[];
  /** Another, older page exists: 'Показать еще' shows. */
  more: boolean;
  /** The signed-in viewer has a review of this film already: the form is not offered. */
  reviewed: boolean;
}

/** GET v1 user/review/film/find_all_comments_of_film.php?film-id=&last-id=. */
export async function fetchFilmComments(filmId: number, lastId?: number): Promise<CommentsPage> {
  const reply = await getJson(
    apiUrl('v1/user/review/film/find_all_comments_of_film.php', {
      'film-id': filmId,
      'last-id': lastId,
    }),
    FilmCommentsResponseSchema,
  );
  return { items: reply.data, more: reply.more, reviewed: reply.reviewed };
}

/** POST v1 user/review/film/create_review.php (form: body, rate, film-id): the stored review. */
export async function createFilmReview(review: {
  body: string;
  rate: number;
  filmId: number;
}): Promise<FilmComment> {
  const reply = await postForm(
    apiUrl('v1/user/review/film/create_review.php'),
    { body: review.body, rate: review.rate, 'film-id': review.filmId },
    FilmReviewResponseSchema,
  );
  return reply.data;
}

/** POST v2 review/complain/ (JSON); resolves on success. */
export async function complainAboutComment(body: ComplaintBody): Promise<void> {
  await postJson(apiUrl('v2/review/complain/'), body, ComplaintResponseSchema);
}
