/**
 * Camera maths of the hall map: pure functions over a plain camera record.
 * screen = world * scale + (x, y). Nothing here touches Pixi or the DOM.
 */

/** The view transform: a uniform scale and a translation in CSS pixels. */
export interface Camera {
  x: number;
  y: number;
  scale: number;
}

/** Sizes in CSS pixels (view) and hall units (world). */
export interface CameraBounds {
  viewWidth: number;
  viewHeight: number;
  worldWidth: number;
  worldHeight: number;
  /** Empty border kept around the hall at fit scale, CSS pixels. */
  padding: number;
  /**
   * CSS pixels at the view's bottom that the hall keeps clear of, beyond the padding (a hint's
   * strip, decision 437): the hall fits, centres and pans in the view above them. 0 if absent.
   */
  insetBottom?: number;
}

/** The view's height the hall is laid out in: all of it but the bottom inset. */
function usableHeight(b: CameraBounds): number {
  return b.viewHeight - (b.insetBottom ?? 0);
}

/** Spec section 9: zoom buttons step by 0.25, 2 is the maximum, the fit scale the minimum. */
export const ZOOM_STEP = 0.25;
export const MAX_SCALE = 2;

/** The scale at which the whole hall (plus padding) fits the view. */
export function fitScale(b: CameraBounds): number {
  const w = Math.max(1, b.viewWidth - 2 * b.padding);
  const h = Math.max(1, usableHeight(b) - 2 * b.padding);
  const ww = Math.max(1e-6, b.worldWidth);
  const wh = Math.max(1e-6, b.worldHeight);
  return Math.min(w / ww, h / wh);
}

/** Upper scale bound: 2, unless a tiny hall already fits at more than 2 (then fit is both). */
export function maxScale(b: CameraBounds): number {
  return Math.max(MAX_SCALE, fitScale(b));
}

/** Clamps a scale between the fit scale and the maximum. */
export function clampScale(scale: number, b: CameraBounds): number {
  const min = fitScale(b);
  const max = maxScale(b);
  return scale < min ? min : scale > max ? max : scale;
}

/**
 * Clamps the translation so the hall cannot be lost: along an axis where the hall is smaller
 * than the view it is centred; where it is larger, its edges may not come inside the view
 * (beyond the padding). Writes into `out` (may be `cam`) and returns it.
 */
export function clampPan(cam: Camera, b: CameraBounds, out: Camera): Camera {
  const s = cam.scale;
  out.scale = s;
  out.x = clampAxis(cam.x, b.worldWidth * s, b.viewWidth, b.padding);
  out.y = clampAxis(cam.y, b.worldHeight * s, usableHeight(b), b.padding);
  return out;
}

function clampAxis(t: number, size: number, view: number, pad: number): number {
  if (size + 2 * pad <= view) return (view - size) / 2;
  const min = view - size - pad;
  const max = pad;
  return t < min ? min : t > max ? max : t;
}

/** The camera that shows the whole hall centred at fit scale (above the bottom inset). */
export function fitCamera(b: CameraBounds, out: Camera): Camera {
  out.scale = fitScale(b);
  out.x = (b.viewWidth - b.worldWidth * out.scale) / 2;
  out.y = (usableHeight(b) - b.worldHeight * out.scale) / 2;
  return out;
}

/**
 * Zooms to `scale` (clamped) keeping the world point under the screen point (fx, fy) fixed,
 * then clamps the pan. Writes into `out` (may be `cam`).
 */
export function zoomAbout(
  cam: Camera,
  scale: number,
  fx: number,
  fy: number,
  b: CameraBounds,
  out: Camera,
): Camera {
  const s = clampScale(scale, b);
  const wx = (fx - cam.x) / cam.scale;
  const wy = (fy - cam.y) / cam.scale;
  out.scale = s;
  out.x = fx - wx * s;
  out.y = fy - wy * s;
  return clampPan(out, b, out);
}

/**
 * The next button step from `scale` in direction `dir` (+1 in, -1 out). Steps land on the
 * 0.25 grid, so fit 0.6 zooms in to 0.75, then 1, 1.25 ... 2.
 */
export function stepScale(scale: number, dir: 1 | -1, b: CameraBounds): number {
  const eps = 1e-6;
  const next =
    dir > 0
      ? Math.floor((scale + eps) / ZOOM_STEP) * ZOOM_STEP + ZOOM_STEP
      : Math.ceil((scale - eps) / ZOOM_STEP) * ZOOM_STEP - ZOOM_STEP;
  return clampScale(next, b);
}

/** Pans by a screen delta and clamps. Writes into `out` (may be `cam`). */
export function panBy(cam: Camera, dx: number, dy: number, b: CameraBounds, out: Camera): Camera {
  out.scale = cam.scale;
  out.x = cam.x + dx;
  out.y = cam.y + dy;
  return clampPan(out, b, out);
}

/** Converts a screen point to world coordinates, writing into `out`. */
export function screenToWorld(
  cam: Camera,
  sx: number,
  sy: number,
  out: { x: number; y: number },
): { x: number; y: number } {
  out.x = (sx - cam.x) / cam.scale;
  out.y = (sy - cam.y) / cam.scale;
  return out;
}
