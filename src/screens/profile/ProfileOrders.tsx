import { useEffect } from 'react';
import { Link } from 'wouter';
import { fetchUserOrders } from '../../api/order';
import { toApiError } from '../../api/errors';
import { CANCEL_BEFORE_START_MINUTES, type OrderHistoryItem } from '@softkino/contract';
import { formatRubles } from '@softkino/contract/money';
import { BONUS_FORMS, TICKET_FORMS, pluralize } from '@softkino/contract/plural';
import { useHasCome } from '../../lib/useNowUntil';
import { useResource } from '../../lib/useResource';
import { popupHash } from '../../ui/popups/hash';
import {
  ORDER_CANCELLED_EVENT,
  ORDER_PAID_EVENT,
  PROFILE_ORDERS_ID,
  onOrderEvents,
} from '../../lib/orderEvents';
import { livePaymentLink } from '../../flows/purchase/unpaidMarkers';
import { orderStatusNow, useSessionPhase } from '../order/orderStatus';
import './orders.css';
import { PortraitPoster } from '../../ui/PortraitPoster';

function OrderStatusBadge({ order }: { order: OrderHistoryItem }) {
  const phase = useSessionPhase(order);
  return (
    <span
      className={`order-card__status order-card__status--${order.status}-${phase ?? 'unknown'}`}
    >
      {orderStatusNow(order, phase)}
    </span>
  );
}

/**
 * The points an order spends are named while they are spent or set aside for it (paid,
 * unpaid) and on a refunded one; an order cancelled or lapsed before it was paid never spent
 * them.
 */
function spendsPoints(order: OrderHistoryItem): boolean {
  return order.status === 'paid' || order.status === 'unpaid' || order.refunded === true;
}

type OrdersState =
  { status: 'error'; message: string } | { status: 'loaded'; orders: OrderHistoryItem[] };

/**
 * The buyer's orders on /profile ('Мои заказы', v2 user/find_user_orders/), each linking to its
 * order page. An unpaid one offers to pay it (#pay, when this browser holds its bank page) and
 * to cancel it (#buy-cancel); a paid one offers its hall (#my_places, the watch view) and its
 * page, where it is cancelled and its refund and receipts are shown; a cancel reads the list
 * again.
 */
export function ProfileOrders() {
  const [state, { reload }] = useResource<OrdersState>(
    'orders',
    () => fetchUserOrders().then((orders) => ({ status: 'loaded', orders })),
    (error) => ({ status: 'error', message: toApiError(error).message }),
  );

  // A cancel or a payment (an unpaid order paid from here) reads the list again; the old list
  // stays until the new one arrives.
  useEffect(() => onOrderEvents([ORDER_CANCELLED_EVENT, ORDER_PAID_EVENT], reload), [reload]);

  // '/profile#orders' (the account menu's 'Мои заказы'): the list comes after the form and
  // its own load, past the moment the page scrolled to its fragment, so it is shown here.
  const loaded = state.status !== 'loading';
  useEffect(() => {
    if (!loaded || window.location.hash !== `#${PROFILE_ORDERS_ID}`) return;
    document.getElementById(PROFILE_ORDERS_ID)?.scrollIntoView?.({ block: 'start' });
  }, [loaded]);

  const payable = livePaymentLink()?.orderId ?? null;

  return (
    <section className="orders" id={PROFILE_ORDERS_ID} aria-labelledby="profile-orders-title">
      <h2 id="profile-orders-title" className="orders__title">
        Мои заказы
      </h2>
      {state.status === 'loading' && (
        <span className="spinner" role="status" aria-label="Загружаем заказы" />
      )}
      {state.status === 'error' && (
        <p className="orders__error" role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'loaded' && state.orders.length === 0 && (
        <p className="orders__empty">
          Заказов пока нет. <Link href="/afisha">Выбрать сеанс</Link>
        </p>
      )}
      {state.status === 'loaded' && state.orders.length > 0 && (
        <ul className="orders__list">
          {state.orders.map((order) => (
            <li key={order.id} className={`orders__item orders__item--${order.status}`}>
              <Link
                className={`order-card order-card--${order.status}`}
                href={`/order/${order.id}`}
              >
                <PortraitPoster
                  className="order-card__poster"
                  src={order.film.poster.small}
                  width={56}
                  height={84}
                />
                <span className="order-card__main">
                  <span className="order-card__film">{order.film.name}</span>
                  <span className="order-card__meta">
                    {order.session_datetime_format} · {order.cinema_name} · {order.hall}
                  </span>
                  <span className="order-card__meta">
                    Заказ № {order.number} · {pluralize(order.places.length, TICKET_FORMS)} ·{' '}
                    {formatRubles(order.amount)}
                    {/* 'бонусы', as the checkout and the order page name them (decision 448). */}
                    {order.bonus_pay > 0 && spendsPoints(order) && ` (бонусами ${order.bonus_pay})`}
                    {/* Earned once paid; a cancel takes them back (the order page says so). */}
                    {order.status === 'paid' &&
                      order.bonus_add > 0 &&
                      ` · +${pluralize(order.bonus_add, BONUS_FORMS)}`}
                  </span>
                </span>
                <OrderStatusBadge order={order} />
              </Link>
              {order.status === 'paid' && <PaidOrderActions order={order} />}
              {order.status === 'unpaid' && (
                <p className="order-card__actions">
                  {payable === order.id && (
                    <a className="button button--primary" href={popupHash('pay')}>
                      Оплатить
                    </a>
                  )}
                  <a className="button button--ghost" href={popupHash('buy-cancel', order.id)}>
                    Отменить заказ
                  </a>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A paid order's buttons: its hall (the watch view) while the session is still to come, then
 * only its page (decision 431: a session that has begun has no seats to look at or buy). The
 * page's button names the return only while the order may still be returned.
 */
function PaidOrderActions({ order }: { order: OrderHistoryItem }) {
  const begun = useHasCome(order.starts_at_unix);
  const returnable = !useHasCome(order.starts_at_unix - CANCEL_BEFORE_START_MINUTES * 60);
  return (
    <p className="order-card__actions">
      {!begun && (
        <a className="button button--ghost" href={popupHash('my_places', order.session_id)}>
          Посмотреть зал
        </a>
      )}
      <Link className="button button--ghost" href={`/order/${order.id}`}>
        {returnable ? 'Билеты, чеки и возврат' : 'Билеты и чеки'}
      </Link>
    </p>
  );
}
