import { useParams } from 'wouter';
import { TICKET_TOKEN_PATTERN } from '@softkino/contract/addresses';
import type { TicketsCancelled, TicketsView } from '@softkino/contract/tickets';
import { fetchTicketsByLink, ticketsCalendarUrl } from '../../api/tickets';
import { formatRubles } from '@softkino/contract/money';
import { TICKET_FORMS, pluralize } from '@softkino/contract/plural';
import { useHasCome } from '../../lib/useNowUntil';
import { useResource, type Loading } from '../../lib/useResource';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { CalendarLink } from './CalendarLink';
import { CancelledBox, RETURNED_ORDER_NOTE } from './OrderCancelled';
import { OrderHeader, OrderPageStatus } from './OrderHeader';
import { OrderPageState, orderPageMiss, type OrderPageMiss } from './OrderPageStates';
import { TicketCard } from './TicketCard';
import './order.css';

type TicketsState = OrderPageMiss | { status: 'loaded'; tickets: TicketsView };

/**
 * /tickets/:token, the tickets e-mail's link (docs/decisions/105): the order's tickets with
 * their QR codes in any browser, read-only. Once its buyer has cancelled the order, the order
 * as the order page says it: 'Возвращен', the 'Заказ отменен' box with what came back, and no
 * tickets (decision 461). A wrong, garbled or revoked link gets one page that says nothing about
 * whether an order exists.
 */
export function TicketsScreen() {
  const { token = '' } = useParams();
  const valid = TICKET_TOKEN_PATTERN.test(token);
  const [state] = useResource<TicketsState>(
    valid ? token : null,
    () => fetchTicketsByLink(token).then((tickets) => ({ status: 'loaded', tickets })),
    orderPageMiss,
  );
  const value: TicketsState | Loading = !valid ? { status: 'missing' } : state;
  useDocumentTitle(
    value.status !== 'loaded'
      ? 'Билеты'
      : value.tickets.cancelled
        ? `Заказ № ${value.tickets.number} отменен`
        : `Билеты, заказ № ${value.tickets.number}`,
  );

  if (value.status !== 'loaded')
    return (
      <OrderPageState
        state={value}
        loadingLabel="Загружаем билеты"
        title="Билеты"
        missingTitle="Ссылка на билеты недействительна"
        missingText="Ссылка устарела, отозвана или скопирована не полностью. Откройте билеты по полной ссылке из последнего письма о заказе или в личном кабинете, если покупали их после входа в него."
      />
    );

  const { tickets: order } = value;
  if (order.cancelled) return <CancelledTickets order={order} cancelled={order.cancelled} />;
  return (
    <div className="page order-page">
      <OrderHeader order={order} status={<TicketsStatus order={order} />}>
        <div>
          <dt>Сумма</dt>
          <dd>
            {formatRubles(order.amount)} · {pluralize(order.tickets.length, TICKET_FORMS)}
          </dd>
        </div>
      </OrderHeader>
      <p className="order-page__lead">
        Покажите QR-код на входе в зал с экрана телефона, распечатывать билеты не нужно.
      </p>
      <TicketsCalendarLink order={order} token={token} />
      <ul className="order-page__tickets" aria-label="Билеты">
        {order.tickets.map((ticket) => (
          <li key={ticket.id}>
            <TicketCard order={order} ticket={ticket} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The link's page of an order its buyer cancelled after paying: what it was, what came back. */
function CancelledTickets({
  order,
  cancelled,
}: {
  order: TicketsView;
  cancelled: TicketsCancelled;
}) {
  return (
    <div className="page order-page">
      <OrderHeader
        order={order}
        status={
          // As the order page and the profile call a refunded order.
          <span className="order-page__status order-page__status--cancelled">Возвращен</span>
        }
      >
        <div>
          <dt>Сумма</dt>
          <dd>{formatRubles(order.amount)}</dd>
        </div>
      </OrderHeader>
      <CancelledBox
        cancellation={cancelled}
        paidInMoney={order.amount - cancelled.bonus_pay}
        payMethod={cancelled.pay_method}
      />
      <p className="order-page__lead">{RETURNED_ORDER_NOTE}</p>
    </div>
  );
}

/**
 * 'Оплачен', then that the session is on, then over, as the order page says it (decision 482);
 * 'Оплачен' from a server that does not send the session's times.
 */
function TicketsStatus({ order }: { order: TicketsView }) {
  const starts = order.starts_at_unix;
  if (starts === undefined)
    return <span className="order-page__status order-page__status--paid">Оплачен</span>;
  return <OrderPageStatus order={{ ...order, starts_at_unix: starts, status: 'paid' }} />;
}

/** 'Добавить в календарь' while the session is to come, as on the order page (decision 482). */
function TicketsCalendarLink({ order, token }: { order: TicketsView; token: string }) {
  const href = ticketsCalendarUrl(token);
  if (order.starts_at_unix === undefined) return <CalendarLink href={href} />;
  return <CalendarLinkUntil startsAtUnix={order.starts_at_unix} href={href} />;
}

function CalendarLinkUntil({ startsAtUnix, href }: { startsAtUnix: number; href: string }) {
  if (useHasCome(startsAtUnix)) return null;
  return <CalendarLink href={href} />;
}
