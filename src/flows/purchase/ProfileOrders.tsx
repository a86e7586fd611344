import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { fetchUserOrders } from '../../api/order';
import { toApiError } from '../../api/errors';
import type { OrderHistoryItem, OrderStatus } from '../../api/schemas';
import { formatRubles } from '../../lib/money';
import { TICKET_FORMS, pluralize } from '../../lib/plural';
import './orders.css';

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  paid: 'Оплачен',
  unpaid: 'Ожидает оплаты',
  cancelled: 'Отменен',
  expired: 'Не оплачен',
};

type OrdersState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; orders: OrderHistoryItem[] };

/**
 * The buyer's orders (v2 user/find_user_orders/), each linking to its order page. The lead
 * places this on /profile.
 */
export function ProfileOrders() {
  const [state, setState] = useState<OrdersState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    fetchUserOrders().then(
      (orders) => live && setState({ status: 'loaded', orders }),
      (error: unknown) => live && setState({ status: 'error', message: toApiError(error).message }),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className="orders" aria-labelledby="profile-orders-title">
      <h2 id="profile-orders-title" className="orders__title">
        Мои билеты
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
            <li key={order.id}>
              <Link
                className={`order-card order-card--${order.status}`}
                href={`/order/${order.id}`}
              >
                <img className="order-card__poster" src={order.film.poster.small} alt="" />
                <span className="order-card__main">
                  <span className="order-card__film">{order.film.name}</span>
                  <span className="order-card__meta">
                    {order.session_datetime_format} · {order.cinema_name} · {order.hall}
                  </span>
                  <span className="order-card__meta">
                    Заказ № {order.number} · {pluralize(order.places.length, TICKET_FORMS)} ·{' '}
                    {formatRubles(order.amount)}
                  </span>
                </span>
                <span className="order-card__status">{ORDER_STATUS_TEXT[order.status]}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
