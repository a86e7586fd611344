/**
 * The seats and their numbers (decision 035e). All seats are one static mesh over the atlas
 * texture, its quads ordered by the cells of a uniform grid (model/gridCells.ts), row-major. The cells
 * of one grid row that a view meets are one contiguous run of quads, so a frame draws the
 * seats in view with one index range per visible grid row (runs that touch are merged: the
 * whole hall is one draw). Seat numbers are built the first time the zoom asks for them, per
 * tile of a few cells of one grid row, and drawn the same way.
 *
 * Both are drawn by QuadRanges (quadRanges.ts), a pixi RenderContainer: they stay static in
 * the world render group (no display object per part of the hall to show or hide, so pixi
 * never rebuilds its instruction list while panning), and each frame costs a few divisions to
 * find the visible cells and one GL draw per run, not one mesh (uniform upload, bind, draw)
 * per block of seats as in decision 030.
 */
import { type Buffer, type Geometry, MeshGeometry, type Texture } from 'pixi.js';
import type { AtlasLayout } from '../atlas';
import {
  cellAt,
  cellOfSlot,
  cellsOf,
  eachRun,
  type SeatGrid,
  seatSlots,
  visibleCells,
} from '../../model/gridCells';
import {
  buildSeatQuads,
  layoutText,
  type QuadArrays,
  seatNumberItems,
  type WorldQuads,
  writeSeatUvs,
} from '../geometry';
import type { HallModel } from '../../model/hallModel';
import { type DrawRange, QuadRanges } from './quadRanges';

/**
 * A static drawing of quads over the atlas, drawn whole (the row numbers). The 16-bit
 * positions are box steps, so its own transform (position = box origin, scale = units per
 * step) maps them to world units; UVs are normalised 16-bit.
 */
export function staticQuads(q: QuadArrays, texture: Texture, tint: number): QuadRanges {
  const geometry = quadGeometry(q.positions, q.uvs, q.indices, 'uint16x2');
  const view = new QuadRanges({
    texture,
    tint,
    ranges: (draw) => draw(geometry, 0, q.quads * 6),
    owned: geometry,
  });
  view.position.set(q.box.x, q.box.y);
  view.scale.set(q.box.sx, q.box.sy);
  return view;
}

/** Geometry of quads with unorm16 UVs and positions in `format`, uploaded once. */
function quadGeometry(
  positions: Float32Array | Uint16Array,
  uvs: Uint16Array,
  indices: Uint16Array | Uint32Array,
  format: 'uint16x2' | 'float32x2',
): MeshGeometry {
  const geometry = new MeshGeometry({
    // pixi types these as Float32Array; the attribute formats below say what they are.
    positions: positions as Float32Array,
    uvs: uvs as unknown as Float32Array,
    // pixi types the indices as 32-bit, but draws 16-bit ones as UNSIGNED_SHORT (GlGeometrySystem).
    indices: indices as Uint32Array,
  });
  const pos = geometry.attributes.aPosition!;
  pos.format = format;
  pos.stride = format === 'uint16x2' ? 4 : 8;
  const uv = geometry.attributes.aUV!;
  uv.format = 'unorm16x2';
  uv.stride = 4;
  // Drawn by one call (or one per range) from its own buffers, never copied into a batch.
  geometry.batchMode = 'no-batch';
  return geometry;
}

/**
 * Seat-number tiles kept for tiles that scrolled out of view, so panning back and forth does
 * not rebuild them; beyond this the oldest hidden ones are freed (~70 KB each on the GPU).
 */
export const KEPT_HIDDEN_NUMBER_TILES = 8;
/** Seat numbers are built in tiles of this many cells of one grid row (~1,000 seats). */
const CELLS_PER_NUMBER_TILE = 4;
/** Number tiles built per frame, in seats (one tile of ~1,000 seats takes ~2 ms here). */
const NUMBER_SEATS_PER_FRAME = 1000;

/** Seat numbers of cells [col0, col0 + cells) of one grid row. */
interface NumberTile {
  geometry: MeshGeometry;
  /** First glyph quad of each of its cells (cells + 1 entries). */
  cellStarts: Int32Array;
  /** How many seats it labels. */
  seats: number;
  /** Its vertex arrays are still on the CPU side, waiting for {@link SeatLayer.releaseUploaded}. */
  pending: boolean;
  /** Drawn since it was (re)built: its index buffer is on the GPU (see releaseUploaded). */
  drawn: boolean;
  visible: boolean;
}

/** Writes part of a GPU buffer whose CPU copy was dropped (`data` goes at `byteOffset`). */
export type WriteBuffer = (buffer: Buffer, byteOffset: number, data: Uint16Array) => void;

const EMPTY16 = new Uint16Array(0);
const EMPTY32 = new Uint32Array(0);
const EMPTYF = new Float32Array(0);

export class SeatLayer {
  /** Draws the seats in view; {@link numbers} draws their numbers above. */
  readonly seats: QuadRanges;
  readonly numbers: QuadRanges;
  private readonly grid: SeatGrid;
  private readonly geometry: MeshGeometry;
  private readonly quads: number;
  /** The seat arrays are still on the CPU side (before the first upload, or rebuilt). */
  private pending = true;
  /** The index buffer went to the GPU with a draw (only a draw uploads it safely). */
  private indicesDrawn = false;
  private readonly dirty: Uint8Array;
  /** Slot of each seat in the grid order, built on the first status change. */
  private slots: Int32Array | null = null;
  /** First and last visible column and row, or none when {@link anyVisible} is false. */
  private readonly view = new Int32Array(4);
  private anyVisible = true;
  private numbersOn = false;
  private readonly tilesPerRow: number;
  private readonly tiles: (NumberTile | null)[];
  /** Tiles with numbers, least recently visible first. */
  private readonly tileOrder: number[] = [];

  constructor(
    private readonly model: HallModel,
    private readonly texture: Texture,
    private readonly layout: AtlasLayout,
    private readonly write: WriteBuffer,
  ) {
    const grid = cellsOf(model);
    this.grid = grid;
    const q = buildSeatQuads(model, layout.height, grid.seats);
    this.quads = q.quads;
    this.geometry = quadGeometry(q.positions, q.uvs, q.indices, 'float32x2');
    this.dirty = new Uint8Array(grid.cols * grid.rows);
    this.view.set([0, grid.cols - 1, 0, grid.rows - 1]);
    this.tilesPerRow = Math.ceil(grid.cols / CELLS_PER_NUMBER_TILE);
    this.tiles = new Array<NumberTile | null>(this.tilesPerRow * grid.rows).fill(null);
    this.seats = new QuadRanges({
      texture,
      ranges: (draw) => {
        if (this.drawSeats(draw) > 0) this.indicesDrawn = true;
      },
    });
    this.numbers = new QuadRanges({ texture, tint: 0x15161b, ranges: this.drawNumbers });
    this.numbers.visible = false;
  }

  /** A display object that draws every seat (the far pictures are drawn from it). */
  allSeats(): QuadRanges {
    return new QuadRanges({
      texture: this.texture,
      ranges: (draw) => {
        draw(this.geometry, 0, this.quads * 6);
        this.indicesDrawn = true;
      },
    });
  }

  /** The runs of quads the seats in view are drawn with: [first quad, quads] (tests). */
  seatRuns(): [number, number][] {
    const runs: [number, number][] = [];
    this.drawSeats((_, start, size) => runs.push([start / 6, size / 6]));
    return runs;
  }

  /** Draws the runs of quads in view; returns how many. */
  private drawSeats(draw: DrawRange): number {
    if (!this.anyVisible) return 0;
    let runs = 0;
    let from = -1;
    let to = -1;
    const flush = (): void => {
      if (to <= from) return;
      draw(this.geometry, from * 6, (to - from) * 6);
      runs++;
    };
    // One run per visible grid row; runs that touch (whole rows in view) are drawn as one.
    eachRun(this.grid, this.view, (s, e) => {
      if (s === e) return;
      if (s === to) {
        to = e;
        return;
      }
      flush();
      from = s;
      to = e;
    });
    flush();
    return runs;
  }

  private readonly drawNumbers = (draw: DrawRange): void => {
    const v = this.view;
    const k = CELLS_PER_NUMBER_TILE;
    this.eachTileInView((t, c) => {
      const tile = this.tiles[t];
      if (!tile) return;
      // The tile's cells in view: [a, b] of its own.
      const a = Math.max(v[0]!, c * k) - c * k;
      const b = Math.min(v[1]!, c * k + k - 1) - c * k;
      const s = tile.cellStarts[a]!;
      const n = tile.cellStarts[b + 1]! - s;
      if (n === 0) return;
      draw(tile.geometry, s * 6, n * 6);
      tile.drawn = true;
    });
  };

  /** Calls `fn` with each number tile in view: its index and its tile column. */
  private eachTileInView(fn: (t: number, c: number) => void): void {
    if (!this.anyVisible) return;
    const v = this.view;
    const k = CELLS_PER_NUMBER_TILE;
    for (let r = v[2]!; r <= v[3]!; r++)
      for (let c = Math.floor(v[0]! / k); c <= Math.floor(v[1]! / k); c++)
        fn(r * this.tilesPerRow + c, c);
  }

  /** Marks seat i's cell for a new look (its model flags changed); {@link flush} applies it. */
  setLook(i: number): void {
    this.slots ??= seatSlots(this.grid);
    this.dirty[cellOfSlot(this.grid, this.slots[i]!)] = 1;
  }

  /**
   * Rewrites the UVs of the cells whose looks changed: into the CPU copy while it is still
   * there, else straight into the GPU buffer (a few hundred seats' worth per cell).
   */
  flush(): void {
    const grid = this.grid;
    const uvBuffer = this.geometry.getBuffer('aUV');
    let changedCopy = false;
    for (let c = 0; c < this.dirty.length; c++) {
      if (!this.dirty[c]) continue;
      this.dirty[c] = 0;
      const s = grid.start[c]!;
      const seats = grid.seats.subarray(s, grid.start[c + 1]!);
      if (this.pending) {
        const all = uvBuffer.data as unknown as Uint16Array;
        writeSeatUvs(this.model, this.layout.height, all.subarray(s * 8), seats);
        changedCopy = true;
      } else {
        const uvs = new Uint16Array(seats.length * 8);
        writeSeatUvs(this.model, this.layout.height, uvs, seats);
        this.write(uvBuffer, s * 16, uvs);
      }
    }
    if (changedCopy) uvBuffer.update();
  }

  /**
   * Gives the seats (and the built number tiles) their vertex arrays again: after a lost
   * context the GPU buffers are gone and pixi re-uploads from the CPU side.
   */
  restore(): void {
    // The arrays are a pure function of the model and the grid.
    const q = buildSeatQuads(this.model, this.layout.height, this.grid.seats);
    setQuads(this.geometry, q);
    this.pending = true;
    this.indicesDrawn = false;
    for (let t = 0; t < this.tiles.length; t++) {
      const tile = this.tiles[t];
      if (!tile) continue;
      setQuads(tile.geometry, this.numberQuads(t));
      tile.pending = true;
      tile.drawn = false;
    }
  }

  /**
   * Drops the CPU copies of the vertices once the GPU has them (4.8 MB at 100,000 seats):
   * `upload` makes sure a vertex buffer is uploaded first. The index buffer goes up with the
   * geometry's first draw (uploading it outside a draw would rebind whichever vertex array
   * pixi left bound), so its copy is dropped only after one. All are functions of the model,
   * rebuilt by {@link restore} when needed.
   */
  releaseUploaded(upload: (buffer: Buffer) => void): void {
    if (this.pending && this.indicesDrawn) {
      this.pending = false;
      release(this.geometry, upload);
    }
    for (const tile of this.tiles) {
      if (!tile?.pending || !tile.drawn) continue;
      tile.pending = false;
      release(tile.geometry, upload);
    }
  }

  /**
   * Shows or hides the seat numbers. Tiles are built (by {@link buildTiles}) the first time
   * they are in view with numbers on: glyph quads for a whole 100,000-seat hall would cost
   * ~20 MB.
   */
  showNumbers(on: boolean): void {
    if (on === this.numbersOn) return;
    this.numbersOn = on;
    this.numbers.visible = on;
    if (on) this.syncTiles();
  }

  /** Hides the cells outside the world rectangle [x0, x1] x [y0, y1]. */
  cull(x0: number, y0: number, x1: number, y1: number): void {
    const v = this.view;
    const [c0, c1, r0, r1] = v;
    const was = this.anyVisible;
    this.anyVisible = visibleCells(this.grid, x0, y0, x1, y1, this.model.pitch, v);
    if (!this.numbersOn) return;
    if (was !== this.anyVisible || c0 !== v[0] || c1 !== v[1] || r0 !== v[2] || r1 !== v[3])
      this.syncTiles();
  }

  /** Marks the built number tiles in view visible, the rest hidden, and frees the oldest hidden ones. */
  private syncTiles(): void {
    for (const t of this.tileOrder) this.tiles[t]!.visible = false;
    this.eachTileInView((t) => {
      const tile = this.tiles[t];
      if (!tile) return;
      // Most recently shown last, so the oldest hidden tiles are freed first.
      this.tileOrder.splice(this.tileOrder.indexOf(t), 1);
      this.tileOrder.push(t);
      tile.visible = true;
    });
    let hidden = 0;
    for (const t of this.tileOrder) if (!this.tiles[t]!.visible) hidden++;
    for (let n = 0; hidden > KEPT_HIDDEN_NUMBER_TILES && n < this.tileOrder.length;) {
      const t = this.tileOrder[n]!;
      const tile = this.tiles[t]!;
      if (tile.visible) {
        n++;
        continue;
      }
      this.tileOrder.splice(n, 1);
      this.tiles[t] = null;
      tile.geometry.destroy(true);
      hidden--;
    }
  }

  /**
   * Builds number tiles in view that are missing, about {@link NUMBER_SEATS_PER_FRAME} seats'
   * worth per call (one call per frame), so zooming in never spends one long frame on them;
   * returns true while some are still missing (the scene then asks for another frame).
   */
  buildTiles(): boolean {
    if (!this.numbersOn) return false;
    let budget = NUMBER_SEATS_PER_FRAME;
    let more = false;
    this.eachTileInView((t) => {
      if (this.tiles[t]) return;
      if (budget <= 0) {
        more = true;
        return;
      }
      const tile = this.buildTile(t);
      this.tiles[t] = tile;
      this.tileOrder.push(t);
      budget -= tile.seats;
    });
    return more;
  }

  /** Tile t's grid row, its cells [c0, c1), and its run [s, e) of grid.seats. */
  private tileRange(t: number): { r: number; c0: number; c1: number; s: number; e: number } {
    const grid = this.grid;
    const r = Math.floor(t / this.tilesPerRow);
    const c0 = (t % this.tilesPerRow) * CELLS_PER_NUMBER_TILE;
    const c1 = Math.min(grid.cols, c0 + CELLS_PER_NUMBER_TILE);
    const s = grid.start[cellAt(grid, c0, r)]!;
    const e = grid.start[cellAt(grid, c1 - 1, r) + 1]!;
    return { r, c0, c1, s, e };
  }

  /** The glyph quads of tile t; `cellStarts` (cells + 1) receives each cell's first quad. */
  private numberQuads(t: number, cellStarts?: Int32Array): WorldQuads {
    const grid = this.grid;
    const { r, c0, c1, s, e } = this.tileRange(t);
    const seats = grid.seats.subarray(s, e);
    const itemStarts = cellStarts ? new Int32Array(seats.length + 1) : undefined;
    const q = layoutText(seatNumberItems(this.model, seats), this.layout, itemStarts);
    if (cellStarts && itemStarts)
      for (let c = c0; c <= c1; c++) {
        const first = c < c1 ? grid.start[cellAt(grid, c, r)]! : e;
        cellStarts[c - c0] = itemStarts[first - s]!;
      }
    return q;
  }

  private buildTile(t: number): NumberTile {
    const { c0, c1, s, e } = this.tileRange(t);
    const cellStarts = new Int32Array(c1 - c0 + 1);
    const q = this.numberQuads(t, cellStarts);
    const geometry = quadGeometry(q.positions, q.uvs, q.indices, 'float32x2');
    return { geometry, cellStarts, seats: e - s, pending: true, drawn: false, visible: true };
  }

  /** How many number tiles exist (tests check the memory cap). */
  get numberTileCount(): number {
    return this.tileOrder.length;
  }

  /** How many number tiles are in view. */
  get visibleNumberTiles(): number {
    let n = 0;
    for (const t of this.tileOrder) if (this.tiles[t]!.visible) n++;
    return n;
  }

  /** Frees the geometries (the texture belongs to the engine). */
  destroy(): void {
    // With their buffers: pixi's timed GC is off (pixiScene.ts), nothing else would free them.
    this.geometry.destroy(true);
    for (const tile of this.tiles) tile?.geometry.destroy(true);
    this.seats.destroy();
    this.numbers.destroy();
  }
}

/** Gives a geometry new vertex arrays (and indices) to upload. */
function setQuads(g: Geometry, q: WorldQuads): void {
  g.getBuffer('aPosition').data = q.positions;
  g.getBuffer('aUV').data = q.uvs as unknown as Float32Array;
  g.indexBuffer.data = q.indices as Uint32Array;
}

/**
 * Uploads a geometry's vertex buffers and drops their CPU copies, and the index copy when it
 * is its own (the 16-bit pattern is a view shared by every quad mesh).
 */
function release(g: Geometry, upload: (buffer: Buffer) => void): void {
  for (const name of ['aPosition', 'aUV']) {
    const buffer = g.getBuffer(name);
    upload(buffer);
    // Same-or-smaller data and no GPU sync: pixi keeps the uploaded buffer as it is.
    buffer.setDataWithSize(name === 'aUV' ? EMPTY16 : EMPTYF, 0, false);
  }
  if (g.indexBuffer.data instanceof Uint32Array) g.indexBuffer.setDataWithSize(EMPTY32, 0, false);
}
