import { CANCEL_BEFORE_START_MINUTES, type OrderDetails } from '@softkino/contract/order';
import type { Queryable } from '../db/types';
import { payingMethod, receiptsOfOrder, refundsOfOrder } from '../repositories/orderMoney';
import type { OrderView } from '../repositories/orders';
import { unixSeconds } from './orderViews';

export type OrderMoney = Pick<
  OrderDetails,
  'pay_method' | 'pushkin_holder' | 'cancel_until_unix' | 'cancelled_at' | 'refunds' | 'receipts'
>;

/**
 * What v1 order/?id= says about the order's money: the method that paid it (and the Pushkin
 * card's holder), until when its
 * buyer may cancel it (the session's start less 30 minutes; only while it is paid), when it
 * was cancelled, its refunds and its fiscal receipts.
 */
export async function orderMoney(
  q: Queryable,
  view: Pick<OrderView, 'id' | 'status' | 'starts_at'> & { cancelled_at: Date | null },
): Promise<OrderMoney> {
  const [paying, refunds, receipts] = await Promise.all([
    payingMethod(q, view.id),
    refundsOfOrder(q, view.id),
    receiptsOfOrder(q, view.id),
  ]);
  const wasPaid = view.status === 'paid' || view.cancelled_at !== null;
  return {
    pay_method: wasPaid ? (paying?.method ?? null) : null,
    pushkin_holder: wasPaid && paying?.method === 'pushkin_card' ? paying.fio : null,
    cancel_until_unix:
      view.status === 'paid'
        ? unixSeconds(view.starts_at) - CANCEL_BEFORE_START_MINUTES * 60
        : null,
    cancelled_at: view.cancelled_at?.toISOString() ?? null,
    refunds: refunds.map((r) => ({
      amount: r.amount,
      reason: r.reason,
      created_at: r.created_at.toISOString(),
    })),
    receipts: receipts.map((r) => ({
      kind: r.kind,
      total: r.total,
      url: r.url,
      created_at: r.created_at.toISOString(),
    })),
  };
}
