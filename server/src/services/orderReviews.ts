import {
  REVIEW_MESSAGES,
  type OrderReview,
  type OrderReviewInput,
  type OrderReviewRead,
} from '@softkino/contract/review';
import { ApiError } from '../errors';
import {
  findOrderReview,
  findReviewableOrder,
  upsertOrderReview,
  type OrderReviewRow,
} from '../repositories/orderReviews';
import { findUserComment, upsertBuyerComment } from '../repositories/filmComments';
import { findUser } from '../repositories/users';
import type { ServiceContext } from './context';
import { reviewerName } from './filmComments';
import { ORDER_NOT_FOUND } from './orders';
import type { Viewer } from './viewer';

/**
 * Who may review an order (docs/decisions/276): a signed-in user (a guest gets 401), for an
 * order they may see on its page (anyone else's is 404, as the order page answers), once it is
 * paid (unpaid, expired and cancelled orders get 409) and its session has begun (409 before,
 * decision 431).
 */
function signedIn(viewer: Viewer): { userId: number; webSessionId: number } {
  if (viewer.kind !== 'user') throw new ApiError(401, REVIEW_MESSAGES.guest);
  return { userId: viewer.userId, webSessionId: viewer.webSessionId };
}

function toWire(row: OrderReviewRow): OrderReview {
  return {
    order_id: row.order_id,
    film: { rate: row.film_rate, body: row.film_body },
    cinema: { rate: row.cinema_rate, body: row.cinema_body },
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** create_order_comment.php: writes the order's review, or edits the one it has. */
export async function saveOrderReview(
  ctx: ServiceContext,
  viewer: Viewer,
  input: OrderReviewInput,
): Promise<OrderReview> {
  const owner = signedIn(viewer);
  return ctx.db.transaction().execute(async (trx) => {
    const order = await findReviewableOrder(trx, input.orderId, owner, ctx.dbNow(), true);
    if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
    if (order.status !== 'paid') throw new ApiError(409, REVIEW_MESSAGES.notPaid);
    // A film is rated once it has been seen: not before its session begins (decision 431).
    if (!order.started) throw new ApiError(409, REVIEW_MESSAGES.notStarted);
    const row = await upsertOrderReview(
      trx,
      {
        orderId: order.id,
        userId: owner.userId,
        filmId: order.film_id,
        cinemaId: order.cinema_id,
        film: input.film,
        cinema: input.cinema,
      },
      ctx.dbNow(),
    );
    // The film part is also the buyer's comment on the film page (decision 280).
    const user = await findUser(trx, { id: owner.userId });
    if (user)
      await upsertBuyerComment(
        trx,
        {
          film_id: order.film_id,
          user_id: user.id,
          user_name: reviewerName(user),
          body: input.film.body,
          rate: input.film.rate,
        },
        ctx.now(),
      );
    return toWire(row);
  });
}

/**
 * find_order_comment.php: the order's review (null while it has none) and the buyer's comment
 * on its film (decision 404). The same owner rule as writing; any order the viewer may see may
 * be read back, whatever its status.
 */
export async function readOrderReview(
  ctx: ServiceContext,
  viewer: Viewer,
  orderId: number,
): Promise<OrderReviewRead> {
  const owner = signedIn(viewer);
  const order = await findReviewableOrder(ctx.db, orderId, owner, ctx.dbNow());
  if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
  const [row, comment] = await Promise.all([
    findOrderReview(ctx.db, orderId),
    findUserComment(ctx.db, order.film_id, owner.userId),
  ]);
  return { review: row ? toWire(row) : null, film_comment: comment ?? null };
}
