import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { BRAND } from '@softkino/contract/brand';
import { runEvery } from '../lib/periodic';
import {
  PAYMENT_MESSAGES,
  isPushkinFio,
  offerOfPayMethod,
  type PayData,
  type PayMethod,
  type SbpOrderStatus,
} from '@softkino/contract/payment';
import type { DB, RefundReason } from '../db/types';
import { ApiError } from '../errors';
import { PaymentRefused } from '../providers/payment/types';
import { releaseHolds } from '../repositories/inventory';
import {
  expireLapsedOrders,
  findOrderPlaces,
  findOrderViews,
  lockOrder,
  setOrderStatus,
  type OrderRow,
  type OrderView,
} from '../repositories/orders';
import {
  WALLET_METHODS,
  findOpenPayment,
  findOrderIdByNumber,
  findOrderOwner,
  findPaymentByToken,
  insertPayment,
  orderSeatCount,
  refundReasonOfPayment,
  type PaymentRecord,
} from '../repositories/payments';
import { sessionFilmIsPushkin } from '../repositories/sessionDetails';
import type { Buyer } from './buyers';
import type { ServiceContext } from './context';
import { ORDER_NOT_FOUND } from './orders';
import { applyPaymentCallback } from './paymentCallbacks';
import { effectiveStatus, orderPageUrl, unixSeconds } from './orderViews';
import { inSalesTransaction } from './transactions';

export const HOLD_EXPIRED = 'Время ожидания оплаты заказа истекло';
export const ORDER_PAID = 'Заказ уже оплачен.';
export const ORDER_CANCELLED = 'Заказ отменен.';

export interface PayCall {
  orderId: number;
  method: PayMethod;
  /** Pushkin card: the holder's full name. */
  fio?: string;
  /** Wallets: payment_features.paymentToken. */
  walletToken?: string;
  /** The site's origin as the buyer reached it (PUBLIC_URL wins): the SBP link is absolute. */
  origin: string;
}

/** The refusals every payment call shares: unknown or another's order, paid, cancelled, lapsed. */
function checkPayable(order: OrderRow | undefined, buyer: Buyer): asserts order is OrderRow {
  if (!order || order.web_session_id !== buyer.webSessionId)
    throw new ApiError(404, ORDER_NOT_FOUND);
  if (order.status === 'paid') throw new ApiError(409, ORDER_PAID);
  if (order.status === 'cancelled') throw new ApiError(409, ORDER_CANCELLED);
  if (order.status === 'expired' || order.lapsed) throw new ApiError(410, HOLD_EXPIRED);
}

/**
 * The Pushkin card's rules (spec section 5), on the server: a film with the mark, one seat, no
 * bonus points, the holder's full name as three words. Returns the refusal, or null.
 */
async function pushkinProblem(
  trx: Transaction<DB>,
  order: OrderRow,
  fio: string | undefined,
): Promise<string | null> {
  if (!(await sessionFilmIsPushkin(trx, order.session_id))) return PAYMENT_MESSAGES.pushkinFilm;
  if ((await orderSeatCount(trx, order.id)) !== 1) return PAYMENT_MESSAGES.pushkinOneSeat;
  if (order.bonus_pay > 0) return PAYMENT_MESSAGES.pushkinBonus;
  if (fio === undefined || !isPushkinFio(fio.trim())) return PAYMENT_MESSAGES.pushkinFio;
  return null;
}

interface Opened {
  order: OrderRow;
  payment: PaymentRecord;
  created: Awaited<ReturnType<ServiceContext['payment']['createPayment']>>;
}

/**
 * POST v2 payment/pay/: opens a payment of this browser's unpaid order by one method (a row of
 * `payments`, its token our id given to the provider). Asking again for the same method
 * returns the same open payment; another method opens another. A wallet's payment is charged
 * at once from its token and applied as its callback would be.
 */
export async function startPayment(
  ctx: ServiceContext,
  buyer: Buyer | null,
  call: PayCall,
): Promise<PayData> {
  if (!buyer) throw new ApiError(404, ORDER_NOT_FOUND);
  const opened = await inSalesTransaction(ctx, async (trx): Promise<Opened> => {
    const now = ctx.dbNow();
    const order = await lockOrder(trx, { id: call.orderId }, now);
    checkPayable(order, buyer);
    if (!(offerOfPayMethod(call.method) in ctx.payment.methods()))
      throw new ApiError(400, PAYMENT_MESSAGES.methodUnavailable);
    const fio = call.method === 'pushkin_card' ? (call.fio ?? '').trim() : null;
    if (call.method === 'pushkin_card') {
      const problem = await pushkinProblem(trx, order, call.fio);
      if (problem) throw new ApiError(400, problem);
    }
    const wallet = WALLET_METHODS.includes(call.method);
    if (wallet && !call.walletToken)
      throw new ApiError(400, PAYMENT_MESSAGES.walletTokenUnreadable);

    // A wallet's token is a new charge each time; a page's payment is opened once.
    let payment = wallet ? undefined : await findOpenPayment(trx, order.id, call.method);
    if (payment && payment.fio !== fio) payment = undefined;
    payment ??= await insertPayment(
      trx,
      {
        orderId: order.id,
        provider: ctx.payment.name,
        method: call.method,
        token: randomBytes(24).toString('base64url'),
        amount: order.amount - order.bonus_pay,
        fio,
      },
      now,
    );
    try {
      const created = await ctx.payment.createPayment({
        paymentId: payment.token,
        orderId: order.id,
        orderNumber: order.number,
        method: call.method,
        amount: payment.amount,
        expiresAt: order.expires_at,
        origin: ctx.publicUrl ?? call.origin,
        returnPath: orderPageUrl(order.id),
        ...(fio ? { fio } : {}),
        ...(wallet && call.walletToken ? { walletToken: call.walletToken } : {}),
      });
      return { order, payment, created };
    } catch (err) {
      // The row is rolled back with the transaction: a refused token leaves nothing behind.
      if (err instanceof PaymentRefused) throw new ApiError(400, err.message);
      throw err;
    }
  });
  const { order, created } = opened;
  if (created.charged) await applyPaymentCallback(ctx, created.charged);
  return {
    redirect_url: created.redirectUrl,
    order_number: order.number,
    callback_url: orderPageUrl(order.id),
    bonus_order: false,
    expire_date_unix: unixSeconds(order.expires_at),
    method: call.method,
    ...created.extras,
  };
}

/**
 * POST v2 payment/sbp/: how the SBP panel's order stands (spec section 4, SBP polling): `paid`,
 * `expired` (its hold ended unpaid, or it was cancelled) or `pending`. Only for the browser or
 * account that owns the order; anyone else gets 404, as for an unknown number.
 */
export async function sbpOrderStatus(
  ctx: ServiceContext,
  buyer: Buyer | null,
  orderNumber: string,
): Promise<SbpOrderStatus> {
  if (!buyer) throw new ApiError(404, ORDER_NOT_FOUND);
  const id = await findOrderIdByNumber(ctx.db, orderNumber);
  if (id === undefined) throw new ApiError(404, ORDER_NOT_FOUND);
  const [view] = await findOrderViews(
    ctx.db,
    { id, webSessionId: buyer.webSessionId, userId: buyer.userId },
    ctx.dbNow(),
  );
  if (!view) throw new ApiError(404, ORDER_NOT_FOUND);
  const status = effectiveStatus(view);
  if (status === 'paid') return 'paid';
  if (status === 'unpaid') return 'pending';
  return 'expired';
}

/** Apple's merchant validation addresses: https on apple.com or a subdomain, nothing else. */
export function isApplePayValidationUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    (host === 'apple.com' || host.endsWith('.apple.com'))
  );
}

/**
 * POST v2 payment/get_applepay_session/: the merchant session of Apple Pay's merchant
 * validation, for this browser's own payable order, when Apple Pay is offered and the address
 * is one of Apple's (never a request to an address the client chose).
 */
export async function applePaySession(
  ctx: ServiceContext,
  buyer: Buyer | null,
  orderId: number,
  validationUrl: string,
  domain: string,
): Promise<Record<string, unknown>> {
  if (!buyer) throw new ApiError(404, ORDER_NOT_FOUND);
  const order = await inSalesTransaction(ctx, (trx) =>
    lockOrder(trx, { id: orderId }, ctx.dbNow()),
  );
  checkPayable(order, buyer);
  const session = ctx.payment.applePaySession;
  if (!('apple' in ctx.payment.methods()) || !session)
    throw new ApiError(400, PAYMENT_MESSAGES.methodUnavailable);
  if (!isApplePayValidationUrl(validationUrl))
    throw new ApiError(400, PAYMENT_MESSAGES.applePayAddress);
  return session.call(ctx.payment, { validationUrl, domain, displayName: BRAND.name });
}

export interface PaymentPage {
  payment: PaymentRecord;
  view: OrderView;
  /** The order's status as the buyer sees it (a lapsed unpaid order reads expired). */
  status: ReturnType<typeof effectiveStatus>;
  seats: { row: number; place: number }[];
  /** Why the payment was refunded, or null. */
  refundReason: RefundReason | null;
}

/**
 * A card page asked to pay an order whose hold lapsed: the bank takes nothing, and the order
 * ends now (its seats freed) instead of waiting for the sweeper. One transaction.
 */
export async function expireIfLapsed(ctx: ServiceContext, orderId: number): Promise<void> {
  await inSalesTransaction(ctx, async (trx) => {
    const order = await lockOrder(trx, { id: orderId }, ctx.dbNow());
    if (order?.status === 'unpaid' && order.lapsed) {
      await setOrderStatus(trx, order.id, 'expired');
      await releaseHolds(trx, [order.id]);
    }
  });
}

/** What the sandbox card form shows of the order. */
export type BankPageOrder = Pick<PaymentPage, 'view' | 'status' | 'seats'>;

/** What a sandbox payment page shows: the payment behind a token and its order. */
export async function paymentPage(ctx: ServiceContext, token: string): Promise<PaymentPage | null> {
  const payment = await findPaymentByToken(ctx.db, token);
  if (!payment) return null;
  const owner = await findOrderOwner(ctx.db, payment.order_id);
  if (owner === undefined) return null;
  const [view] = await findOrderViews(
    ctx.db,
    { id: payment.order_id, webSessionId: owner },
    ctx.dbNow(),
  );
  if (!view) return null;
  const places = await findOrderPlaces(ctx.db, [view.id]);
  const seats = (places.get(view.id) ?? []).map((p) => ({ row: p.row, place: p.place }));
  const refundReason =
    payment.status === 'refunded' ? await refundReasonOfPayment(ctx.db, payment.id) : null;
  return { payment, view, status: effectiveStatus(view), seats, refundReason };
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
  return runEvery(intervalMs, () => sweepExpiredHolds(ctx), onError);
}
