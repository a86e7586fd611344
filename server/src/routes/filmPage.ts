import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import {
  ComplaintBodySchema,
  ComplaintResponseSchema,
  FilmCommentsQuerySchema,
  FilmCommentsResponseSchema,
  FilmPageResponseSchema,
  FilmReviewResponseSchema,
} from '@softkino/contract/film';
import type { ServiceContext } from '../services/context';
import { complain, createFilmReview, filmCommentsPage } from '../services/filmComments';
import { filmPage } from '../services/filmPage';
import { DbIdSchema } from './params';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

const FilmQuery = z.strictObject({ slug: z.string().max(200) });

/**
 * The review form's fields as sent (strings, urlencoded or multipart): the service checks them
 * with the contract's own texts ('Не выбрана оценка', 'Комментарий должен быть больше 25
 * символов'), so the form and the server say the same words.
 */
const ReviewForm = z.object({
  body: z.string().max(20_000).optional(),
  rate: z.string().max(20).optional(),
  'film-id': DbIdSchema,
});

/** The film page's calls (issue 15): the film, its comments, a review and a complaint. */
export const filmPageRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/v1/films/film/',
    {
      config: { viewerless: true },
      schema: {
        summary: 'A film of the film page by its address slug (/film/<slug>)',
        tags: ['films'],
        querystring: FilmQuery,
        response: { 200: FilmPageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await filmPage(ctx, request.query.slug),
    }),
  );

  app.get(
    '/v1/user/review/film/find_all_comments_of_film.php',
    {
      schema: {
        summary: "A page of 10 of a film's comments, newest first, older than last-id",
        tags: ['reviews'],
        querystring: FilmCommentsQuerySchema,
        response: { 200: FilmCommentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = await filmCommentsPage(
        ctx,
        request.viewer,
        request.query['film-id'],
        request.query['last-id'],
      );
      return { status: 'success' as const, ...page };
    },
  );

  app.post(
    '/v1/user/review/film/create_review.php',
    {
      schema: {
        summary: "A signed-in user's review of a film (body, rate 1-5, film-id)",
        tags: ['reviews'],
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        body: ReviewForm,
        response: { 200: FilmReviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { body, rate } = request.body;
      const data = await createFilmReview(ctx, request.viewer, {
        body: body ?? '',
        rate: rate === undefined || rate.trim() === '' ? null : Number(rate),
        filmId: request.body['film-id'],
      });
      return { status: 'success' as const, data };
    },
  );

  app.post(
    '/v2/review/complain/',
    {
      schema: {
        summary: "A signed-in buyer's complaint about a comment: spam, abuse or dirty-word",
        tags: ['reviews'],
        body: ComplaintBodySchema,
        response: { 200: ComplaintResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { type } = await complain(ctx, request.viewer, request.body);
      return { status: 'success' as const, data: { type } };
    },
  );
};
