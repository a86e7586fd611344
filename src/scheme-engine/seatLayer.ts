/**
 * The seats and their numbers: one static mesh per spatial chunk (see chunks.ts) over the
 * atlas texture, plus the seat-number meshes built the first time the zoom asks for them.
 * Per frame the layer only toggles chunk visibility: no per-seat work, no allocation.
 */
import { type Buffer, Container, Mesh, MeshGeometry, type Texture } from 'pixi.js';
import type { AtlasLayout } from './atlas';
import { chunkOfSlot, chunkSeats, chunkVisible, type SeatChunks, seatSlots } from './chunks';
import { buildSeatQuads, buildTextQuads, type QuadArrays, seatNumberItems } from './geometry';
import type { HallModel } from './hallModel';

/**
 * A static, never-batched mesh of quads over the atlas. The 16-bit positions are box steps,
 * so the mesh's own transform (position = box origin, scale = units per step) maps them to
 * world units; UVs are normalised 16-bit.
 */
export function quadMesh(q: QuadArrays, texture: Texture): Mesh<MeshGeometry> {
  const geometry = new MeshGeometry({
    // pixi types these as Float32Array; the attribute formats below say what they are.
    positions: q.positions as unknown as Float32Array,
    uvs: q.uvs as unknown as Float32Array,
    // pixi types the indices as 32-bit, but draws 16-bit ones as UNSIGNED_SHORT (GlGeometrySystem).
    indices: q.indices as Uint32Array,
  });
  const pos = geometry.attributes.aPosition!;
  pos.format = 'uint16x2';
  pos.stride = 4;
  const uv = geometry.attributes.aUV!;
  uv.format = 'unorm16x2';
  uv.stride = 4;
  // Uploaded once and drawn by one call from its own buffers.
  geometry.batchMode = 'no-batch';
  const mesh = new Mesh({ geometry, texture });
  mesh.position.set(q.box.x, q.box.y);
  mesh.scale.set(q.box.sx, q.box.sy);
  return mesh;
}

/** Frees a quad mesh and its geometry (a destroyed mesh forgets its geometry, so take it first). */
export function destroyQuadMesh(mesh: Mesh<MeshGeometry>): void {
  const g = mesh.geometry;
  mesh.destroy();
  g.destroy();
}

/**
 * Seat-number meshes kept for chunks that scrolled out of view, so panning back and forth
 * does not rebuild them; beyond this the oldest hidden ones are freed (~100 KB each at 1,500 seats).
 */
export const KEPT_HIDDEN_NUMBER_MESHES = 4;

const EMPTY = new Uint16Array(0) as unknown as Float32Array;

export class SeatLayer {
  /** Seat meshes; the seat-number meshes go into {@link numbers}, drawn above. */
  readonly seats = new Container();
  readonly numbers = new Container();
  private readonly chunks: SeatChunks;
  /** Chunks whose vertex arrays are still on the CPU side, waiting for {@link releaseUploaded}. */
  private readonly pending: Uint8Array;
  private readonly meshes: Mesh<MeshGeometry>[] = [];
  /** Seat-number mesh of each chunk, built the first time the chunk is seen zoomed in. */
  private readonly numberMeshes: (Mesh<MeshGeometry> | null)[];
  /** Chunks with a number mesh, least recently visible first. */
  private readonly numberOrder: number[] = [];
  private numbersOn = false;
  private readonly dirty: Uint8Array;
  /** Slot of each seat in the chunks, built on the first status change. */
  private slots: Int32Array | null = null;

  constructor(
    private readonly model: HallModel,
    private readonly texture: Texture,
    private readonly layout: AtlasLayout,
  ) {
    this.chunks = chunkSeats(model);
    this.dirty = new Uint8Array(this.chunks.count);
    this.pending = new Uint8Array(this.chunks.count).fill(1);
    this.numberMeshes = new Array<Mesh<MeshGeometry> | null>(this.chunks.count).fill(null);
    for (let c = 0; c < this.chunks.count; c++) {
      const q = buildSeatQuads(model, layout.height, this.chunkSeats(c));
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

  /** Marks seat i's chunk for a new look (its model flags changed); {@link flush} applies it. */
  setLook(i: number): void {
    this.slots ??= seatSlots(this.chunks);
    this.dirty[chunkOfSlot(this.chunks, this.slots[i]!)] = 1;
  }

  /**
   * Rebuilds the vertex arrays of the chunks whose looks changed and hands them to pixi for
   * upload; they are released again after the next frame.
   */
  flush(): void {
    for (let c = 0; c < this.dirty.length; c++) {
      if (!this.dirty[c]) continue;
      this.dirty[c] = 0;
      this.refill(c);
    }
  }

  /**
   * Gives every chunk its vertex arrays again (after a lost context the GPU buffers are gone
   * and pixi re-uploads from the CPU side).
   */
  restore(): void {
    for (let c = 0; c < this.meshes.length; c++) this.refill(c);
  }

  private refill(c: number): void {
    // The arrays are a pure function of the model, so rebuilding gives the same box and steps.
    const q = buildSeatQuads(this.model, this.layout.height, this.chunkSeats(c));
    const g = this.meshes[c]!.geometry;
    g.getBuffer('aPosition').data = q.positions as unknown as Float32Array;
    g.getBuffer('aUV').data = q.uvs as unknown as Float32Array;
    this.pending[c] = 1;
  }

  /**
   * Drops the CPU copies of the seat vertices once the GPU has them (3.2 MB at 100,000 seats):
   * `upload` makes sure a chunk that was not drawn yet is uploaded first. Both arrays are
   * functions of the model, rebuilt by {@link flush} and {@link restore} when needed.
   */
  releaseUploaded(upload: (buffer: Buffer) => void): void {
    for (let c = 0; c < this.pending.length; c++) {
      if (!this.pending[c]) continue;
      this.pending[c] = 0;
      const g = this.meshes[c]!.geometry;
      for (const buffer of [g.getBuffer('aPosition'), g.getBuffer('aUV')]) {
        upload(buffer);
        // Same-or-smaller data and no GPU sync: pixi keeps the uploaded buffer as it is.
        buffer.setDataWithSize(EMPTY, 0, false);
      }
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
      this.numberOrder.push(c);
    }
    if (!mesh) return;
    if (visible && !mesh.visible) {
      // Most recently shown last, so the oldest hidden meshes are freed first.
      const at = this.numberOrder.indexOf(c);
      if (at >= 0) this.numberOrder.splice(at, 1);
      this.numberOrder.push(c);
    }
    mesh.visible = visible;
  }

  /** Frees the least recently shown hidden number meshes beyond the kept few. */
  private trimNumbers(): void {
    let hidden = 0;
    for (const c of this.numberOrder) if (!this.meshes[c]!.visible) hidden++;
    for (let k = 0; hidden > KEPT_HIDDEN_NUMBER_MESHES && k < this.numberOrder.length;) {
      const c = this.numberOrder[k]!;
      const mesh = this.numberMeshes[c];
      if (!mesh || this.meshes[c]!.visible) {
        k++;
        continue;
      }
      this.numberOrder.splice(k, 1);
      this.numberMeshes[c] = null;
      this.numbers.removeChild(mesh);
      destroyQuadMesh(mesh);
      hidden--;
    }
  }

  /** How many seat-number meshes exist (tests check the memory cap). */
  get numberMeshCount(): number {
    return this.numberOrder.length;
  }

  /** Hides chunks outside the world rectangle [x0, x1] x [y0, y1]. */
  cull(x0: number, y0: number, x1: number, y1: number): void {
    const margin = this.model.pitch;
    let changed = false;
    for (let c = 0; c < this.meshes.length; c++) {
      const mesh = this.meshes[c]!;
      const visible = chunkVisible(this.chunks, c, x0, y0, x1, y1, margin);
      if (visible !== mesh.visible) changed = true;
      mesh.visible = visible;
      if (this.numbersOn) this.syncNumbers(c);
    }
    if (changed && this.numberOrder.length > KEPT_HIDDEN_NUMBER_MESHES) this.trimNumbers();
  }

  /** Frees meshes and geometries (the texture belongs to the engine). */
  destroy(): void {
    for (const m of [...this.meshes, ...this.numberMeshes]) if (m) destroyQuadMesh(m);
    this.seats.destroy();
    this.numbers.destroy();
  }
}
