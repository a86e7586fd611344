import { useMemo, useState } from 'react';
import { CHILD_SEAT_TEXT, formatPrice } from '../../scheme-engine';
import { closeDetailsOnEscape } from '../popups/disclosure';
import { useSchemeEngine } from './context';

/**
 * The accessible alternative to the canvas: pick a row, then toggle its free seats as
 * buttons. One row at a time keeps the list usable on a 100,000-seat hall. Escape inside the
 * open list closes the list only, with the focus back on its summary, not the popup it is in
 * (decision 396).
 */
export function FreeSeatList() {
  const { hall, selection, press, engine } = useSchemeEngine();
  const rows = useMemo(() => {
    const map = new Map<string, { id: string; place: string; price: number; child: boolean }[]>();
    for (const p of hall?.places ?? []) {
      if (!p.status) continue;
      const key = String(p.row);
      let list = map.get(key);
      if (!list) map.set(key, (list = []));
      list.push({ id: String(p.id), place: String(p.place), price: p.price, child: !!p.isChild });
    }
    return map;
  }, [hall]);
  const [picked, setRow] = useState<string>('');
  const row = rows.has(picked) ? picked : (rows.keys().next().value ?? '');
  const current = rows.get(row) ?? [];
  const chosen = new Set(selection);

  return (
    <details className="hall-map__list" onKeyDown={closeDetailsOnEscape}>
      <summary
        onClick={(event) => {
          // Opening, the list shows the row of the seat chosen last (on the map, say), not row
          // 1 far from it. Worked out once, as it opens: a seat un-chosen in the list must not
          // move the list to another row under the focus (decision 428).
          const details = event.currentTarget.parentElement as HTMLDetailsElement | null;
          if (details?.open) return;
          const last = selection.at(-1);
          const chosenRow =
            last === undefined
              ? undefined
              : [...rows].find(([, seats]) => seats.some((s) => s.id === String(last)))?.[0];
          if (chosenRow !== undefined) setRow(chosenRow);
        }}
      >
        Список свободных мест
      </summary>
      <div className="hall-map__list-body">
        <label>
          Ряд{' '}
          <select value={row} onChange={(e) => setRow(e.target.value)}>
            {[...rows.keys()].map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <ul>
          {current.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                aria-pressed={chosen.has(s.id)}
                onFocus={() => engine?.focusSeat(s.id)}
                onClick={() => press(s.id)}
              >
                Место {s.place}, {s.child && `${CHILD_SEAT_TEXT}, `}
                {formatPrice(s.price)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
