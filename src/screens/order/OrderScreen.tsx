import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ORDER_ID_PATTERN } from '@softkino/contract/addresses';
import { fetchOrder, orderCalendarUrl, readyOrder } from '../../api/order';
import type { OrderDetails } from '@softkino/contract';
import { formatRubles } from '@softkino/contract/money';
import { payMethodMoney } from '@softkino/contract/payment';
import { BONUS_FORMS, TICKET_FORMS, pluralize } from '@softkino/contract/plural';
import { storedUserId } from '../../flows/auth/session';
import { currentPage } from '../../flows/auth/returnTo';
import { PROFILE_ORDERS_ID } from '../../lib/orderEvents';
import { useHasCome } from '../../lib/useNowUntil';
import { useResource, type Loading } from '../../lib/useResource';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { popupHash } from '../../ui/popups/hash';
import { CalendarLink } from './CalendarLink';
import { OrderCancel } from './OrderCancel';
import { RETURNED_ORDER_NOTE } from './OrderCancelled';
import { OrderHeader, OrderPageStatus } from './OrderHeader';
import { OrderPageState, orderPageMiss, type OrderPageMiss } from './OrderPageStates';
import { OrderReview } from './OrderReview';
import { TicketCard } from './TicketCard';
import './order.css';

type OrderState =
  | OrderPageMiss
  | { status: 'loaded'; order: OrderDetails }
  // Asked for by the number the buyer sees (№ 100008): the page moves to its address (428).
  | { status: 'moved'; id: number };

/** A Pushkin card order (decision 411): the holder is checked at the entrance. */
export const PUSHKIN_ENTRY_NOTE = 'На входе в зал попросят документ, удостоверяющий личность.';

/**
 * What the page says of an order it cannot show, by who asks (decision 467). The server shows an
 * order to the account that bought it, and a guest's order to the browser that bought it.
 */
export function missingOrder(signedIn: boolean) {
  return signedIn
    ? {
        missingText:
          'Такого заказа нет в вашем личном кабинете. Заказ, оформленный без входа в кабинет, открывается в браузере, где его оформили, и по ссылке на билеты из письма о заказе.',
        missingAction: (
          <Link className="button button--ghost" href={`/profile#${PROFILE_ORDERS_ID}`}>
            Мои заказы
          </Link>
        ),
      }
    : {
        missingText:
          'Такого заказа нет, или он оформлен в другом браузере. Билеты также приходят на почту, указанную при покупке. Заказ, оформленный в личном кабинете, откроется после входа.',
        missingAction: (
          <Link className="button button--ghost" href="/login" state={{ from: currentPage() }}>
            Войти
          </Link>
        ),
      };
}

/** The order as the page at /order/`asked` shows it, or where the page moves to. */
function shown(order: OrderDetails, asked: string): OrderState {
  return order.id === Number(asked)
    ? { status: 'loaded', order }
    : { status: 'moved', id: order.id };
}

/** A paid order as its cancel's answer leaves it: returned, its tickets void. */
function returnedNow(order: OrderDetails): OrderDetails {
  return { ...order, status: 'cancelled', refunded: true, tickets: [] };
}

/** The order page /order/:id: the order's tickets, each with its QR code. */
export function OrderScreen() {
  const { id = '' } = useParams();
  const orderId = ORDER_ID_PATTERN.test(id) ? Number(id) : null;
  const [state, { reload }] = useResource<OrderState>(
    orderId === null ? null : id,
    () => fetchOrder(Number(id)).then((order) => shown(order, id)),
    orderPageMiss,
    () => {
      // Opened by its address: the page's boot has usually got the order already (421).
      const order = readyOrder(Number(id));
      return order ? shown(order, id) : null;
    },
  );
  // The paid order the buyer has just cancelled here: until it is read again, the page shows it
  // returned, as the cancel's answer says (decision 485).
  const [returnedId, setReturnedId] = useState<number | null>(null);
  const value: OrderState | Loading = orderId === null ? { status: 'missing' } : state;
  useDocumentTitle(value.status === 'loaded' ? `Заказ № ${value.order.number}` : 'Заказ');
  const [, navigate] = useLocation();
  const movedTo = value.status === 'moved' ? value.id : null;
  useEffect(() => {
    if (movedTo !== null) navigate(`/order/${movedTo}`, { replace: true });
  }, [movedTo, navigate]);

  if (value.status !== 'loaded')
    return (
      <OrderPageState
        state={value.status === 'moved' ? { status: 'loading' } : value}
        loadingLabel="Загружаем заказ"
        title="Заказ"
        missingTitle="Заказ не найден"
        {...missingOrder(storedUserId() !== null)}
      />
    );

  const read = value.order;
  const order = read.status === 'paid' && returnedId === read.id ? returnedNow(read) : read;
  // The cancel's controller calls it once the server has cancelled the order.
  const cancelled = () => {
    setReturnedId(read.id);
    reload();
  };
  return (
    <div className="page order-page">
      <OrderHeader order={order} status={<OrderPageStatus order={order} />}>
        <div>
          <dt>Сумма</dt>
          <dd>
            {formatRubles(order.amount)} · {pluralize(order.places.length, TICKET_FORMS)}
            {order.bonus_pay > 0 && (
              <>
                <br />
                <span className="order-page__muted">
                  из них {pluralize(order.bonus_pay, BONUS_FORMS)},{' '}
                  {payMethodMoney(order.pay_method).by}{' '}
                  {formatRubles(order.amount - order.bonus_pay)}
                </span>
              </>
            )}
          </dd>
        </div>
        {order.status === 'paid' && order.pay_method === 'pushkin_card' && order.pushkin_holder && (
          <div>
            <dt>Оплата</dt>
            <dd>
              Оплачено Пушкинской картой
              <br />
              <span className="order-page__muted">
                Владелец: {order.pushkin_holder}. {PUSHKIN_ENTRY_NOTE}
              </span>
            </dd>
          </div>
        )}
        {/* A cancel takes earned points back: the cancel's summary says how many. An order's
            points are 'бонусы', as the checkout named them (decision 448). */}
        {order.bonus_add > 0 && order.status !== 'cancelled' && (
          <div>
            <dt>Бонусы</dt>
            <dd>Начислено {pluralize(order.bonus_add, BONUS_FORMS)}</dd>
          </div>
        )}
      </OrderHeader>
      {/* The cancel, then the refunds and receipts (OrderMoneyBack), which leave out what its
          'Заказ отменен' box has just said (decision 444). */}
      <OrderCancel key={order.id} order={order} refresh={cancelled} />
      {order.status === 'paid' && order.tickets.length > 0 && (
        <>
          <HallLink order={order} />
          <ul className="order-page__tickets" aria-label="Билеты">
            {order.tickets.map((ticket) => (
              <li key={ticket.id}>
                <TicketCard order={order} ticket={ticket} />
              </li>
            ))}
          </ul>
        </>
      )}
      {order.status === 'paid' && <OrderReview order={order} />}
      {order.status === 'cancelled' && order.paid_at !== null && (
        <p className="order-page__lead">{RETURNED_ORDER_NOTE}</p>
      )}
      {(order.status === 'unpaid' || (order.status === 'paid' && order.tickets.length === 0)) && (
        <p className="order-page__lead">
          Билеты появятся здесь после оплаты заказа.{' '}
          {order.status === 'unpaid' && <a href="#pay">Перейти к оплате</a>}
        </p>
      )}
    </div>
  );
}

/**
 * 'Посмотреть зал' (the watch view: the buyer's seats, the neighbours, more seats to buy) while
 * the session is still to come; once it has begun there is nothing to buy or look at (the
 * session's map answers 'Сеанс уже начался'), and the link goes (decision 431).
 */
function HallLink({ order }: { order: OrderDetails }) {
  if (useHasCome(order.starts_at_unix)) return null;
  return (
    <div className="order-page__links">
      <p className="order-page__lead">
        <a className="order-page__hall-link" href={popupHash('my_places', order.session_id)}>
          Посмотреть зал
        </a>{' '}
        — ваши места и соседи на схеме, можно докупить билеты.
      </p>
      <CalendarLink href={orderCalendarUrl(order.id)} />
    </div>
  );
}
