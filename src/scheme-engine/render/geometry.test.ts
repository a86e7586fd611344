import { describe, expect, it } from 'vitest';
import {
  atlasHeight,
  atlasLayout,
  colorFrame,
  FRAME_SOLD,
  frameUv,
  glyphFrame,
  glyphSet,
} from './atlas';
import {
  buildSeatQuads,
  buildTextQuads,
  quadIndices,
  type QuadArrays,
  quantizePositions,
  rowNumberItems,
  seatFrame,
} from './geometry';
import { buildHallModel } from '../model/hallModel';

/** World x of vertex v of quad arrays `q` (decodes the 16-bit steps). */
function vertexX(q: QuadArrays, v: number): number {
  return q.box.x + q.positions[v * 2]! * q.box.sx;
}

/** World y of vertex v of quad arrays `q`. */
function vertexY(q: QuadArrays, v: number): number {
  return q.box.y + q.positions[v * 2 + 1]! * q.box.sy;
}

const model = buildHallModel({
  width: 100,
  height: 60,
  places: [
    { id: 1, x: 10, y: 10, row: 1, place: 1, price: 300, status: true },
    { id: 2, x: 30, y: 10, row: 1, place: 2, price: 500, status: true },
    { id: 3, x: 50, y: 10, row: 1, place: 3, price: 300, status: false },
    { id: 4, x: 10, y: 40, row: 2, place: 1, price: 300, status: true, isChild: true },
  ],
});

describe('seat geometry', () => {
  it('draws one quad per seat centred on the seat', () => {
    const q = buildSeatQuads(model, 256);
    expect(q.quads).toBe(4);
    expect(q.indices).toEqual(quadIndices(4));
    // World units: quad 1 (seat 2) spans its corners 0 and 2 around (30, 10).
    expect(q.positions).toBeInstanceOf(Float32Array);
    expect((q.positions[8]! + q.positions[12]!) / 2).toBeCloseTo(30, 4);
    expect((q.positions[9]! + q.positions[13]!) / 2).toBeCloseTo(10, 4);
    expect(q.positions[12]! - q.positions[8]!).toBeCloseTo(model.pitch * 0.86, 4);
  });
  it('writes unorm16 UVs of the frame for the atlas height', () => {
    const q = buildSeatQuads(model, 256);
    const uv = frameUv(seatFrame(model, 0), false, new Float32Array(4), 256);
    expect(q.uvs[0]! / 65535).toBeCloseTo(uv[0]!, 4);
    expect(q.uvs[1]! / 65535).toBeCloseTo(uv[1]!, 4);
    expect(q.uvs[5]! / 65535).toBeCloseTo(uv[3]!, 4);
  });
  it('quantises positions to 16-bit steps of their box, within half a step', () => {
    const pos = new Float32Array([-500.25, 12, 733.5, 980.125, 10, 10, 0, 0]);
    const { positions, box } = quantizePositions(pos);
    expect(positions[0]).toBe(0);
    expect(positions[2]).toBe(65535);
    const q = { positions, box, uvs: new Uint16Array(8), indices: quadIndices(1), quads: 1 };
    for (let v = 0; v < 4; v++) {
      expect(Math.abs(vertexX(q, v) - pos[v * 2]!)).toBeLessThanOrEqual(box.sx / 2 + 1e-9);
      expect(Math.abs(vertexY(q, v) - pos[v * 2 + 1]!)).toBeLessThanOrEqual(box.sy / 2 + 1e-9);
    }
    // One point still has a finite box.
    expect(quantizePositions(new Float32Array([5, 5])).box.sx).toBeGreaterThan(0);
  });
  it('sizes the atlas height to the cells it holds', () => {
    expect(atlasHeight(1)).toBe(64);
    expect(atlasHeight(16)).toBe(64);
    expect(atlasHeight(17)).toBe(128);
    expect(atlasHeight(40)).toBe(256);
    expect(atlasHeight(256)).toBe(1024);
    // Three tier colours and ten digits: 23 cells, two rows.
    expect(atlasLayout(['#fff', '#000', '#f00'], '0123456789').height).toBe(128);
  });
  it('picks looks from the flags: sold, vip, child', () => {
    expect(seatFrame(model, 2)).toBe(FRAME_SOLD);
    expect(seatFrame(model, 1)).toBe(colorFrame(model.colorIndex[1]!, 1));
    expect(seatFrame(model, 3)).toBe(colorFrame(model.colorIndex[3]!, 2));
    expect(seatFrame(model, 0)).toBe(colorFrame(model.colorIndex[0]!, 0));
  });
  it('maps frames into distinct atlas cells', () => {
    const a = frameUv(0, false, new Float32Array(4));
    const b = frameUv(17, false, new Float32Array(4));
    expect(a[2]).toBeLessThan(b[2]!);
    expect(b[1]).toBeGreaterThan(a[3]!);
  });
});

describe('text geometry', () => {
  it('lays out one quad per known glyph, skipping unknown characters', () => {
    const layout = atlasLayout(model.colors, glyphSet(new Set(['1', '2']), model.colors.length));
    expect(layout.glyphs).toBe('12');
    const t = buildTextQuads([{ x: 0, y: 0, text: '12?', height: 10, align: 'right' }], layout);
    expect(t.quads).toBe(2);
    // Right-aligned text ends at x: the last glyph's advance slot is centred half an advance left.
    const adv = layout.advances[1]! * 10;
    expect((vertexX(t, 4) + vertexX(t, 5)) / 2).toBeCloseTo(-adv / 2, 3);
    expect(glyphFrame(layout, 0)).toBeGreaterThan(colorFrame(layout.colors.length - 1, 2));
  });
  it('puts row numbers at both ends of every row', () => {
    const items = rowNumberItems(model);
    expect(items).toHaveLength(4);
    expect(items.filter((i) => i.text === '1').map((i) => i.align)).toEqual(['right', 'left']);
  });
});

describe('quad indices', () => {
  it('shares one 16-bit pattern while 16 bits address the quads, then goes 32-bit', () => {
    const a = quadIndices(3);
    expect(a).toBeInstanceOf(Uint16Array);
    expect(a.buffer).toBe(quadIndices(2).buffer);
    const b = quadIndices(5000);
    expect(Array.from(a)).toEqual([0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7, 8, 9, 10, 8, 10, 11]);
    expect(b[4999 * 6 + 5]).toBe(4999 * 4 + 3);
    const big = quadIndices(20000);
    expect(big).toBeInstanceOf(Uint32Array);
    expect(big[19999 * 6 + 4]).toBe(19999 * 4 + 2);
  });
});
