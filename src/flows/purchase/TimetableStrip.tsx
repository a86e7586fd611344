import type { TimetableItem } from '@softkino/contract';
import { priceText } from '@softkino/contract/money';

/** The strip of the day's sessions of this film at this cinema; picking one loads it. */
export function TimetableStrip({
  items,
  current,
  onPick,
}: {
  items: readonly TimetableItem[];
  current: number;
  onPick: (id: number) => void;
}) {
  return (
    <nav className="purchase-times" aria-label="Сеансы дня">
      <ul className="purchase-times__list">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="purchase-times__item"
              aria-pressed={item.id === current}
              onClick={() => item.id !== current && onPick(item.id)}
            >
              <span className="purchase-times__time">{item.time}</span>
              <span className="purchase-times__sub">
                {item.format} · {priceText(item.price_min, item.price_max)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
