/**
 * The engine's camera state over the pure camera kernels: the view and hall sizes, whether
 * the view is at the fit scale (a resize keeps the fit), and the moves the engine makes.
 * It knows nothing of drawing: after a change the engine applies the camera to its scene.
 */
import {
  type Camera,
  type CameraBounds,
  fitCamera,
  fitScale,
  maxScale,
  panBy,
  stepScale,
  zoomAbout,
} from '../kernels/camera';
import type { ViewChangeEvent } from '../engineTypes';

/** Empty border kept around the hall at the fit scale, CSS px. */
const PADDING = 16;

export class CameraController {
  readonly cam: Camera = { x: 0, y: 0, scale: 1 };
  readonly bounds: CameraBounds = {
    viewWidth: 1,
    viewHeight: 1,
    worldWidth: 1,
    worldHeight: 1,
    padding: PADDING,
  };
  /** True while the view shows the whole hall at the fit scale. */
  atFit = true;
  /** The bottom inset asked for, and when it applies ({@link setBottomInset}). */
  private inset = 0;
  private insetApplies: (fitScale: number) => boolean = () => false;
  private readonly viewEvent: ViewChangeEvent = {
    scale: 1,
    minScale: 1,
    maxScale: 2,
    tapZooms: false,
  };

  /** The scale and its bounds (one reused object: copy it to keep it). */
  get view(): ViewChangeEvent {
    const v = this.viewEvent;
    v.scale = this.cam.scale;
    v.minScale = fitScale(this.bounds);
    v.maxScale = maxScale(this.bounds);
    return v;
  }

  setWorld(width: number, height: number): void {
    this.bounds.worldWidth = Math.max(1, width);
    this.bounds.worldHeight = Math.max(1, height);
    this.updateInset();
  }

  /**
   * Keeps `px` clear at the view's bottom for as long as `applies(scale)` holds at the scale
   * that fits the whole view (a tap-zoom hint's strip over a hall too small to choose in:
   * decision 437). Worked out again with each hall and view size, before the fit, so the hall
   * never moves for it afterwards.
   */
  setBottomInset(px: number, applies: (fitScale: number) => boolean): void {
    this.inset = Math.max(0, px);
    this.insetApplies = applies;
    this.updateInset();
  }

  private updateInset(): void {
    const b = this.bounds;
    b.insetBottom = 0;
    if (this.inset > 0 && this.insetApplies(fitScale(b))) b.insetBottom = this.inset;
  }

  /** True when the view size differs from (w, h). */
  viewDiffers(w: number, h: number): boolean {
    return w !== this.bounds.viewWidth || h !== this.bounds.viewHeight;
  }

  /** New view size: keeps the fit, or the view centre's world point. */
  resize(w: number, h: number): void {
    this.bounds.viewWidth = w;
    this.bounds.viewHeight = h;
    this.updateInset();
    if (this.atFit) fitCamera(this.bounds, this.cam);
    else zoomAbout(this.cam, this.cam.scale, w / 2, h / 2, this.bounds, this.cam);
  }

  fit(): void {
    fitCamera(this.bounds, this.cam);
    this.atFit = true;
  }

  pan(dx: number, dy: number): void {
    panBy(this.cam, dx, dy, this.bounds, this.cam);
    this.atFit = false;
  }

  /** Zooms to `scale` (clamped) keeping view point (x, y) over the same world point. */
  zoomTo(scale: number, x: number, y: number): void {
    zoomAbout(this.cam, scale, x, y, this.bounds, this.cam);
    this.atFit = this.cam.scale <= fitScale(this.bounds) + 1e-9;
  }

  /** One 0.25 zoom step in or out about (x, y). */
  step(dir: 1 | -1, x: number, y: number): void {
    this.zoomTo(stepScale(this.cam.scale, dir, this.bounds), x, y);
  }

  /** The next step's scale (a tap on tiny seats zooms at least this far). */
  nextScale(): number {
    return stepScale(this.cam.scale, 1, this.bounds);
  }

  /** Puts world point (wx, wy) at the view centre at `scale`; scale and pan are clamped. */
  lookAt(wx: number, wy: number, scale: number): void {
    const b = this.bounds;
    const cy = this.centreY;
    this.cam.scale = scale;
    this.cam.x = b.viewWidth / 2 - wx * scale;
    this.cam.y = cy - wy * scale;
    zoomAbout(this.cam, scale, b.viewWidth / 2, cy, b, this.cam);
    this.atFit = false;
  }

  /** The middle of the view the hall is laid out in: above the bottom inset, if any. */
  get centreY(): number {
    return (this.bounds.viewHeight - (this.bounds.insetBottom ?? 0)) / 2;
  }

  /**
   * The pan (dx, dy) that brings view point (sx, sy) at least `margin` px inside the view,
   * or zeros when it already is.
   */
  revealDelta(sx: number, sy: number, margin: number, out: { x: number; y: number }): void {
    const w = this.bounds.viewWidth;
    const h = this.bounds.viewHeight - (this.bounds.insetBottom ?? 0);
    out.x = sx < margin ? margin - sx : sx > w - margin ? w - margin - sx : 0;
    out.y = sy < margin ? margin - sy : sy > h - margin ? h - margin - sy : 0;
  }

  get maxScale(): number {
    return maxScale(this.bounds);
  }
}
