import { createHash } from 'node:crypto';
import type { Place, SessionData, SessionInfo, SessionResponse } from '@softkino/contract/session';
import { SEAT_ZONE_COLORS } from '@softkino/contract/cinemaPage';
import type { FilmAge, SeatZone } from '../db/types';
import { ApiError } from '../errors';
import { addDays, formatDate, formatTime, fromLocal, toLocal } from '../lib/time';
import { findOrderPlaces, findOrderViews, type OrderView } from '../repositories/orders';
import {
  findSessionHeader,
  findSessionInfo,
  hallEnters,
  purchasableSessions,
  seatsWithState,
  sessionFilmIsPushkin,
  sessionPrices,
  type SeatWithState,
  type SessionHeader,
} from '../repositories/sessionDetails';
import type { Buyer } from './buyers';
import type { ServiceContext } from './context';
import { toUnpaidOrder } from './orderViews';

/** Colour of each price zone on the seat map (the cinema page's hall pictures use the same). */
export const ZONE_COLORS: Record<SeatZone, string> = SEAT_ZONE_COLORS;

export const SESSION_NOT_FOUND = 'Сеанс не найден.';
/** The detail the client recognises by 'Ошибка 131' (spec section 8). */
export const SESSION_STARTED_DETAIL = 'Ошибка 131. Сеанс уже начался. Покупка билетов недоступна.';

/** A session that can be shown for buying: known, not deleted, not started. */
async function purchasableHeader(ctx: ServiceContext, sessionId: number): Promise<SessionHeader> {
  const header = await findSessionHeader(ctx.db, sessionId, ctx.dbNow());
  if (!header || header.deleted) throw new ApiError(404, SESSION_NOT_FOUND);
  if (header.started) throw new ApiError(409, SESSION_STARTED_DETAIL, 131);
  return header;
}

/** This browser's live unpaid order of the session, if any. */
async function ownUnpaidOrder(ctx: ServiceContext, buyer: Buyer | null, sessionId: number) {
  if (!buyer) return null;
  const views = await findOrderViews(
    ctx.db,
    { webSessionId: buyer.webSessionId, sessionId, status: 'unpaid' },
    ctx.dbNow(),
  );
  return views.find((v) => !v.lapsed) ?? null;
}

/** The viewer's own orders of a session that shape its seat map: none for most viewers. */
export interface ViewerOrders {
  /** The live unpaid order: its seats show free to its owner, and it fills `order`. */
  unpaid: OrderView | null;
  /** The latest paid order of the browser or of its account: it fills `order_success`. */
  paid: OrderView | null;
}

export const NO_ORDERS: ViewerOrders = { unpaid: null, paid: null };

/** This browser's own orders of the session (none for a browser with no web session). */
export async function viewerOrders(
  ctx: ServiceContext,
  buyer: Buyer | null,
  sessionId: number,
): Promise<ViewerOrders> {
  if (!buyer) return NO_ORDERS;
  const [unpaid, paid] = await Promise.all([
    ownUnpaidOrder(ctx, buyer, sessionId),
    // Paid orders are the account's, from any browser (the order page shows them so too):
    // a purchase on the phone is the buyer's own seats on the laptop's map (decision 407).
    findOrderViews(
      ctx.db,
      { webSessionId: buyer.webSessionId, userId: buyer.userId, sessionId, status: 'paid' },
      ctx.dbNow(),
    ),
  ]);
  return { unpaid, paid: paid[0] ?? null };
}

/** Free for this buyer: nobody holds it, or the buyer's own unpaid order does (it is released
 *  when the buyer orders again). */
function isFreeFor(seat: SeatWithState, ownOrderId: number | null): boolean {
  return seat.state === 'free' || (seat.state === 'held' && seat.order_id === ownOrderId);
}

/**
 * The text `takenSeatsDigest` reads from the database, made from seats already read: the ids of
 * the taken seats, ascending, joined by commas and hashed ('' when none).
 */
export function takenDigestOf(seats: readonly SeatWithState[]): string {
  const taken = seats
    .filter((s) => s.state !== 'free')
    .map((s) => s.id)
    .sort((a, b) => a - b);
  return taken.length === 0 ? '' : createHash('md5').update(taken.join(',')).digest('hex');
}

/** A seat-map answer, the seat state it was built from and until when it holds. */
export interface SeatMapBuild {
  answer: Omit<SessionResponse, 'status'>;
  /** takenDigestOf the seats the answer was built from. */
  takenDigest: string;
  /** When the answer stops being true with no write anywhere: the first start among the
   *  session and its timetable (a started session is refused; a started one leaves the list). */
  validUntil: number;
}

/**
 * The films whose sessions offer a hall's child seats as child seats: on a 16+ or 18+ film no
 * child comes, and the seat is sold as any other of its zone (decision 428).
 */
const CHILD_SEAT_AGES: ReadonlySet<FilmAge> = new Set<FilmAge>(['0+', '6+', '12+']);

/**
 * GET v1 session/?id=: the seat map and everything the purchase popup shows, for a viewer with
 * `orders` (NO_ORDERS: the shared answer the route caches, decision 232).
 */
export async function buildSeatMap(
  ctx: ServiceContext,
  sessionId: number,
  orders: ViewerOrders,
): Promise<SeatMapBuild> {
  const header = await purchasableHeader(ctx, sessionId);
  const now = ctx.dbNow();
  const local = toLocal(header.starts_at, header.timezone);
  const dayStart = fromLocal({ ...local, hour: 0, minute: 0 }, header.timezone);
  const dayEnd = fromLocal({ ...addDays(local, 1), hour: 0, minute: 0 }, header.timezone);
  const { unpaid, paid: lastPaid } = orders;
  const [prices, enters, seats, timetable, placesByOrder, pushkin] = await Promise.all([
    sessionPrices(ctx.db, sessionId),
    hallEnters(ctx.db, header.hall_id),
    seatsWithState(ctx.db, sessionId, header.hall_id, now),
    purchasableSessions(ctx.db, header.film_id, header.cinema_id, dayStart, dayEnd, now),
    findOrderPlaces(
      ctx.db,
      [unpaid?.id, lastPaid?.id].filter((id): id is number => id !== undefined),
    ),
    // Its own query, not the header's: create_order reads the header too, and does not need it.
    // Only where the payment provider takes the card: checkout's note would promise it else.
    ctx.payment.methods().pushkin_card ? sessionFilmIsPushkin(ctx.db, sessionId) : false,
  ]);
  const ownId = unpaid?.id ?? null;
  const childSeats = CHILD_SEAT_AGES.has(header.age);
  const places: Place[] = seats.map((s) => ({
    id: s.id,
    x: s.x,
    y: s.y,
    row: s.row,
    place: s.place,
    price: prices.get(s.zone) ?? prices.get('standard') ?? 0,
    color: ZONE_COLORS[s.zone],
    status: isFreeFor(s, ownId) ? 1 : 0,
    isChild: childSeats && s.is_child,
  }));
  const data: SessionData = {
    id: header.id,
    film: {
      id: header.film_id,
      name: header.film_name,
      age: header.age,
      url: `/film/${header.film_slug}`,
      poster: { small: header.poster_mobile, desktop: header.poster_desktop },
      pushkin,
    },
    cinema: {
      id: header.cinema_id,
      name: header.cinema_name,
      address: header.address,
      city: header.city_name,
      short_name: header.short_name,
      no_bonus: header.no_bonus,
    },
    no_bonus: header.no_bonus,
    disabled: header.disabled,
    hall: header.hall_name,
    datetime: header.starts_at.toISOString(),
    date: formatDate(local),
    time: formatTime(local),
    format: header.format,
    width: header.width,
    height: header.height,
    enters,
    places,
    timetable: timetable.map((t) => ({
      id: t.id,
      time: formatTime(toLocal(t.starts_at, header.timezone)),
      format: t.format,
      price_min: t.price_min,
      price_max: t.price_max,
    })),
  };
  const answer = {
    data,
    order: unpaid
      ? toUnpaidOrder(unpaid, placesByOrder.get(unpaid.id), ctx.payment.paymentUrl)
      : null,
    order_success: lastPaid
      ? {
          order_id: lastPaid.id,
          session_id: sessionId,
          seats: (placesByOrder.get(lastPaid.id) ?? []).map((p) => p.id),
        }
      : null,
  };
  const validUntil = Math.min(
    header.starts_at.getTime(),
    ...timetable.map((t) => new Date(t.starts_at).getTime()),
  );
  return { answer, takenDigest: takenDigestOf(seats), validUntil };
}

/** GET v1 session/places/?id=: the seat statuses alone, for refreshing the map. */
export async function sessionPlaces(
  ctx: ServiceContext,
  sessionId: number,
  buyer: Buyer | null,
): Promise<{ available: number[]; sold: number[]; places: { id: number; status: 0 | 1 }[] }> {
  const header = await purchasableHeader(ctx, sessionId);
  const [seats, unpaid] = await Promise.all([
    seatsWithState(ctx.db, sessionId, header.hall_id, ctx.dbNow()),
    ownUnpaidOrder(ctx, buyer, sessionId),
  ]);
  const ownId = unpaid?.id ?? null;
  const places = seats.map((s) => ({
    id: s.id,
    status: isFreeFor(s, ownId) ? (1 as const) : (0 as const),
  }));
  return {
    available: places.filter((p) => p.status === 1).map((p) => p.id),
    sold: places.filter((p) => p.status === 0).map((p) => p.id),
    places,
  };
}

/** GET v1 session/info/?sessionId=: the info step's content, or null when there is none. */
export async function sessionInfo(
  ctx: ServiceContext,
  sessionId: number,
): Promise<SessionInfo | null> {
  const header = await findSessionHeader(ctx.db, sessionId, ctx.dbNow());
  if (!header || header.deleted) throw new ApiError(404, SESSION_NOT_FOUND);
  const info = await findSessionInfo(ctx.db, {
    id: header.id,
    film_id: header.film_id,
    cinema_id: header.cinema_id,
  });
  return info ?? null;
}
