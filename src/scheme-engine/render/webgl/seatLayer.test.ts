import { type Buffer, Texture } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { atlasLayout, glyphSet } from '../atlas';
import { gridSeats } from '../../model/gridCells';
import { generateHall } from '../../model/generateHall';
import { writeSeatUvs } from '../geometry';
import { buildHallModel, labelChars, SEAT_SOLD } from '../../model/hallModel';
import { KEPT_HIDDEN_NUMBER_TILES, SeatLayer, type WriteBuffer } from './seatLayer';

describe('SeatLayer', () => {
  const model = buildHallModel(generateHall({ seats: 30000, curved: true, seed: 5 }));
  const layout = atlasLayout(model.colors, glyphSet(labelChars(model), model.colors.length));
  // The layer orders its quads by the same (deterministic) grid.
  const grid = gridSeats(model);
  const noWrite: WriteBuffer = () => {};
  const allQuads = (runs: [number, number][]): Set<number> => {
    const quads = new Set<number>();
    for (const [s, n] of runs) for (let q = s; q < s + n; q++) quads.add(q);
    return quads;
  };

  it('draws the whole hall with one call', () => {
    const layer = new SeatLayer(model, Texture.WHITE, layout, noWrite);
    layer.cull(-10, -10, model.width + 10, model.height + 10);
    expect(layer.seatRuns()).toEqual([[0, 30000]]);
    layer.destroy();
  });

  it('draws every seat in a zoomed view, one run per grid row, and few seats outside it', () => {
    const layer = new SeatLayer(model, Texture.WHITE, layout, noWrite);
    const x0 = model.width * 0.4;
    const y0 = model.height * 0.4;
    const x1 = x0 + model.width / 8;
    const y1 = y0 + model.height / 8;
    layer.cull(x0, y0, x1, y1);
    const runs = layer.seatRuns();
    expect(runs.length).toBeGreaterThan(1);
    expect(runs.length).toBeLessThanOrEqual(grid.rows);
    const drawn = allQuads(runs);
    let inView = 0;
    for (let q = 0; q < grid.seats.length; q++) {
      const i = grid.seats[q]!;
      const x = model.xs[i]!;
      const y = model.ys[i]!;
      if (x >= x0 && x <= x1 && y >= y0 && y <= y1) {
        inView++;
        expect(drawn.has(q)).toBe(true);
      }
    }
    expect(inView).toBeGreaterThan(100);
    // Culled at cell size: a view of 1/64 of the hall draws a small share of it.
    expect(drawn.size).toBeLessThan(30000 / 8);
    layer.cull(-1e6, -1e6, -1e6 + 10, -1e6 + 10);
    expect(layer.seatRuns()).toEqual([]);
    layer.destroy();
  });

  it('drops the CPU copies after the first draw and then writes status changes to the GPU', () => {
    const writes: { offset: number; data: Uint16Array }[] = [];
    const layer = new SeatLayer(model, Texture.WHITE, layout, (_b, offset, data) =>
      writes.push({ offset, data }),
    );
    const uploaded: Buffer[] = [];
    // Not drawn yet: the index buffer can only go up with a draw, so nothing is dropped.
    layer.releaseUploaded((b) => uploaded.push(b));
    expect(uploaded).toEqual([]);
    // A status change meanwhile goes into the CPU copy, uploaded with the rest.
    const early = grid.seats[10]!;
    model.flags[early] = model.flags[early]! ^ SEAT_SOLD;
    layer.setLook(early);
    layer.flush();
    const cpu = new Uint16Array(8);
    writeSeatUvs(model, layout.height, cpu, new Int32Array([early]));
    model.flags[early] = model.flags[early]! ^ SEAT_SOLD;
    const uvs = (layer as unknown as { geometry: { getBuffer(n: string): Buffer } }).geometry;
    expect([...(uvs.getBuffer('aUV').data as Uint16Array).subarray(80, 88)]).toEqual([...cpu]);
    expect(writes).toEqual([]);
    layer.cull(-10, -10, model.width + 10, model.height + 10);
    (layer.seats as unknown as { render: (r: unknown) => void }).render({
      globalUniforms: { bindGroup: null },
      encoder: { draw: () => {} },
    });
    layer.releaseUploaded((b) => uploaded.push(b));
    // The two vertex buffers went up and their CPU copies are gone.
    expect(uploaded.map((b) => b.data.length)).toEqual([0, 0]);

    const seat = grid.seats[500]!;
    const before = model.flags[seat]!;
    model.flags[seat] = before ^ SEAT_SOLD;
    layer.setLook(seat);
    layer.flush();
    // One write: the seat's cell, at the cell's first quad (16 bytes of UVs per quad).
    expect(writes.length).toBe(1);
    const cellStart = grid.start.findLast((s, c) => c < grid.cols * grid.rows && s <= 500)!;
    expect(writes[0]!.offset).toBe(cellStart * 16);
    const expected = new Uint16Array(8);
    writeSeatUvs(model, layout.height, expected, new Int32Array([seat]));
    const k = 500 - cellStart;
    expect([...writes[0]!.data.subarray(k * 8, k * 8 + 8)]).toEqual([...expected]);
    model.flags[seat] = before;
    layer.destroy();
  });

  it('keeps seat numbers only for tiles in view plus a few recently seen', () => {
    const layer = new SeatLayer(model, Texture.WHITE, layout, noWrite);
    layer.showNumbers(true);
    const w = model.width;
    const h = model.height;
    // Pan a small window over the whole hall: every tile is seen once.
    let frames = 0;
    for (let y = 0; y < h; y += h / 6)
      for (let x = 0; x < w; x += w / 8) {
        layer.cull(x, y, x + w / 10, y + h / 8);
        // A frame builds a few tiles; the scene asks for frames until none is missing.
        while (layer.buildTiles()) frames++;
      }
    expect(frames).toBeGreaterThan(0);
    expect(layer.visibleNumberTiles).toBeGreaterThan(0);
    expect(layer.numberTileCount).toBeLessThanOrEqual(
      layer.visibleNumberTiles + KEPT_HIDDEN_NUMBER_TILES,
    );
    layer.destroy();
  });
});
