/**
 * The WebGL scene: one static seat mesh over one atlas texture, drawn by the ranges in view
 * (seatLayer.ts), the far pictures for small seats (hallPicture.ts), row numbers, the screen and
 * exits, and the overlays (selection, avatars, hover and focus rings). The world is a render
 * group, so a camera change sets one transform; pixi's own event system is off (the engine's
 * grid picks seats).
 */
import { type Buffer, Container, Sprite, Ticker, WebGLRenderer } from 'pixi.js';
import { atlasLayout, glyphSet } from '../atlas';
import { AtlasTexture } from './atlasTexture';
import { drawDecor } from './decorGraphics';
import { buildTextQuads, rowNumberItems, SEAT_FILL } from '../geometry';
import { type HallModel, labelChars } from '../../model/hallModel';
import { HallPicture, NEAR_LEVEL, NEAR_MIN_SEAT_PX, NEAR_MIN_SEATS } from './hallPicture';
import type { Camera } from '../../kernels/camera';
import {
  createFrameTextures,
  destroyFrameTextures,
  type FrameTextures,
  placeAvatars,
  placeSelection,
} from './overlays';
import {
  FOCUS_COLOR,
  RING_SCALE,
  ROW_NUMBER_PX,
  type Scene,
  type SceneOptions,
  SEAT_NUMBER_PX,
} from '../scene';
import type { QuadRanges } from './quadRanges';
import { SeatLayer, staticQuads } from './seatLayer';
import type { SeatId } from '../../model/hallPayload';

/** Starts WebGL; resolves to null when the renderer cannot start (the engine falls back). */
/** Re-exported so the engine reaches pixi.js only through this module's dynamic import. */
export { isWebGLSupported } from 'pixi.js';

export async function createPixiScene(opts: SceneOptions): Promise<PixiScene | null> {
  const renderer = new WebGLRenderer();
  try {
    await renderer.init({
      width: opts.width,
      height: opts.height,
      resolution: opts.resolution,
      autoDensity: true,
      antialias: false,
      background: opts.background,
      powerPreference: 'high-performance',
      // The engine frees what it creates; pixi's timed GC of unused GPU resources is not needed.
      gcActive: false,
      textureGCActive: false,
    });
  } catch {
    renderer.destroy();
    return null;
  }
  // Two pixi parts hook into its shared system ticker, an endless animation-frame loop that
  // would wake an idle map's page 60 times a second: the scheduler (which runs those GCs) and
  // the event system (the engine picks seats itself, on its own root element, and pixi's
  // listeners on the canvas never fire: it takes no pointer events). Both are unhooked; the
  // engine draws on demand (renderLoop.ts).
  const scheduler = renderer.scheduler;
  Ticker.system.remove(scheduler['_update'], scheduler);
  renderer.events?.setTargetElement(null as unknown as HTMLCanvasElement);
  return new PixiScene(renderer, opts);
}

export class PixiScene implements Scene {
  readonly kind = 'webgl';
  private readonly stage = new Container();
  private readonly world = new Container({ isRenderGroup: true });
  private readonly decor = new Container();
  private readonly avatarLayer = new Container();
  private readonly selectedLayer = new Container();
  private atlas: AtlasTexture | null = null;
  private seatLayer: SeatLayer | null = null;
  private farPicture: HallPicture | null = null;
  /** The near picture (decision 035d), or null where the hall is too big for a sharp one. */
  private near: HallPicture | null = null;
  private pictureTimer: ReturnType<typeof setTimeout> | null = null;
  private rowMesh: QuadRanges | null = null;
  private hoverRing: Sprite | null = null;
  private focusRing: Sprite | null = null;
  private frames: FrameTextures | null = null;
  private model: HallModel | null = null;
  private scale = 1;
  /** The last camera and view size the engine gave (the warm-up frame puts them back). */
  private cam: Readonly<Camera> | null = null;
  private viewW = 0;
  private viewH = 0;
  private contextLost = false;
  private destroyed = false;

  constructor(
    private readonly renderer: WebGLRenderer,
    private readonly opts: SceneOptions,
  ) {
    this.stage.addChild(this.world);
    this.world.addChild(this.decor, this.avatarLayer, this.selectedLayer);
    // Pixi's own event system would hit-test the scene on every pointer move; the grid does it.
    this.stage.eventMode = 'none';
    this.stage.interactiveChildren = false;
    renderer.canvas.addEventListener('webglcontextlost', this.onContextLost);
    renderer.canvas.addEventListener('webglcontextrestored', this.onContextRestored);
  }

  get canvas(): HTMLCanvasElement {
    return this.renderer.canvas;
  }

  get resolution(): number {
    return this.renderer.resolution;
  }

  setHall(model: HallModel): void {
    this.clear();
    this.model = model;
    const layout = atlasLayout(model.colors, glyphSet(labelChars(model), model.colors.length));
    this.atlas = new AtlasTexture(layout, this.renderer);
    const texture = this.atlas.texture;
    this.seatLayer = new SeatLayer(model, texture, layout, this.writeBuffer);
    this.farPicture = new HallPicture(
      model.width,
      model.height,
      model.pitch * SEAT_FILL,
      this.opts.background,
    );
    const near = new HallPicture(
      model.width,
      model.height,
      model.pitch * SEAT_FILL,
      this.opts.background,
      NEAR_LEVEL,
    );
    if (near.pictureSeatPx >= NEAR_MIN_SEAT_PX && model.count >= NEAR_MIN_SEATS) this.near = near;
    else near.destroy();
    // Under the screen and exits: the pictures are opaque over the whole hall rectangle.
    this.world.addChildAt(this.farPicture.mesh, 0);
    if (this.near) this.world.addChildAt(this.near.mesh, 1);
    const above = this.near ? 2 : 1;
    this.world.addChildAt(this.seatLayer.seats, above + 1);
    this.world.addChildAt(this.seatLayer.numbers, above + 2);
    this.rowMesh = staticQuads(buildTextQuads(rowNumberItems(model), layout), texture, 0x8b8f9c);
    this.world.addChildAt(this.rowMesh, above + 3);
    drawDecor(this.decor, model, this.opts.labels);

    this.frames = createFrameTextures(texture);
    const ringSize = model.pitch * SEAT_FILL * RING_SCALE;
    const ring = (alpha: number): Sprite =>
      new Sprite({
        texture: this.frames!.ring,
        anchor: 0.5,
        width: ringSize,
        height: ringSize,
        visible: false,
        alpha,
      });
    this.hoverRing = ring(0.6);
    this.focusRing = ring(1);
    this.focusRing.tint = FOCUS_COLOR;
    this.world.addChild(this.hoverRing, this.focusRing);
  }

  clear(): void {
    if (this.pictureTimer) clearTimeout(this.pictureTimer);
    this.pictureTimer = null;
    this.farPicture?.destroy();
    this.farPicture = null;
    this.near?.destroy();
    this.near = null;
    this.seatLayer?.destroy();
    this.seatLayer = null;
    this.rowMesh?.destroy();
    this.rowMesh = null;
    this.hoverRing?.destroy();
    this.focusRing?.destroy();
    this.hoverRing = this.focusRing = null;
    this.decor.removeChildren().forEach((c) => c.destroy());
    this.avatarLayer.removeChildren().forEach((c) => c.destroy());
    this.selectedLayer.removeChildren().forEach((c) => c.destroy());
    if (this.frames) destroyFrameTextures(this.frames);
    this.frames = null;
    this.atlas?.destroy();
    this.atlas = null;
    this.model = null;
  }

  setCamera(cam: Readonly<Camera>, viewWidth: number, viewHeight: number): void {
    this.cam = cam;
    this.viewW = viewWidth;
    this.viewH = viewHeight;
    this.world.position.set(cam.x, cam.y);
    this.world.scale.set(cam.scale);
    this.scale = cam.scale;
    const model = this.model;
    const layer = this.seatLayer;
    if (!model || !layer) return;
    const seatPx = model.pitch * SEAT_FILL * cam.scale;
    if (this.rowMesh) this.rowMesh.visible = seatPx >= ROW_NUMBER_PX;
    // Skip the grid cells outside the view (the world rectangle the view shows).
    const s = cam.scale;
    layer.cull(-cam.x / s, -cam.y / s, (viewWidth - cam.x) / s, (viewHeight - cam.y) / s);
    // Seat numbers of the visible cells, built on first need: most views never zoom this far.
    layer.showNumbers(seatPx >= SEAT_NUMBER_PX);
  }

  setSelection(selection: readonly SeatId[]): void {
    if (this.model && this.frames)
      placeSelection(this.selectedLayer, this.model, selection, this.frames.selected);
  }

  setAvatars(avatars: ReadonlyMap<SeatId, string>, onLoaded: () => void): void {
    const model = this.model;
    if (!model || !this.frames) return;
    placeAvatars(
      this.avatarLayer,
      model,
      avatars,
      this.frames.avatarFallback,
      () => this.model === model,
      onLoaded,
    );
  }

  setHover(i: number): void {
    placeRing(this.hoverRing, this.model, i);
  }

  setFocus(i: number): void {
    placeRing(this.focusRing, this.model, i);
  }

  updateLooks(seats: readonly number[]): void {
    const layer = this.seatLayer;
    if (!layer || seats.length === 0) return;
    for (const i of seats) layer.setLook(i);
    layer.flush();
    this.farPicture?.invalidate();
    this.near?.invalidate();
  }

  resize(width: number, height: number, resolution: number): void {
    this.renderer.resize(width, height, resolution);
  }

  render(): void {
    if (this.contextLost || this.destroyed) return;
    this.chooseSeatDetail();
    // Seat numbers come in over a few frames when a zoom first shows many (seatLayer.ts).
    const more = this.seatLayer?.buildTiles() ?? false;
    this.renderer.render(this.stage);
    this.seatLayer?.releaseUploaded(this.upload);
    if (more) this.opts.requestRender();
  }

  private readonly upload = (buffer: Buffer): void => {
    this.renderer.buffer.updateBuffer(buffer);
  };

  /** Rewrites part of a vertex buffer on the GPU (a status change after the CPU copy is gone). */
  private readonly writeBuffer = (buffer: Buffer, byteOffset: number, data: Uint16Array): void => {
    if (this.contextLost) return;
    const gl = this.renderer.gl;
    // A vertex buffer: binding it leaves the bound vertex array object as it is.
    this.renderer.buffer.bind(buffer);
    gl.bufferSubData(gl.ARRAY_BUFFER, byteOffset, data);
  };

  /** Draws every seat into picture `pic` (the seat layer's geometry is shared, not copied). */
  private drawPicture(pic: HallPicture, layer: SeatLayer): void {
    const seats = layer.allSeats();
    pic.update(this.renderer, seats);
    seats.destroy();
  }

  prepareFirstFrame(): void {
    const farPic = this.farPicture;
    const layer = this.seatLayer;
    if (!farPic || !layer || !this.atlas || this.contextLost) return;
    if (farPic.wanted(this.scale * this.renderer.resolution) && !farPic.ready)
      this.drawPicture(farPic, layer);
    // The near picture too: the hand-over is one long task anyway, and a first zoom would
    // otherwise wait ~130 ms for it (30,000 seats) in the middle of the gesture.
    if (this.near && !this.near.ready) this.drawPicture(this.near, layer);
    this.warmUp(layer);
    // The 2D scene showed every number in view: so does the first WebGL frame.
    while (layer.buildTiles());
  }

  /**
   * Draws one throw-away frame of a few seats and their numbers at a large size. The first
   * frame that draws the seat mesh on screen pays a one-off set-up in the rasteriser (under
   * software WebGL ~35 ms more than the next one at 30,000 seats, decision 035e): paid here,
   * inside the hand-over, it does not land in the user's first zoom. The next render draws
   * over it.
   */
  private warmUp(layer: SeatLayer): void {
    const model = this.model;
    const cam = this.cam;
    if (!model || !cam || model.count === 0) return;
    const { viewW, viewH } = this;
    const s = (SEAT_NUMBER_PX * 2) / (model.pitch * SEAT_FILL);
    // A view three seats wide around the first seat.
    const side = 3 * model.pitch * s;
    const at = { x: side / 2 - model.xs[0]! * s, y: side / 2 - model.ys[0]! * s, scale: s };
    this.setCamera(at, side, side);
    layer.buildTiles();
    const pictures = [this.farPicture?.mesh, this.near?.mesh];
    for (const m of pictures) if (m) m.visible = false;
    layer.seats.visible = true;
    this.renderer.render(this.stage);
    this.setCamera(cam, viewW, viewH);
  }

  /**
   * Far levels of detail: tiny seats are drawn as one picture of the hall (hallPicture.ts), and
   * seats up to the near picture's size as that sharper picture (decision 035d). A stale
   * picture is redrawn after this frame, which still draws the meshes, so the first frame of
   * a hall and a status change never wait for it.
   */
  private chooseSeatDetail(): void {
    const farPic = this.farPicture;
    const layer = this.seatLayer;
    if (!farPic || !layer) return;
    const scale = this.scale * this.renderer.resolution;
    const far = farPic.wanted(scale);
    const near = this.near;
    const mid = !far && near !== null && near.covers(scale);
    const want = far ? farPic : mid ? near : null;
    if (want && !want.ready && !this.pictureTimer) {
      this.pictureTimer = setTimeout(() => {
        this.pictureTimer = null;
        const current = want === farPic ? this.farPicture : this.near;
        if (this.destroyed || this.contextLost || !this.atlas || current !== want) return;
        this.drawPicture(want, layer);
        this.opts.requestRender();
      }, 0);
    }
    farPic.mesh.visible = far && farPic.ready;
    if (near) near.mesh.visible = mid && near.ready;
    layer.seats.visible = !farPic.mesh.visible && !(near?.mesh.visible ?? false);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    const renderer = this.renderer;
    renderer.canvas.removeEventListener('webglcontextlost', this.onContextLost);
    renderer.canvas.removeEventListener('webglcontextrestored', this.onContextRestored);
    this.clear();
    // Losing the context explicitly returns it to the browser now instead of at GC time,
    // so repeated mounts never pile up contexts (browsers cap them at about 16).
    const gl = renderer.gl;
    renderer.destroy({ removeView: true });
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    this.stage.destroy({ children: true });
  }

  private readonly onContextLost = (e: Event): void => {
    e.preventDefault();
    this.contextLost = true;
  };

  private readonly onContextRestored = (): void => {
    this.contextLost = false;
    // The atlas canvas and the seat vertices were dropped after their upload: rebuild them.
    this.atlas?.restore();
    this.seatLayer?.restore();
    // A render texture's pixels do not survive the loss: redraw the far picture.
    this.farPicture?.invalidate();
    this.near?.invalidate();
    // Pixi re-creates GL objects from the CPU-side buffers it still holds.
    this.opts.requestRender();
  };
}

function placeRing(ring: Sprite | null, model: HallModel | null, i: number): void {
  if (!ring) return;
  ring.visible = i >= 0 && model !== null;
  if (ring.visible) ring.position.set(model!.xs[i]!, model!.ys[i]!);
}
