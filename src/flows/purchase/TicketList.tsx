import { useEffect, useRef } from 'react';
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

/**
 * The chosen seats with row, seat and price; each can be removed unless the order is fixed.
 * `revealAdded`: a seat just chosen is scrolled into the panel's view (on a phone the scheme
 * step's panel is a third of the screen, and the list sits under the notes; decision 352).
 */
export function TicketList({
  tickets,
  onRemove,
  revealAdded = false,
  chosenBefore,
}: {
  tickets: readonly Place[];
  onRemove?: (id: string) => void;
  revealAdded?: boolean;
  /**
   * With `revealAdded`: the seats already chosen when the step opened (a choice restored, an
   * unpaid order's seats, a return from checkout), which are not "just added" on the first
   * render; the first seat pressed, which brings the list in, is.
   */
  chosenBefore?: ReadonlySet<string>;
}) {
  const list = useRef<HTMLUListElement>(null);
  const shown = useRef<ReadonlySet<string>>(chosenBefore ?? new Set());
  useEffect(() => {
    const ids = tickets.map((t) => String(t.id));
    const added = ids.filter((id) => !shown.current.has(id)).at(-1);
    shown.current = new Set(ids);
    if (!revealAdded || added === undefined) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-ticket="${added}"]`);
    if (typeof item?.scrollIntoView !== 'function') return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    item.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [tickets, revealAdded]);

  return (
    <ul className="tickets" aria-label="Выбранные места" ref={list}>
      {tickets.map((t) => (
        <li key={t.id} className="tickets__item" data-ticket={t.id}>
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
