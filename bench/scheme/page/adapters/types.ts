import type { HallPayload } from '../../../../src/scheme-engine/model/hallPayload';

/** The stage every renderer draws into, CSS px. */
export const VIEW_W = 1280;
export const VIEW_H = 720;

/** One way of drawing the hall, driven identically by the benchmark. */
export interface Adapter {
  /** Builds the map from the data and draws it once (synchronously where possible). */
  mount(el: HTMLElement, hall: HallPayload): Promise<void>;
  /**
   * The product's order (decision 320): the map is mounted before the hall arrives
   * (`mountEmpty`), and the hall is handed to it later (`setHall`), drawn once as `mount`
   * draws. Renderers without the split leave both out.
   */
  mountEmpty?(el: HTMLElement): Promise<void>;
  setHall?(hall: HallPayload): Promise<void>;
  /** Puts world point (wx, wy) at the view centre at `scale` (CSS px per hall unit). */
  setView(wx: number, wy: number, scale: number): void;
  /** Submits a frame now (WebGL renderers); DOM renderers draw on the browser's own frame. */
  render(): void;
  /** The WebGL context, for the render + readPixels cross-check. */
  gl(): WebGLRenderingContext | WebGL2RenderingContext | null;
  /** Called by the adapter's own press handling once the change is applied. */
  onPressApplied: ((changeJsMs: number) => void) | null;
}

/** `mount` of an adapter with the split: mounted empty, then handed the hall (decision 320). */
export async function mountThenSetHall(
  adapter: Adapter,
  el: HTMLElement,
  hall: HallPayload,
): Promise<void> {
  await adapter.mountEmpty!(el);
  await adapter.setHall!(hall);
}

/** Seat colours shared by the simple baselines. */
export const FREE = '#3fb37f';
export const SOLD = '#4a4d57';
export const SELECTED = '#ff5a36';
