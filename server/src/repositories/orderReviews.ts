import { sql, type RawBuilder } from 'kysely';
import type { OrderStatus, Queryable } from '../db/types';

/**
 * An order as the review rules read it: its status, its film and cinema, and whether its session
 * has begun by the clock given.
 */
export interface ReviewableOrder {
  id: number;
  status: OrderStatus;
  film_id: number;
  cinema_id: number;
  started: boolean;
}

/**
 * The order `orderId` when the signed-in user may see it: theirs from any browser, or a guest
 * order of this browser (the order page's rule, repositories/orders.ts findOrderViews). With
 * `lock` the row is locked for the review's transaction, so two saves of one order queue.
 */
export async function findReviewableOrder(
  q: Queryable,
  orderId: number,
  owner: { userId: number; webSessionId: number },
  now: RawBuilder<Date>,
  lock = false,
): Promise<ReviewableOrder | undefined> {
  const query = q
    .selectFrom('orders')
    .innerJoin('sessions', 'sessions.id', 'orders.session_id')
    .innerJoin('halls', 'halls.id', 'sessions.hall_id')
    .select(['orders.id', 'orders.status', 'sessions.film_id', 'halls.cinema_id'])
    .select(sql<boolean>`sessions.starts_at <= ${now}`.as('started'))
    .where('orders.id', '=', orderId)
    .where((eb) =>
      eb.or([
        eb('orders.user_id', '=', owner.userId),
        eb.and([
          eb('orders.web_session_id', '=', owner.webSessionId),
          eb('orders.user_id', 'is', null),
        ]),
      ]),
    );
  return (lock ? query.forUpdate('orders') : query).executeTakeFirst();
}

export interface OrderReviewRow {
  order_id: number;
  film_rate: number;
  film_body: string;
  cinema_rate: number;
  cinema_body: string;
  created_at: Date;
  updated_at: Date;
}

const REVIEW_COLUMNS = [
  'order_id',
  'film_rate',
  'film_body',
  'cinema_rate',
  'cinema_body',
  'created_at',
  'updated_at',
] as const;

export async function findOrderReview(
  q: Queryable,
  orderId: number,
): Promise<OrderReviewRow | undefined> {
  return q
    .selectFrom('order_reviews')
    .select(REVIEW_COLUMNS)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** Writes the order's review, or rewrites it: one row per order (created_at stays). */
export async function upsertOrderReview(
  q: Queryable,
  review: {
    orderId: number;
    userId: number;
    filmId: number;
    cinemaId: number;
    film: { rate: number; body: string };
    cinema: { rate: number; body: string };
  },
  now: RawBuilder<Date>,
): Promise<OrderReviewRow> {
  return q
    .insertInto('order_reviews')
    .values({
      order_id: review.orderId,
      user_id: review.userId,
      film_id: review.filmId,
      cinema_id: review.cinemaId,
      film_rate: review.film.rate,
      film_body: review.film.body,
      cinema_rate: review.cinema.rate,
      cinema_body: review.cinema.body,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('order_id').doUpdateSet((eb) => ({
        user_id: eb.ref('excluded.user_id'),
        film_rate: eb.ref('excluded.film_rate'),
        film_body: eb.ref('excluded.film_body'),
        cinema_rate: eb.ref('excluded.cinema_rate'),
        cinema_body: eb.ref('excluded.cinema_body'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(REVIEW_COLUMNS)
    .executeTakeFirstOrThrow();
}
