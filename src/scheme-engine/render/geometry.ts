/**
 * Quad geometry for the seat mesh and the label meshes: flat typed arrays the renderer uploads
 * once. Changing a seat's look rewrites its 8 UVs, nothing else. UVs are unorm16 fractions of
 * the atlas.
 *
 * The seats and their numbers are in world units ({@link WorldQuads}: one mesh for the whole
 * hall, drawn by index ranges, decision 035e). The row numbers, one small mesh drawn whole,
 * keep 16-bit positions: steps of 1/65535 of the mesh's own bounding box that the mesh
 * transform maps back (see {@link QuadArrays.box}).
 */
import { type AtlasLayout, colorFrame, FRAME_SOLD, frameUv, glyphFrame } from './atlas';
import {
  type HallModel,
  placeLabel,
  rowLabel,
  SEAT_CHILD,
  SEAT_SOLD,
  SEAT_VIP,
} from '../model/hallModel';

/** Share of the pitch a drawn seat occupies: the rest is the gap between seats. */
export const SEAT_FILL = 0.86;

export interface QuadArrays {
  /** Vertex positions in steps of the box: world x = box.x + p * box.sx (uint16x2). */
  positions: Uint16Array;
  /** Atlas UVs, 65535 = 1 (unorm16x2). */
  uvs: Uint16Array;
  /** Where the steps sit in the world: origin and world units per step. */
  box: { x: number; y: number; sx: number; sy: number };
  /** 16-bit (shared, see {@link quadIndices}) up to {@link MAX_QUADS_16} quads, else 32-bit. */
  indices: Uint16Array | Uint32Array;
  quads: number;
}

/** The most quads a 16-bit index buffer can address (4 vertices each). */
const MAX_QUADS_16 = 65536 / 4;

const tmpUv = new Float32Array(4);
/** The largest 16-bit step. */
const STEPS = 65535;

// Every quad mesh has the same index pattern, so all meshes of up to MAX_QUADS_16 quads (number
// tiles, row numbers, the seats of halls up to 16,384 seats) share views of one 16-bit array.
let shared16 = new Uint16Array(0);

/**
 * Index buffer of `quads` quads (two triangles each): a read-only view of one shared 16-bit
 * array when 16 bits can address the quads, else a new 32-bit array.
 */
export function quadIndices(quads: number): Uint16Array | Uint32Array {
  if (quads <= MAX_QUADS_16) {
    if (shared16.length < quads * 6) {
      shared16 = new Uint16Array(Math.min(MAX_QUADS_16, Math.ceil(quads / 1024) * 1024) * 6);
      fillQuadIndices(shared16, shared16.length / 6);
    }
    return shared16.subarray(0, quads * 6);
  }
  const idx = new Uint32Array(quads * 6);
  fillQuadIndices(idx, quads);
  return idx;
}

function fillQuadIndices(idx: Uint16Array | Uint32Array, quads: number): void {
  for (let q = 0, v = 0, k = 0; q < quads; q++, v += 4, k += 6) {
    idx[k] = v;
    idx[k + 1] = v + 1;
    idx[k + 2] = v + 2;
    idx[k + 3] = v;
    idx[k + 4] = v + 2;
    idx[k + 5] = v + 3;
  }
}

/** Writes quad q centred at (x, y) with half sizes (hw, hh). */
function writeQuad(
  pos: Float32Array,
  q: number,
  x: number,
  y: number,
  hw: number,
  hh: number,
): void {
  writeCorners(pos, q, x - hw, y - hh, x + hw, y + hh);
}

/** Writes the four corners of rectangle [x0, x1] x [y0, y1] into quad q (8 values). */
function writeCorners(
  out: Float32Array | Uint16Array,
  q: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): void {
  const o = q * 8;
  out[o] = x0;
  out[o + 1] = y0;
  out[o + 2] = x1;
  out[o + 3] = y0;
  out[o + 4] = x1;
  out[o + 5] = y1;
  out[o + 6] = x0;
  out[o + 7] = y1;
}

/**
 * Writes the UVs of atlas `frame` (atlas `height` px tall) into quad q, as unorm16: its inner
 * area, or the part [l, r] x [t, b] of it (shares of the inner area).
 */
function writeFrame(
  uvs: Uint16Array,
  q: number,
  frame: number,
  height: number,
  l = 0,
  t = 0,
  r = 1,
  b = 1,
): void {
  frameUv(frame, false, tmpUv, height);
  const du = tmpUv[2]! - tmpUv[0]!;
  const dv = tmpUv[3]! - tmpUv[1]!;
  writeCorners(
    uvs,
    q,
    Math.round((tmpUv[0]! + l * du) * STEPS),
    Math.round((tmpUv[1]! + t * dv) * STEPS),
    Math.round((tmpUv[0]! + r * du) * STEPS),
    Math.round((tmpUv[1]! + b * dv) * STEPS),
  );
}

/**
 * Quantises world positions (a temporary float array) to 16-bit steps of their bounding box.
 * The box is at least 1e-3 units wide, so a single point or a line stays finite.
 */
export function quantizePositions(pos: Float32Array): {
  positions: Uint16Array;
  box: QuadArrays['box'];
} {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let k = 0; k < pos.length; k += 2) {
    const x = pos[k]!;
    const y = pos[k + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (pos.length === 0) minX = minY = maxX = maxY = 0;
  const sx = Math.max(maxX - minX, 1e-3) / STEPS;
  const sy = Math.max(maxY - minY, 1e-3) / STEPS;
  const positions = new Uint16Array(pos.length);
  for (let k = 0; k < pos.length; k += 2) {
    positions[k] = Math.round((pos[k]! - minX) / sx);
    positions[k + 1] = Math.round((pos[k + 1]! - minY) / sy);
  }
  return { positions, box: { x: minX, y: minY, sx, sy } };
}

/** The atlas frame of seat i's base look (selection is an overlay, not a base look). */
export function seatFrame(model: HallModel, i: number): number {
  const f = model.flags[i]!;
  if (f & SEAT_SOLD) return FRAME_SOLD;
  const c = model.colorIndex[i]!;
  if (f & SEAT_CHILD) return colorFrame(c, 2);
  return colorFrame(c, f & SEAT_VIP ? 1 : 0);
}

/** Quads in world units (32-bit float positions), for meshes drawn by index ranges. */
export interface WorldQuads {
  /** Vertex positions, hall units (x, y per vertex; 4 vertices per quad). */
  positions: Float32Array;
  /** Atlas UVs, 65535 = 1 (unorm16x2). */
  uvs: Uint16Array;
  indices: Uint16Array | Uint32Array;
  quads: number;
}

/**
 * One quad per seat, for all seats or for the listed ones (quad k draws seats[k]), with UVs
 * for an atlas `atlasHeight` px tall. Positions are world units: the seat layer draws one
 * mesh of the whole hall by index ranges (decision 035e), so there is no per-mesh box.
 */
export function buildSeatQuads(
  model: HallModel,
  atlasHeight: number,
  seats?: Int32Array,
): WorldQuads {
  const n = seats ? seats.length : model.count;
  const half = (model.pitch * SEAT_FILL) / 2;
  const positions = new Float32Array(n * 8);
  for (let k = 0; k < n; k++) {
    const i = seats ? seats[k]! : k;
    writeQuad(positions, k, model.xs[i]!, model.ys[i]!, half, half);
  }
  const uvs = new Uint16Array(n * 8);
  writeSeatUvs(model, atlasHeight, uvs, seats);
  return { positions, uvs, indices: quadIndices(n), quads: n };
}

/** Writes the UVs of each seat's base look into `uvs` (quad k: seats[k], or seat k). */
export function writeSeatUvs(
  model: HallModel,
  atlasHeight: number,
  uvs: Uint16Array,
  seats?: Int32Array,
): void {
  const n = seats ? seats.length : model.count;
  for (let k = 0; k < n; k++)
    writeFrame(uvs, k, seatFrame(model, seats ? seats[k]! : k), atlasHeight);
}

/** A line of text to lay out: centred on (x, y), or ending at x when align is 'right'. */
export interface TextItem {
  x: number;
  y: number;
  text: string;
  height: number;
  align: 'center' | 'left' | 'right';
}

/**
 * Lays out glyph quads for many short labels, in world units. When `itemStarts` is given
 * (items + 1 entries) it receives the first quad of every item, so a caller can draw the
 * labels of a run of items as one index range.
 */
export function layoutText(
  items: readonly TextItem[],
  layout: AtlasLayout,
  itemStarts?: Int32Array,
): WorldQuads {
  const index = new Map<string, number>();
  for (let g = 0; g < layout.glyphs.length; g++) index.set(layout.glyphs[g]!, g);
  let quads = 0;
  for (const it of items) for (const ch of it.text) if (index.has(ch)) quads++;
  const pos = new Float32Array(quads * 8);
  const uvs = new Uint16Array(quads * 8);
  let q = 0;
  for (let n = 0; n < items.length; n++) {
    const it = items[n]!;
    if (itemStarts) itemStarts[n] = q;
    let width = 0;
    for (const ch of it.text) {
      const g = index.get(ch);
      if (g !== undefined) width += layout.advances[g]! * it.height;
    }
    let pen = it.align === 'center' ? it.x - width / 2 : it.align === 'right' ? it.x - width : it.x;
    for (const ch of it.text) {
      const g = index.get(ch);
      if (g === undefined) continue;
      const adv = layout.advances[g]! * it.height;
      // Only the glyph's ink box of its square cell (inner area) is drawn.
      const i = g * 4;
      const l = layout.inks[i]!;
      const t = layout.inks[i + 1]!;
      const r = layout.inks[i + 2]!;
      const b = layout.inks[i + 3]!;
      const h = it.height;
      writeQuad(
        pos,
        q,
        pen + adv / 2 + ((l + r) / 2 - 0.5) * h,
        it.y + ((t + b) / 2 - 0.5) * h,
        ((r - l) / 2) * h,
        ((b - t) / 2) * h,
      );
      writeFrame(uvs, q, glyphFrame(layout, g), layout.height, l, t, r, b);
      pen += adv;
      q++;
    }
  }
  if (itemStarts) itemStarts[items.length] = q;
  return { positions: pos, uvs, indices: quadIndices(quads), quads };
}

/** Glyph quads for many short labels in one 16-bit mesh's arrays (the row numbers). */
export function buildTextQuads(items: readonly TextItem[], layout: AtlasLayout): QuadArrays {
  const t = layoutText(items, layout);
  const { positions, box } = quantizePositions(t.positions);
  return { positions, uvs: t.uvs, box, indices: t.indices, quads: t.quads };
}

/** Seat numbers (of all seats, or the listed ones), centred below the backrest band. */
export function seatNumberItems(model: HallModel, seats?: Int32Array): TextItem[] {
  const h = model.pitch * 0.38;
  const n = seats ? seats.length : model.count;
  const items: TextItem[] = new Array<TextItem>(n);
  for (let k = 0; k < n; k++) {
    const i = seats ? seats[k]! : k;
    items[k] = {
      x: model.xs[i]!,
      y: model.ys[i]! + model.pitch * 0.06,
      text: placeLabel(model, i),
      height: h,
      align: 'center',
    };
  }
  return items;
}

/** Row numbers at both ends of every row. */
export function rowNumberItems(model: HallModel): TextItem[] {
  // Row ids are 0, 1, 2... in the order rows first appear: typed arrays instead of Maps (a
  // cold first frame runs this loop interpreted, decision 324).
  const { rowIds, xs } = model;
  let rows = 0;
  for (let i = 0; i < model.count; i++) rows = Math.max(rows, rowIds[i]! + 1);
  const left = new Int32Array(rows).fill(-1);
  const right = new Int32Array(rows).fill(-1);
  for (let i = 0; i < model.count; i++) {
    const r = rowIds[i]!;
    const l = left[r]!;
    if (l < 0 || xs[i]! < xs[l]!) left[r] = i;
    const rt = right[r]!;
    if (rt < 0 || xs[i]! > xs[rt]!) right[r] = i;
  }
  const h = model.pitch * 0.5;
  const gap = model.pitch * 0.75;
  const items: TextItem[] = [];
  for (let r = 0; r < rows; r++) {
    const i = left[r]!;
    if (i < 0) continue;
    const j = right[r]!;
    const text = rowLabel(model, i);
    items.push({ x: model.xs[i]! - gap, y: model.ys[i]!, text, height: h, align: 'right' });
    items.push({ x: model.xs[j]! + gap, y: model.ys[j]!, text, height: h, align: 'left' });
  }
  return items;
}
