/**
 * The hall renderer: one class owns the Pixi renderer and the scene. It is controlled —
 * the host passes the hall, the selection, statuses and avatars in, and listens to
 * `seatpress`, `hover` and `viewchange` — and it never decides what a press means (the
 * selection kernels do). Seats are one static mesh over one atlas texture; the world is a
 * render group, so pan and zoom change one transform and cost no per-seat work.
 */
import {
  CanvasSource,
  Container,
  isWebGLSupported,
  Mesh,
  MeshGeometry,
  Sprite,
  Texture,
  WebGLRenderer,
} from 'pixi.js';
import { seatAnnouncement, seatState } from './announce';
import { atlasLayout, type AtlasLayout, drawAtlas, glyphSet } from './atlas';
import { drawDecor } from './decor';
import { createEngineDom, showMessage } from './dom';
import { Emitter } from './events';
import {
  createFrameTextures,
  destroyFrameTextures,
  type FrameTextures,
  placeAvatars,
  placeSelection,
} from './overlays';
import { buildTextQuads, rowNumberItems, SEAT_FILL } from './geometry';
import {
  buildHallModel,
  type HallModel,
  isSold,
  labelChars,
  navOf,
  placeLabel,
  rowLabel,
  SEAT_SOLD,
  seatId,
  seatIndex,
} from './hallModel';
import { Impostor } from './impostor';
import { bindInput, type InputBinding } from './input';
import {
  type Camera,
  type CameraBounds,
  fitCamera,
  fitScale,
  maxScale,
  panBy,
  screenToWorld,
  stepScale,
  zoomAbout,
} from './kernels/camera';
import { queryNearest } from './kernels/hitGrid';
import { quadMesh, SeatLayer } from './seatLayer';
import { moveFocus, type NavDirection } from './kernels/keyboardNav';
import type { SchemeEngineEvents, SchemeEngineOptions, ViewChangeEvent } from './engineTypes';
import type { HallPayload, SeatId } from './types';

export type {
  HoverEvent,
  SchemeEngineEvents,
  SchemeEngineOptions,
  SeatPressEvent,
  ViewChangeEvent,
} from './engineTypes';

/** Seats drawn smaller than this (CSS px) are too small to pick: a tap zooms in instead. */
export const MIN_PICK_PX = 10;
/** Touch tolerance around a seat, CSS px. */
export const TOUCH_TOLERANCE_PX = 14;
/** Seat numbers appear when a seat is drawn at least this large (CSS px). */
export const SEAT_NUMBER_PX = 22;
/** Row numbers appear when a seat is drawn at least this large (CSS px). */
export const ROW_NUMBER_PX = 7;
const PADDING = 16;

// Module-level temporaries keep pointer and frame paths allocation-free.
const tmpPoint = { x: 0, y: 0 };

/** The scheme engine. Create, `mount(el)`, `setHall(payload)`, and `destroy()` when done. */
export class SchemeEngine {
  private readonly events = new Emitter<SchemeEngineEvents>();
  private readonly options: Required<SchemeEngineOptions>;
  private renderer: WebGLRenderer | null = null;
  private host: HTMLElement | null = null;
  private root: HTMLDivElement | null = null;
  private live: HTMLDivElement | null = null;
  private tooltip: HTMLDivElement | null = null;
  private input: InputBinding | null = null;
  private resizeObserver: ResizeObserver | null = null;
  private dprQuery: MediaQueryList | null = null;
  private destroyed = false;
  private contextLost = false;
  private frameRequest = 0;
  private emitView = false;

  private readonly stage = new Container();
  private readonly world = new Container({ isRenderGroup: true });
  private atlasTexture: Texture | null = null;
  private layout: AtlasLayout | null = null;
  private seatLayer: SeatLayer | null = null;
  private impostor: Impostor | null = null;
  private impostorTimer: ReturnType<typeof setTimeout> | null = null;
  private rowMesh: Mesh<MeshGeometry> | null = null;
  private readonly decor = new Container();
  private readonly avatarLayer = new Container();
  private readonly selectedLayer = new Container();
  private hoverRing: Sprite | null = null;
  private focusRing: Sprite | null = null;
  private frames: FrameTextures | null = null;

  private model: HallModel | null = null;
  private pendingHall: HallPayload | null = null;
  private selection: SeatId[] = [];
  private selectedSet = new Set<SeatId>();
  private avatars = new Map<SeatId, string>();
  private readonly cam: Camera = { x: 0, y: 0, scale: 1 };
  private readonly bounds: CameraBounds = {
    viewWidth: 1,
    viewHeight: 1,
    worldWidth: 1,
    worldHeight: 1,
    padding: PADDING,
  };
  private atFit = true;
  private readonly viewEvent: ViewChangeEvent = { scale: 1, minScale: 1, maxScale: 2 };
  private hovered = -1;
  private focused = -1;

  constructor(options: SchemeEngineOptions = {}) {
    this.options = {
      background: options.background ?? '#0e0f13',
      screenLabel: options.screenLabel ?? 'Экран',
      exitLabel: options.exitLabel ?? 'Выход',
    };
    this.stage.addChild(this.world);
    this.world.addChild(this.decor, this.avatarLayer, this.selectedLayer);
  }

  /** Subscribes to an engine event; returns the unsubscribe function. */
  on<K extends keyof SchemeEngineEvents>(
    type: K,
    fn: (e: SchemeEngineEvents[K]) => void,
  ): () => void {
    return this.events.on(type, fn);
  }

  /** The current camera scale and its bounds (one reused object: copy it to keep it). */
  get view(): ViewChangeEvent {
    const v = this.viewEvent;
    v.scale = this.cam.scale;
    v.minScale = fitScale(this.bounds);
    v.maxScale = maxScale(this.bounds);
    return v;
  }

  /** The camera (screen = world * scale + x/y), read-only; tests and benchmarks read it. */
  get camera(): Readonly<Camera> {
    return this.cam;
  }

  /** True when the renderer is up (false before mount finishes, or where WebGL is missing). */
  get ready(): boolean {
    return this.renderer !== null;
  }

  /**
   * Creates the canvas inside `el` and starts the renderer. Resolves when the first frame can
   * be drawn; where WebGL is missing it shows a clear message in `el` and resolves to false.
   * Safe to call `destroy()` before it resolves (React StrictMode mounts twice).
   */
  async mount(el: HTMLElement): Promise<boolean> {
    if (this.host) throw new Error('SchemeEngine is already mounted');
    this.host = el;
    const { root, live, tooltip } = createEngineDom();
    el.appendChild(root);
    this.root = root;
    this.live = live;
    this.tooltip = tooltip;

    if (!isWebGLSupported()) {
      showMessage(
        this.root,
        'Схема зала не может быть показана: браузер не поддерживает WebGL. Выберите места в списке.',
      );
      return false;
    }
    const renderer = new WebGLRenderer();
    const rect = root.getBoundingClientRect();
    try {
      await renderer.init({
        width: Math.max(1, rect.width),
        height: Math.max(1, rect.height),
        resolution: window.devicePixelRatio || 1,
        autoDensity: true,
        antialias: false,
        background: this.options.background,
        powerPreference: 'high-performance',
      });
    } catch {
      renderer.destroy();
      if (!this.destroyed)
        showMessage(this.root, 'Схема зала не может быть показана: не удалось запустить WebGL.');
      return false;
    }
    if (this.destroyed) {
      renderer.destroy({ removeView: true });
      return false;
    }
    this.renderer = renderer;
    const canvas = renderer.canvas;
    canvas.style.cssText = 'display:block;width:100%;height:100%;touch-action:none;';
    root.insertBefore(canvas, live);
    // Pixi's own event system would hit-test the scene on every pointer move; the grid does it.
    this.stage.eventMode = 'none';
    this.stage.interactiveChildren = false;
    canvas.addEventListener('webglcontextlost', this.onContextLost);
    canvas.addEventListener('webglcontextrestored', this.onContextRestored);
    this.bounds.viewWidth = Math.max(1, rect.width);
    this.bounds.viewHeight = Math.max(1, rect.height);
    this.resizeObserver = new ResizeObserver(this.onResize);
    this.resizeObserver.observe(root);
    this.watchDpr();
    // Some DPR changes (browser zoom, emulation) arrive only as a window resize.
    window.addEventListener('resize', this.onResize);
    root.addEventListener('keydown', this.onKeyDown);
    root.addEventListener('blur', this.onBlur);
    this.input = bindInput(canvas, {
      pan: (dx, dy) => this.panBy(dx, dy),
      zoomAt: (scale, x, y) => this.zoomTo(scale, x, y),
      scale: () => this.cam.scale,
      tap: (x, y) => this.onTap(x, y),
      doubleTap: (x, y) => this.zoomStep(1, x, y),
      hover: (x, y) => this.onHover(x, y),
      leave: () => this.setHovered(-1),
    });
    if (this.pendingHall) {
      const hall = this.pendingHall;
      this.pendingHall = null;
      this.setHall(hall);
    }
    this.requestRender(true);
    return true;
  }

  /** Frees the renderer, the WebGL context, every listener and the DOM the engine added. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.frameRequest) cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
    if (this.impostorTimer) clearTimeout(this.impostorTimer);
    this.impostorTimer = null;
    this.input?.destroy();
    this.input = null;
    this.resizeObserver?.disconnect();
    this.resizeObserver = null;
    this.dprQuery?.removeEventListener('change', this.onDprChange);
    this.dprQuery = null;
    window.removeEventListener('resize', this.onResize);
    this.root?.removeEventListener('keydown', this.onKeyDown);
    this.root?.removeEventListener('blur', this.onBlur);
    const renderer = this.renderer;
    this.renderer = null;
    if (renderer) {
      renderer.canvas.removeEventListener('webglcontextlost', this.onContextLost);
      renderer.canvas.removeEventListener('webglcontextrestored', this.onContextRestored);
      this.clearScene();
      // Losing the context explicitly returns it to the browser now instead of at GC time,
      // so repeated mounts never pile up contexts (browsers cap them at about 16).
      const gl = renderer.gl;
      renderer.destroy({ removeView: true });
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
    this.stage.destroy({ children: true });
    this.root?.remove();
    this.root = null;
    this.host = null;
    this.events.clear();
  }

  /** Draws a hall (replacing the previous one) and fits it into the view. */
  setHall(hall: HallPayload): void {
    if (!this.renderer) {
      this.pendingHall = hall;
      return;
    }
    this.clearScene();
    const model = buildHallModel(hall);
    this.model = model;
    const layout = atlasLayout(model.colors, glyphSet(labelChars(model), model.colors.length));
    const canvas = drawAtlas(layout, document.createElement('canvas'));
    const source = new CanvasSource({
      resource: canvas,
      autoGenerateMipmaps: true,
      scaleMode: 'linear',
    });
    this.atlasTexture = new Texture({ source });
    this.layout = layout;

    this.seatLayer = new SeatLayer(model, this.atlasTexture, layout);
    this.impostor = new Impostor(hall.width, hall.height, model.pitch * SEAT_FILL);
    this.world.addChildAt(this.impostor.sprite, 1);
    this.world.addChildAt(this.seatLayer.seats, 2);
    this.world.addChildAt(this.seatLayer.numbers, 3);
    this.rowMesh = quadMesh(buildTextQuads(rowNumberItems(model), layout), this.atlasTexture);
    this.rowMesh.tint = 0x8b8f9c;
    this.world.addChildAt(this.rowMesh, 4);
    drawDecor(this.decor, model, {
      screen: this.options.screenLabel,
      exit: this.options.exitLabel,
    });

    this.frames = createFrameTextures(this.atlasTexture);
    const ringTex = this.frames.ring;
    const ringSize = model.pitch * SEAT_FILL * (64 / 52) * 1.08;
    this.hoverRing = new Sprite({
      texture: ringTex,
      anchor: 0.5,
      width: ringSize,
      height: ringSize,
      visible: false,
      alpha: 0.6,
    });
    this.focusRing = new Sprite({
      texture: ringTex,
      anchor: 0.5,
      width: ringSize,
      height: ringSize,
      visible: false,
    });
    this.focusRing.tint = 0xffd54a;
    this.world.addChild(this.hoverRing, this.focusRing);

    this.bounds.worldWidth = Math.max(1, hall.width);
    this.bounds.worldHeight = Math.max(1, hall.height);
    this.hovered = -1;
    this.focused = -1;
    this.fit();
    this.syncSelection();
    this.syncAvatars();
  }

  /** Sets the chosen seats (controlled by the flows); unknown ids are ignored. */
  setSelection(ids: readonly (SeatId | number)[]): void {
    this.selection = ids.map(String);
    this.selectedSet = new Set(this.selection);
    this.syncSelection();
  }

  /**
   * Updates seats' sale status: `free[id]` true means free. Only listed seats change; the
   * seat mesh re-uploads its UVs once.
   */
  setStatuses(free: Readonly<Record<string, boolean>> | ReadonlyMap<SeatId, boolean>): void {
    const model = this.model;
    if (!model || !this.seatLayer) return;
    const entries = free instanceof Map ? free.entries() : Object.entries(free);
    let changed = false;
    for (const [id, isFree] of entries) {
      const i = seatIndex(model, id);
      if (i === undefined) continue;
      const before = model.flags[i]!;
      model.flags[i] = isFree ? before & ~SEAT_SOLD : before | SEAT_SOLD;
      if (model.flags[i] !== before) {
        this.seatLayer.setLook(i);
        changed = true;
      }
    }
    if (changed) {
      this.seatLayer.flush();
      this.impostor?.invalidate();
      this.requestRender(false);
    }
  }

  /** Avatars of other buyers: seat id to image URL (as session/avatar/ returns). */
  setAvatars(avatars: Readonly<Record<string, string>> | ReadonlyMap<SeatId, string>): void {
    const entries = avatars instanceof Map ? [...avatars.entries()] : Object.entries(avatars);
    this.avatars = new Map(entries.map(([k, v]) => [String(k), v]));
    this.syncAvatars();
  }

  /** Zooms in one 0.25 step about the view centre (or a given view point). */
  zoomIn(): void {
    this.zoomStep(1, this.bounds.viewWidth / 2, this.bounds.viewHeight / 2);
  }

  /** Zooms out one 0.25 step about the view centre. */
  zoomOut(): void {
    this.zoomStep(-1, this.bounds.viewWidth / 2, this.bounds.viewHeight / 2);
  }

  /** Shows the whole hall at the fit scale. */
  fit(): void {
    fitCamera(this.bounds, this.cam);
    this.atFit = true;
    this.applyCamera();
  }

  /** Moves the keyboard focus to a seat (e.g. from the accessible list) and announces it. */
  focusSeat(id: SeatId | number): void {
    const i = this.model ? seatIndex(this.model, id) : undefined;
    if (i !== undefined) this.setFocused(i, true);
  }

  /**
   * Sets the camera directly (benchmarks and tests): scale is clamped, pan clamped.
   * `x`, `y` are the view point where the world point `wx`, `wy` lands.
   */
  lookAt(wx: number, wy: number, scale: number): void {
    this.cam.scale = scale;
    this.cam.x = this.bounds.viewWidth / 2 - wx * scale;
    this.cam.y = this.bounds.viewHeight / 2 - wy * scale;
    zoomAbout(
      this.cam,
      scale,
      this.bounds.viewWidth / 2,
      this.bounds.viewHeight / 2,
      this.bounds,
      this.cam,
    );
    this.atFit = false;
    this.applyCamera();
  }

  /** Draws now instead of on the next animation frame (benchmarks measure this). */
  renderNow(): void {
    if (this.frameRequest) cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
    this.draw();
  }

  /** The seat under a view point (CSS px), or null: the same answer a tap would get. */
  seatAt(x: number, y: number): SeatId | null {
    const i = this.pick(x, y);
    return i >= 0 ? seatId(this.model!, i) : null;
  }

  // ---- internals ---------------------------------------------------------------------------

  private clearScene(): void {
    if (this.impostorTimer) clearTimeout(this.impostorTimer);
    this.impostorTimer = null;
    this.impostor?.destroy();
    this.impostor = null;
    this.seatLayer?.destroy();
    this.seatLayer = null;
    // A destroyed mesh drops its geometry reference, so take it first.
    const rowGeometry = this.rowMesh?.geometry;
    for (const child of [this.rowMesh, this.hoverRing, this.focusRing]) child?.destroy();
    rowGeometry?.destroy();
    this.rowMesh = null;
    this.hoverRing = this.focusRing = null;
    this.decor.removeChildren().forEach((c) => c.destroy());
    this.avatarLayer.removeChildren().forEach((c) => c.destroy());
    this.selectedLayer.removeChildren().forEach((c) => c.destroy());
    if (this.frames) destroyFrameTextures(this.frames);
    this.frames = null;
    this.atlasTexture?.destroy(true);
    this.atlasTexture = null;
    this.model = null;
  }

  private syncSelection(): void {
    if (!this.model || !this.frames) return;
    placeSelection(this.selectedLayer, this.model, this.selection, this.frames.selected);
    this.requestRender(false);
  }

  private syncAvatars(): void {
    const model = this.model;
    if (!model || !this.frames) return;
    placeAvatars(
      this.avatarLayer,
      model,
      this.avatars,
      this.frames.avatarFallback,
      () => this.model === model,
      () => this.requestRender(false),
    );
    this.requestRender(false);
  }

  private applyCamera(): void {
    this.world.position.set(this.cam.x, this.cam.y);
    this.world.scale.set(this.cam.scale);
    this.updateLevelOfDetail();
    this.emitView = true;
    this.requestRender(false);
    if (this.hovered >= 0) this.placeTooltip(this.hovered);
  }

  private updateLevelOfDetail(): void {
    const model = this.model;
    if (!model) return;
    const seatPx = model.pitch * SEAT_FILL * this.cam.scale;
    if (this.rowMesh) this.rowMesh.visible = seatPx >= ROW_NUMBER_PX;
    const layer = this.seatLayer;
    if (!layer) return;
    // Skip the chunks outside the view (the world rectangle the view shows).
    const s = this.cam.scale;
    layer.cull(
      -this.cam.x / s,
      -this.cam.y / s,
      (this.bounds.viewWidth - this.cam.x) / s,
      (this.bounds.viewHeight - this.cam.y) / s,
    );
    // Seat numbers of the visible chunks, built on first need: most views never zoom this far.
    layer.showNumbers(seatPx >= SEAT_NUMBER_PX);
  }

  /**
   * Far level of detail: tiny seats are drawn as one picture of the hall (impostor.ts). A
   * stale picture is redrawn after this frame, which still draws the meshes, so the first
   * frame of a hall and a status change never wait for it.
   */
  private chooseSeatDetail(renderer: WebGLRenderer): void {
    const imp = this.impostor;
    const layer = this.seatLayer;
    if (!imp || !layer) return;
    const far = imp.wanted(this.cam.scale * renderer.resolution);
    if (far && !imp.ready && !this.impostorTimer) {
      this.impostorTimer = setTimeout(() => {
        this.impostorTimer = null;
        if (!this.renderer || this.contextLost || !this.atlasTexture || this.impostor !== imp)
          return;
        imp.update(this.renderer, layer.chunkMeshes, this.atlasTexture);
        this.requestRender(false);
      }, 0);
    }
    imp.sprite.visible = far && imp.ready;
    layer.seats.visible = !imp.sprite.visible;
  }

  private panBy(dx: number, dy: number): void {
    panBy(this.cam, dx, dy, this.bounds, this.cam);
    this.atFit = false;
    this.applyCamera();
  }

  private zoomTo(scale: number, x: number, y: number): void {
    zoomAbout(this.cam, scale, x, y, this.bounds, this.cam);
    this.atFit = this.cam.scale <= fitScale(this.bounds) + 1e-9;
    this.applyCamera();
  }

  private zoomStep(dir: 1 | -1, x: number, y: number): void {
    this.zoomTo(stepScale(this.cam.scale, dir, this.bounds), x, y);
  }

  /** The seat a tap at (x, y) means, or -1; the tolerance never reaches a neighbour's centre. */
  private pick(x: number, y: number): number {
    const model = this.model;
    if (!model) return -1;
    screenToWorld(this.cam, x, y, tmpPoint);
    const half = (model.pitch * SEAT_FILL) / 2;
    const radius = Math.min(
      Math.max(half * 1.2, TOUCH_TOLERANCE_PX / this.cam.scale),
      model.pitch * 0.75,
    );
    return queryNearest(model.grid, tmpPoint.x, tmpPoint.y, radius);
  }

  private onTap(x: number, y: number): void {
    const model = this.model;
    if (!model) return;
    const seatPx = model.pitch * SEAT_FILL * this.cam.scale;
    if (seatPx < MIN_PICK_PX) {
      // Too small to pick reliably: zoom in towards the tap so the next tap is unambiguous.
      const target = Math.max(
        stepScale(this.cam.scale, 1, this.bounds),
        (MIN_PICK_PX * 1.6) / (model.pitch * SEAT_FILL),
      );
      this.zoomTo(target, x, y);
      return;
    }
    const i = this.pick(x, y);
    if (i >= 0) this.press(i, 'pointer');
  }

  private press(i: number, via: 'pointer' | 'keyboard'): void {
    const model = this.model!;
    this.events.emit('seatpress', {
      id: seatId(model, i),
      sold: isSold(model, i),
      row: rowLabel(model, i),
      place: placeLabel(model, i),
      price: model.prices[i]!,
      via,
    });
    // The host updates the selection synchronously in most flows; announce the result.
    if (via === 'keyboard') queueMicrotask(() => this.announce(i));
  }

  private onHover(x: number, y: number): void {
    const model = this.model;
    if (!model) return;
    const seatPx = model.pitch * SEAT_FILL * this.cam.scale;
    this.setHovered(seatPx >= MIN_PICK_PX ? this.pick(x, y) : -1);
  }

  private setHovered(i: number): void {
    if (i === this.hovered) return;
    this.hovered = i;
    const model = this.model;
    if (this.hoverRing) {
      this.hoverRing.visible = i >= 0;
      if (i >= 0 && model) this.hoverRing.position.set(model.xs[i]!, model.ys[i]!);
    }
    if (this.tooltip) {
      if (i >= 0 && model) {
        this.tooltip.textContent = seatAnnouncement(
          model,
          i,
          seatState(model, i, this.selectedSet),
        );
        this.tooltip.style.display = 'block';
        this.placeTooltip(i);
      } else this.tooltip.style.display = 'none';
    }
    this.events.emit('hover', { id: i >= 0 && model ? seatId(model, i) : null });
    this.requestRender(false);
  }

  private placeTooltip(i: number): void {
    const model = this.model;
    const tip = this.tooltip;
    if (!model || !tip) return;
    const sx = model.xs[i]! * this.cam.scale + this.cam.x;
    const sy = (model.ys[i]! - model.pitch * 0.6) * this.cam.scale + this.cam.y;
    tip.style.transform = `translate(-50%, -100%) translate(${Math.round(sx)}px, ${Math.round(sy)}px)`;
  }

  private setFocused(i: number, reveal: boolean): void {
    const model = this.model;
    if (!model || !this.focusRing) return;
    this.focused = i;
    this.focusRing.visible = i >= 0;
    if (i < 0) return;
    this.focusRing.position.set(model.xs[i]!, model.ys[i]!);
    if (reveal) this.reveal(i);
    this.announce(i);
    this.requestRender(false);
  }

  /** Pans (and zooms to pickable size if needed) so seat i is well inside the view. */
  private reveal(i: number): void {
    const model = this.model!;
    const minScale = Math.min(maxScale(this.bounds), (MIN_PICK_PX * 2) / (model.pitch * SEAT_FILL));
    if (this.cam.scale < minScale) {
      this.lookAt(model.xs[i]!, model.ys[i]!, minScale);
      return;
    }
    const sx = model.xs[i]! * this.cam.scale + this.cam.x;
    const sy = model.ys[i]! * this.cam.scale + this.cam.y;
    const m = model.pitch * this.cam.scale * 1.5;
    const dx =
      sx < m ? m - sx : sx > this.bounds.viewWidth - m ? this.bounds.viewWidth - m - sx : 0;
    const dy =
      sy < m ? m - sy : sy > this.bounds.viewHeight - m ? this.bounds.viewHeight - m - sy : 0;
    if (dx || dy) this.panBy(dx, dy);
  }

  private announce(i: number): void {
    const model = this.model;
    if (!model || !this.live) return;
    this.live.textContent = seatAnnouncement(model, i, seatState(model, i, this.selectedSet));
  }

  private readonly onKeyDown = (e: KeyboardEvent): void => {
    const model = this.model;
    if (!model || model.count === 0) return;
    const dir: NavDirection | null =
      e.key === 'ArrowLeft'
        ? 'left'
        : e.key === 'ArrowRight'
          ? 'right'
          : e.key === 'ArrowUp'
            ? 'up'
            : e.key === 'ArrowDown'
              ? 'down'
              : null;
    if (dir) {
      e.preventDefault();
      this.setFocused(moveFocus(navOf(model), this.focused, dir), true);
    } else if ((e.key === 'Enter' || e.key === ' ') && this.focused >= 0) {
      e.preventDefault();
      this.press(this.focused, 'keyboard');
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      this.zoomIn();
    } else if (e.key === '-') {
      e.preventDefault();
      this.zoomOut();
    }
  };

  private readonly onBlur = (): void => {
    if (this.focusRing) this.focusRing.visible = false;
    this.requestRender(false);
  };

  private readonly onResize = (): void => {
    const root = this.root;
    const renderer = this.renderer;
    if (!root || !renderer) return;
    const w = Math.max(1, root.clientWidth);
    const h = Math.max(1, root.clientHeight);
    if (
      w === this.bounds.viewWidth &&
      h === this.bounds.viewHeight &&
      renderer.resolution === (window.devicePixelRatio || 1)
    )
      return;
    renderer.resize(w, h, window.devicePixelRatio || 1);
    this.bounds.viewWidth = w;
    this.bounds.viewHeight = h;
    if (this.atFit) fitCamera(this.bounds, this.cam);
    else zoomAbout(this.cam, this.cam.scale, w / 2, h / 2, this.bounds, this.cam);
    this.input?.invalidate();
    this.applyCamera();
    this.renderNow();
  };

  private watchDpr(): void {
    this.dprQuery?.removeEventListener('change', this.onDprChange);
    this.dprQuery = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    this.dprQuery.addEventListener('change', this.onDprChange);
  }

  private readonly onDprChange = (): void => {
    if (this.destroyed) return;
    this.watchDpr();
    this.bounds.viewWidth = -1; // force the resize path
    this.onResize();
  };

  private readonly onContextLost = (e: Event): void => {
    e.preventDefault();
    this.contextLost = true;
  };

  private readonly onContextRestored = (): void => {
    this.contextLost = false;
    // A render texture's pixels do not survive the loss: redraw the far picture.
    this.impostor?.invalidate();
    // Pixi re-creates GL objects from the CPU-side buffers and canvas sources it still holds.
    this.requestRender(true);
  };

  private requestRender(_force: boolean): void {
    if (this.frameRequest || this.destroyed) return;
    this.frameRequest = requestAnimationFrame(this.onFrame);
  }

  private readonly onFrame = (): void => {
    this.frameRequest = 0;
    this.draw();
  };

  private draw(): void {
    const renderer = this.renderer;
    if (!renderer || this.contextLost || this.destroyed) return;
    this.chooseSeatDetail(renderer);
    renderer.render(this.stage);
    if (this.emitView) {
      this.emitView = false;
      this.events.emit('viewchange', this.view);
    }
  }
}
