import { lazy, Suspense, useEffect, useState } from 'react';
import { afterPaint } from '../../lib/afterPaint';
import type { TicketsView } from '@softkino/contract/tickets';
import type { TicketOrder } from './OrderHeader';
import { formatRubles } from '@softkino/contract/money';
import { seatLabel } from '@softkino/contract/seats';

/** The QR code's library, fetched once the ticket's text is on screen (decision 422). */
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** One ticket: film, date, hall, row and seat, price, and the QR code carrying its code. */
export function TicketCard({
  order,
  ticket,
}: {
  order: TicketOrder;
  ticket: TicketsView['tickets'][number];
}) {
  // The QR code is drawn after the page's text has painted: building its matrix and path is the
  // page's longest work on a slow phone (decision 347), and its library is fetched then (422).
  // Its white square holds the place meanwhile, so nothing moves.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => afterPaint(() => setDrawn(true)), []);
  const code = drawn ? ticket.code : null;
  return (
    <article className="ticket" aria-label={`Билет: ${seatLabel(ticket)}`}>
      <div className="ticket__info">
        <p className="ticket__film">{order.film.name}</p>
        <p className="ticket__when">
          {order.date}, {order.time}
        </p>
        <p className="ticket__where">
          {order.cinema.name}, {order.hall}
        </p>
        <p className="ticket__seat">
          <span>
            <small>Ряд</small> {ticket.row}
          </span>
          <span>
            <small>Место</small> {ticket.place}
          </span>
        </p>
        <p className="ticket__price">{formatRubles(ticket.price)}</p>
      </div>
      <div className="ticket__qr">
        {code === null ? (
          <QrSpace />
        ) : (
          <Suspense fallback={<QrSpace />}>
            <QRCodeSVG
              value={code}
              size={148}
              marginSize={2}
              bgColor="#ffffff"
              fgColor="#0e0f13"
              title={`QR-код билета ${code}`}
              data-code={code}
            />
          </Suspense>
        )}
        <p className="ticket__code">{ticket.code}</p>
      </div>
    </article>
  );
}

/** The QR code's white square, holding its place until the code is drawn. */
function QrSpace() {
  return <span className="ticket__qr-space" aria-hidden="true" />;
}
