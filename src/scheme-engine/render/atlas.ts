/**
 * The texture atlas every seat, marker and label glyph is drawn from, so the whole hall is
 * one texture and a couple of draw calls. Layout is pure (tested); drawing uses a 2D canvas.
 * Cells are 64 px with a transparent border, so linear filtering and the first mip levels
 * never bleed a neighbour's colour into a seat.
 */
import { MAX_COLORS } from '../model/hallModel';

/** Atlas width; the height is sized to the cells a hall needs (see {@link atlasHeight}). */
const ATLAS_SIZE = 1024;
const CELL = 64;
const CELL_PAD = 6;
/** Atlas px kept around a glyph's ink (see {@link AtlasLayout.inks}). */
const INK_MARGIN = 5;
const PER_ROW = ATLAS_SIZE / CELL;
const MAX_CELLS = PER_ROW * PER_ROW;

/** Seat looks that do not depend on colour. */
export const FRAME_SOLD = 0;
export const FRAME_SELECTED = 1;
export const FRAME_RING = 2;
export const FRAME_AVATAR_FALLBACK = 3;
const FIXED_FRAMES = 4;

export interface AtlasLayout {
  colors: string[];
  glyphs: string;
  /** Advance of each glyph as a share of the glyph height. */
  advances: Float32Array;
  /**
   * Ink box of each glyph (with a margin for filtering) as shares of its cell's inner area:
   * left, top, right, bottom. Text quads cover only this box, not the whole square cell, so
   * seat numbers cost about half the pixels (decision 035d). The whole cell until drawn.
   */
  inks: Float32Array;
  cellCount: number;
  /** Atlas height, px: a power of two that holds the cells (256 for most halls, not 1024). */
  height: number;
}

/** The power-of-two height that holds `cells` cells (mipmaps need powers of two on WebGL 1). */
export function atlasHeight(cells: number): number {
  const rows = Math.max(1, Math.ceil(cells / PER_ROW));
  let h = CELL;
  while (h < rows * CELL) h *= 2;
  return h;
}

/** Frame of the free look of colour c (kind 0), its vip look (1) or its child look (2). */
export function colorFrame(c: number, kind: 0 | 1 | 2): number {
  return FIXED_FRAMES + c * 3 + kind;
}

/** Frame of glyph g (index into layout.glyphs). */
export function glyphFrame(layout: AtlasLayout, g: number): number {
  return FIXED_FRAMES + layout.colors.length * 3 + g;
}

/** The label characters as an atlas glyph string, capped so they fit the atlas. */
export function glyphSet(set: ReadonlySet<string>, colors: number): string {
  const room = MAX_CELLS - FIXED_FRAMES - colors * 3;
  return [...set].sort().slice(0, Math.max(0, room)).join('');
}

/** Plans the atlas for a hall's colours and label characters. */
export function atlasLayout(colors: readonly string[], glyphs: string): AtlasLayout {
  const used = colors.slice(0, MAX_COLORS);
  const chars = glyphs.slice(0, MAX_CELLS - FIXED_FRAMES - used.length * 3);
  const cellCount = FIXED_FRAMES + used.length * 3 + chars.length;
  return {
    colors: used,
    glyphs: chars,
    advances: new Float32Array(chars.length).fill(0.6),
    inks: Float32Array.from({ length: chars.length * 4 }, (_, k) => (k % 4 < 2 ? 0 : 1)),
    cellCount,
    height: atlasHeight(cellCount),
  };
}

/**
 * Writes the UV rectangle of `frame` (inner area, or the whole cell when `full`) into
 * `out` as [u0, v0, u1, v1] for an atlas `height` px tall; `out` is reused on hot paths.
 */
export function frameUv(
  frame: number,
  full: boolean,
  out: Float32Array,
  height = ATLAS_SIZE,
): Float32Array {
  const col = frame % PER_ROW;
  const row = (frame - col) / PER_ROW;
  const pad = full ? 0 : CELL_PAD;
  out[0] = (col * CELL + pad) / ATLAS_SIZE;
  out[1] = (row * CELL + pad) / height;
  out[2] = ((col + 1) * CELL - pad) / ATLAS_SIZE;
  out[3] = ((row + 1) * CELL - pad) / height;
  return out;
}

/** The pixel rectangle of `frame` in the atlas (inner area, or the whole cell when `full`). */
export function frameRect(
  frame: number,
  full: boolean,
): { x: number; y: number; width: number; height: number } {
  const [x, y] = cellOrigin(frame);
  const pad = full ? 0 : CELL_PAD;
  return { x: x + pad, y: y + pad, width: CELL - 2 * pad, height: CELL - 2 * pad };
}

/** Colours of the fixed looks, shared with the DOM parts (tooltip, legend). */
export const LOOK = {
  sold: '#4a4d57',
  soldMark: '#8b8f9c',
  selected: '#ff5a36',
  mark: '#ffffff',
  ring: '#ffffff',
  back: 'rgba(0,0,0,0.28)',
} as const;

/** Draws the atlas onto a canvas and fills in the glyph advances. */
export function drawAtlas(layout: AtlasLayout, canvas: HTMLCanvasElement): HTMLCanvasElement {
  canvas.width = ATLAS_SIZE;
  canvas.height = layout.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas is not available');
  ctx.clearRect(0, 0, ATLAS_SIZE, layout.height);
  drawSeat(ctx, FRAME_SOLD, LOOK.sold, 'sold');
  drawSeat(ctx, FRAME_SELECTED, LOOK.selected, 'selected');
  drawRing(ctx, FRAME_RING);
  drawAvatarFallback(ctx, FRAME_AVATAR_FALLBACK);
  layout.colors.forEach((color, c) => {
    drawSeat(ctx, colorFrame(c, 0), color, 'free');
    drawSeat(ctx, colorFrame(c, 1), color, 'vip');
    drawSeat(ctx, colorFrame(c, 2), color, 'child');
  });
  if (layout.glyphs.length === 0) return canvas;
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `600 ${CELL - 2 * CELL_PAD - 4}px system-ui, sans-serif`;
  for (let g = 0; g < layout.glyphs.length; g++) {
    const ch = layout.glyphs[g]!;
    const [x, y] = cellOrigin(glyphFrame(layout, g));
    ctx.fillText(ch, x + CELL / 2, y + CELL / 2 + 2);
    const m = ctx.measureText(ch);
    const inner = CELL - 2 * CELL_PAD;
    layout.advances[g] = Math.min(1, m.width / inner) + 0.04;
    // The ink box in the inner area, grown by INK_MARGIN for bilinear filtering at the mip
    // level seat numbers are drawn with (they show from seats 22 px wide: level 2 at most).
    const ox = CELL / 2 - CELL_PAD;
    const oy = CELL / 2 + 2 - CELL_PAD;
    const ink = (v: number): number => Math.min(1, Math.max(0, v / inner));
    layout.inks[g * 4] = ink(ox - m.actualBoundingBoxLeft - INK_MARGIN);
    layout.inks[g * 4 + 1] = ink(oy - m.actualBoundingBoxAscent - INK_MARGIN);
    layout.inks[g * 4 + 2] = ink(ox + m.actualBoundingBoxRight + INK_MARGIN);
    layout.inks[g * 4 + 3] = ink(oy + m.actualBoundingBoxDescent + INK_MARGIN);
  }
  return canvas;
}

function cellOrigin(frame: number): [number, number] {
  const col = frame % PER_ROW;
  return [col * CELL, ((frame - col) / PER_ROW) * CELL];
}

type SeatKind = 'free' | 'vip' | 'child' | 'sold' | 'selected';

/** A seat is a rounded square with a darker backrest band, so its shape reads at any size. */
function drawSeat(
  ctx: CanvasRenderingContext2D,
  frame: number,
  color: string,
  kind: SeatKind,
): void {
  const [cx, cy] = cellOrigin(frame);
  const x = cx + CELL_PAD;
  const y = cy + CELL_PAD;
  const s = CELL - 2 * CELL_PAD;
  const inset = kind === 'sold' ? 6 : 0;
  ctx.save();
  ctx.fillStyle = color;
  roundRectPath(ctx, x + inset, y + inset, s - 2 * inset, s - 2 * inset, 10);
  ctx.fill();
  if (kind !== 'sold') {
    ctx.fillStyle = LOOK.back;
    roundRectPath(ctx, x, y, s, s * 0.24, 8);
    ctx.fill();
  }
  ctx.strokeStyle = kind === 'sold' ? LOOK.soldMark : LOOK.mark;
  ctx.fillStyle = LOOK.mark;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  if (kind === 'sold') {
    // A cross: sold reads without colour.
    ctx.lineWidth = 5;
    ctx.beginPath();
    ctx.moveTo(x + 16, y + 16);
    ctx.lineTo(x + s - 16, y + s - 16);
    ctx.moveTo(x + s - 16, y + 16);
    ctx.lineTo(x + 16, y + s - 16);
    ctx.stroke();
  } else if (kind === 'selected') {
    ctx.lineWidth = 6;
    ctx.beginPath();
    ctx.moveTo(x + s * 0.24, y + s * 0.56);
    ctx.lineTo(x + s * 0.43, y + s * 0.75);
    ctx.lineTo(x + s * 0.78, y + s * 0.36);
    ctx.stroke();
  } else if (kind === 'vip') {
    // A diamond on the backrest marks the vip price (the seat number sits below it).
    const mx = x + s / 2;
    const my = y + s * 0.12;
    ctx.beginPath();
    ctx.moveTo(mx, my - 7);
    ctx.lineTo(mx + 9, my);
    ctx.lineTo(mx, my + 7);
    ctx.lineTo(mx - 9, my);
    ctx.closePath();
    ctx.fill();
  } else if (kind === 'child') {
    // A ring on the backrest marks a child seat.
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.arc(x + s / 2, y + s * 0.12, 5, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.restore();
}

function drawRing(ctx: CanvasRenderingContext2D, frame: number): void {
  const [x, y] = cellOrigin(frame);
  ctx.save();
  ctx.strokeStyle = LOOK.ring;
  ctx.lineWidth = 5;
  roundRectPath(ctx, x + 4, y + 4, CELL - 8, CELL - 8, 12);
  ctx.stroke();
  ctx.restore();
}

function drawAvatarFallback(ctx: CanvasRenderingContext2D, frame: number): void {
  const [x, y] = cellOrigin(frame);
  const c = CELL / 2;
  ctx.save();
  ctx.fillStyle = '#6c7080';
  ctx.beginPath();
  ctx.arc(x + c, y + c, c - CELL_PAD, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#d9dbe3';
  ctx.beginPath();
  ctx.arc(x + c, y + c - 6, 9, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x + c, y + c + 22, 17, Math.PI, 0);
  ctx.fill();
  ctx.restore();
}

export function roundRectPath(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}
