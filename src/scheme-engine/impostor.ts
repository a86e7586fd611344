/**
 * Far level of detail: when seats are drawn only a few pixels wide, the whole seat mesh is
 * replaced by one picture of it (an "impostor"), rendered once into a mipmapped texture.
 *
 * Why: software WebGL (and weak phone GPUs) pays per triangle, not per pixel, for tiny
 * triangles; at the fit scale of a 100,000-seat hall the mesh is 200,000 triangles of 2 px
 * and costs far more than the single textured quad that shows the same pixels. Selection,
 * avatars, exits and the screen stay live overlays above it; sale-status changes mark the
 * picture stale and it is redrawn the next time it is shown.
 */
import {
  Container,
  Matrix,
  Mesh,
  type MeshGeometry,
  RenderTexture,
  Sprite,
  type Texture,
  type WebGLRenderer,
} from 'pixi.js';

/** Seats drawn smaller than this (device px) use the picture. */
export const IMPOSTOR_SEAT_PX = 6;
/** The picture's longest side, px: about 8 MB of GPU memory with its mip levels. */
export const IMPOSTOR_MAX_SIDE = 2048;

export class Impostor {
  /** The picture, placed in world units; visible only while the far level is on. */
  readonly sprite = new Sprite();
  private texture: RenderTexture | null = null;
  private fresh = false;

  constructor(
    private readonly worldWidth: number,
    private readonly worldHeight: number,
    /** The size of a drawn seat, world units. */
    private readonly seatSize: number,
  ) {
    this.sprite.visible = false;
  }

  /** True when seats drawn at `scale` (world to device px) are small enough for the picture. */
  wanted(scale: number): boolean {
    return this.seatSize * scale < IMPOSTOR_SEAT_PX;
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
   * Makes the picture current: draws `meshes` (the seat chunks; their geometry is shared, not
   * copied) into the texture at the scale where a seat is IMPOSTOR_SEAT_PX wide, capped so the
   * longest side is IMPOSTOR_MAX_SIDE, and rebuilds the mip levels so smaller views stay smooth.
   */
  update(renderer: WebGLRenderer, meshes: readonly Mesh<MeshGeometry>[], atlas: Texture): void {
    if (this.fresh || meshes.length === 0) return;
    this.fresh = true;
    const s = Math.min(
      IMPOSTOR_SEAT_PX / this.seatSize,
      IMPOSTOR_MAX_SIDE / Math.max(this.worldWidth, this.worldHeight),
    );
    const w = Math.max(1, Math.ceil(this.worldWidth * s));
    const h = Math.max(1, Math.ceil(this.worldHeight * s));
    if (!this.texture || this.texture.width !== w || this.texture.height !== h) {
      this.texture?.destroy(true);
      this.texture = RenderTexture.create({
        width: w,
        height: h,
        resolution: 1,
        autoGenerateMipmaps: true,
        scaleMode: 'linear',
        // Bilinear within one mip level: the full-view picture is fill-bound (decision 035b).
        mipmapFilter: 'nearest',
      });
    }
    const group = new Container();
    for (const m of meshes) {
      // Same geometry and transform (the 16-bit positions are steps of the chunk's box).
      const copy = new Mesh({ geometry: m.geometry, texture: atlas });
      copy.position.copyFrom(m.position);
      copy.scale.copyFrom(m.scale);
      group.addChild(copy);
    }
    renderer.render({
      container: group,
      target: this.texture,
      clear: true,
      clearColor: [0, 0, 0, 0],
      transform: new Matrix().scale(s, s),
    });
    // The meshes borrowed the chunks' geometry: free only the temporary display objects.
    for (const child of group.removeChildren()) child.destroy();
    group.destroy();
    this.texture.source.updateMipmaps();
    this.sprite.texture = this.texture;
    this.sprite.width = this.worldWidth;
    this.sprite.height = this.worldHeight;
  }

  destroy(): void {
    this.sprite.destroy();
    this.texture?.destroy(true);
    this.texture = null;
  }
}
