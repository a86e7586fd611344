import { useEffect, useRef, type RefObject } from 'react';
import type { Place } from '@softkino/contract';
import { formatRubles } from '@softkino/contract/money';
import { TICKET_FORMS, pluralize } from '@softkino/contract/plural';
import { seatLabel, seatTitle } from '@softkino/contract/seats';
import { CHILD_SEAT_TEXT } from '../../scheme-engine';
import { useAnnounce } from '../../ui/popups/announce';
import { focusAfterRemoval } from '../../ui/focusAfterRemoval';

export function ticketsTotal(tickets: readonly Pick<Place, 'price'>[]): number {
  return tickets.reduce((sum, t) => sum + t.price, 0);
}

/** '2 билета' and '700 ₽'. */
function summaryParts(tickets: readonly Pick<Place, 'price'>[]): [count: string, sum: string] {
  return [pluralize(tickets.length, TICKET_FORMS), formatRubles(ticketsTotal(tickets))];
}

/** '2 билета · 700 ₽'. */
export function ticketsSummary(tickets: readonly Pick<Place, 'price'>[]): string {
  return summaryParts(tickets).join(' · ');
}

/**
 * ticketsSummary as three parts: the count, the separator and the sum. Where the line is too
 * narrow for all of it (a phone's foot beside 'Продолжить') the count stands over the sum and the
 * separator goes (purchase.css), rather than wrapping after a lone '·'.
 */
export function TicketsSummary({ tickets }: { tickets: readonly Pick<Place, 'price'>[] }) {
  const [count, sum] = summaryParts(tickets);
  return (
    <>
      <span className="tickets-summary__count">{count}</span>
      <span className="tickets-summary__sep"> · </span>
      <span className="tickets-summary__sum">{sum}</span>
    </>
  );
}

/** What a screen reader hears when a seat leaves the list: 'Место убрано: ряд 4, место 2'. */
export function removedText(t: Pick<Place, 'row' | 'place'>): string {
  return `Место убрано: ${seatLabel(t)}`;
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
  whenEmpty,
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
  /** Takes the focus when the last seat is removed (the step's title): the list goes with it. */
  whenEmpty?: RefObject<HTMLElement | null>;
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

  const announce = useAnnounce();
  /**
   * 'Убрать' moves the focus on before its button goes, to the next seat's button (or the one
   * before, or `whenEmpty`): it never falls to the page, where the popup would hand it to its
   * first control, the top of the popup. A screen reader hears which seat went (decision 396).
   */
  function remove(ticket: Place) {
    const id = String(ticket.id);
    const next = focusAfterRemoval(
      tickets.map((t) => String(t.id)),
      id,
    );
    const target =
      next === null
        ? whenEmpty?.current
        : list.current?.querySelector<HTMLElement>(`[data-ticket="${next}"] .tickets__remove`);
    target?.focus();
    announce(removedText(ticket));
    onRemove?.(id);
  }

  return (
    <ul className="tickets" aria-label="Выбранные места" ref={list}>
      {tickets.map((t) => (
        <li key={t.id} className="tickets__item" data-ticket={t.id}>
          <span className="tickets__swatch" style={{ background: t.color }} aria-hidden="true" />
          <span className="tickets__seat">
            {seatTitle(t)}
            {t.isChild && `, ${CHILD_SEAT_TEXT}`}
          </span>
          <span className="tickets__price">{formatRubles(t.price)}</span>
          {onRemove && (
            <button
              type="button"
              className="tickets__remove"
              aria-label={`Убрать: ${seatLabel(t)}`}
              onClick={() => remove(t)}
            >
              ×
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
