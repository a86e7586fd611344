/**
 * A hall's picture for pages that show a hall without letting anyone choose seats (the cinema
 * page's hall cards): the engine's 2D-canvas scene draws the hall once at the fit scale into
 * the host's canvas, and is freed at once. No WebGL context, no pixi.js, no gestures, no
 * render loop: a page of many halls costs one short draw each and keeps only the canvases it
 * shows (decision 297 measures it).
 */
import { fitCamera } from './kernels/camera';
import { buildHallModel } from './model/hallModel';
import type { HallPayload } from './model/hallPayload';
import { createCanvasScene } from './render/canvas/canvasScene';

export interface ThumbnailOptions {
  /** The picture's size in CSS px. */
  width: number;
  height: number;
  /** Device pixels per CSS px; the window's by default. */
  resolution?: number;
  /** Behind the hall; the engine's dark map background by default. */
  background?: string;
  /** Empty border around the hall, CSS px. */
  padding?: number;
  /** The screen's caption ('Экран' by default; '' for none). */
  screenLabel?: string;
}

/**
 * Draws `hall` (free seats in their colours, the screen and the exits, no captions at the exits:
 * they would be specks at this size) into `target`, sized to `width` x `height` CSS px at the
 * device's resolution. Returns false, leaving `target` untouched, where no 2D canvas can draw.
 */
export function drawHallThumbnail(
  hall: HallPayload,
  target: HTMLCanvasElement,
  options: ThumbnailOptions,
): boolean {
  const width = Math.max(1, options.width);
  const height = Math.max(1, options.height);
  const resolution = options.resolution ?? (window.devicePixelRatio || 1);
  const scene = createCanvasScene({
    width,
    height,
    resolution,
    background: options.background ?? '#0e0f13',
    labels: { screen: options.screenLabel ?? 'Экран', exit: '' },
    requestRender: () => {},
  });
  if (!scene) return false;
  try {
    const ctx = target.getContext('2d');
    if (!ctx) return false;
    scene.setHall(buildHallModel(hall));
    const camera = fitCamera(
      {
        viewWidth: width,
        viewHeight: height,
        worldWidth: hall.width,
        worldHeight: hall.height,
        padding: options.padding ?? 4,
      },
      { x: 0, y: 0, scale: 1 },
    );
    scene.setCamera(camera, width, height);
    scene.render();
    target.width = scene.canvas.width;
    target.height = scene.canvas.height;
    ctx.drawImage(scene.canvas, 0, 0);
    return true;
  } finally {
    // The scene's canvas, atlas and far picture are freed now, not at some later GC.
    scene.destroy();
  }
}
