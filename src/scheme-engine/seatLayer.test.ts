import { Texture } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { atlasLayout, glyphSet } from './atlas';
import { generateHall } from './generateHall';
import { buildHallModel, labelChars } from './hallModel';
import { KEPT_HIDDEN_NUMBER_MESHES, SeatLayer } from './seatLayer';

describe('SeatLayer', () => {
  const model = buildHallModel(generateHall({ seats: 30000, curved: true, seed: 5 }));
  const layout = atlasLayout(model.colors, glyphSet(labelChars(model), model.colors.length));

  it('uses 16-bit vertex formats with the chunk box as the mesh transform', () => {
    const layer = new SeatLayer(model, Texture.WHITE, layout);
    const mesh = layer.chunkMeshes[0]!;
    expect(mesh.geometry.attributes.aPosition!.format).toBe('uint16x2');
    expect(mesh.geometry.attributes.aUV!.format).toBe('unorm16x2');
    expect(mesh.scale.x).toBeLessThan(1);
    expect(mesh.position.x).toBeLessThan(model.xs[0]! + model.pitch);
    layer.destroy();
  });

  it('drops the CPU copies after upload and rebuilds them for a status change', () => {
    const layer = new SeatLayer(model, Texture.WHITE, layout);
    const uploaded: number[] = [];
    layer.releaseUploaded((b) => uploaded.push(b.data.length));
    expect(uploaded.length).toBe(layer.chunkMeshes.length * 2);
    expect(uploaded.every((n) => n > 0)).toBe(true);
    const g = layer.chunkMeshes[0]!.geometry;
    expect(g.getBuffer('aUV').data.length).toBe(0);
    layer.setLook(0);
    layer.flush();
    expect(layer.chunkMeshes.some((m) => m.geometry.getBuffer('aUV').data.length > 0)).toBe(true);
    uploaded.length = 0;
    layer.releaseUploaded((b) => uploaded.push(b.data.length));
    expect(uploaded.length).toBe(2);
    layer.destroy();
  });

  it('keeps seat numbers only for chunks in view plus a few recently seen', () => {
    const layer = new SeatLayer(model, Texture.WHITE, layout);
    layer.showNumbers(true);
    const w = model.width;
    const h = model.height;
    // Pan a small window over the whole hall: every chunk is seen once.
    for (let y = 0; y < h; y += h / 6)
      for (let x = 0; x < w; x += w / 8) layer.cull(x, y, x + w / 10, y + h / 8);
    const visible = layer.chunkMeshes.filter((m) => m.visible).length;
    expect(layer.chunkMeshes.length).toBeGreaterThan(12);
    expect(layer.numberMeshCount).toBeGreaterThan(0);
    expect(layer.numberMeshCount).toBeLessThanOrEqual(visible + KEPT_HIDDEN_NUMBER_MESHES);
    layer.destroy();
  });
});
