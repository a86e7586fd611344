import { useEffect, useRef, useState } from 'react';
import type { CinemaHall } from '@softkino/contract/cinemaPage';
import { pluralize, SEAT_FORMS } from '@softkino/contract/plural';
import { hallPayload } from './cinemaRules';

type ThumbnailModule = typeof import('../../scheme-engine/thumbnail');
let thumbnailModule: Promise<ThumbnailModule> | null = null;

/** The drawing code, loaded once for every hall of the page. */
function loadThumbnail(): Promise<ThumbnailModule> {
  thumbnailModule ??= import('../../scheme-engine/thumbnail');
  thumbnailModule.catch(() => {
    thumbnailModule = null;
  });
  return thumbnailModule;
}

/** A user-timing entry per picture: the e2e and decision 297 read what one costs. */
function markDrawn(start: number): void {
  try {
    performance.measure('hall-thumbnail', { start, end: performance.now() });
  } catch {
    // No user timing here (an old browser): nothing to measure with.
  }
}

/** The picture's shape: wide halls fill it, the deep ones stand in its middle. */
export const PICTURE_ASPECT = 16 / 10;

/**
 * A hall's seat map, small and still: the scheme engine's 2D scene draws it once into this
 * canvas at its shown size (no WebGL context, no gestures: decision 297). Drawn after the
 * page is on screen (the drawing code loads meanwhile); where no 2D canvas can draw, the hall's
 * name and seat count stand alone.
 */
export function HallPicture({ hall }: { hall: CinemaHall }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState<boolean | null>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let live = true;
    let timer = 0;
    // The engine's 2D scene comes in a chunk of its own (shared with the seat map) while the
    // page shows; then each hall is drawn in a task of its own, so none holds up a frame long.
    loadThumbnail().then(
      ({ drawHallThumbnail }) => {
        if (!live) return;
        timer = window.setTimeout(() => {
          const width = Math.round(canvas.clientWidth) || 320;
          const start = performance.now();
          const ok = drawHallThumbnail(hallPayload(hall), canvas, {
            width,
            height: Math.round(width / PICTURE_ASPECT),
            padding: 6,
          });
          markDrawn(start);
          setDrawn(ok);
        }, 0);
      },
      () => {
        if (live) setDrawn(false);
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [hall]);

  const label = `Схема зала «${hall.name}»: ${pluralize(hall.seats, SEAT_FORMS)}`;
  return (
    <div className="hall-card__picture" data-drawn={drawn === true ? 'true' : undefined}>
      <canvas ref={ref} role="img" aria-label={label} hidden={drawn === false} />
      {drawn === false && <p className="hall-card__no-picture">Схема зала недоступна</p>}
    </div>
  );
}
