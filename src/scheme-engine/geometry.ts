/**
 * Quad geometry for the seat mesh and the label meshes: flat typed arrays the renderer uploads
 * once. Changing a seat's look rewrites its 8 UV floats, nothing else.
 */
import { type AtlasLayout, colorFrame, FRAME_SOLD, frameUv, glyphFrame } from './atlas';
import { type HallModel, placeLabel, rowLabel, SEAT_CHILD, SEAT_SOLD, SEAT_VIP } from './hallModel';

/** Share of the pitch a drawn seat occupies: the rest is the gap between seats. */
export const SEAT_FILL = 0.86;

export interface QuadArrays {
  positions: Float32Array;
  uvs: Float32Array;
  /** 16-bit (shared, see {@link quadIndices}) up to {@link MAX_QUADS_16} quads, else 32-bit. */
  indices: Uint16Array | Uint32Array;
  quads: number;
}

/** The most quads a 16-bit index buffer can address (4 vertices each). */
export const MAX_QUADS_16 = 65536 / 4;

const tmpUv = new Float32Array(4);

// Every quad mesh has the same index pattern, so all meshes of up to MAX_QUADS_16 quads share
// views of one 16-bit array: at 100,000 seats this saves 2.4 MB of per-chunk index arrays.
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
export function writeQuad(
  pos: Float32Array,
  q: number,
  x: number,
  y: number,
  hw: number,
  hh: number,
): void {
  const o = q * 8;
  pos[o] = x - hw;
  pos[o + 1] = y - hh;
  pos[o + 2] = x + hw;
  pos[o + 3] = y - hh;
  pos[o + 4] = x + hw;
  pos[o + 5] = y + hh;
  pos[o + 6] = x - hw;
  pos[o + 7] = y + hh;
}

/** Writes the UVs of atlas `frame` into quad q. */
export function writeFrame(uvs: Float32Array, q: number, frame: number): void {
  frameUv(frame, false, tmpUv);
  const o = q * 8;
  uvs[o] = tmpUv[0]!;
  uvs[o + 1] = tmpUv[1]!;
  uvs[o + 2] = tmpUv[2]!;
  uvs[o + 3] = tmpUv[1]!;
  uvs[o + 4] = tmpUv[2]!;
  uvs[o + 5] = tmpUv[3]!;
  uvs[o + 6] = tmpUv[0]!;
  uvs[o + 7] = tmpUv[3]!;
}

/** The atlas frame of seat i's base look (selection is an overlay, not a base look). */
export function seatFrame(model: HallModel, i: number): number {
  const f = model.flags[i]!;
  if (f & SEAT_SOLD) return FRAME_SOLD;
  const c = model.colorIndex[i]!;
  if (f & SEAT_CHILD) return colorFrame(c, 2);
  return colorFrame(c, f & SEAT_VIP ? 1 : 0);
}

/** One quad per seat, for all seats or for the listed ones (quad k draws seats[k]). */
export function buildSeatQuads(model: HallModel, seats?: Int32Array): QuadArrays {
  const n = seats ? seats.length : model.count;
  const positions = new Float32Array(n * 8);
  const uvs = new Float32Array(n * 8);
  const half = (model.pitch * SEAT_FILL) / 2;
  for (let k = 0; k < n; k++) {
    const i = seats ? seats[k]! : k;
    writeQuad(positions, k, model.xs[i]!, model.ys[i]!, half, half);
    writeFrame(uvs, k, seatFrame(model, i));
  }
  return { positions, uvs, indices: quadIndices(n), quads: n };
}

/** A line of text to lay out: centred on (x, y), or ending at x when align is 'right'. */
export interface TextItem {
  x: number;
  y: number;
  text: string;
  height: number;
  align: 'center' | 'left' | 'right';
}

/** Lays out glyph quads for many short labels into one mesh's arrays. */
export function buildTextQuads(items: readonly TextItem[], layout: AtlasLayout): QuadArrays {
  const index = new Map<string, number>();
  for (let g = 0; g < layout.glyphs.length; g++) index.set(layout.glyphs[g]!, g);
  let quads = 0;
  for (const it of items) for (const ch of it.text) if (index.has(ch)) quads++;
  const positions = new Float32Array(quads * 8);
  const uvs = new Float32Array(quads * 8);
  let q = 0;
  for (const it of items) {
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
      writeQuad(positions, q, pen + adv / 2, it.y, it.height / 2, it.height / 2);
      writeFrame(uvs, q, glyphFrame(layout, g));
      pen += adv;
      q++;
    }
  }
  return { positions, uvs, indices: quadIndices(quads), quads };
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
  const left = new Map<number, number>();
  const right = new Map<number, number>();
  for (let i = 0; i < model.count; i++) {
    const r = model.rowIds[i]!;
    const l = left.get(r);
    if (l === undefined || model.xs[i]! < model.xs[l]!) left.set(r, i);
    const rt = right.get(r);
    if (rt === undefined || model.xs[i]! > model.xs[rt]!) right.set(r, i);
  }
  const h = model.pitch * 0.5;
  const gap = model.pitch * 0.75;
  const items: TextItem[] = [];
  for (const [r, i] of left) {
    const j = right.get(r)!;
    const text = rowLabel(model, i);
    items.push({ x: model.xs[i]! - gap, y: model.ys[i]!, text, height: h, align: 'right' });
    items.push({ x: model.xs[j]! + gap, y: model.ys[j]!, text, height: h, align: 'left' });
  }
  return items;
}
