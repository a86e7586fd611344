/**
 * The atlas as a GPU texture whose canvas does not outlive the upload: the pixels are drawn,
 * uploaded (with mipmaps) at once, and the canvas is shrunk to nothing, so the tab does not
 * keep a second copy of them (1 MB for a 1024x256 atlas, 4 MB at 1024x1024). After a lost
 * WebGL context the pixels are drawn again from the layout and re-uploaded.
 */
import { CanvasSource, Texture, type WebGLRenderer } from 'pixi.js';
import { type AtlasLayout, drawAtlas } from '../atlas';

export class AtlasTexture {
  readonly texture: Texture;
  private readonly canvas: HTMLCanvasElement;

  constructor(
    readonly layout: AtlasLayout,
    private readonly renderer: WebGLRenderer,
  ) {
    this.canvas = drawAtlas(layout, document.createElement('canvas'));
    const source = new CanvasSource({
      resource: this.canvas,
      autoGenerateMipmaps: true,
      scaleMode: 'linear',
      // One mip level per pixel (bilinear, not trilinear): software WebGL pays per sampled
      // texel, and zoomed-in frames are fill-bound (decision 035b).
      mipmapFilter: 'nearest',
      // Never unloaded by pixi's texture GC: its canvas could not be uploaded again.
      autoGarbageCollect: false,
    });
    this.texture = new Texture({ source });
    this.upload();
  }

  /** Draws the pixels again and re-uploads them (call after the context is restored). */
  restore(): void {
    drawAtlas(this.layout, this.canvas);
    this.upload();
  }

  private upload(): void {
    // initSource creates the GL texture and uploads the canvas now (and its mip levels).
    this.renderer.texture.initSource(this.texture.source);
    this.canvas.width = 0;
    this.canvas.height = 0;
  }

  destroy(): void {
    this.texture.destroy(true);
  }
}
