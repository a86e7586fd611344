/**
 * The seats and their numbers: one static mesh per spatial chunk (see chunks.ts) over the
 * atlas texture, plus the seat-number meshes built the first time the zoom asks for them.
 * Per frame the layer only toggles chunk visibility: no per-seat work, no allocation.
 */
import { Container, Mesh, MeshGeometry, type Texture } from 'pixi.js';
import type { AtlasLayout } from './atlas';
import { chunkSeats, chunkVisible, type SeatChunks } from './chunks';
import {
  buildSeatQuads,
  buildTextQuads,
  type QuadArrays,
  seatFrame,
  seatNumberItems,
  writeFrame,
} from './geometry';
import type { HallModel } from './hallModel';

/** A static, never-batched mesh of quads over the atlas. */
export function quadMesh(q: QuadArrays, texture: Texture): Mesh<MeshGeometry> {
  const geometry = new MeshGeometry({
    positions: q.positions,
    uvs: q.uvs,
    // pixi types the indices as 32-bit, but draws 16-bit ones as UNSIGNED_SHORT (GlGeometrySystem).
    indices: q.indices as Uint32Array,
  });
  // Uploaded once and drawn by one call from its own buffers.
  geometry.batchMode = 'no-batch';
  return new Mesh({ geometry, texture });
}

export class SeatLayer {
  /** Seat meshes; the seat-number meshes go into {@link numbers}, drawn above. */
  readonly seats = new Container();
  readonly numbers = new Container();
  private readonly chunks: SeatChunks;
  private readonly quads: QuadArrays[] = [];
  private readonly meshes: Mesh<MeshGeometry>[] = [];
  /** Seat-number mesh of each chunk, built the first time the chunk is seen zoomed in. */
  private readonly numberMeshes: (Mesh<MeshGeometry> | null)[];
  private numbersOn = false;
  private readonly dirty: Uint8Array;

  constructor(
    private readonly model: HallModel,
    private readonly texture: Texture,
    private readonly layout: AtlasLayout,
  ) {
    this.chunks = chunkSeats(model);
    this.dirty = new Uint8Array(this.chunks.count);
    this.numberMeshes = new Array<Mesh<MeshGeometry> | null>(this.chunks.count).fill(null);
    for (let c = 0; c < this.chunks.count; c++) {
      const q = buildSeatQuads(model, this.chunkSeats(c));
      this.quads.push(q);
      const mesh = quadMesh(q, texture);
      this.meshes.push(mesh);
      this.seats.addChild(mesh);
    }
    this.numbers.visible = false;
  }

  /** The seat meshes, one per chunk (the far level of detail draws them into a picture). */
  get chunkMeshes(): readonly Mesh<MeshGeometry>[] {
    return this.meshes;
  }

  private chunkSeats(c: number): Int32Array {
    return this.chunks.seats.subarray(this.chunks.start[c]!, this.chunks.start[c + 1]!);
  }

  /** Redraws seat i's base look into its chunk (uploaded by {@link flush}). */
  setLook(i: number): void {
    const c = this.chunks.chunkOf[i]!;
    writeFrame(this.quads[c]!.uvs, this.chunks.localOf[i]!, seatFrame(this.model, i));
    this.dirty[c] = 1;
  }

  /** Uploads the UVs of the chunks whose looks changed. */
  flush(): void {
    for (let c = 0; c < this.dirty.length; c++) {
      if (!this.dirty[c]) continue;
      this.dirty[c] = 0;
      this.meshes[c]!.geometry.getBuffer('aUV').update();
    }
  }

  /**
   * Shows or hides the seat numbers. Each chunk's numbers are built the first time it is
   * visible with numbers on: glyph quads for a whole 100,000-seat hall would cost ~20 MB.
   */
  showNumbers(on: boolean): void {
    if (on === this.numbersOn) return;
    this.numbersOn = on;
    this.numbers.visible = on;
    if (on) for (let c = 0; c < this.meshes.length; c++) this.syncNumbers(c);
  }

  private syncNumbers(c: number): void {
    const visible = this.meshes[c]!.visible;
    let mesh = this.numberMeshes[c]!;
    if (!mesh && visible && this.numbersOn) {
      const items = seatNumberItems(this.model, this.chunkSeats(c));
      mesh = quadMesh(buildTextQuads(items, this.layout), this.texture);
      mesh.tint = 0x15161b;
      this.numberMeshes[c] = mesh;
      this.numbers.addChild(mesh);
    }
    if (mesh) mesh.visible = visible;
  }

  /** Hides chunks outside the world rectangle [x0, x1] x [y0, y1]. */
  cull(x0: number, y0: number, x1: number, y1: number): void {
    const margin = this.model.pitch;
    for (let c = 0; c < this.meshes.length; c++) {
      this.meshes[c]!.visible = chunkVisible(this.chunks, c, x0, y0, x1, y1, margin);
      if (this.numbersOn) this.syncNumbers(c);
    }
  }

  /** Frees meshes and geometries (the texture belongs to the engine). */
  destroy(): void {
    for (const m of [...this.meshes, ...this.numberMeshes]) {
      if (!m) continue;
      const g = m.geometry;
      m.destroy();
      g.destroy();
    }
    this.seats.destroy();
    this.numbers.destroy();
  }
}
