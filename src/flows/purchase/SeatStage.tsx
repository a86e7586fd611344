import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Place, SessionData } from '@softkino/contract';
import type { SeatPressEvent } from '../../scheme-engine';
import { formatRubles } from '@softkino/contract/money';
import {
  FreeSeatList,
  LazyHallMap,
  TAP_ZOOM_HINT_INSET_PX,
  TapZoomHint,
  ZoomControls,
} from '../../ui/hall-map';
import {
  exitElementFullscreen,
  onFullscreenLeft,
  requestElementFullscreen,
} from '../../ui/hall-map/fullscreen';
import { trapTab } from '../../ui/popups/focusTrap';
import { ticketsSummary } from './TicketList';

/** The price zones of the hall (colour and price), for the legend under the map. */
export function priceZones(places: SessionData['places']): Array<{ color: string; price: number }> {
  const zones = new Map<string, { color: string; price: number }>();
  for (const p of places) {
    const key = `${p.color}:${p.price}`;
    if (!zones.has(key)) zones.set(key, { color: p.color, price: p.price });
  }
  return [...zones.values()].sort((a, b) => a.price - b.price);
}

export const FULL_SCREEN_LABEL = 'Схема на весь экран';
export const LEAVE_FULL_SCREEN_LABEL = 'Свернуть схему';

/** The map keeps the tap-zoom hint's strip clear of the hall (decision 437). */
const HINTED_MAP = { tapZoomInset: TAP_ZOOM_HINT_INSET_PX } as const;

/** Four corners pointing out. */
function FullScreenIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Legend({ places, extra }: { places: SessionData['places']; extra?: ReactNode }) {
  const zones = useMemo(() => priceZones(places), [places]);
  const hasChild = useMemo(() => places.some((p) => p.isChild), [places]);
  return (
    <div className="purchase__legend" aria-label="Обозначения">
      {zones.map((zone) => (
        <span key={`${zone.color}:${zone.price}`} className="purchase__zone">
          <span
            className="purchase__swatch"
            style={{ background: zone.color }}
            aria-hidden="true"
          />
          {formatRubles(zone.price)}
        </span>
      ))}
      {hasChild && (
        <span className="purchase__zone">
          <span className="purchase__swatch purchase__swatch--child" aria-hidden="true" />
          Детское место
        </span>
      )}
      <span className="purchase__zone">
        <span className="purchase__swatch purchase__swatch--sold" aria-hidden="true" />
        Занято
      </span>
      <span className="purchase__zone">
        <span className="purchase__swatch purchase__swatch--chosen" aria-hidden="true" />
        Ваш выбор
      </span>
      {extra}
    </div>
  );
}

/**
 * The seat map with its tools (seat list, zoom, full screen) under it, so they never cover
 * seats or the exits, and the legend. Full screen keeps the same map element (the engine is
 * not rebuilt: selection, zoom and pan stay) and adds the chosen seats' summary and a way back.
 */
export function SeatStage({
  hall,
  selection,
  tickets,
  onSeatPress,
  notice,
  avatars,
  seatNotes,
  legend,
}: {
  hall: SessionData;
  selection: readonly string[];
  tickets: readonly Place[];
  onSeatPress: (e: SeatPressEvent) => void;
  notice: string;
  /** Seat id to a picture drawn on the seat (the watch view: other buyers, own seats). */
  avatars?: Readonly<Record<string, string>>;
  /** Seat id to the words the map says for its state (the watch view's own seats). */
  seatNotes?: Readonly<Record<string, string>>;
  /** More legend entries (the watch view's). */
  legend?: ReactNode;
}) {
  const stageRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const leaveRef = useRef<HTMLButtonElement>(null);
  const [full, setFull] = useState(false);
  const wasFull = useRef(false);

  const enter = useCallback(() => {
    setFull(true);
    if (stageRef.current) void requestElementFullscreen(stageRef.current);
  }, []);
  const leave = useCallback(() => {
    setFull(false);
    exitElementFullscreen();
  }, []);

  useEffect(() => {
    if (!full) return;
    return onFullscreenLeft(() => setFull(false));
  }, [full]);
  // A popup that closes in full screen must not leave the page in it.
  useEffect(() => exitElementFullscreen, []);
  // The focus follows the map (decision 460): into the full screen's head, on its way back to
  // the toggle that opened it (the toggle is not shown meanwhile), unless it went elsewhere.
  useEffect(() => {
    if (full) {
      wasFull.current = true;
      leaveRef.current?.focus();
      return;
    }
    if (!wasFull.current) return;
    wasFull.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || stageRef.current?.contains(active))
      toggleRef.current?.focus();
  }, [full]);

  function onKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    // Esc first leaves full screen (the browser does so itself in its own full screen).
    if (full && event.key === 'Escape') {
      event.stopPropagation();
      leave();
    }
    // Tab goes round the full screen's controls: the popup's others are out of sight.
    if (full && stageRef.current) trapTab(event.nativeEvent, stageRef.current);
  }

  return (
    <section
      ref={stageRef}
      className={`purchase__stage${full ? ' purchase__stage--full' : ''}`}
      aria-label="Схема зала"
      onKeyDown={onKeyDown}
    >
      {full && (
        <div className="purchase__full-head">
          <p className="purchase__full-title">
            {hall.film.name} · {hall.hall} · {hall.time}
          </p>
          <button type="button" className="button button--ghost" onClick={leave} ref={leaveRef}>
            {LEAVE_FULL_SCREEN_LABEL}
          </button>
        </div>
      )}
      <div className="purchase__map">
        <Suspense
          fallback={
            <div className="purchase__map-loading" role="status" aria-label="Загружаем схему зала">
              <span className="spinner" aria-hidden="true" />
            </div>
          }
        >
          <LazyHallMap
            hall={hall}
            selection={selection}
            avatars={avatars}
            seatNotes={seatNotes}
            onSeatPress={onSeatPress}
            height="auto"
            className="purchase__hall"
            engineOptions={HINTED_MAP}
          >
            <div className="purchase__map-bar">
              <TapZoomHint className="purchase__tap-hint" short />
              <FreeSeatList />
              <div className="purchase__map-tools">
                <ZoomControls />
                {/* In full screen its head's 'Свернуть схему' and the foot's 'Готово' lead back. */}
                {!full && (
                  <button
                    ref={toggleRef}
                    type="button"
                    className="purchase__full-toggle"
                    aria-label={FULL_SCREEN_LABEL}
                    onClick={enter}
                  >
                    <FullScreenIcon />
                  </button>
                )}
              </div>
            </div>
          </LazyHallMap>
        </Suspense>
      </div>
      {/* On a short stage the notice lies over the legend's line instead of a line of its own
          (purchase.css, decision 447). */}
      <div className="purchase__key">
        <Legend places={hall.places} extra={legend} />
        <p className="purchase__notice" role="status" aria-live="polite">
          {notice}
        </p>
      </div>
      {full && (
        <div className="purchase__full-foot">
          <p className="purchase__full-summary" aria-live="polite">
            {tickets.length > 0 ? ticketsSummary(tickets) : 'Выберите места на схеме'}
          </p>
          <button type="button" className="button button--primary" onClick={leave}>
            Готово
          </button>
        </div>
      )}
    </section>
  );
}
