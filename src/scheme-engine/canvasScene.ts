/**
 * The 2D-canvas scene, used where WebGL is missing or fails to start. It draws the same
 * hall as the WebGL scene from the same model: each seat is its look copied from the same
 * atlas (rounded square, backrest band, sold cross, vip diamond, child ring), selection and
 * avatars over it, hover and focus rings, row and seat numbers by the same zoom thresholds,
 * the screen and the exits. Only the seats of chunks in view are drawn; when seats are
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
  glyphSet,
  LOOK,
  roundRectPath,
} from './atlas';
import { loadAvatarCanvas } from './avatarImage';
import { chunkSeats, chunkVisible, type SeatChunks } from './chunks';
import { exitSize, type ScreenGeometry, screenGeometry } from './decor';
import { rowNumberItems, SEAT_FILL, seatFrame, type TextItem } from './geometry';
import { type HallModel, labelChars, placeLabel, seatIndex } from './hallModel';
import { IMPOSTOR_MAX_SIDE, IMPOSTOR_SEAT_PX } from './impostor';
import type { Camera } from './kernels/camera';
import { MAX_SELECTED_SPRITES } from './overlays';
import {
  FOCUS_COLOR,
  RING_SCALE,
  ROW_NUMBER_PX,
  type Scene,
  type SceneLabels,
  SEAT_NUMBER_PX,
} from './scene';
import type { SeatId } from './types';

export interface CanvasSceneOptions {
  width: number;
  height: number;
  resolution: number;
  background: string;
  labels: SceneLabels;
  requestRender: () => void;
}

/** The 2D scene, or null when even a 2D context is unavailable. */
export function createCanvasScene(opts: CanvasSceneOptions): CanvasScene | null {
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  return ctx ? new CanvasScene(canvas, ctx, opts) : null;
}

interface HallDrawing {
  model: HallModel;
  layout: AtlasLayout;
  atlas: HTMLCanvasElement;
  /** Source rectangle of every atlas frame: x, y, w, h (no allocation per seat). */
  rects: Float32Array;
  chunks: SeatChunks;
  rows: TextItem[];
  screen: ScreenGeometry;
  /** The far picture of all seats, or null when stale. */
  picture: HTMLCanvasElement | null;
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

  constructor(
    readonly canvas: HTMLCanvasElement,
    private readonly ctx: CanvasRenderingContext2D,
    private readonly opts: CanvasSceneOptions,
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
    const layout = atlasLayout(model.colors, glyphSet(labelChars(model), model.colors.length));
    const atlas = drawAtlas(layout, document.createElement('canvas'));
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
      chunks: chunkSeats(model),
      rows: rowNumberItems(model),
      screen: screenGeometry(model),
      picture: null,
    };
  }

  clear(): void {
    this.hall = null;
    this.selected = [];
    this.avatarSeats = [];
    this.hover = this.focus = -1;
  }

  setCamera(cam: Readonly<Camera>, viewWidth: number, viewHeight: number): void {
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
    if (this.hall && seats.length > 0) this.hall.picture = null;
  }

  resize(width: number, height: number, resolution: number): void {
    this.res = resolution;
    this.canvas.width = Math.max(1, Math.round(width * resolution));
    this.canvas.height = Math.max(1, Math.round(height * resolution));
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
  }

  render(): void {
    if (this.destroyed) return;
    const ctx = this.ctx;
    const r = this.res;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = this.opts.background;
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    const hall = this.hall;
    if (!hall) return;
    const { scale, x, y } = this.cam;
    ctx.setTransform(r * scale, 0, 0, r * scale, r * x, r * y);
    ctx.imageSmoothingEnabled = true;
    const seat = hall.model.pitch * SEAT_FILL;
    this.drawDecor(hall);
    if (seat * scale * r < IMPOSTOR_SEAT_PX) {
      hall.picture ??= drawPicture(hall);
      ctx.drawImage(hall.picture, 0, 0, hall.model.width, hall.model.height);
    } else {
      this.drawSeats(hall, seat * scale >= SEAT_NUMBER_PX);
    }
    if (seat * scale >= ROW_NUMBER_PX) drawLabels(ctx, hall.rows, '#8b8f9c');
    this.drawOverlays(hall, seat);
  }

  /** The seats of the chunks in view, and their numbers when zoomed in far enough. */
  private drawSeats(hall: HallDrawing, numbers: boolean): void {
    const ctx = this.ctx;
    const { model, chunks } = hall;
    const s = this.cam.scale;
    const x0 = -this.cam.x / s;
    const y0 = -this.cam.y / s;
    const x1 = (this.viewW - this.cam.x) / s;
    const y1 = (this.viewH - this.cam.y) / s;
    const half = (model.pitch * SEAT_FILL) / 2;
    for (let c = 0; c < chunks.count; c++) {
      if (!chunkVisible(chunks, c, x0, y0, x1, y1, model.pitch)) continue;
      for (let k = chunks.start[c]!; k < chunks.start[c + 1]!; k++) {
        const i = chunks.seats[k]!;
        drawFrame(
          ctx,
          hall,
          seatFrame(model, i),
          model.xs[i]! - half,
          model.ys[i]! - half,
          2 * half,
        );
      }
    }
    if (!numbers) return;
    ctx.fillStyle = '#15161b';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = `600 ${model.pitch * 0.38}px system-ui, sans-serif`;
    for (let c = 0; c < chunks.count; c++) {
      if (!chunkVisible(chunks, c, x0, y0, x1, y1, model.pitch)) continue;
      for (let k = chunks.start[c]!; k < chunks.start[c + 1]!; k++) {
        const i = chunks.seats[k]!;
        ctx.fillText(placeLabel(model, i), model.xs[i]!, model.ys[i]! + model.pitch * 0.06);
      }
    }
  }

  private drawDecor(hall: HallDrawing): void {
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
    ctx.fillStyle = '#c9ccd6';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    ctx.font = `${p * 1.4}px system-ui, sans-serif`;
    ctx.letterSpacing = `${p * 0.2}px`;
    ctx.fillText(this.opts.labels.screen.toUpperCase(), screen.cx, screen.sy + p * 0.6);
    ctx.letterSpacing = '0px';
    model.enters.forEach((e, k) => {
      const s = exitSize(model, k);
      ctx.fillStyle = '#2e9e5b';
      roundRectPath(ctx, e.x - s / 2, e.y - s / 2, s, s, s * 0.15);
      ctx.fill();
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = s * 0.12;
      ctx.beginPath();
      ctx.moveTo(e.x - s * 0.25, e.y);
      ctx.lineTo(e.x + s * 0.25, e.y);
      ctx.stroke();
      ctx.fillStyle = '#7fd6a2';
      ctx.font = `${p * 0.55}px system-ui, sans-serif`;
      ctx.fillText(this.opts.labels.exit, e.x, e.y + s * 0.6);
    });
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
    this.clear();
    this.canvas.width = this.canvas.height = 0;
    this.canvas.remove();
  }
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

function drawLabels(
  ctx: CanvasRenderingContext2D,
  items: readonly TextItem[],
  color: string,
): void {
  ctx.fillStyle = color;
  ctx.textBaseline = 'middle';
  let font = '';
  for (const it of items) {
    const f = `600 ${it.height}px system-ui, sans-serif`;
    if (f !== font) ctx.font = font = f;
    ctx.textAlign = it.align;
    ctx.fillText(it.text, it.x, it.y);
  }
}

/**
 * The far picture: every seat drawn once at the scale where a seat is IMPOSTOR_SEAT_PX wide
 * (longest side capped), then drawn as one image while seats are that small.
 */
function drawPicture(hall: HallDrawing): HTMLCanvasElement {
  const { model } = hall;
  const seat = model.pitch * SEAT_FILL;
  const k = Math.min(
    IMPOSTOR_SEAT_PX / seat,
    IMPOSTOR_MAX_SIDE / Math.max(model.width, model.height, 1),
  );
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(model.width * k));
  canvas.height = Math.max(1, Math.ceil(model.height * k));
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.setTransform(k, 0, 0, k, 0, 0);
  ctx.imageSmoothingEnabled = true;
  for (let i = 0; i < model.count; i++) {
    drawFrame(
      ctx,
      hall,
      seatFrame(model, i),
      model.xs[i]! - seat / 2,
      model.ys[i]! - seat / 2,
      seat,
    );
  }
  return canvas;
}
