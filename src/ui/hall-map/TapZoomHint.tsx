import { useEffect, useRef } from 'react';
import type { ViewChangeEvent } from '../../scheme-engine/engineTypes';
import { useSchemeEngine } from './context';

/** Shown while the seats are too small to pick, so a tap that only zooms is not a surprise. */
export const TAP_ZOOM_HINT = 'Нажмите на схему, чтобы приблизить';

/** The same on a map too narrow for the whole words in one line (decision 452). */
export const TAP_ZOOM_HINT_SHORT = 'Нажмите, чтобы приблизить';

/**
 * The engine's `tapZoomInset` under a map that shows the hint over its lower edge (decision
 * 437): the hall then fits above the hint instead of under it, so the hint hides no exit. The
 * purchase popup's pill is about 26 px tall, 6 px over the map's edge; with the engine's own
 * 16 px border, 24 more px leave the hall 8 px clear of it.
 */
export const TAP_ZOOM_HINT_INSET_PX = 24;

/**
 * The hint for halls whose seats are drawn too small to choose (a phone, a big hall): a tap
 * there zooms in, and the hint goes once a tap can choose a seat. It follows the engine's
 * viewchange event by writing `hidden` directly, as the zoom buttons do (decision 394).
 * `short`: both wordings, `.hall-map__hint-full` and `.hall-map__hint-short`, for the map's CSS
 * to show one by its width (the purchase popup's, decision 452).
 */
export function TapZoomHint({ className, short = false }: { className?: string; short?: boolean }) {
  const { engine } = useSchemeEngine();
  const ref = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!engine) return;
    function sync(v: ViewChangeEvent) {
      if (ref.current) ref.current.hidden = !v.tapZooms;
    }
    sync(engine.view);
    return engine.on('viewchange', sync);
  }, [engine]);

  return (
    <p ref={ref} className={className ?? 'hall-map__hint'} hidden>
      {short ? (
        <>
          <span className="hall-map__hint-full">{TAP_ZOOM_HINT}</span>
          <span className="hall-map__hint-short">{TAP_ZOOM_HINT_SHORT}</span>
        </>
      ) : (
        TAP_ZOOM_HINT
      )}
    </p>
  );
}
