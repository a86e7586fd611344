import {
  COMMENTS_PAGE_SIZE,
  COMPLAINT_TEXTS,
  COMPLAINT_TYPES,
  FILM_NOT_FOUND,
  FILM_REVIEW_TEXTS,
  filmReviewError,
  type ComplaintBody,
  type ComplaintType,
  type FilmComment,
} from '@softkino/contract/film';
import { ApiError } from '../errors';
import { filmExists } from '../repositories/films';
import {
  complainedIds,
  countComplainants,
  findComment,
  hideComment,
  insertComment,
  insertComplaint,
  listFilmComments,
  type CommentRow,
  findUserComment,
} from '../repositories/filmComments';
import { findUser } from '../repositories/users';
import type { ServiceContext } from './context';
import { inSalesTransaction } from './transactions';
import type { Viewer } from './viewer';

/**
 * How many different buyers' complaints hide a comment until a moderator reviews it
 * (docs/decisions/268).
 */
export const COMPLAINTS_TO_HIDE = 3;

function viewerId(viewer: Viewer): number | null {
  return viewer.kind === 'user' ? viewer.userId : null;
}

function toComment(row: CommentRow, viewer: number | null, complained: boolean): FilmComment {
  const mine = viewer !== null && row.user_id === viewer;
  return {
    id: row.id,
    user_name: row.user_name,
    body: row.body,
    rate: row.rate,
    created_at: row.created_at.toISOString(),
    complaints: viewer === null || mine || complained ? [] : [...COMPLAINT_TYPES],
    complained,
    mine,
  };
}

export interface CommentsPage {
  data: FilmComment[];
  more: boolean;
  /** The viewer has a review of the film already (one per user and film). */
  reviewed: boolean;
}

/**
 * find_all_comments_of_film.php: the film's shown comments, newest first, ten at a time; the
 * next page starts below `lastId` (the last comment the client shows). One row more than a page
 * is read, so `more` is exact: a film with exactly ten comments has no second page.
 */
export async function filmCommentsPage(
  ctx: ServiceContext,
  viewer: Viewer,
  filmId: number,
  lastId: number | undefined,
): Promise<CommentsPage> {
  if (!(await filmExists(ctx.db, filmId))) throw new ApiError(404, FILM_NOT_FOUND);
  const rows = await listFilmComments(ctx.db, filmId, lastId, COMMENTS_PAGE_SIZE + 1);
  const page = rows.slice(0, COMMENTS_PAGE_SIZE);
  const me = viewerId(viewer);
  const complained =
    me === null
      ? new Set<number>()
      : await complainedIds(
          ctx.db,
          me,
          page.map((r) => r.id),
        );
  return {
    data: page.map((r) => toComment(r, me, complained.has(r.id))),
    more: rows.length > COMMENTS_PAGE_SIZE,
    reviewed: me !== null && (await findUserComment(ctx.db, filmId, me)) !== undefined,
  };
}

/** The name a review is shown under: 'Анна К.' from the profile, or 'Зритель'. */
export function reviewerName(user: { first_name: string; last_name: string }): string {
  const first = user.first_name.trim();
  const initial = user.last_name.trim().charAt(0);
  if (!first) return initial ? `Зритель ${initial.toUpperCase()}.` : 'Зритель';
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export interface ReviewInput {
  body: string;
  rate: number | null;
  filmId: number;
}

/**
 * create_review.php: a signed-in user's review of a film, shown at once at the top of its
 * comments. One per user and film (docs/decisions/267).
 */
export async function createFilmReview(
  ctx: ServiceContext,
  viewer: Viewer,
  input: ReviewInput,
): Promise<FilmComment> {
  if (viewer.kind !== 'user') throw new ApiError(401, FILM_REVIEW_TEXTS.signIn);
  const problem = filmReviewError(input);
  if (problem) throw new ApiError(400, problem);
  if (!(await filmExists(ctx.db, input.filmId))) throw new ApiError(404, FILM_NOT_FOUND);
  const user = await findUser(ctx.db, { id: viewer.userId });
  if (!user) throw new ApiError(401, FILM_REVIEW_TEXTS.signIn);
  const row = await insertComment(
    ctx.db,
    {
      film_id: input.filmId,
      user_id: user.id,
      user_name: reviewerName(user),
      body: input.body.trim(),
      rate: input.rate as number,
    },
    ctx.now(),
  );
  if (!row) throw new ApiError(409, FILM_REVIEW_TEXTS.duplicate);
  return toComment(row, user.id, false);
}

/**
 * v2 review/complain/: a signed-in buyer reports a comment of the film it belongs to, as
 * themselves (userId must be the signed-in user). A second complaint by the same buyer about
 * the same comment is refused (409); the complaint of the COMPLAINTS_TO_HIDE-th different buyer
 * hides the comment until a moderator reviews it, unless a moderator has kept it already.
 */
export async function complain(
  ctx: ServiceContext,
  viewer: Viewer,
  body: ComplaintBody,
): Promise<{ type: ComplaintType; hidden: boolean }> {
  if (viewer.kind !== 'user') throw new ApiError(401, COMPLAINT_TEXTS.signIn);
  if (body.userId !== viewer.userId) throw new ApiError(403, COMPLAINT_TEXTS.notYours);
  return inSalesTransaction(ctx, async (trx) => {
    // Locked, so two last complaints at once hide the comment once and count right.
    const comment = await findComment(trx, body.commentPremierId, true);
    if (!comment || comment.film_id !== body.filmBitrixId)
      throw new ApiError(404, COMPLAINT_TEXTS.notFound);
    if (comment.user_id === viewer.userId) throw new ApiError(403, COMPLAINT_TEXTS.own);
    const stored = await insertComplaint(
      trx,
      {
        comment_id: comment.id,
        user_id: viewer.userId,
        type: body.type,
        comment_author: body.commentAuthor.slice(0, 200),
        comment_text: body.commentText.slice(0, 10_000),
      },
      ctx.now(),
    );
    if (!stored) throw new ApiError(409, COMPLAINT_TEXTS.duplicate);
    let hidden = comment.hidden;
    if (!comment.hidden && !comment.reviewed) {
      if ((await countComplainants(trx, comment.id)) >= COMPLAINTS_TO_HIDE) {
        await hideComment(trx, comment.id, ctx.now());
        hidden = true;
      }
    }
    return { type: body.type, hidden };
  });
}
