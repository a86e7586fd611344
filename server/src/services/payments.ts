import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { PayMethod } from '@softkino/contract/payment';
import type { DB } from '../db/types';
import { ApiError } from '../errors';
import { releaseHolds, sellHeldSeats } from '../repositories/inventory';
import {
  expireLapsedOrders,
  findOrderOfPaymentToken,
  findOrderPlaces,
  findOrderViews,
  insertTickets,
  lockOrder,
  orderSeatIds,
  setOrderStatus,
  setPaymentToken,
  type OrderView,
} from '../repositories/orders';
import { BonusShort, settleOrderBonus } from './bonuses';
import type { Buyer } from './buyers';
import type { ServiceContext } from './context';
import { ORDER_NOT_FOUND } from './orders';
import { createTicketLink } from './ticketLinks';
import { ticketsMail } from './ticketsMail';
import { effectiveStatus, orderPageUrl, unixSeconds } from './orderViews';
import { inSalesTransaction } from './transactions';

export const HOLD_EXPIRED = 'Время ожидания оплаты заказа истекло';

export interface PaymentStart {
  redirect_url: string;
  order_number: string;
  callback_url: string;
  bonus_order: boolean;
  expire_date_unix: number;
}

/** POST v2 payment/pay/: opens the configured provider's payment for this browser's unpaid order. */
export async function startPayment(
  ctx: ServiceContext,
  buyer: Buyer | null,
  orderId: number,
  method: PayMethod,
): Promise<PaymentStart> {
  if (!buyer) throw new ApiError(404, ORDER_NOT_FOUND);
  return inSalesTransaction(ctx, async (trx) => {
    const order = await lockOrder(trx, { id: orderId }, ctx.dbNow());
    if (!order || order.web_session_id !== buyer.webSessionId)
      throw new ApiError(404, ORDER_NOT_FOUND);
    if (!(method in ctx.payment.methods()))
      throw new ApiError(400, 'Этот способ оплаты недоступен.');
    if (order.status === 'paid') throw new ApiError(409, 'Заказ уже оплачен.');
    if (order.status === 'cancelled') throw new ApiError(409, 'Заказ отменен.');
    if (order.status === 'expired' || order.lapsed) throw new ApiError(410, HOLD_EXPIRED);
    // One payment per order: asking again returns to the payment already opened.
    let redirectUrl: string;
    if (order.payment_token) {
      redirectUrl = ctx.payment.paymentUrl(order.payment_token);
    } else {
      const created = await ctx.payment.createPayment({
        orderId: order.id,
        orderNumber: order.number,
        method,
        amount: order.amount - order.bonus_pay,
        expiresAt: order.expires_at,
      });
      await setPaymentToken(trx, order.id, created.paymentId);
      redirectUrl = created.redirectUrl;
    }
    return {
      redirect_url: redirectUrl,
      order_number: order.number,
      callback_url: orderPageUrl(order.id),
      bonus_order: false,
      expire_date_unix: unixSeconds(order.expires_at),
    };
  });
}

export type PaymentOutcome = 'paid' | 'expired' | 'cancelled';

/** The hold was lost while paying: roll the payment back, then record the expiry. */
class HoldLost extends Error {}

/** Unique violation: the partial index on live tickets refused a second ticket for a seat. */
function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '23505';
}

/** Marks an unpaid order expired and frees whatever it still holds. */
async function expireOrder(trx: Transaction<DB>, orderId: number): Promise<void> {
  await setOrderStatus(trx, orderId, 'expired');
  await releaseHolds(trx, [orderId]);
}

/**
 * The sandbox bank approved the card: in one transaction, while the hold is alive on the SQL
 * clock, held seats become sold, tickets are issued and the order is paid; the tickets e-mail
 * is written in the same transaction. A lapsed hold gives 'expired' and no ticket, even if the
 * lapse happened a moment ago and the seats are still marked held by this order.
 */
export async function confirmPayment(ctx: ServiceContext, token: string): Promise<PaymentOutcome> {
  try {
    return await inSalesTransaction(ctx, async (trx) => {
      const now = ctx.dbNow();
      const order = await lockOrder(trx, { paymentToken: token }, now);
      if (!order) throw new ApiError(404, ORDER_NOT_FOUND);
      if (order.status === 'paid') return 'paid';
      if (order.status === 'cancelled') return 'cancelled';
      if (order.status === 'expired' || order.lapsed) {
        if (order.status === 'unpaid') await expireOrder(trx, order.id);
        return 'expired';
      }
      const seatIds = await orderSeatIds(trx, order.id);
      const sold = await sellHeldSeats(trx, order.session_id, order.id, now);
      if (sold.length !== seatIds.length) throw new HoldLost();
      const tickets = seatIds.map((seatId) => ({
        orderId: order.id,
        sessionId: order.session_id,
        seatId,
        code: randomBytes(16).toString('hex').toUpperCase(),
      }));
      await insertTickets(trx, tickets);
      await settleOrderBonus(trx, order, now);
      await setOrderStatus(trx, order.id, 'paid', now);
      const [view] = await findOrderViews(
        trx,
        { id: order.id, webSessionId: order.web_session_id },
        now,
      );
      if (view) {
        const places = await findOrderPlaces(trx, [order.id]);
        const link = await createTicketLink(trx, order.id, now);
        await ctx.mail.send(
          trx,
          ticketsMail(view, places.get(order.id) ?? [], tickets, `${ctx.publicUrl ?? ''}${link}`),
        );
      }
      return 'paid';
    });
  } catch (err) {
    // BonusShort: the reserved points were gone (reservations make it unreachable); the order
    // ends as a lost hold does, and nothing of it is kept.
    if (!(err instanceof HoldLost) && !(err instanceof BonusShort) && !isUniqueViolation(err))
      throw err;
    await inSalesTransaction(ctx, async (trx) => {
      const order = await lockOrder(trx, { paymentToken: token }, ctx.dbNow());
      if (order?.status === 'unpaid') await expireOrder(trx, order.id);
    });
    return 'expired';
  }
}

export interface BankPageOrder {
  view: OrderView;
  status: ReturnType<typeof effectiveStatus>;
  seats: { row: number; place: number }[];
}

/** What the sandbox bank page shows about the order behind a payment token. */
export async function bankPageOrder(
  ctx: ServiceContext,
  token: string,
): Promise<BankPageOrder | null> {
  const owner = await findOrderOfPaymentToken(ctx.db, token);
  if (!owner) return null;
  const [view] = await findOrderViews(
    ctx.db,
    { id: owner.id, webSessionId: owner.webSessionId },
    ctx.dbNow(),
  );
  if (!view) return null;
  const places = await findOrderPlaces(ctx.db, [view.id]);
  const seats = (places.get(view.id) ?? []).map((p) => ({ row: p.row, place: p.place }));
  return { view, status: effectiveStatus(view), seats };
}

/** Expires lapsed holds in batches; safe on every node at once (SKIP LOCKED). */
export async function sweepExpiredHolds(ctx: ServiceContext, batch = 500): Promise<number> {
  let total = 0;
  // Bounded, so one tick never runs away; the next tick continues.
  for (let i = 0; i < 20; i++) {
    const n = await expireLapsedOrders(ctx.db, ctx.dbNow(), batch);
    total += n;
    if (n < batch) break;
  }
  return total;
}

/** Starts the background sweeper; returns the function that stops it. */
export function startSweeper(
  ctx: ServiceContext,
  intervalMs: number,
  onError: (err: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredHolds(ctx)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
