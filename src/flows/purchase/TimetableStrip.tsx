import { useLayoutEffect, useRef } from 'react';
import type { TimetableItem } from '@softkino/contract';
import { priceText } from '@softkino/contract/money';
import { pluralize, SEAT_FORMS } from '@softkino/contract/plural';
import {
  nearestDayScrollLeft,
  revealDayScrollLeft,
  stripBox,
} from '../../screens/playbill/playbillRules';

/**
 * The session just picked in a strip: the popup loads it and draws its strip anew, and the
 * picked session's button takes the focus back there, where it was, instead of the popup's
 * frame (decision 428). Set by a pick, taken by the next strip that shows that session.
 */
let pickedHere: { id: number; at: number } | null = null;

/**
 * How long a pick waits for its session's strip: a load that failed, or a popup closed on its
 * spinner, leaves no pick behind to take the focus in a later popup (decision 428).
 */
const PICK_HOLD_MS = 10_000;

/**
 * The strip of the day's sessions of this film at this cinema; picking one loads it. The open
 * session's button is scrolled into the strip's view (the strip only: the popup stays), as the
 * playbill's day strip shows its day; a late session on a phone was off to the right (411).
 */
export function TimetableStrip({
  items,
  current,
  onPick,
  kept,
}: {
  items: readonly TimetableItem[];
  current: number;
  onPick: (id: number) => void;
  /** Seats chosen at other times and kept there, by session: their buttons say so (429). */
  kept?: ReadonlyMap<number, readonly string[]>;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const index = items.findIndex((item) => item.id === current);
  useLayoutEffect(() => {
    const list = listRef.current;
    const button = index >= 0 ? list?.querySelectorAll('button')[index] : undefined;
    if (!list || !button) return;
    list.scrollLeft = revealDayScrollLeft(stripBox(list, button));
    const pick = pickedHere;
    pickedHere = null;
    if (pick?.id === current && Date.now() - pick.at < PICK_HOLD_MS) {
      // Only a focus the reload dropped (to the popup's frame or the page) is moved.
      const active = document.activeElement;
      if (active === null || active === document.body || active === list.closest('[role="dialog"]'))
        button.focus({ preventScroll: true });
    }
  }, [index, current]);

  return (
    <nav className="purchase-times" aria-label="Сеансы дня">
      <ul
        className="purchase-times__list"
        ref={listRef}
        onFocus={(event) => {
          // Tab to a session cut by the strip's edge brings it whole into view: the browser
          // scrolls a focused control only when none of it shows (as the day strip, 405; 460).
          const list = listRef.current;
          const button = event.target instanceof HTMLElement ? event.target : null;
          if (list && button && list.contains(button))
            list.scrollLeft = nearestDayScrollLeft(stripBox(list, button));
        }}
      >
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="purchase-times__item"
              aria-pressed={item.id === current}
              onClick={(event) => {
                if (item.id === current) return;
                // The focus follows a pick made while the button had it (a keyboard's, or a
                // tap where the browser focuses buttons).
                pickedHere =
                  event.currentTarget === document.activeElement
                    ? { id: item.id, at: Date.now() }
                    : null;
                onPick(item.id);
              }}
            >
              <span className="purchase-times__time">{item.time}</span>
              <span className="purchase-times__sub">
                {item.format} · {priceText(item.price_min, item.price_max)}
              </span>
              <KeptSeats count={item.id === current ? 0 : (kept?.get(item.id)?.length ?? 0)} />
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The count of seats waiting at a time the buyer left: a badge, and words for a screen reader. */
function KeptSeats({ count }: { count: number }) {
  if (count === 0) return null;
  const text = `выбрано ${pluralize(count, SEAT_FORMS)}`;
  return (
    <span className="purchase-times__kept" title={`Здесь ${text}`}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">, {text}</span>
    </span>
  );
}
