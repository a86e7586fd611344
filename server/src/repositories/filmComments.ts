import { sql } from 'kysely';
import type { ComplaintTypeColumn, Queryable } from '../db/types';

export interface CommentRow {
  id: number;
  film_id: number;
  user_id: number | null;
  user_name: string;
  body: string;
  rate: number;
  created_at: Date;
}

const COLUMNS = ['id', 'film_id', 'user_id', 'user_name', 'body', 'rate', 'created_at'] as const;

/**
 * A page of a film's shown comments, newest first: `limit` comments with an id below `beforeId`
 * (the first page without it). Hidden ones are skipped.
 */
export async function listFilmComments(
  q: Queryable,
  filmId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<CommentRow[]> {
  let query = q
    .selectFrom('film_comments')
    .select([...COLUMNS])
    .where('film_id', '=', filmId)
    .where('hidden_at', 'is', null);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/**
 * `userId`'s comment on the film, shown or hidden (one per user and film,
 * film_comments_user_film_idx); undefined when there is none.
 */
export async function findUserComment(
  q: Queryable,
  filmId: number,
  userId: number,
): Promise<{ rate: number; body: string; hidden: boolean } | undefined> {
  const row = await q
    .selectFrom('film_comments')
    .select(['rate', 'body', 'hidden_at'])
    .where('film_id', '=', filmId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { rate: row.rate, body: row.body, hidden: row.hidden_at !== null };
}

/** The comments of `ids` that `userId` has complained about. */
export async function complainedIds(
  q: Queryable,
  userId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await q
    .selectFrom('film_comment_complaints')
    .select('comment_id')
    .where('user_id', '=', userId)
    .where('comment_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.comment_id));
}

/** A shown or hidden comment, locked for the complaint that may hide it. */
export async function findComment(
  q: Queryable,
  id: number,
  lock = false,
): Promise<(CommentRow & { hidden: boolean; reviewed: boolean }) | undefined> {
  let query = q
    .selectFrom('film_comments')
    .select([
      ...COLUMNS,
      sql<boolean>`hidden_at IS NOT NULL`.as('hidden'),
      sql<boolean>`reviewed_at IS NOT NULL`.as('reviewed'),
    ])
    .where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export interface NewComment {
  film_id: number;
  user_id: number;
  user_name: string;
  body: string;
  rate: number;
}

/** Adds a review; undefined when the user has one for this film already (unique index). */
export async function insertComment(
  q: Queryable,
  comment: NewComment,
  now: Date,
): Promise<CommentRow | undefined> {
  return q
    .insertInto('film_comments')
    .values({ ...comment, created_at: now })
    .onConflict((oc) =>
      oc.columns(['film_id', 'user_id']).where('user_id', 'is not', null).doNothing(),
    )
    .returning([...COLUMNS])
    .executeTakeFirst();
}

/**
 * The film part of an order's review as the buyer's comment on the film: written, or (a second
 * save, or a review written on the film page first) rewritten in place, keeping its id and date,
 * so each buyer has one comment per film wherever it was written (docs/decisions/280).
 */
export async function upsertBuyerComment(
  q: Queryable,
  comment: NewComment,
  now: Date,
): Promise<void> {
  await q
    .insertInto('film_comments')
    .values({ ...comment, created_at: now })
    .onConflict((oc) =>
      oc
        .columns(['film_id', 'user_id'])
        .where('user_id', 'is not', null)
        .doUpdateSet((eb) => ({ body: eb.ref('excluded.body'), rate: eb.ref('excluded.rate') })),
    )
    .execute();
}

export interface NewComplaint {
  comment_id: number;
  user_id: number;
  type: ComplaintTypeColumn;
  comment_author: string;
  comment_text: string;
}

/** Records a complaint; false when this user has complained about this comment before. */
export async function insertComplaint(
  q: Queryable,
  complaint: NewComplaint,
  now: Date,
): Promise<boolean> {
  const row = await q
    .insertInto('film_comment_complaints')
    .values({ ...complaint, created_at: now })
    .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
    .returning('comment_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** How many different users have complained about a comment. */
export async function countComplainants(q: Queryable, commentId: number): Promise<number> {
  const row = await q
    .selectFrom('film_comment_complaints')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('comment_id', '=', commentId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Hides a comment until a moderator reviews it. */
export async function hideComment(q: Queryable, commentId: number, now: Date): Promise<void> {
  await q
    .updateTable('film_comments')
    .set({ hidden_at: now })
    .where('id', '=', commentId)
    .where('hidden_at', 'is', null)
    .execute();
}
