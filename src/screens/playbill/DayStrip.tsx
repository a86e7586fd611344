import { Fragment, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { PlaybillDay } from '@softkino/contract';
import { dayTileName, dayTileParts } from '../../lib/dates';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import {
  DAY_STRIP_MARKER_AFTER,
  arrowState,
  coastDistance,
  dragScrollLeft,
  nearestDayScrollLeft,
  stripBox,
  revealDayScrollLeft,
  type ArrowState,
} from './playbillRules';

interface DayStripProps {
  days: PlaybillDay[];
  selectedIndex: number;
  todayText: string;
  onSelect: (index: number) => void;
}

/** A drag shorter than this is a click. */
const CLICK_SLOP_PX = 5;

interface Drag {
  pointerId: number;
  startX: number;
  startScrollLeft: number;
  lastX: number;
  lastTime: number;
  velocity: number;
  moved: boolean;
}

/**
 * The strip of days: native scroll for touch and wheel, mouse drag with coasting, and arrows
 * only when the strip is wider than its container (disabled at the ends).
 */
export function DayStrip({ days, selectedIndex, todayText, onSelect }: DayStripProps) {
  const scrollerRef = useRef<HTMLUListElement>(null);
  const dragRef = useRef<Drag | null>(null);
  const suppressClickRef = useRef(false);
  const [arrows, setArrows] = useState<ArrowState>('none');

  const measure = useCallback(() => {
    const el = scrollerRef.current;
    if (el) setArrows(arrowState(el.scrollLeft, el.scrollWidth, el.clientWidth));
  }, []);

  // Measured before the first paint: arrows that appeared a frame later would push the days
  // aside, a layout shift (decision 218).
  useLayoutEffect(() => {
    measure();
    const el = scrollerRef.current;
    if (!el || typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, days.length]);

  // The selected day is shown, not left past the strip's edge (a phone's 390 px show four days
  // of fourteen): at once on load, gliding when the buyer picks another day (a day chip under
  // the filters). Only the strip scrolls, never the page. Arrows coming or going resize the
  // strip, so they reveal again.
  const hasArrows = arrows !== 'none';
  const revealedRef = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    const day = el?.querySelector<HTMLElement>('.day[aria-pressed="true"]');
    if (!el || !day) return;
    const glide = revealedRef.current !== null && revealedRef.current !== selectedIndex;
    revealedRef.current = selectedIndex;
    const left = revealDayScrollLeft(stripBox(el, day));
    if (left === el.scrollLeft) return;
    if (glide && typeof el.scrollTo === 'function') {
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      el.scrollTo({ left, behavior: still ? 'auto' : 'smooth' });
    } else {
      el.scrollLeft = left;
    }
  }, [selectedIndex, hasArrows]);

  // A day reached by Tab shows in full, not half under an arrow (decision 405). A drag's own
  // press focuses its day too: the drag scrolls, this does not.
  function onFocus(event: React.FocusEvent<HTMLUListElement>) {
    const el = scrollerRef.current;
    const day = event.target instanceof HTMLElement ? event.target.closest('.day') : null;
    if (!el || !day || dragRef.current) return;
    el.scrollLeft = nearestDayScrollLeft(stripBox(el, day));
  }

  function scrollByPage(direction: -1 | 1) {
    const el = scrollerRef.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  }

  function onPointerDown(event: React.PointerEvent<HTMLUListElement>) {
    // Touch and pen scroll natively; only the mouse needs drag-to-scroll.
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    const el = scrollerRef.current;
    if (!el) return;
    dragRef.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      startScrollLeft: el.scrollLeft,
      lastX: event.clientX,
      lastTime: event.timeStamp,
      velocity: 0,
      moved: false,
    };
  }

  function onPointerMove(event: React.PointerEvent<HTMLUListElement>) {
    const drag = dragRef.current;
    const el = scrollerRef.current;
    if (!drag || !el || drag.pointerId !== event.pointerId) return;
    if (!drag.moved && Math.abs(event.clientX - drag.startX) < CLICK_SLOP_PX) return;
    if (!drag.moved) {
      drag.moved = true;
      el.setPointerCapture?.(event.pointerId);
    }
    const elapsed = event.timeStamp - drag.lastTime;
    if (elapsed > 0) drag.velocity = (event.clientX - drag.lastX) / elapsed;
    drag.lastX = event.clientX;
    drag.lastTime = event.timeStamp;
    el.scrollLeft = dragScrollLeft(drag.startScrollLeft, drag.startX, event.clientX);
  }

  function onPointerUp(event: React.PointerEvent<HTMLUListElement>) {
    const drag = dragRef.current;
    dragRef.current = null;
    if (!drag?.moved) return;
    suppressClickRef.current = true;
    scrollerRef.current?.scrollBy({ left: coastDistance(drag.velocity), behavior: 'smooth' });
    if (scrollerRef.current?.hasPointerCapture?.(event.pointerId)) {
      scrollerRef.current.releasePointerCapture(event.pointerId);
    }
  }

  function onClickCapture(event: React.MouseEvent) {
    // The click that ends a drag must not choose a day.
    if (suppressClickRef.current) {
      suppressClickRef.current = false;
      event.preventDefault();
      event.stopPropagation();
    }
  }

  return (
    <nav className={`day-strip day-strip--${arrows}`} aria-label="Выбор дня">
      {arrows !== 'none' && (
        <button
          type="button"
          className="day-strip__arrow day-strip__arrow--prev"
          aria-label="Предыдущие дни"
          aria-disabled={arrows === 'start' || undefined}
          onClick={() => arrows !== 'start' && scrollByPage(-1)}
        >
          <ChevronLeftIcon />
        </button>
      )}
      <ul
        ref={scrollerRef}
        className="day-strip__days"
        onScroll={measure}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (dragRef.current = null)}
        onClickCapture={onClickCapture}
        onFocus={onFocus}
      >
        {days.map((day, index) => {
          const parts = dayTileParts(day.date, todayText);
          const selected = index === selectedIndex;
          return (
            <Fragment key={day.date}>
              <li>
                <button
                  type="button"
                  className={`day${day.empty ? ' day--empty' : ''}`}
                  aria-pressed={selected}
                  aria-label={`${dayTileName(day.date, todayText)}${day.empty ? ', сеансов пока нет' : ''}`}
                  onClick={() => onSelect(index)}
                  draggable={false}
                >
                  <span className="day__top">{parts.top}</span>{' '}
                  <span className="day__bottom">{parts.bottom}</span>
                </button>
              </li>
              {index === DAY_STRIP_MARKER_AFTER - 1 && index < days.length - 1 && (
                <li className="day-strip__marker" aria-hidden="true" data-testid="day-marker" />
              )}
            </Fragment>
          );
        })}
      </ul>
      {arrows !== 'none' && (
        <button
          type="button"
          className="day-strip__arrow day-strip__arrow--next"
          aria-label="Следующие дни"
          aria-disabled={arrows === 'end' || undefined}
          onClick={() => arrows !== 'end' && scrollByPage(1)}
        >
          <ChevronRightIcon />
        </button>
      )}
    </nav>
  );
}
