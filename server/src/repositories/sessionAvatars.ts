import type { Queryable } from '../db/types';

/** Who asks: their browser's orders and their account's orders are theirs, not "others'". */
export interface AvatarAsker {
  webSessionId: number | null;
  userId: number | null;
}

/**
 * The seats of a session held by live tickets of paid orders whose account lets others see its
 * photo (show_photo) and has one, with that photo's stored name; the asker's own orders (by
 * browser or by account) are left out. Nothing else about those buyers is read.
 */
export async function othersSeatPhotos(
  q: Queryable,
  sessionId: number,
  asker: AvatarAsker,
): Promise<{ seat_id: number; avatar: string }[]> {
  let query = q
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['tickets.seat_id', 'users.avatar'])
    .where('tickets.session_id', '=', sessionId)
    .where('tickets.status', '=', 'live')
    .where('orders.status', '=', 'paid')
    .where('users.show_photo', '=', true)
    .where('users.avatar', 'is not', null);
  if (asker.webSessionId !== null)
    query = query.where('orders.web_session_id', '!=', asker.webSessionId);
  if (asker.userId !== null) query = query.where('orders.user_id', '!=', asker.userId);
  const rows = await query.orderBy('tickets.seat_id').execute();
  return rows.flatMap((r) => (r.avatar === null ? [] : [{ seat_id: r.seat_id, avatar: r.avatar }]));
}
