/**
 * The 2D-canvas scene, used where WebGL is missing or fails to start. It draws the same
 * hall as the WebGL scene from the same model: each seat is its look copied from the same
 * atlas (rounded square, backrest band, sold cross, vip diamond, child ring), selection and
 * avatars over it, hover and focus rings, row and seat numbers by the same zoom thresholds,
 * the screen and the exits. Only the seats of grid cells in view are drawn; when seats are
 * smaller than a few device pixels one cached picture of the hall is drawn instead, as the
 * WebGL scene does. Slower than WebGL on big halls, but every seat stays choosable.
 */
import {
  type AtlasLayout,
  atlasLayout,
  drawAtlas,
  FRAME_AVATAR_FALLBACK,
  FRAME_SELECTED,
  frameRect,
  LOOK,
  roundRectPath,
} from '../atlas';
import { loadAvatarCanvas } from '../avatarImage';
import { cellsOf, eachRun, visibleCells } from '../../model/gridCells';
import { exitSize, type ScreenGeometry, screenGeometry } from '../decor';
import { rowNumberItems, SEAT_FILL, seatFrame, type TextItem } from '../geometry';
import { type HallModel, placeLabel, seatIndex } from '../../model/hallModel';
import { drawFarPicture, farPictureScale } from './farPicture';
import type { Camera } from '../../kernels/camera';
import {
  FAR_PICTURE_SEAT_PX,
  FOCUS_COLOR,
  MAX_SELECTED_SPRITES,
  RING_SCALE,
  ROW_NUMBER_PX,
  type Scene,
  type SceneOptions,
  SEAT_NUMBER_PX,
} from '../scene';
import type { SeatId } from '../../model/hallPayload';

/**
 * The scene's canvases are drawn on the CPU (`willReadFrequently`): the far picture is
 * written with putImageData, and the scene is mostly a stand-in for a few frames, so a
 * GPU-backed canvas would only add uploads (and start the page's shared 2D GPU context for
 * it). Measured at 100,000 seats it neither costs nor saves renderer memory (decision 035d);
 * where WebGL is missing there is usually no GPU to gain from either.
 */
const SOFTWARE: CanvasRenderingContext2DSettings = { willReadFrequently: true };

/** A canvas whose 2D context is drawn on the CPU (see {@link SOFTWARE}). */
function softwareCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.getContext('2d', SOFTWARE);
  return canvas;
}

/** The 2D scene, or null when even a 2D context is unavailable. */
export function createCanvasScene(opts: SceneOptions): CanvasScene | null {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', SOFTWARE);
  return ctx ? new CanvasScene(canvas, ctx, opts) : null;
}

interface HallDrawing {
  model: HallModel;
  layout: AtlasLayout;
  atlas: HTMLCanvasElement;
  /** Source rectangle of every atlas frame: x, y, w, h (no allocation per seat). */
  rects: Float32Array;
  /** Row numbers, laid out the first time the zoom shows them. */
  rows: TextItem[] | null;
  screen: ScreenGeometry;
  /** The far picture of all seats, or null when stale. */
  picture: HTMLCanvasElement | null;
  /** Its pixels per hall unit. */
  pictureScale: number;
  /** True for a view-sized picture (drawn bilinear), false for the full one (mipmapped). */
  pictureFits: boolean;
  /** The hall units it covers (whole pixels: a little more than the hall). */
  pictureWidth: number;
  pictureHeight: number;
}

export class CanvasScene implements Scene {
  readonly kind = 'canvas';
  private hall: HallDrawing | null = null;
  private readonly cam: Camera = { x: 0, y: 0, scale: 1 };
  private viewW: number;
  private viewH: number;
  private res: number;
  private selected: number[] = [];
  private avatarSeats: { i: number; picture: HTMLCanvasElement | null }[] = [];
  private hover = -1;
  private focus = -1;
  private destroyed = false;
  /** First and last visible grid column and row (reused every frame). */
  private readonly cells = new Int32Array(4);
  /**
   * True when the canvas does not show the current hall, camera and size in full, so a redraw
   * of a few seats ({@link renderSeats}) must draw the whole frame instead.
   */
  private stale = true;
  /** The world rectangle being drawn (reused): x0, y0, x1, y1. */
  private readonly area = new Float64Array(4);

  constructor(
    readonly canvas: HTMLCanvasElement,
    private readonly ctx: CanvasRenderingContext2D,
    private readonly opts: SceneOptions,
  ) {
    this.viewW = opts.width;
    this.viewH = opts.height;
    this.res = opts.resolution;
    this.resize(opts.width, opts.height, opts.resolution);
  }

  get resolution(): number {
    return this.res;
  }

  setHall(model: HallModel): void {
    this.clear();
    this.stale = true;
    // No glyph cells: this scene writes labels with fillText (and skipping them keeps the
    // first frame of decision 035c cheap).
    const layout = atlasLayout(model.colors, '');
    const atlas = drawAtlas(layout, softwareCanvas());
    const rects = new Float32Array(layout.cellCount * 4);
    for (let f = 0; f < layout.cellCount; f++) {
      const full = f === FRAME_AVATAR_FALLBACK;
      const r = frameRect(f, full);
      rects.set([r.x, r.y, r.width, r.height], f * 4);
    }
    this.hall = {
      model,
      layout,
      atlas,
      rects,
      rows: null,
      screen: screenGeometry(model),
      picture: null,
      pictureScale: 0,
      pictureFits: false,
      pictureWidth: 0,
      pictureHeight: 0,
    };
  }

  clear(): void {
    this.hall = null;
    this.selected = [];
    this.avatarSeats = [];
    this.hover = this.focus = -1;
  }

  setCamera(cam: Readonly<Camera>, viewWidth: number, viewHeight: number): void {
    if (
      cam.x !== this.cam.x ||
      cam.y !== this.cam.y ||
      cam.scale !== this.cam.scale ||
      viewWidth !== this.viewW ||
      viewHeight !== this.viewH
    )
      this.stale = true;
    this.cam.x = cam.x;
    this.cam.y = cam.y;
    this.cam.scale = cam.scale;
    this.viewW = viewWidth;
    this.viewH = viewHeight;
  }

  setSelection(selection: readonly SeatId[]): void {
    const model = this.hall?.model;
    this.selected = [];
    if (!model) return;
    for (const id of selection) {
      const i = seatIndex(model, id);
      if (i !== undefined && this.selected.length < MAX_SELECTED_SPRITES) this.selected.push(i);
    }
  }

  setAvatars(avatars: ReadonlyMap<SeatId, string>, onLoaded: () => void): void {
    const hall = this.hall;
    this.avatarSeats = [];
    if (!hall) return;
    for (const [id, url] of avatars) {
      const i = seatIndex(hall.model, id);
      if (i === undefined) continue;
      const entry = { i, picture: null as HTMLCanvasElement | null };
      this.avatarSeats.push(entry);
      void loadAvatarCanvas(url).then((picture) => {
        if (!picture || this.hall !== hall) return;
        entry.picture = picture;
        onLoaded();
      });
    }
  }

  setHover(i: number): void {
    this.hover = i;
  }

  setFocus(i: number): void {
    this.focus = i;
  }

  updateLooks(seats: readonly number[]): void {
    if (this.hall && seats.length > 0) freePicture(this.hall);
    this.stale = true;
  }

  resize(width: number, height: number, resolution: number): void {
    this.stale = true;
    this.res = resolution;
    this.canvas.width = Math.max(1, Math.round(width * resolution));
    this.canvas.height = Math.max(1, Math.round(height * resolution));
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
  }

  prepareFirstFrame(): void {
    // The far picture is drawn by the first render that needs it.
  }

  render(): void {
    if (this.destroyed) return;
    this.paint(0, 0, this.canvas.width, this.canvas.height, false);
    this.stale = false;
  }

  /**
   * Redraws only the squares of seats `seats` (their ring's size, so a ring that went away is
   * wiped): what a press, a hover or a selection change needs, instead of the whole view
   * (decision 225). Draws the whole frame when the canvas is stale.
   */
  renderSeats(seats: readonly number[]): void {
    const hall = this.hall;
    if (this.destroyed) return;
    if (this.stale || !hall) {
      this.render();
      return;
    }
    const { scale, x, y } = this.cam;
    const r = this.res;
    const model = hall.model;
    // Half the ring square in device px, and 2 px for anti-aliased edges.
    const half = ((model.pitch * SEAT_FILL * RING_SCALE) / 2) * scale * r + 2;
    for (const i of seats) {
      if (i < 0 || i >= model.count) continue;
      const cx = (model.xs[i]! * scale + x) * r;
      const cy = (model.ys[i]! * scale + y) * r;
      const x0 = Math.max(0, Math.floor(cx - half));
      const y0 = Math.max(0, Math.floor(cy - half));
      const x1 = Math.min(this.canvas.width, Math.ceil(cx + half));
      const y1 = Math.min(this.canvas.height, Math.ceil(cy + half));
      if (x1 > x0 && y1 > y0) this.paint(x0, y0, x1 - x0, y1 - y0, true);
    }
  }

  /** Draws the device-px rectangle (x, y, w, h) of the view, clipped to it when `clip`. */
  private paint(px: number, py: number, pw: number, ph: number, clip: boolean): void {
    const ctx = this.ctx;
    const r = this.res;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (clip) {
      ctx.save();
      ctx.beginPath();
      ctx.rect(px, py, pw, ph);
      ctx.clip();
    }
    ctx.fillStyle = this.opts.background;
    ctx.fillRect(px, py, pw, ph);
    const hall = this.hall;
    if (hall) this.paintHall(hall, px / r, py / r, (px + pw) / r, (py + ph) / r);
    if (clip) ctx.restore();
  }

  /** The hall over the view rectangle (x0, y0)-(x1, y1), CSS px. */
  private paintHall(hall: HallDrawing, x0: number, y0: number, x1: number, y1: number): void {
    const ctx = this.ctx;
    const r = this.res;
    const { scale, x, y } = this.cam;
    const area = this.area;
    area[0] = (x0 - x) / scale;
    area[1] = (y0 - y) / scale;
    area[2] = (x1 - x) / scale;
    area[3] = (y1 - y) / scale;
    ctx.setTransform(r * scale, 0, 0, r * scale, r * x, r * y);
    ctx.imageSmoothingEnabled = true;
    const seat = hall.model.pitch * SEAT_FILL;
    this.drawDecor(hall, area);
    if (seat * scale * r < FAR_PICTURE_SEAT_PX) {
      const picture = this.ensurePicture(hall, scale * r);
      // A view-sized picture is drawn bilinear (no mip levels: see ensurePicture); the full
      // one mipmapped, as the WebGL far picture: bilinear alone gives moiré when a picture is
      // shrunk several times (a 100,000-seat hall in a small box).
      ctx.imageSmoothingQuality = hall.pictureFits ? 'low' : 'high';
      ctx.drawImage(picture, 0, 0, hall.pictureWidth, hall.pictureHeight);
      ctx.imageSmoothingQuality = 'low';
    } else {
      this.drawSeats(hall, seat * scale >= SEAT_NUMBER_PX);
    }
    if (seat * scale >= ROW_NUMBER_PX) {
      setLabelFont(ctx, NUMBER_FONT, '#8b8f9c', 'center');
      let k = 0;
      for (const it of (hall.rows ??= rowNumberItems(hall.model))) {
        // A label is a few characters: at most ~4 heights wide on either side of its anchor.
        const reach = it.height * 4;
        if (
          it.y + it.height < area[1]! ||
          it.y - it.height > area[3]! ||
          it.x + reach < area[0]! ||
          it.x - reach > area[2]!
        )
          continue;
        if (it.height / LABEL_PX !== k) this.labelTransform((k = it.height / LABEL_PX));
        ctx.textAlign = it.align;
        ctx.fillText(it.text, it.x / k, it.y / k);
      }
      this.labelTransform(1);
    }
    this.drawOverlays(hall, seat);
  }

  /**
   * The far picture for `pxPerUnit` (device px per hall unit on screen). The 2D scene is
   * usually a stand-in for the first frames before WebGL (decision 035c), and drawing a
   * picture mipmapped makes the browser keep its mip levels in discardable shared memory for
   * the page's lifetime (~2.5 MB at 100,000 seats) and costs ~30-90 ms of the first frame.
   * So the first picture, where the view shows the full picture at most ~2.8x smaller (mip
   * level 0 or 1, as on the benchmark's and a phone's view), is made at that mip level:
   * seats written at the full scale and averaged in 2x2 blocks, as mip generation does, then
   * drawn bilinear without mip levels, which is what WebGL samples (decision 035d).
   * Otherwise, and once the view leaves that level (only where the 2D scene stays and the
   * camera moves), the full picture is drawn mipmapped: never blurred.
   */
  private ensurePicture(hall: HallDrawing, pxPerUnit: number): HTMLCanvasElement {
    const full = farPictureScale(hall.model);
    const current = hall.picture;
    if (current) {
      // The level is kept while WebGL would sample the same one (nearest level).
      const same =
        pxPerUnit > hall.pictureScale / Math.SQRT2 && pxPerUnit <= hall.pictureScale * Math.SQRT2;
      if (!hall.pictureFits || same) return current;
    }
    // The mip level WebGL samples at this scale (the far picture's mipmapFilter is nearest).
    const level = Math.max(0, Math.ceil(Math.log2(full / pxPerUnit) - 0.5));
    const fits = !current && level <= 1;
    freePicture(hall);
    const m = fits && level === 1 ? 2 : 1;
    const k = full / m;
    const picture = drawFarPicture(hall.model, hall.atlas, hall.rects, softwareCanvas(), k, m);
    // Whole pixels: the picture covers a little more than the hall.
    hall.pictureWidth = picture.width / k;
    hall.pictureHeight = picture.height / k;
    hall.pictureScale = k;
    hall.pictureFits = fits;
    hall.picture = picture;
    return picture;
  }

  /**
   * The seats of the grid cells over the area being drawn (the view, or the squares of a few
   * seats), and their numbers when zoomed in far enough.
   */
  private drawSeats(hall: HallDrawing, numbers: boolean): void {
    const ctx = this.ctx;
    const model = hall.model;
    const grid = cellsOf(model);
    const [x0, y0, x1, y1] = this.area as unknown as [number, number, number, number];
    const cells = this.cells;
    if (!visibleCells(grid, x0, y0, x1, y1, model.pitch, cells)) return;
    const half = (model.pitch * SEAT_FILL) / 2;
    // Seats wholly outside the area are skipped (a cell holds ~256 seats; a press redraws one).
    const ax0 = x0 - half;
    const ay0 = y0 - half;
    const ax1 = x1 + half;
    const ay1 = y1 + half;
    eachRun(grid, cells, (start, end) => {
      for (let k = start; k < end; k++) {
        const i = grid.seats[k]!;
        const sx = model.xs[i]!;
        const sy = model.ys[i]!;
        if (sx < ax0 || sx > ax1 || sy < ay0 || sy > ay1) continue;
        drawFrame(ctx, hall, seatFrame(model, i), sx - half, sy - half, 2 * half);
      }
    });
    if (!numbers) return;
    // Written in the one label font, scaled by the transform (see LABEL_PX).
    const k = (model.pitch * 0.38) / LABEL_PX;
    const dy = model.pitch * 0.06;
    setLabelFont(ctx, NUMBER_FONT, '#15161b', 'center');
    this.labelTransform(k);
    eachRun(grid, cells, (start, end) => {
      for (let n = start; n < end; n++) {
        const i = grid.seats[n]!;
        const sx = model.xs[i]!;
        const sy = model.ys[i]!;
        if (sx < ax0 || sx > ax1 || sy < ay0 || sy > ay1) continue;
        ctx.fillText(placeLabel(model, i), sx / k, (sy + dy) / k);
      }
    });
    this.labelTransform(1);
  }

  /** Sets the world transform with labels' own units `k` times smaller (see LABEL_PX). */
  private labelTransform(k: number): void {
    const { scale, x, y } = this.cam;
    const r = this.res;
    this.ctx.setTransform(r * scale * k, 0, 0, r * scale * k, r * x, r * y);
  }

  /**
   * Draws once what every hall's first frame needs and no hall decides (decision 320): the
   * label fonts resolved, and the label strings shaped, on this scene's canvas. The engine
   * runs it on a scratch scene while a mounted map waits for its hall.
   */
  warmText(): void {
    const ctx = this.ctx;
    setLabelFont(ctx, NUMBER_FONT, '#15161b', 'center');
    for (let n = 1; n <= WARM_LABELS; n++) ctx.fillText(String(n), 8, 8);
    setLabelFont(ctx, DECOR_FONT, '#c9ccd6', 'center');
    ctx.letterSpacing = SCREEN_SPACING;
    ctx.fillText(this.opts.labels.screen.toUpperCase(), 8, 8);
    ctx.letterSpacing = '0px';
    ctx.fillText(this.opts.labels.exit, 8, 8);
  }

  /**
   * The screen and the exits whose box meets `area` (a press redraws a seat's square, which
   * rarely meets them). Boxes are generous: a label is at most one font size wide per
   * character.
   */
  private drawDecor(hall: HallDrawing, area: Float64Array): void {
    const ctx = this.ctx;
    const { model, screen } = hall;
    const p = model.pitch;
    const screenLabel = this.opts.labels.screen;
    const exitLabel = this.opts.labels.exit;
    const sw = Math.max(screen.span / 2, screenLabel.length * p * 0.8) + screen.lineWidth;
    if (meets(area, screen.cx - sw, screen.sy - p, screen.cx + sw, screen.sy + p * 2.6))
      this.drawScreen(hall);
    const ke = (p * 0.55) / LABEL_PX;
    model.enters.forEach((e, k) => {
      const s = exitSize(model, k);
      const w = Math.max(s, exitLabel.length * p * 0.55) / 2;
      if (!meets(area, e.x - w, e.y - s / 2, e.x + w, e.y + s * 0.6 + p * 0.8)) return;
      ctx.fillStyle = '#2e9e5b';
      roundRectPath(ctx, e.x - s / 2, e.y - s / 2, s, s, s * 0.15);
      ctx.fill();
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = s * 0.12;
      ctx.beginPath();
      ctx.moveTo(e.x - s * 0.25, e.y);
      ctx.lineTo(e.x + s * 0.25, e.y);
      ctx.stroke();
      setLabelFont(ctx, DECOR_FONT, '#7fd6a2', 'center');
      ctx.textBaseline = 'top';
      this.labelTransform(ke);
      ctx.fillText(exitLabel, e.x / ke, (e.y + s * 0.6) / ke);
      this.labelTransform(1);
    });
  }

  /** The screen: its arc and its label above the front row. */
  private drawScreen(hall: HallDrawing): void {
    const ctx = this.ctx;
    const { model, screen } = hall;
    const p = model.pitch;
    ctx.strokeStyle = '#c9ccd6';
    ctx.lineWidth = screen.lineWidth;
    ctx.beginPath();
    ctx.moveTo(screen.cx - screen.span / 2, screen.sy + p * 0.8);
    ctx.quadraticCurveTo(
      screen.cx,
      screen.sy - p * 0.8,
      screen.cx + screen.span / 2,
      screen.sy + p * 0.8,
    );
    ctx.stroke();
    setLabelFont(ctx, DECOR_FONT, '#c9ccd6', 'center');
    ctx.textBaseline = 'top';
    const ks = (p * 1.4) / LABEL_PX;
    this.labelTransform(ks);
    ctx.letterSpacing = SCREEN_SPACING;
    ctx.fillText(this.opts.labels.screen.toUpperCase(), screen.cx / ks, (screen.sy + p * 0.6) / ks);
    ctx.letterSpacing = '0px';
    this.labelTransform(1);
  }

  /** Avatars, the selection, then the hover and focus rings: the order of the WebGL scene. */
  private drawOverlays(hall: HallDrawing, seat: number): void {
    const ctx = this.ctx;
    const { model } = hall;
    const a = seat * 0.92;
    for (const { i, picture } of this.avatarSeats) {
      const x = model.xs[i]! - a / 2;
      const y = model.ys[i]! - a / 2;
      if (picture) ctx.drawImage(picture, x, y, a, a);
      else drawFrame(ctx, hall, FRAME_AVATAR_FALLBACK, x, y, a);
    }
    for (const i of this.selected) {
      drawFrame(ctx, hall, FRAME_SELECTED, model.xs[i]! - seat / 2, model.ys[i]! - seat / 2, seat);
    }
    this.drawRing(model, this.hover, LOOK.ring, 0.6, seat);
    this.drawRing(model, this.focus, `#${FOCUS_COLOR.toString(16).padStart(6, '0')}`, 1, seat);
  }

  /** The ring look of the atlas (a rounded outline a little larger than the seat). */
  private drawRing(model: HallModel, i: number, color: string, alpha: number, seat: number): void {
    if (i < 0) return;
    const ctx = this.ctx;
    const size = seat * RING_SCALE;
    // The atlas ring: inset 4 of 64, stroke 5, corner 12 (atlas.ts drawRing).
    const k = size / 64;
    ctx.save();
    ctx.globalAlpha = alpha;
    ctx.strokeStyle = color;
    ctx.lineWidth = 5 * k;
    roundRectPath(
      ctx,
      model.xs[i]! - size / 2 + 4 * k,
      model.ys[i]! - size / 2 + 4 * k,
      size - 8 * k,
      size - 8 * k,
      12 * k,
    );
    ctx.stroke();
    ctx.restore();
  }

  destroy(): void {
    this.destroyed = true;
    // Free the pixels now rather than at some later GC (the picture is up to 2,048 px wide).
    for (const c of [this.hall?.atlas, this.hall?.picture]) if (c) c.width = c.height = 0;
    this.clear();
    this.canvas.width = this.canvas.height = 0;
    this.canvas.remove();
  }
}

/** Frees the far picture's pixels now rather than at some later GC. */
function freePicture(hall: HallDrawing): void {
  if (hall.picture) hall.picture.width = hall.picture.height = 0;
  hall.picture = null;
}

function drawFrame(
  ctx: CanvasRenderingContext2D,
  hall: HallDrawing,
  frame: number,
  x: number,
  y: number,
  size: number,
): void {
  const o = frame * 4;
  const r = hall.rects;
  ctx.drawImage(hall.atlas, r[o]!, r[o + 1]!, r[o + 2]!, r[o + 3]!, x, y, size, size);
}

/**
 * Every label is written in one of two fonts of one size, LABEL_PX, and scaled to its height
 * by the transform (decision 322): the canvas keeps a font, its glyphs and its shaped strings
 * per font string, so seat numbers and row numbers share them, every hall uses the same two,
 * and the warm-up (warmText) readies exactly what a hall's first frame uses. Scaled glyphs
 * are rasterised at their size on screen, so they look as a font of that size would.
 */
const LABEL_PX = 10;
/** Seat and row numbers (the WebGL atlas's glyphs use the same weight). */
const NUMBER_FONT = `600 ${LABEL_PX}px system-ui, sans-serif`;
/** The screen and exit labels (as the WebGL scene's Text). */
const DECOR_FONT = `${LABEL_PX}px system-ui, sans-serif`;
/** The screen label's spacing, 0.2 of a pitch for a label 1.4 pitches tall. */
const SCREEN_SPACING = `${(LABEL_PX * 0.2) / 1.4}px`;
/** Seat numbers 1..WARM_LABELS are shaped by the warm-up. */
const WARM_LABELS = 60;

/** True when box (x0, y0)-(x1, y1) meets `area` (world x0, y0, x1, y1). */
function meets(area: Float64Array, x0: number, y0: number, x1: number, y1: number): boolean {
  return x1 >= area[0]! && x0 <= area[2]! && y1 >= area[1]! && y0 <= area[3]!;
}

function setLabelFont(
  ctx: CanvasRenderingContext2D,
  font: string,
  color: string,
  align: CanvasTextAlign,
): void {
  ctx.font = font;
  ctx.fillStyle = color;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
}
