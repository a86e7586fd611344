import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { OrderHistoryItem } from '@softkino/contract';
import { formatPhone, phoneHref } from '@softkino/contract/auth';
import type { TicketsView } from '@softkino/contract/tickets';
import { PortraitPoster } from '../../ui/PortraitPoster';
import { orderStatusNow, useSessionPhase } from './orderStatus';

/** What the head of an order and its tickets need: the film, the session and the place. */
export type TicketOrder = Pick<
  TicketsView,
  'number' | 'film' | 'date' | 'time' | 'cinema' | 'hall'
>;

/**
 * The head of the order page and of the e-mail link's tickets page: the poster, the order's
 * number (`status` after it), the film, and the facts; `children` adds facts (the amount...).
 */
export function OrderHeader({
  order,
  status,
  children,
}: {
  order: TicketOrder;
  status?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="order-page__head">
      {/* The 2:3 poster, whole: the desktop variant is 16:9 key art, cut by a tall frame. */}
      <PortraitPoster
        className="order-page__poster"
        src={order.film.poster.small}
        width={180}
        height={270}
        fetchPriority="low"
      />
      <div className="order-page__titles">
        <p className="order-page__number">
          Заказ № {order.number}
          {status && <> · {status}</>}
        </p>
        <h1 className="page__title">
          <Link href={order.film.url} className="order-page__link">
            {order.film.name}
          </Link>{' '}
          <span className="order-page__age">{order.film.age}</span>
        </h1>
        <dl className="order-page__facts">
          <div>
            <dt>Дата</dt>
            <dd>
              {order.date}, {order.time}
            </dd>
          </div>
          <div>
            <dt>Кинотеатр</dt>
            <dd>
              <Link href={order.cinema.url} className="order-page__link">
                {order.cinema.name}
              </Link>
              <br />
              <span className="order-page__muted">{order.cinema.address}</span>
              <CinemaPhone phone={order.cinema.phone} />
            </dd>
          </div>
          <div>
            <dt>Зал</dt>
            <dd>{order.hall}</dd>
          </div>
          {children}
        </dl>
      </div>
    </header>
  );
}

/** The box office's phone under the address, to dial from the order (decision 483). */
function CinemaPhone({ phone }: { phone?: string | null }) {
  const written = phone ? formatPhone(phone) : '';
  if (!written) return null;
  return (
    <>
      <br />
      <span className="visually-hidden">Телефон кинотеатра: </span>
      <a href={phoneHref(phone ?? '')} className="order-page__link">
        {written}
      </a>
    </>
  );
}

/**
 * The order's status after its number: a paid one says 'Оплачен' while its session is to come,
 * then that it is on, then that it is over (decision 474), on the order page and on the tickets
 * link's page alike (decision 482).
 */
export function OrderPageStatus({
  order,
}: {
  order: Pick<OrderHistoryItem, 'status' | 'refunded' | 'starts_at_unix' | 'ends_at_unix'>;
}) {
  const phase = useSessionPhase(order);
  return (
    <span
      className={`order-page__status order-page__status--${order.status}${phase === 'over' ? ' order-page__status--over' : ''}`}
    >
      {orderStatusNow(order, phase)}
    </span>
  );
}
