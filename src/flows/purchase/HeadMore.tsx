import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ChevronRightIcon } from '../../ui/icons';

export const HEAD_MORE_LABEL = 'Подробнее о сеансе';

/**
 * The head's lines that a compact head cuts at their end or leaves out (purchase.css,
 * watch.css, decision 452).
 */
const CUT_LINES = '.purchase__film-name, .purchase__meta';

/**
 * The seat popups' head on a sheet short for its font (purchase.css, decision 452) shows the
 * film's title and the session's details one line each, cut at the end (the watch view leaves
 * its cinema's line out). This tells whether a line is cut or left out, and holds the toggle
 * that shows them whole. The check runs when the head's box
 * changes (the compact rules come and go with the sheet's size or the font) and when `details`
 * do (another session of the day): never on a seat press.
 */
export function useHeadMore(details: unknown) {
  const head = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const el = head.current;
    if (!el) return;
    const check = () =>
      setCut(
        [...el.querySelectorAll(CUT_LINES)].some(
          (line) =>
            getComputedStyle(line).display === 'none' || line.scrollWidth > line.clientWidth,
        ),
      );
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [details]);
  const toggle = useCallback(() => setOpen((was) => !was), []);
  return { head, open, toggle, shown: cut || open };
}

/**
 * 'Подробнее о сеансе': shows the compact head's lines whole, or cuts them again. Shown only
 * while a line is cut or the lines are open; the CSS shows it only on a compact head.
 */
export function HeadMoreToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className="purchase__more"
      aria-label={HEAD_MORE_LABEL}
      aria-expanded={open}
      onClick={onToggle}
    >
      <ChevronRightIcon />
    </button>
  );
}
