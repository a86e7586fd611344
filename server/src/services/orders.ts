import { emailDomainToUnicode } from '@softkino/contract/email';
import type { Transaction } from 'kysely';
import {
  type OrderCreateRequest,
  type OrderDetails,
  type OrderHistoryItem,
} from '@softkino/contract/order';
import { SESSION_CLOSED, type UnpaidOrder } from '@softkino/contract/session';
import type { DB } from '../db/types';
import { ApiError } from '../errors';
import { formatDate, formatTime, toLocal } from '../lib/time';
import { ensureInventoryRows, releaseHolds, findSeatLabels } from '../repositories/inventory';
import { seatLabels } from '@softkino/contract/seats';
import {
  cancelUnpaidOrdersOfSession,
  findOrderPlaces,
  findOrderViews,
  findTickets,
  insertOrder,
  insertOrderSeats,
  lockOrder,
  setOrderStatus,
} from '../repositories/orders';
import { findSessionHeader, hallSeatZones, sessionPrices } from '../repositories/sessionDetails';
import { findCardOfUser } from '../repositories/bonuses';
import { checkBonusRules, reserveBonus } from './bonuses';
import { openBuyer, type Buyer } from './buyers';
import { HOLD_SECONDS, type ServiceContext } from './context';
import {
  effectiveStatus,
  ticketSubjects,
  toHistoryItem,
  toUnpaidOrder,
  unixSeconds,
} from './orderViews';
import { offeredMethods } from './paymentMethods';
import { lockingInventory } from './seatInventory';
import { viewerOfToken } from './viewer';
import { inSalesTransaction } from './transactions';
import { orderMoney } from './orderMoney';

export const ORDER_NOT_FOUND = 'Заказ не найден.';
export const SESSION_STARTED = 'Сеанс уже начался. Покупка билетов недоступна.';

export interface CreatedOrder {
  buyer: Buyer;
  /** Set when this order created the browser's web session: the cookie to send. */
  newToken: string | null;
  id: number;
  number: string;
  amount: number;
  /** Points of the amount paid with the bonus card. */
  bonusPay: number;
  expiresAt: Date;
  /** create_order's `payment.methods`: the provider's, less those this order cannot use. */
  methods: Awaited<ReturnType<typeof offeredMethods>>;
}

/**
 * The buyer of the cookie, read in the order's transaction the way the viewer hook reads it (a
 * lapsed sign-in is dropped, last_seen_at refreshed), since create_order skips the hook: one
 * lookup per order instead of two (docs/decisions/240). A browser without a live session gets
 * a new one, and its cookie.
 */
async function orderBuyer(
  ctx: ServiceContext,
  trx: Transaction<DB>,
  cookieToken: string | undefined,
): Promise<{ buyer: Buyer; newToken: string | null }> {
  const viewer = await viewerOfToken({ ...ctx, db: trx }, cookieToken);
  if (viewer.buyer) return { buyer: viewer.buyer, newToken: null };
  return openBuyer(trx, undefined);
}

/** The transaction of the hold; any throw rolls everything back, so nothing stays held. */
async function holdOrder(
  ctx: ServiceContext,
  trx: Transaction<DB>,
  cookieToken: string | undefined,
  form: OrderCreateRequest,
): Promise<CreatedOrder> {
  const now = ctx.dbNow();
  const header = await findSessionHeader(trx, form.session, now);
  if (!header || header.deleted) throw new ApiError(404, 'Сеанс не найден.');
  if (header.started) throw new ApiError(409, SESSION_STARTED, 131);
  if (header.disabled) throw new ApiError(409, SESSION_CLOSED);

  const seats = await hallSeatZones(trx, header.hall_id, form.seats);
  if (seats.length !== form.seats.length)
    throw new ApiError(400, 'Выбранные места не найдены в зале этого сеанса.');
  const prices = await sessionPrices(trx, header.id);
  const priced = seats.map((s) => {
    const price = prices.get(s.zone) ?? prices.get('standard');
    if (price === undefined) throw new Error(`session ${header.id} has no price`);
    return { seatId: s.id, price };
  });
  const amount = priced.reduce((sum, s) => sum + s.price, 0);
  const { buyer, newToken } = await orderBuyer(ctx, trx, cookieToken);
  // The buyer's card (read without a lock: only the reservation below needs one).
  const card = buyer.userId === null ? undefined : await findCardOfUser(trx, buyer.userId);
  checkBonusRules(
    {
      userId: buyer.userId,
      cardId: card?.id ?? null,
      noBonus: header.no_bonus,
      amount,
      seatCount: form.seats.length,
    },
    form.bonus_pay,
  );

  // A new order from this browser replaces its unpaid one for the session (same transaction,
  // so a refused new order leaves the old one intact).
  const previous = await cancelUnpaidOrdersOfSession(trx, buyer.webSessionId, header.id);
  await releaseHolds(trx, previous);

  const ids = [...form.seats].sort((a, b) => a - b);
  // Inserting rows that exist waits for a concurrent holder of them (a unique check), which is
  // part of why the real path is safe.
  await ensureInventoryRows(trx, header.id, ids);

  const order = await insertOrder(
    trx,
    {
      sessionId: header.id,
      webSessionId: buyer.webSessionId,
      userId: buyer.userId,
      phone: form.phone === '' ? null : form.phone,
      email: form.email,
      amount,
      bonusCardId: card?.id ?? null,
    },
    now,
    ctx.holdSeconds ?? HOLD_SECONDS,
  );
  const held = await (ctx.inventory ?? lockingInventory).hold(
    trx,
    { sessionId: header.id, seatIds: ids, orderId: order.id, expiresAt: order.expires_at },
    now,
  );
  if (held.length < ids.length) {
    const heldSet = new Set(held);
    const labels = await findSeatLabels(
      trx,
      ids.filter((id) => !heldSet.has(id)),
    );
    throw new ApiError(409, `Места уже заняты: ${seatLabels(labels)}`);
  }
  await insertOrderSeats(trx, order.id, priced);
  if (card && form.bonus_pay > 0) await reserveBonus(trx, order.id, card.id, form.bonus_pay, now);
  return {
    buyer,
    newToken,
    id: order.id,
    number: order.number,
    amount,
    bonusPay: form.bonus_pay,
    expiresAt: order.expires_at,
    methods: await offeredMethods(ctx, trx, {
      id: order.id,
      session_id: header.id,
      bonus_pay: form.bonus_pay,
    }),
  };
}

/**
 * POST v2 payment/create_order/: holds the seats for ctx.holdSeconds (7 minutes unless
 * HOLD_SECONDS says otherwise) in one short transaction, which also creates the browser's web
 * session on its first order.
 */
export async function createOrder(
  ctx: ServiceContext,
  cookieToken: string | undefined,
  form: OrderCreateRequest,
): Promise<CreatedOrder> {
  return inSalesTransaction(ctx, (trx) => holdOrder(ctx, trx, cookieToken, form));
}

/**
 * GET v1 buy/cancel/?order_id=: cancels this browser's unpaid order and frees its seats.
 * Idempotent: an order already cancelled or expired answers its status.
 */
export async function cancelOrder(
  ctx: ServiceContext,
  buyer: Buyer | null,
  orderId: number,
): Promise<{ id: number; status: 'cancelled' | 'expired' }> {
  if (!buyer) throw new ApiError(404, ORDER_NOT_FOUND);
  return inSalesTransaction(ctx, async (trx) => {
    const order = await lockOrder(trx, { id: orderId }, ctx.dbNow());
    if (!order || order.web_session_id !== buyer.webSessionId)
      throw new ApiError(404, ORDER_NOT_FOUND);
    if (order.status === 'paid') throw new ApiError(409, 'Оплаченный заказ нельзя отменить.');
    if (order.status === 'cancelled' || order.status === 'expired')
      return { id: order.id, status: order.status };
    await setOrderStatus(trx, order.id, 'cancelled');
    await releaseHolds(trx, [order.id]);
    return { id: order.id, status: 'cancelled' as const };
  });
}

/** GET v1 user/session: this browser's newest live unpaid order, or null. */
export async function currentUnpaidOrder(
  ctx: ServiceContext,
  buyer: Buyer | null,
): Promise<UnpaidOrder | null> {
  if (!buyer) return null;
  const views = await findOrderViews(
    ctx.db,
    { webSessionId: buyer.webSessionId, status: 'unpaid' },
    ctx.dbNow(),
  );
  const live = views.find((v) => !v.lapsed);
  if (!live) return null;
  const places = await findOrderPlaces(ctx.db, [live.id]);
  return toUnpaidOrder(live, places.get(live.id), ctx.payment.paymentUrl);
}

/** GET v2 user/find_user_orders/: this browser's orders and its account's, newest first. */
export async function buyerOrders(
  ctx: ServiceContext,
  buyer: Buyer | null,
): Promise<OrderHistoryItem[]> {
  if (!buyer) return [];
  const views = await findOrderViews(
    ctx.db,
    { webSessionId: buyer.webSessionId, userId: buyer.userId },
    ctx.dbNow(),
  );
  const places = await findOrderPlaces(
    ctx.db,
    views.map((v) => v.id),
  );
  return views.map((v) => toHistoryItem(v, places.get(v.id)));
}

/** GET v1 order/?id=: one order with its tickets, for the browser or account that owns it. */
export async function orderDetails(
  ctx: ServiceContext,
  buyer: Buyer | null,
  orderId: number,
): Promise<OrderDetails> {
  if (!buyer) throw new ApiError(404, ORDER_NOT_FOUND);
  const whose = { webSessionId: buyer.webSessionId, userId: buyer.userId };
  // By its id (the page's address), else by the number the buyer sees in the e-mail and the
  // profile, typed into the address: only ever among the viewer's own orders (decision 428).
  const byId = await findOrderViews(ctx.db, { id: orderId, ...whose }, ctx.dbNow());
  const [view] =
    byId.length > 0
      ? byId
      : await findOrderViews(ctx.db, { number: String(orderId), ...whose }, ctx.dbNow());
  if (!view) throw new ApiError(404, ORDER_NOT_FOUND);
  const [places, tickets, money] = await Promise.all([
    findOrderPlaces(ctx.db, [view.id]),
    view.status === 'paid' ? findTickets(ctx.db, view.id) : Promise.resolve([]),
    orderMoney(ctx.db, view),
  ]);
  const local = toLocal(view.starts_at, view.timezone);
  return {
    ...toHistoryItem(view, places.get(view.id)),
    status: effectiveStatus(view),
    paid_at: view.paid_at?.toISOString() ?? null,
    expire_date_unix: unixSeconds(view.expires_at),
    // An order's e-mail saved in punycode before decision 451 reads in letters (decision 470).
    email: emailDomainToUnicode(view.email),
    phone: view.phone,
    ...ticketSubjects(view),
    date: formatDate(local),
    time: formatTime(local),
    tickets,
    ...money,
  };
}
