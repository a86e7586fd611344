import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { HallPayload, SeatId, SeatPressEvent } from '../../scheme-engine';
import type { SchemeEngineOptions } from '../../scheme-engine/engineTypes';
import { SchemeEngine } from '../../scheme-engine/SchemeEngine';
import { SchemeEngineContext, type SchemeEngineContextValue } from './context';
import { statusChanges } from './statusChanges';

export interface HallMapProps {
  hall: HallPayload | null;
  /** The chosen seats; the flows own them (an atom), the map only shows them. */
  selection: readonly SeatId[];
  /** Seat id to avatar URL of other buyers (watch view). */
  avatars?: Readonly<Record<string, string>>;
  /** Seat id to the words for its state where the map speaks (the watch view's own seats). */
  seatNotes?: Readonly<Record<string, string>>;
  /** A seat was pressed: decide with the selection kernels and pass the new selection back. */
  onSeatPress(e: SeatPressEvent): void;
  className?: string;
  /** Height of the canvas area; the map fills its width. */
  height?: number | string;
  /** Zoom buttons, the seat list, legends: anything that uses useSchemeEngine(). */
  children?: ReactNode;
  /** Engine options, read once when the map mounts (the dev page forces WebGL for tests). */
  engineOptions?: SchemeEngineOptions;
}

/**
 * The seat map. The engine is created in an effect and destroyed on unmount, so StrictMode's
 * double mount creates and frees a context instead of leaking one; camera, hover and gesture
 * state stay inside the engine and never re-render React.
 */
export default function HallMap(props: HallMapProps) {
  const { hall, selection, avatars, seatNotes, className, height = 480, children } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  // `mounted` also where the map cannot draw: its seats can still be pressed from the list.
  const [mounted, setMounted] = useState<{ engine: SchemeEngine; draws: boolean } | null>(null);
  const engine = mounted?.draws ? mounted.engine : null;
  const drawn = useRef<HallPayload | null>(null);
  const onPressRef = useRef(props.onSeatPress);
  const optionsRef = useRef(props.engineOptions);
  useEffect(() => {
    onPressRef.current = props.onSeatPress;
  });

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const created = new SchemeEngine(optionsRef.current);
    const off = created.on('seatpress', (e) => onPressRef.current(e));
    let alive = true;
    void created.mount(host).then((draws) => {
      if (alive) setMounted({ engine: created, draws });
    });
    return () => {
      alive = false;
      off();
      created.destroy();
      drawn.current = null;
      setMounted(null);
    };
  }, []);

  useEffect(() => {
    if (!mounted || !hall) return;
    // The same hall with new sale statuses (seats taken meanwhile) keeps the buyer's zoom and
    // pan: only the changed seats are redrawn.
    const changes = drawn.current ? statusChanges(drawn.current, hall) : null;
    if (changes && mounted.draws) mounted.engine.setStatuses(changes);
    else mounted.engine.setHall(hall);
    drawn.current = hall;
  }, [mounted, hall]);
  useEffect(() => {
    engine?.setSelection(selection);
  }, [engine, selection, hall]);
  useEffect(() => {
    if (engine && avatars) engine.setAvatars(avatars);
  }, [engine, avatars, hall]);
  useEffect(() => {
    if (mounted && seatNotes) mounted.engine.setSeatNotes(seatNotes);
  }, [mounted, seatNotes]);

  const press = useCallback((id: SeatId) => void mounted?.engine.pressSeat(id), [mounted]);

  const value = useMemo<SchemeEngineContextValue>(
    () => ({ engine, hall, selection, press }),
    [engine, hall, selection, press],
  );

  return (
    <SchemeEngineContext.Provider value={value}>
      <div className={className}>
        <div ref={hostRef} style={{ height, position: 'relative' }} />
        {children}
      </div>
    </SchemeEngineContext.Provider>
  );
}
