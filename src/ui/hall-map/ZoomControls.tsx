import { useEffect, useRef } from 'react';
import { useSchemeEngine } from './context';

/**
 * Zoom buttons (step 0.25, fit scale to 2). Their disabled state follows the engine's
 * viewchange event by writing to the buttons directly: a React render per frame is a bug. At a
 * limit a button is aria-disabled, not disabled: a disabled button drops the keyboard's focus to
 * the page (Enter on 'Приблизить' to the closest zoom, decision 460); a press there does nothing.
 */
function limit(button: HTMLButtonElement | null, reached: boolean): void {
  if (!button) return;
  if (reached) button.setAttribute('aria-disabled', 'true');
  else button.removeAttribute('aria-disabled');
}

export function ZoomControls() {
  const { engine } = useSchemeEngine();
  const inRef = useRef<HTMLButtonElement>(null);
  const outRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!engine) return;
    function sync(v: { scale: number; minScale: number; maxScale: number }) {
      limit(inRef.current, v.scale >= v.maxScale - 1e-6);
      limit(outRef.current, v.scale <= v.minScale + 1e-6);
    }
    sync(engine.view);
    return engine.on('viewchange', sync);
  }, [engine]);

  return (
    <div className="hall-map__zoom" role="group" aria-label="Масштаб схемы">
      <button
        ref={inRef}
        type="button"
        aria-label="Приблизить"
        disabled={!engine}
        onClick={() => engine?.zoomIn()}
      >
        +
      </button>
      <button
        ref={outRef}
        type="button"
        aria-label="Отдалить"
        disabled={!engine}
        onClick={() => engine?.zoomOut()}
      >
        −
      </button>
      <button
        type="button"
        aria-label="Показать весь зал"
        disabled={!engine}
        onClick={() => engine?.fit()}
      >
        ⤢
      </button>
    </div>
  );
}
