import type { OrderHistoryItem, OrderStatus } from '@softkino/contract';
import { useHasCome } from '../../lib/useNowUntil';

/**
 * What an order's status says, in the list of orders, on the order page and on the tickets
 * link's page (decisions 411, 474, 482): kept apart from the list so the order pages do not load
 * the list's code and styles.
 */

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  paid: 'Оплачен',
  unpaid: 'Ожидает оплаты',
  cancelled: 'Отменен',
  expired: 'Не оплачен',
};

/** What the list calls an order: a cancelled one that had been paid was refunded (411). */
export function orderStatusText(order: Pick<OrderHistoryItem, 'status' | 'refunded'>): string {
  return order.status === 'cancelled' && order.refunded
    ? REFUNDED_TEXT
    : ORDER_STATUS_TEXT[order.status];
}

const REFUNDED_TEXT = 'Возвращен';

/** A paid order's session, once it has begun and once it is over (decision 474). */
export const SESSION_ON_TEXT = 'Сеанс идет';
export const SESSION_OVER_TEXT = 'Сеанс прошел';

/**
 * Where a paid order's session stands now: to come, on, or over (its start and the film's
 * running time). Turns on time by itself. Without the end (an older server) it is not known:
 * null, and the list says 'Оплачен' as before.
 */
export function useSessionPhase(
  order: Pick<OrderHistoryItem, 'starts_at_unix' | 'ends_at_unix'>,
): 'coming' | 'on' | 'over' | null {
  const begun = useHasCome(order.starts_at_unix);
  // Without the end, its start stands in (no timer of its own); the phase is then not known.
  const over = useHasCome(order.ends_at_unix ?? order.starts_at_unix);
  if (order.ends_at_unix === undefined) return null;
  return over ? 'over' : begun ? 'on' : 'coming';
}

/**
 * The status a paid order shows at its session's `phase` (the list's and the order page's):
 * 'Оплачен' while the session is to come, then that it is on, then that it is over. A list of
 * orders showed the same green 'Оплачен' on last week's film as on tonight's (decision 474).
 * Other orders: their status.
 */
export function orderStatusNow(
  order: Pick<OrderHistoryItem, 'status' | 'refunded'>,
  phase: ReturnType<typeof useSessionPhase>,
): string {
  if (order.status !== 'paid' || phase === 'coming' || phase === null)
    return orderStatusText(order);
  return phase === 'on' ? SESSION_ON_TEXT : SESSION_OVER_TEXT;
}
