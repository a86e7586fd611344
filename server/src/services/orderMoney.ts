import {
  CANCEL_BEFORE_START_MINUTES,
  type Cancellation,
  type OrderDetails,
} from '@softkino/contract/order';
import type { Queryable } from '../db/types';
import { orderLedger } from '../repositories/bonuses';
import {
  payingMethod,
  receiptsOfOrder,
  refundedTotal,
  refundsOfOrder,
} from '../repositories/orderMoney';
import type { OrderView } from '../repositories/orders';
import { recordedReversal } from './bonusReversal';
import { unixSeconds } from './orderViews';

export type OrderMoney = Pick<
  OrderDetails,
  | 'pay_method'
  | 'pushkin_holder'
  | 'cancel_until_unix'
  | 'cancelled_at'
  | 'cancellation'
  | 'refunds'
  | 'receipts'
>;

/** Cancelled after it was paid (`cancelled_at` is set only then, decision 185). */
function wasRefunded(view: Pick<OrderView, 'status'> & { cancelled_at: Date | null }) {
  return view.status === 'cancelled' && view.cancelled_at !== null;
}

/**
 * What a paid order's cancel gave back, read from what it recorded: its 'cancel' refunds and
 * its ledger's 'refund' and 'revoke' entries. The same figures as the cancel's answer, which a
 * repeated cancel reads the same way (decisions 185, 461).
 */
export async function cancellationOf(q: Queryable, orderId: number): Promise<Cancellation> {
  const [refund, ledger] = await Promise.all([
    refundedTotal(q, orderId, 'cancel'),
    orderLedger(q, orderId),
  ]);
  const reversal = recordedReversal(ledger);
  return { refund, bonus_returned: reversal.returned, bonus_taken: reversal.taken };
}

/**
 * What v1 order/?id= says about the order's money: the method that paid it (and the Pushkin
 * card's holder), until when its buyer may cancel it (the session's start less 30 minutes;
 * only while it is paid), when it was cancelled and what that gave back, its refunds and its
 * fiscal receipts.
 */
export async function orderMoney(
  q: Queryable,
  view: Pick<OrderView, 'id' | 'status' | 'starts_at'> & { cancelled_at: Date | null },
): Promise<OrderMoney> {
  const [paying, refunds, receipts, cancellation] = await Promise.all([
    payingMethod(q, view.id),
    refundsOfOrder(q, view.id),
    receiptsOfOrder(q, view.id),
    wasRefunded(view) ? cancellationOf(q, view.id) : Promise.resolve(null),
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
    cancellation,
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
