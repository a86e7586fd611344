import type { Place } from '@softkino/contract';
import { formatRubles } from '@softkino/contract/money';
import { TICKET_FORMS, pluralize } from '@softkino/contract/plural';

export function ticketsTotal(tickets: readonly Pick<Place, 'price'>[]): number {
  return tickets.reduce((sum, t) => sum + t.price, 0);
}

/** '2 билета · 700 ₽'. */
export function ticketsSummary(tickets: readonly Pick<Place, 'price'>[]): string {
  return `${pluralize(tickets.length, TICKET_FORMS)} · ${formatRubles(ticketsTotal(tickets))}`;
}

/** The chosen seats with row, seat and price; each can be removed unless the order is fixed. */
export function TicketList({
  tickets,
  onRemove,
}: {
  tickets: readonly Place[];
  onRemove?: (id: string) => void;
}) {
  return (
    <ul className="tickets" aria-label="Выбранные места">
      {tickets.map((t) => (
        <li key={t.id} className="tickets__item">
          <span className="tickets__swatch" style={{ background: t.color }} aria-hidden="true" />
          <span className="tickets__seat">
            {t.row} ряд, {t.place} место
          </span>
          <span className="tickets__price">{formatRubles(t.price)}</span>
          {onRemove && (
            <button
              type="button"
              className="tickets__remove"
              aria-label={`Убрать: ${t.row} ряд, ${t.place} место`}
              onClick={() => onRemove(String(t.id))}
            >
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
