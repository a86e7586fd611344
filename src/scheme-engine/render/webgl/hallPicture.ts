/**
 * The far and near pictures of the hall: when seats are drawn only a few pixels wide, the whole
 * seat mesh is replaced by one picture of it, rendered once into a texture (mipmapped for the
 * far picture; the near picture of decision 035d has sharper seats and no mip levels).
 *
 * Why: software WebGL (and weak phone GPUs) pays per triangle, not per pixel, for tiny
 * triangles; at the fit scale of a 100,000-seat hall the mesh is 200,000 triangles of 2 px
 * and costs far more than the single textured quad that shows the same pixels. Selection,
 * avatars, exits and the screen stay live overlays above it; sale-status changes mark the
 * picture stale and it is redrawn the next time it is shown.
 *
 * A picture is drawn with pixi's one-texture mesh shader (quadRanges.ts), not as a Sprite:
 * a Sprite goes through the batcher, whose fragment shader chooses among 16 textures per pixel,
 * and under software WebGL that made this full-view quad cost ~40 ms instead of ~13 ms
 * (decision 035c). The picture is painted over the map's background colour and drawn without
 * blending, so it must lie under the screen and exits (it covers the whole hall rectangle).
 */
import {
  type ColorSource,
  Color,
  Container,
  Matrix,
  MeshGeometry,
  RenderTexture,
  Texture,
  type WebGLRenderer,
} from 'pixi.js';
import { FAR_PICTURE_MAX_SIDE, FAR_PICTURE_SEAT_PX } from '../scene';
import { QuadRanges } from './quadRanges';

/**
 * The near picture (decision 035d): seats NEAR_SEAT_PX wide, longest side at most
 * NEAR_MAX_SIDE, no mip levels (it is shown at most 2x smaller). It serves the views where
 * seats are drawn between FAR_PICTURE_SEAT_PX and its own seat size, which on software WebGL
 * were the slowest seat-mesh frames (30,000 seats: 22-25 ms median there with the meshes,
 * 13-15 ms with this one full-view quad). It costs GPU memory (~40 MB at 4,096 x 2,417)
 * and one long frame when first needed, so it is made only for big halls.
 */
export const NEAR_SEAT_PX = 12;
const NEAR_MAX_SIDE = 4096;
/** A near picture whose seats would be smaller than this (capped by its side) is not made. */
export const NEAR_MIN_SEAT_PX = 9;
/** Nor for halls with fewer seats: their meshes are cheap at any zoom. */
export const NEAR_MIN_SEATS = 10000;

export interface PictureLevel {
  /** Seat size in the picture, px (before the side cap). */
  seatPx: number;
  /** Longest side, px. */
  maxSide: number;
  /** Mip levels, for pictures shown much smaller than they are. */
  mipmaps: boolean;
}

export const FAR_LEVEL: PictureLevel = {
  seatPx: FAR_PICTURE_SEAT_PX,
  maxSide: FAR_PICTURE_MAX_SIDE,
  mipmaps: true,
};
export const NEAR_LEVEL: PictureLevel = {
  seatPx: NEAR_SEAT_PX,
  maxSide: NEAR_MAX_SIDE,
  mipmaps: false,
};

/** A picture of every seat at one level, drawn as one opaque quad in world units. */
export class HallPicture {
  /** The picture, placed in world units; visible only while its level is on. */
  readonly mesh: QuadRanges;
  private readonly geometry: MeshGeometry;
  private texture: RenderTexture | null = null;
  private fresh = false;
  private readonly clearColor: [number, number, number, number];

  constructor(
    private readonly worldWidth: number,
    private readonly worldHeight: number,
    /** The size of a drawn seat, world units. */
    private readonly seatSize: number,
    /** The map's background: the picture is opaque, painted over it. */
    background: ColorSource,
    private readonly level: PictureLevel = FAR_LEVEL,
  ) {
    const [r, g, b] = new Color(background).toArray();
    this.clearColor = [r!, g!, b!, 1];
    const w = worldWidth;
    const h = worldHeight;
    const geometry = new MeshGeometry({
      positions: new Float32Array([0, 0, w, 0, w, h, 0, h]),
      uvs: new Float32Array([0, 0, 1, 0, 1, 1, 0, 1]),
      indices: new Uint32Array([0, 1, 2, 0, 2, 3]),
    });
    geometry.batchMode = 'no-batch';
    this.geometry = geometry;
    this.mesh = new QuadRanges({
      texture: Texture.EMPTY,
      ranges: (draw) => draw(geometry, 0, 6),
      owned: geometry,
      opaque: true,
    });
    this.mesh.visible = false;
  }

  /** True when seats drawn at `scale` (world to device px) are small enough for the picture. */
  wanted(scale: number): boolean {
    return this.seatSize * scale < FAR_PICTURE_SEAT_PX;
  }

  /** Picture pixels per world unit. */
  get pictureScale(): number {
    return Math.min(
      this.level.seatPx / this.seatSize,
      this.level.maxSide / Math.max(this.worldWidth, this.worldHeight),
    );
  }

  /** Seat size in the picture, px. */
  get pictureSeatPx(): number {
    return this.seatSize * this.pictureScale;
  }

  /**
   * True when seats drawn at `scale` are no larger than in the picture (it is never shown
   * magnified) and not in the far picture's range.
   */
  covers(scale: number): boolean {
    const px = this.seatSize * scale;
    return px >= FAR_PICTURE_SEAT_PX && px <= this.pictureSeatPx;
  }

  /** The picture no longer matches the seats (a status changed, or the context was lost). */
  invalidate(): void {
    this.fresh = false;
  }

  /** True when the picture matches the seats and can be shown. */
  get ready(): boolean {
    return this.fresh;
  }

  /**
   * Makes the picture current: draws `seats` (a display object that draws every seat from
   * the seat layer's geometry) into the texture at the scale where a seat is the level's size,
   * capped so the longest side is the level's, and rebuilds the mip levels where it has them.
   */
  update(renderer: WebGLRenderer, seats: Container): void {
    if (this.fresh) return;
    this.fresh = true;
    const s = this.pictureScale;
    const w = Math.max(1, Math.ceil(this.worldWidth * s));
    const h = Math.max(1, Math.ceil(this.worldHeight * s));
    if (!this.texture || this.texture.width !== w || this.texture.height !== h) {
      this.texture?.destroy(true);
      this.texture = RenderTexture.create({
        width: w,
        height: h,
        resolution: 1,
        autoGenerateMipmaps: this.level.mipmaps,
        scaleMode: 'linear',
        // Bilinear within one mip level: the full-view picture is fill-bound (decision 035b).
        mipmapFilter: 'nearest',
      });
    }
    const group = new Container();
    group.addChild(seats);
    renderer.render({
      container: group,
      target: this.texture,
      clear: true,
      clearColor: this.clearColor,
      transform: new Matrix().scale(s, s),
    });
    // The seats belong to the caller.
    group.removeChild(seats);
    group.destroy();
    if (this.level.mipmaps) this.texture.source.updateMipmaps();
    this.mesh.setTexture(this.texture);
    // The texture is whole pixels: it covers a little more than the hall (w / s world units).
    const pos = this.geometry.getBuffer('aPosition');
    const data = pos.data as Float32Array;
    data[2] = data[4] = w / s;
    data[5] = data[7] = h / s;
    pos.update();
  }

  destroy(): void {
    this.mesh.destroy();
    this.texture?.destroy(true);
    this.texture = null;
  }
}
