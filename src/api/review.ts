import {
  OrderReviewReadResponseSchema,
  OrderReviewResponseSchema,
  type OrderReview,
  type OrderReviewRead,
  type ReviewDraft,
} from '@softkino/contract/review';
import { apiUrl, getJson, postJson } from './http';

/**
 * GET v1 user/review/cinema/find_order_comment.php: the order's review (null when none) and the
 * buyer's comment on its film (null when none).
 */
export async function fetchOrderReview(orderId: number): Promise<OrderReviewRead> {
  const url = apiUrl('v1/user/review/cinema/find_order_comment.php', { 'order-id': orderId });
  const reply = await getJson(url, OrderReviewReadResponseSchema);
  return { review: reply.data, film_comment: reply.film_comment };
}

/**
 * POST v1 user/review/cinema/create_order_comment.php (JSON): the spec's body, rate and
 * order-id for the cinema, film-body and film-rate for the film (docs/decisions/275). Saving
 * again edits the review.
 */
export async function saveOrderReview(orderId: number, draft: ReviewDraft): Promise<OrderReview> {
  const reply = await postJson(
    apiUrl('v1/user/review/cinema/create_order_comment.php'),
    {
      'order-id': orderId,
      body: draft.cinemaBody.trim(),
      rate: draft.cinemaRate,
      'film-body': draft.filmBody.trim(),
      'film-rate': draft.filmRate,
    },
    OrderReviewResponseSchema,
  );
  return reply.data;
}
