/**
 * The hall renderer's public face. It is controlled — the host passes the hall, the selection,
 * statuses and avatars in, and listens to `seatpress`, `hover` and `viewchange` — and it never
 * decides what a press means (the selection kernels do). The parts:
 * - a scene draws (render/webgl on WebGL, render/canvas where WebGL is missing);
 * - the camera controller keeps the view (core/, with kernels/camera.ts underneath);
 * - gestures, keys and the viewport watcher (input/) feed it;
 * - picking (input/picking.ts) and the keyboard index answer "which seat";
 * - the render loop (core/) draws on demand, one frame per batch of changes.
 * README.md beside this file tells how a frame is drawn and where each part lives.
 */
import { seatAnnouncement, seatState } from './model/announce';
import { CameraController } from './core/cameraController';
import { createCanvasScene } from './render/canvas/canvasScene';
import { createEngineDom, showMessage } from './core/engineDom';
import type { SchemeEngineEvents, SchemeEngineOptions, ViewChangeEvent } from './engineTypes';
import { Emitter } from './core/emitter';
import {
  buildHallModel,
  type HallModel,
  hitGridOf,
  isSold,
  navOf,
  placeLabel,
  rowLabel,
  SEAT_SOLD,
  seatId,
  seatIndex,
  seatPrice,
} from './model/hallModel';
import { bindInput, type InputBinding } from './input/gestures';
import { keyAction } from './input/keyboard';
import type { Camera } from './kernels/camera';
import { moveFocus } from './kernels/keyboardNav';
import { MIN_PICK_PX, pickableScale, pickSeat, seatPx } from './input/picking';
import { RenderLoop } from './core/renderLoop';
import { type Scene, type SceneOptions, WEBGL_MIN_SEATS } from './render/scene';
import type { HallPayload, SeatId } from './model/hallPayload';
import { ViewportWatcher } from './input/viewport';
import { buildRailRows, RAIL_MIN_ROW_PX, railLabels, type RailRows } from './kernels/rowRail';
import { RowRailView } from './core/rowRailView';

export type {
  HoverEvent,
  SchemeEngineEvents,
  SchemeEngineOptions,
  SeatPressEvent,
  ViewChangeEvent,
} from './engineTypes';
export { MIN_PICK_PX, TOUCH_TOLERANCE_PX } from './input/picking';
export { ROW_NUMBER_PX, SEAT_NUMBER_PX, WEBGL_MIN_SEATS } from './render/scene';

/**
 * The WebGL scene and pixi.js, loaded on demand (decision 226): the 2D scene draws the first
 * frame without them, and halls under WEBGL_MIN_SEATS never need them.
 */
type WebGLModule = typeof import('./render/webgl/pixiScene');
let webglModule: Promise<WebGLModule> | null = null;
function loadWebGL(): Promise<WebGLModule> {
  webglModule ??= import('./render/webgl/pixiScene');
  return webglModule;
}

/**
 * A hall of eight seats with two rows, two prices, a child seat, a sold seat and an exit: the
 * warm-up (see {@link SchemeEngine.warmUp}) draws it once on a scratch canvas so the code,
 * the fonts and the glyphs a hall's first frame needs are ready when the hall arrives.
 */
const WARM_HALL: HallPayload = {
  width: 120,
  height: 80,
  places: [0, 1, 2, 3, 4, 5, 6, 7].map((k) => ({
    id: `w${k}`,
    x: 30 + (k % 4) * 20,
    y: 40 + Math.floor(k / 4) * 20,
    row: Math.floor(k / 4) + 1,
    place: (k % 4) + 1,
    price: k < 4 ? 350 : 600,
    status: k !== 5,
    isChild: k === 6,
  })),
  enters: [{ x: 10, y: 70 }],
};

/** True once the page has drawn a hall in the 2D scene: the warm-up's or a real one. */
let pageWarmed = false;
/** The idle warm-up's callback while it waits (0 when none waits). */
let idleWarmUp = 0;

/** The mark `warmPage` leaves in the page's performance timeline when it has drawn. */
export const WARM_UP_MARK = 'scheme-engine:warm-up';

/** A real hall drawn first warms the page as well: the idle warm-up is no longer needed. */
function pageDrewHall(): void {
  pageWarmed = true;
  if (idleWarmUp) window.cancelIdleCallback(idleWarmUp);
  idleWarmUp = 0;
}

/**
 * Draws WARM_HALL once per page on a scratch 2D scene: the code, the label fonts and the
 * shaped label strings a hall's first frame uses are then ready (decisions 320, 361).
 */
function warmPage(background: string, labels: SceneOptions['labels']): void {
  if (pageWarmed) return;
  pageDrewHall();
  const scratch = createCanvasScene({
    width: 96,
    height: 64,
    resolution: 1,
    background,
    labels,
    requestRender: () => {},
  });
  if (!scratch) return;
  const model = buildHallModel(WARM_HALL);
  scratch.setHall(model);
  // Seats 24 px wide: seat numbers, row numbers, the screen and the exit all drawn.
  scratch.setCamera({ x: -12, y: -16, scale: 1.4 }, 96, 64);
  scratch.setSelection(['w1']);
  scratch.setHover(2);
  scratch.render();
  scratch.renderSeats([1, 2]);
  scratch.warmText();
  pickSeat(model, { x: -12, y: -16, scale: 1.4 }, 30, 40);
  scratch.destroy();
  performance.mark(WARM_UP_MARK);
}

/** What an engine draws with when its options leave them out. */
const DEFAULTS = { background: '#0e0f13', screenLabel: 'Экран', exitLabel: 'Выход' } as const;

// A page that loads the engine is about to show a hall (the site loads this chunk when a
// session is about to be opened): the engine readies itself in the page's first idle moment,
// so a map mounted with its hall at once draws warm too (decision 361). Where the browser has
// no idle callback (Safari), a map mounted before its hall still warms up (warmUp).
// A hall drawn before that moment cancels it (pageDrewHall).
if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function')
  idleWarmUp = window.requestIdleCallback(
    () => {
      idleWarmUp = 0;
      warmPage(DEFAULTS.background, { screen: DEFAULTS.screenLabel, exit: DEFAULTS.exitLabel });
    },
    { timeout: 3000 },
  );

const NO_DRAWING =
  'Схема зала не может быть показана: браузер не поддерживает WebGL. Выберите места в списке.';

/** The scheme engine. Create, `mount(el)`, `setHall(payload)`, and `destroy()` when done. */
export class SchemeEngine {
  private readonly events = new Emitter<SchemeEngineEvents>();
  private readonly options: Required<SchemeEngineOptions>;
  private readonly cameraCtl = new CameraController();
  private readonly loop = new RenderLoop(() => this.draw());
  private scene: Scene | null = null;
  private host: HTMLElement | null = null;
  private root: HTMLDivElement | null = null;
  private live: HTMLDivElement | null = null;
  private tooltip: HTMLDivElement | null = null;
  private input: InputBinding | null = null;
  private viewport: ViewportWatcher | null = null;
  private destroyed = false;
  private emitView = false;
  /** WebGL starting behind the 2D first frames (see {@link whenWebGL}). */
  private webgl: Promise<boolean> | null = null;
  /** What the scenes are created with (kept for a WebGL start after a larger hall arrives). */
  private sceneOptions: SceneOptions | null = null;

  private model: HallModel | null = null;
  /** Row numbers pinned to the left edge when a row's own are off the view (decision 367). */
  private rail: RowRailView | null = null;
  private railRows: RailRows | null = null;
  /** The camera and view the rail was last laid out for. */
  private railKey = '';
  private pendingHall: HallPayload | null = null;
  private selection: SeatId[] = [];
  private selectedSet = new Set<SeatId>();
  private avatars = new Map<SeatId, string>();
  /** What some seats' state is called instead (setSeatNotes). */
  private seatNotes = new Map<SeatId, string>();
  private hovered = -1;
  private focused = -1;
  private readonly delta = { x: 0, y: 0 };

  constructor(options: SchemeEngineOptions = {}) {
    this.options = {
      background: options.background ?? DEFAULTS.background,
      screenLabel: options.screenLabel ?? DEFAULTS.screenLabel,
      exitLabel: options.exitLabel ?? DEFAULTS.exitLabel,
      webgl: options.webgl ?? 'auto',
      tapZoomInset: options.tapZoomInset ?? 0,
    };
    this.cameraCtl.setBottomInset(
      this.options.tapZoomInset,
      (scale) => this.model !== null && this.tapZooms(scale),
    );
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
    const v = this.cameraCtl.view;
    v.tapZooms = this.model !== null && this.tapZooms(v.scale);
    return v;
  }

  /** The camera (screen = world * scale + x/y), read-only; tests and benchmarks read it. */
  get camera(): Readonly<Camera> {
    return this.cameraCtl.cam;
  }

  /** True when a scene is up (false before mount finishes, or where nothing can draw). */
  get ready(): boolean {
    return this.scene !== null;
  }

  /** What draws the map: 'webgl', the 2D 'canvas' fallback, or null before mount. */
  get backend(): 'webgl' | 'canvas' | null {
    return this.scene?.kind ?? null;
  }

  /**
   * Creates the canvas inside `el` and starts drawing. Where WebGL works the map first draws
   * with the 2D-canvas scene (no start-up cost, so a hall set right after mount is on screen
   * at once), then hands over to WebGL once that has started (decision 035c); where WebGL is
   * missing the 2D scene stays. Resolves to true when the map can draw; where neither works it
   * shows a clear message in `el` and resolves to false. Safe to call `destroy()` before it
   * resolves (React StrictMode mounts twice).
   */
  async mount(el: HTMLElement): Promise<boolean> {
    if (this.host) throw new Error('SchemeEngine is already mounted');
    this.host = el;
    const { root, live, tooltip } = createEngineDom();
    el.appendChild(root);
    this.root = root;
    this.live = live;
    this.tooltip = tooltip;

    const rect = root.getBoundingClientRect();
    const sceneOptions: SceneOptions = {
      width: Math.max(1, rect.width),
      height: Math.max(1, rect.height),
      resolution: window.devicePixelRatio || 1,
      background: this.options.background,
      labels: { screen: this.options.screenLabel, exit: this.options.exitLabel },
      requestRender: () => this.loop.schedule(),
    };
    this.sceneOptions = sceneOptions;
    let scene: Scene | null = createCanvasScene(sceneOptions);
    if (scene) {
      // WebGL is probed later, in startWebGL: the probe creates a context (~30 ms). With
      // 'auto' it starts only for a hall large enough to need it (setHall).
      if (this.options.webgl === true) this.webgl = this.startWebGL(sceneOptions);
    } else if (this.options.webgl) {
      // No 2D canvas to draw with meanwhile: wait for WebGL.
      const webgl = await loadWebGL().catch(() => null);
      scene = webgl?.isWebGLSupported() ? await webgl.createPixiScene(sceneOptions) : null;
      if (this.destroyed) {
        scene?.destroy();
        return false;
      }
    }
    if (!scene) {
      showMessage(root, NO_DRAWING);
      return false;
    }
    this.scene = scene;
    this.cameraCtl.resize(sceneOptions.width, sceneOptions.height);
    this.viewport = new ViewportWatcher(root, (force) => this.onResize(force));
    root.addEventListener('keydown', this.onKeyDown);
    root.addEventListener('blur', this.onBlur);
    this.attachCanvas(scene.canvas, null);
    this.rail = new RowRailView();
    root.insertBefore(this.rail.el, this.live);
    this.bindGesturesSoon(root);
    if (scene.kind === 'canvas' && !this.pendingHall)
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => this.warmUp(), 0)));
    if (this.pendingHall) {
      const hall = this.pendingHall;
      this.pendingHall = null;
      this.setHall(hall);
    }
    this.loop.schedule();
    return true;
  }

  /**
   * Resolves to true once WebGL draws the map (after the 2D first frames), false where it
   * will not (no WebGL, destroyed first, or a hall small enough for the 2D scene under
   * `webgl: 'auto'`). Tests and screenshots of the WebGL look wait for it; the map is usable
   * before it.
   */
  whenWebGL(): Promise<boolean> {
    return this.webgl ?? Promise.resolve(this.backend === 'webgl');
  }

  /** Frees the scene (and its WebGL context), every listener and the DOM the engine added. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.loop.stop();
    this.input?.destroy();
    this.input = null;
    this.viewport?.stop();
    this.viewport = null;
    this.root?.removeEventListener('keydown', this.onKeyDown);
    this.root?.removeEventListener('blur', this.onBlur);
    this.scene?.destroy();
    this.scene = null;
    this.model = null;
    this.rail = null;
    this.railRows = null;
    this.webgl = null;
    this.root?.remove();
    this.root = null;
    this.host = null;
    this.events.clear();
  }

  /** Draws a hall (replacing the previous one) and fits it into the view. */
  setHall(hall: HallPayload): void {
    const scene = this.scene;
    if (!scene) {
      this.pendingHall = hall;
      return;
    }
    const model = buildHallModel(hall);
    this.model = model;
    this.railRows = null;
    this.railKey = '';
    scene.setHall(model);
    if (scene.kind === 'canvas') pageDrewHall();
    this.cameraCtl.setWorld(hall.width, hall.height);
    this.hovered = -1;
    this.focused = -1;
    this.fit();
    this.syncSelection();
    this.syncAvatars();
    if (
      this.options.webgl === 'auto' &&
      !this.webgl &&
      scene.kind === 'canvas' &&
      model.count >= WEBGL_MIN_SEATS &&
      this.sceneOptions
    )
      this.webgl = this.startWebGL(this.sceneOptions);
  }

  /** Sets the chosen seats (controlled by the flows); unknown ids are ignored. */
  setSelection(ids: readonly (SeatId | number)[]): void {
    const before = this.selectedSet;
    this.selection = ids.map(String);
    this.selectedSet = new Set(this.selection);
    const model = this.model;
    if (!model || !this.scene) return;
    this.scene.setSelection(this.selection);
    if (this.tooltip && this.hovered >= 0) this.tooltip.textContent = this.describe(this.hovered);
    // Only the seats that changed are redrawn where the scene can patch its frame (a press).
    const changed: number[] = [];
    for (const id of before) {
      if (!this.selectedSet.has(id)) changed.push(seatIndex(model, id) ?? -1);
    }
    for (const id of this.selectedSet) {
      if (!before.has(id)) changed.push(seatIndex(model, id) ?? -1);
    }
    this.redrawSeats(changed);
  }

  /**
   * Updates seats' sale status: `free[id]` true means free. Only listed seats change; the
   * scene redraws only their looks.
   */
  setStatuses(free: Readonly<Record<string, boolean>> | ReadonlyMap<SeatId, boolean>): void {
    const model = this.model;
    if (!model || !this.scene) return;
    const entries = free instanceof Map ? free.entries() : Object.entries(free);
    const changed: number[] = [];
    for (const [id, isFree] of entries) {
      const i = seatIndex(model, id);
      if (i === undefined) continue;
      const before = model.flags[i]!;
      model.flags[i] = isFree ? before & ~SEAT_SOLD : before | SEAT_SOLD;
      if (model.flags[i] !== before) changed.push(i);
    }
    if (changed.length === 0) return;
    this.scene.updateLooks(changed);
    this.loop.schedule();
  }

  /** Avatars of other buyers: seat id to image URL (as session/avatar/ returns). */
  setAvatars(avatars: Readonly<Record<string, string>> | ReadonlyMap<SeatId, string>): void {
    const entries = avatars instanceof Map ? [...avatars.entries()] : Object.entries(avatars);
    this.avatars = new Map(entries.map(([k, v]) => [String(k), v]));
    this.syncAvatars();
  }

  /**
   * Words that stand for some seats' state where the map speaks of them (its live region and
   * tooltip): seat id to text, e.g. the watch view's 'ваше место' for a seat the buyer owns, which
   * the map would otherwise call 'занято' (decision 460). A chosen seat still says 'выбрано'.
   */
  setSeatNotes(notes: Readonly<Record<string, string>> | ReadonlyMap<SeatId, string>): void {
    const entries = notes instanceof Map ? [...notes.entries()] : Object.entries(notes);
    this.seatNotes = new Map(entries.map(([k, v]) => [String(k), v]));
    if (this.model && this.tooltip && this.hovered >= 0)
      this.tooltip.textContent = this.describe(this.hovered);
  }

  /** Zooms in one 0.25 step about the view centre. */
  zoomIn(): void {
    this.zoomStepAtCentre(1);
  }

  /** Zooms out one 0.25 step about the view centre. */
  zoomOut(): void {
    this.zoomStepAtCentre(-1);
  }

  /** Shows the whole hall at the fit scale. */
  fit(): void {
    this.changeCamera(() => this.cameraCtl.fit());
  }

  /** Moves the keyboard focus to a seat (e.g. from the accessible list) and announces it. */
  focusSeat(id: SeatId | number): void {
    const i = this.model ? seatIndex(this.model, id) : undefined;
    if (i !== undefined) this.setFocused(i, true);
  }

  /**
   * Presses seat `id` the way Enter on the focused seat does: emits `seatpress` with the seat's
   * current status and labels (`via: 'keyboard'`) and announces the result. For controls
   * outside the canvas, such as the accessible free-seat list, so they share the canvas's press
   * instead of copying it. Where the map cannot draw, the hall passed to `setHall` still
   * answers. Returns false (and emits nothing) for an id the hall does not have.
   */
  pressSeat(id: SeatId | number): boolean {
    if (!this.scene && this.pendingHall) this.model = buildHallModel(this.pendingHall);
    const i = this.model ? seatIndex(this.model, id) : undefined;
    if (i === undefined) return false;
    this.press(i, 'keyboard');
    return true;
  }

  /** Puts world point (wx, wy) at the view centre at `scale` (benchmarks, tests); clamped. */
  lookAt(wx: number, wy: number, scale: number): void {
    this.changeCamera(() => this.cameraCtl.lookAt(wx, wy, scale));
  }

  /** Draws now instead of on the next animation frame (benchmarks measure this). */
  renderNow(): void {
    this.loop.now();
  }

  /** The seat under a view point (CSS px), or null: the same answer a tap would get. */
  seatAt(x: number, y: number): SeatId | null {
    const i = this.pick(x, y);
    return i >= 0 ? seatId(this.model!, i) : null;
  }

  // ---- internals ---------------------------------------------------------------------------

  /**
   * Puts a scene's canvas into the map, replacing `old`. The canvas takes no pointer events:
   * they go to the root, which keeps the gestures (and any pointer capture) across the
   * 2D -> WebGL hand-over, so a drag in progress at the swap goes on.
   */
  private attachCanvas(canvas: HTMLCanvasElement, old: HTMLCanvasElement | null): void {
    canvas.style.cssText = 'display:block;width:100%;height:100%;pointer-events:none;';
    this.root!.insertBefore(canvas, old ?? this.live);
    old?.remove();
  }

  /**
   * Binds the gestures once the first frame is on screen (setting up @use-gesture is a few ms
   * of a cold first frame, decision 226), or at once when a pointer comes over the map, or a
   * wheel or a touch reaches it, first: a pointer is over the map before it presses.
   */
  private bindGesturesSoon(root: HTMLElement): void {
    const early = ['pointerover', 'pointerdown', 'wheel', 'touchstart'] as const;
    const bind = (): void => {
      for (const type of early) root.removeEventListener(type, bind, true);
      if (!this.input && !this.destroyed && this.root === root) this.bindGestures(root);
    };
    for (const type of early) root.addEventListener(type, bind, { capture: true, passive: true });
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(bind, 0)));
  }

  /** Binds the gestures to the root (touch-action none there), once per mount. */
  private bindGestures(root: HTMLElement): void {
    this.input = bindInput(root, {
      pan: (dx, dy) => this.changeCamera(() => this.cameraCtl.pan(dx, dy)),
      zoomAt: (scale, x, y) => this.changeCamera(() => this.cameraCtl.zoomTo(scale, x, y)),
      scale: () => this.cameraCtl.cam.scale,
      tap: (x, y) => this.onTap(x, y),
      doubleTap: (x, y) => this.changeCamera(() => this.cameraCtl.step(1, x, y)),
      hover: (x, y) => this.onHover(x, y),
      leave: () => this.setHovered(-1),
    });
  }

  /**
   * Starts WebGL once the 2D scene's first frame has been presented (two animation frames,
   * then a task: WebGL start-up blocks the main thread for 0.1-0.5 s on a cold page, and must
   * not hold back the frame that shows the hall), then hands the map over to it.
   */
  private startWebGL(opts: SceneOptions): Promise<boolean> {
    // Fetched meanwhile (a separate chunk); a failed fetch leaves the 2D scene drawing.
    const module = loadWebGL();
    return new Promise<boolean>((resolve) => {
      const start = async (): Promise<void> => {
        const webgl = await module.catch(() => null);
        if (this.destroyed || !webgl || !webgl.isWebGLSupported()) return resolve(false);
        void webgl.createPixiScene(opts).then((scene) => {
          if (!scene) return resolve(false);
          if (this.destroyed) {
            scene.destroy();
            return resolve(false);
          }
          this.handOver(scene);
          resolve(true);
        });
      };
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => void start(), 0)));
    });
  }

  /**
   * Replaces the 2D scene by the WebGL one without a visible jump: the new scene gets the
   * same hall model, camera, selection, avatars and rings, draws its first frame (with the far
   * picture ready, as the 2D scene showed one), and only then takes the old canvas's place.
   */
  private handOver(scene: Scene): void {
    const old = this.scene;
    const root = this.root;
    if (!old || !root) {
      scene.destroy();
      return;
    }
    const w = Math.max(1, root.clientWidth);
    const h = Math.max(1, root.clientHeight);
    scene.resize(w, h, window.devicePixelRatio || 1);
    this.cameraCtl.resize(w, h);
    const model = this.model;
    if (model) scene.setHall(model);
    this.scene = scene;
    const b = this.cameraCtl.bounds;
    scene.setCamera(this.cameraCtl.cam, b.viewWidth, b.viewHeight);
    if (model) {
      scene.setSelection(this.selection);
      scene.setAvatars(this.avatars, () => this.loop.schedule());
      scene.setHover(this.hovered);
      scene.setFocus(document.activeElement === root ? this.focused : -1);
    }
    scene.prepareFirstFrame();
    scene.render();
    // The picking index is left out of the first frame; the hand-over is one long task
    // anyway, so it is built here rather than by the first tap.
    if (model) hitGridOf(model);
    this.attachCanvas(scene.canvas, old.canvas);
    old.destroy();
  }

  /**
   * While a mounted map waits for its hall (the site mounts the map and sets the hall when its
   * fetch returns), asks for one more frame of the empty view and, unless the page's idle
   * warm-up ran already, draws a tiny hall once on a scratch 2D scene (warmPage): the first
   * frame of the real hall then runs warm code, with its label font resolved and the label
   * glyphs rasterised (decisions 320, 361). Skipped once a hall is set, and where WebGL draws.
   */
  private warmUp(): void {
    const opts = this.sceneOptions;
    if (this.destroyed || this.model || this.scene?.kind !== 'canvas' || !opts) return;
    // The view canvas draws once more: the compositor keeps the resource of the frame it
    // shows, so the hall's first frame would otherwise wait for a new one to be made.
    this.loop.schedule();
    warmPage(opts.background, opts.labels);
  }

  private zoomStepAtCentre(dir: 1 | -1): void {
    const ctl = this.cameraCtl;
    this.changeCamera(() => ctl.step(dir, ctl.bounds.viewWidth / 2, ctl.centreY));
  }

  /** Runs a camera move, then hands the camera to the scene and asks for a frame. */
  private changeCamera(move: () => void): void {
    move();
    const b = this.cameraCtl.bounds;
    this.scene?.setCamera(this.cameraCtl.cam, b.viewWidth, b.viewHeight);
    this.emitView = true;
    this.loop.schedule();
    if (this.hovered >= 0) this.placeTooltip(this.hovered);
  }

  private syncSelection(): void {
    if (!this.model || !this.scene) return;
    this.scene.setSelection(this.selection);
    // The seat under the pointer was usually just pressed: its tip must say 'выбрано' now, not
    // the 'свободно' it said when the pointer arrived.
    if (this.tooltip && this.hovered >= 0) this.tooltip.textContent = this.describe(this.hovered);
    this.loop.schedule();
  }

  private syncAvatars(): void {
    if (!this.model || !this.scene) return;
    this.scene.setAvatars(this.avatars, () => this.loop.schedule());
    this.loop.schedule();
  }

  private pick(x: number, y: number): number {
    return this.model ? pickSeat(this.model, this.cameraCtl.cam, x, y) : -1;
  }

  private onTap(x: number, y: number): void {
    const model = this.model;
    if (!model) return;
    if (this.tapZooms(this.cameraCtl.cam.scale)) {
      // Too small to pick reliably: zoom in towards the tap so the next tap is unambiguous,
      // and far enough for the rail to name the rows whose own numbers are off the view.
      const target = Math.max(
        this.cameraCtl.nextScale(),
        pickableScale(model, 1.6),
        // A hair over the rail's threshold: 22 / p * p can come out under 22 in floats.
        (RAIL_MIN_ROW_PX / model.pitch) * (1 + 1e-6),
      );
      this.changeCamera(() => this.cameraCtl.zoomTo(target, x, y));
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
      price: seatPrice(model, i),
      via,
    });
    // The host updates the selection synchronously in most flows; announce the result.
    if (via === 'keyboard') queueMicrotask(() => this.announce(i));
  }

  private onHover(x: number, y: number): void {
    const model = this.model;
    if (!model) return;
    this.setHovered(this.tapZooms(this.cameraCtl.cam.scale) ? -1 : this.pick(x, y));
  }

  /** Seats at `scale` are too small to pick: a tap zooms in instead (a hall is set). */
  private tapZooms(scale: number): boolean {
    return seatPx(this.model!, scale) < MIN_PICK_PX;
  }

  private setHovered(i: number): void {
    if (i === this.hovered) return;
    const was = this.hovered;
    this.hovered = i;
    const model = this.model;
    this.scene?.setHover(i);
    if (this.tooltip) {
      if (i >= 0 && model) {
        this.tooltip.textContent = this.describe(i);
        this.tooltip.style.display = 'block';
        this.placeTooltip(i);
      } else this.tooltip.style.display = 'none';
    }
    this.events.emit('hover', { id: i >= 0 && model ? seatId(model, i) : null });
    this.redrawSeats([was, i]);
  }

  private placeTooltip(i: number): void {
    const model = this.model;
    const tip = this.tooltip;
    if (!model || !tip) return;
    const cam = this.cameraCtl.cam;
    const sx = model.xs[i]! * cam.scale + cam.x;
    const sy = (model.ys[i]! - model.pitch * 0.6) * cam.scale + cam.y;
    tip.style.transform = `translate(-50%, -100%) translate(${Math.round(sx)}px, ${Math.round(sy)}px)`;
  }

  private setFocused(i: number, reveal: boolean): void {
    const model = this.model;
    if (!model || !this.scene) return;
    this.focused = i;
    this.scene.setFocus(i);
    if (i < 0) return;
    if (reveal) this.reveal(i);
    this.announce(i);
    this.loop.schedule();
  }

  /** Pans (and zooms to pickable size if needed) so seat i is well inside the view. */
  private reveal(i: number): void {
    const model = this.model!;
    const cams = this.cameraCtl;
    const minScale = Math.min(cams.maxScale, pickableScale(model, 2));
    if (cams.cam.scale < minScale) {
      this.lookAt(model.xs[i]!, model.ys[i]!, minScale);
      return;
    }
    const { x, y, scale } = cams.cam;
    const d = this.delta;
    cams.revealDelta(
      model.xs[i]! * scale + x,
      model.ys[i]! * scale + y,
      model.pitch * scale * 1.5,
      d,
    );
    if (d.x || d.y) this.changeCamera(() => cams.pan(d.x, d.y));
  }

  private describe(i: number): string {
    const model = this.model!;
    const note = this.seatNotes.get(seatId(model, i));
    return seatAnnouncement(model, i, seatState(model, i, this.selectedSet), note);
  }

  private announce(i: number): void {
    if (this.model && this.live) this.live.textContent = this.describe(i);
  }

  private readonly onKeyDown = (e: KeyboardEvent): void => {
    const model = this.model;
    if (!model || model.count === 0) return;
    const action = keyAction(e.key);
    if (!action || (action.kind === 'press' && this.focused < 0)) return;
    e.preventDefault();
    if (action.kind === 'move')
      this.setFocused(moveFocus(navOf(model), this.focused, action.dir), true);
    else if (action.kind === 'press') this.press(this.focused, 'keyboard');
    else this.zoomStepAtCentre(action.dir);
  };

  private readonly onBlur = (): void => {
    this.scene?.setFocus(-1);
    this.loop.schedule();
  };

  private onResize(force: boolean): void {
    const root = this.root;
    const scene = this.scene;
    if (!root || !scene) return;
    const w = Math.max(1, root.clientWidth);
    const h = Math.max(1, root.clientHeight);
    const dpr = window.devicePixelRatio || 1;
    if (!force && !this.cameraCtl.viewDiffers(w, h) && scene.resolution === dpr) return;
    scene.resize(w, h, dpr);
    this.input?.invalidate();
    this.changeCamera(() => this.cameraCtl.resize(w, h));
    this.loop.now();
  }

  /**
   * Redraws seats whose selection or hover ring changed. On a scene that can patch its frame
   * (the 2D one) and with no whole frame pending, only their squares are drawn, at once:
   * a press costs a seat's pixels, not a frame's (decision 225). Otherwise asks for a frame.
   */
  private redrawSeats(seats: readonly number[]): void {
    const scene = this.scene;
    if (!scene || this.destroyed) return;
    if (scene.renderSeats && !this.loop.pending) scene.renderSeats(seats);
    else this.loop.schedule();
  }

  private draw(): void {
    if (!this.scene || this.destroyed) return;
    this.scene.render();
    this.layRail();
    if (this.emitView) {
      this.emitView = false;
      this.events.emit('viewchange', this.view);
    }
  }

  /** Pins the numbers of rows whose own are off the view, when the camera or hall changed. */
  private layRail(): void {
    const model = this.model;
    const rail = this.rail;
    if (!model || !rail) return;
    const { cam } = this.cameraCtl;
    const { viewWidth, viewHeight } = this.cameraCtl.bounds;
    const key = `${cam.x},${cam.y},${cam.scale},${viewWidth},${viewHeight}`;
    if (key === this.railKey) return;
    this.railKey = key;
    // Rows are grouped the first time the zoom is close enough to need them.
    if (model.pitch * cam.scale < RAIL_MIN_ROW_PX) return rail.update([], String);
    const rows = (this.railRows ??= buildRailRows(model));
    // '7 ряд': a bare number on the rail would read as a seat's.
    rail.update(
      railLabels(model, rows, cam, viewWidth, viewHeight),
      (i) => `${rowLabel(model, i)} ряд`,
    );
  }
}
