import type { OrderHistoryItem, OrderStatus } from '@softkino/contract/order';
import type { PayMethod } from '@softkino/contract/payment';
import type { UnpaidOrder } from '@softkino/contract/session';
import type { TicketsView } from '@softkino/contract/tickets';
import { formatDate, formatTime, toLocal } from '../lib/time';
import type { OrderPlaceRecord, OrderView } from '../repositories/orders';

/** Where the client shows one order to its own browser (the callback after payment). */
export function orderPageUrl(orderId: number): string {
  return `/order/${orderId}`;
}

/** The film and the cinema as the order page and the tickets link name them, with their pages. */
export function ticketSubjects(view: OrderView): Pick<TicketsView, 'film' | 'cinema'> {
  return {
    film: {
      name: view.film_name,
      age: view.age,
      url: `/film/${view.film_slug}`,
      poster: { small: view.poster_mobile, desktop: view.poster_desktop },
    },
    cinema: {
      name: view.cinema_name,
      address: view.address,
      phone: view.cinema_phone,
      url: `/cinema/${view.cinema_slug}`,
      timezone: view.timezone,
    },
  };
}

/** 'DD.MM.YYYY HH:mm' on the cinema's wall clock. */
export function sessionDateTime(view: { starts_at: Date; timezone: string }): string {
  const local = toLocal(view.starts_at, view.timezone);
  return `${formatDate(local)} ${formatTime(local)}`;
}

/** An unpaid order whose hold lapsed is expired, whether or not the sweeper got to it yet. */
export function effectiveStatus(view: { status: OrderStatus; lapsed: boolean }): OrderStatus {
  return view.status === 'unpaid' && view.lapsed ? 'expired' : view.status;
}

export function unixSeconds(d: Date): number {
  return Math.floor(d.getTime() / 1000);
}

function places(list: OrderPlaceRecord[] | undefined) {
  return (list ?? []).map((p) => ({ id: p.id, row: p.row, place: p.place, price: p.price }));
}

/**
 * `paymentUrl`: the configured provider's page of an open payment (ctx.payment.paymentUrl); the
 * payment link is the page of the order's newest open payment (a card, SBP, SberPay or Pushkin
 * card page), null before pay/ was called.
 */
export function toUnpaidOrder(
  view: OrderView,
  list: OrderPlaceRecord[] | undefined,
  paymentUrl: (paymentId: string, method: PayMethod) => string | null,
): UnpaidOrder {
  return {
    id: view.id,
    number: view.number,
    session_id: view.session_id,
    movie_name: view.film_name,
    movie_image: view.poster_mobile,
    film_link: `/film/${view.film_slug}`,
    cinema_name: view.cinema_name,
    // What is left to pay with money: the points set aside are not charged again.
    amount: view.amount - view.bonus_pay,
    bonus_pay: view.bonus_pay,
    places: places(list),
    session_datetime_format: sessionDateTime(view),
    expire_date_unix: unixSeconds(view.expires_at),
    payment_link:
      view.payment_token && view.payment_method
        ? paymentUrl(view.payment_token, view.payment_method)
        : null,
  };
}

/** When an order's session begins and ends: its start and the film's running time (s since the epoch). */
export function sessionTimes(view: Pick<OrderView, 'starts_at' | 'film_duration'>): {
  starts_at_unix: number;
  ends_at_unix: number;
} {
  const starts = unixSeconds(view.starts_at);
  return { starts_at_unix: starts, ends_at_unix: starts + view.film_duration * 60 };
}

export function toHistoryItem(
  view: OrderView,
  list: OrderPlaceRecord[] | undefined,
): OrderHistoryItem {
  return {
    id: view.id,
    number: view.number,
    status: effectiveStatus(view),
    created_at: view.created_at.toISOString(),
    amount: view.amount,
    bonus_add: view.bonus_add,
    bonus_pay: view.bonus_pay,
    film: { name: view.film_name, poster: { small: view.poster_mobile } },
    cinema_name: view.cinema_name,
    hall: view.hall_name,
    session_id: view.session_id,
    session_datetime_format: sessionDateTime(view),
    ...sessionTimes(view),
    places: places(list),
    refunded: view.status === 'cancelled' && view.paid_at !== null,
  };
}
