/**
 * The in-browser half of the scheme benchmark. run.mjs opens this page once per
 * (renderer, hall) in a fresh browser context and calls window.schemeBench's steps.
 */
import { generateHall } from '../../../src/scheme-engine/model/generateHall';
import { SchemeEngine } from '../../../src/scheme-engine/SchemeEngine';
import { fitScale } from '../../../src/scheme-engine/kernels/camera';
import type { HallPayload } from '../../../src/scheme-engine/model/hallPayload';
import { domAdapter } from './adapters/dom';
import { emptyAdapter } from './adapters/empty';
import { engineAdapter } from './adapters/engine';
import { domLabelledAdapter, svgLabelledAdapter } from './adapters/labelled';
import { pixiNaiveAdapter } from './adapters/pixiNaive';
import { seatmapCanvasAdapter } from './adapters/seatmapCanvas';
import { svgAdapter } from './adapters/svg';
import { type Adapter, VIEW_H, VIEW_W } from './adapters/types';
import './visual';

const FACTORIES: Record<string, () => Adapter> = {
  engine: engineAdapter,
  'pixi-naive': pixiNaiveAdapter,
  dom: domAdapter,
  svg: svgAdapter,
  // The same picture as the engine's: numbers, screen, exits, fitted (decision 341).
  'dom-labelled': domLabelledAdapter,
  'svg-labelled': svgLabelledAdapter,
  'seatmap-canvas': seatmapCanvasAdapter,
  // The memory baseline (run.mjs), not a renderer.
  empty: emptyAdapter,
};

let adapter: Adapter | null = null;
let hall: HallPayload | null = null;
let pressDownAt = 0;
let pressApplied: { changeJsMs: number; shownAt: number } | null = null;

function frame(): Promise<number> {
  return new Promise((r) => requestAnimationFrame(r));
}

function percentile(values: number[], p: number): number {
  const s = values.slice().sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s[Math.min(s.length - 1, Math.floor(p * (s.length - 1) + 0.5))]!;
}

function readPixel(gl: WebGLRenderingContext | WebGL2RenderingContext): void {
  const px = new Uint8Array(4);
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
}

/** The camera path: zoom fit -> fit*Z -> fit with a Lissajous pan, Z = min(8, 2/fit). */
function viewAt(t: number, h: HallPayload): [number, number, number] {
  const fit = fitScale({
    viewWidth: VIEW_W,
    viewHeight: VIEW_H,
    worldWidth: h.width,
    worldHeight: h.height,
    padding: 16,
  });
  const z = Math.max(1, Math.min(8, 2 / fit));
  const scale = fit * Math.pow(z, Math.sin(Math.PI * t));
  const wx = h.width * (0.5 + 0.3 * Math.sin(2 * Math.PI * t * 1.5));
  const wy = h.height * (0.5 + 0.25 * Math.sin(2 * Math.PI * t * 2 + 1));
  return [wx, wy, scale];
}

/**
 * The line of Russian text the site's seat page shows before its map draws (the popup's
 * title, in the site's font): every renderer's tab has the same text on screen before timing
 * starts, as on the site (decision 321). Drawn over the stage's top-left corner, away from
 * the press target at the centre.
 */
function pageText(): void {
  if (document.getElementById('page-text')) return;
  const p = document.createElement('div');
  p.id = 'page-text';
  p.textContent = 'Выбор мест · Зал 1 · 19:30';
  p.style.cssText =
    'position:absolute;left:0;top:0;z-index:1;padding:4px 8px;font:15px system-ui,sans-serif;color:#f2f3f7;background:rgba(14,15,19,0.8);pointer-events:none;';
  document.body.appendChild(p);
}

const api = {
  /**
   * Generates the hall (not timed: the data exists before any renderer sees it) and puts the
   * page's line of text on screen.
   */
  async setup(seats: number): Promise<number> {
    hall = generateHall({
      seats,
      curved: seats % 2 === 0 || seats < 1000,
      soldShare: 0.3,
      seed: seats,
    });
    pageText();
    await frame();
    await frame();
    return hall.places.length;
  },

  /** Data to first drawn frame, ms: build, draw, then two animation frames. */
  async firstFrame(name: string): Promise<number> {
    const factory = FACTORIES[name];
    if (!factory || !hall) throw new Error(`unknown renderer ${name}`);
    const el = document.getElementById('stage')!;
    performance.mark('bench:t0');
    const t0 = performance.now();
    adapter = factory();
    await adapter.mount(el, hall);
    const gl = adapter.gl();
    if (gl) readPixel(gl);
    await frame();
    await frame();
    return performance.now() - t0;
  },

  /**
   * The product's order (decision 320): the map is mounted without a hall, the page waits
   * `waitMs` (the hall's fetch) and then hands the hall over; timed from the hand-over to the
   * second animation frame, as {@link firstFrame}. Null for a renderer without the split.
   */
  async mountedFirstFrame(name: string, waitMs: number): Promise<number | null> {
    const factory = FACTORIES[name];
    if (!factory || !hall) throw new Error(`unknown renderer ${name}`);
    const el = document.getElementById('stage')!;
    const a = factory();
    if (!a.mountEmpty || !a.setHall) return null;
    adapter = a;
    await a.mountEmpty(el);
    await new Promise((r) => setTimeout(r, waitMs));
    performance.mark('bench:t0');
    const t0 = performance.now();
    await a.setHall(hall);
    const gl = a.gl();
    if (gl) readPixel(gl);
    await frame();
    await frame();
    return performance.now() - t0;
  },

  /** Continuous zoom and pan: frame deltas, JS per frame, and render+readPixels per frame. */
  async frames(
    count: number,
    budgetMs: number,
  ): Promise<{
    frameP50: number;
    frameP95: number;
    jsP50: number;
    jsP95: number;
    syncP50: number | null;
    count: number;
  }> {
    const a = adapter!;
    const h = hall!;
    const deltas: number[] = [];
    const js: number[] = [];
    let last = await frame();
    const stopAt = performance.now() + budgetMs;
    for (let f = 0; f < count; f++) {
      if (f >= 12 && performance.now() > stopAt) break;
      const now = await frame();
      if (f > 0) deltas.push(now - last);
      last = now;
      const [wx, wy, s] = viewAt(f / count, h);
      const t0 = performance.now();
      a.setView(wx, wy, s);
      a.render();
      js.push(performance.now() - t0);
    }
    // Cross-check (notes: uncapped rAF can under-report GPU work): render + 1-pixel readPixels.
    let syncP50: number | null = null;
    const gl = a.gl();
    if (gl) {
      const sync: number[] = [];
      for (let f = 0; f < 30 && (f < 5 || performance.now() < stopAt + budgetMs / 4); f++) {
        await frame();
        const [wx, wy, s] = viewAt(f / 30, h);
        const t0 = performance.now();
        a.setView(wx, wy, s);
        a.render();
        readPixel(gl);
        sync.push(performance.now() - t0);
      }
      syncP50 = percentile(sync, 0.5);
    }
    return {
      frameP50: percentile(deltas, 0.5),
      frameP95: percentile(deltas, 0.95),
      jsP50: percentile(js, 0.5),
      jsP95: percentile(js, 0.95),
      syncP50,
      count: js.length,
    };
  },

  /**
   * Zooms to the largest common scale around the hall centre and returns the view point of
   * the free seat nearest to the centre; run.mjs clicks it with a real mouse.
   */
  async pressTarget(): Promise<{ x: number; y: number }> {
    const a = adapter!;
    const h = hall!;
    const cx = h.width / 2;
    const cy = h.height / 2;
    let best = -1;
    let bestD = Infinity;
    h.places.forEach((p, i) => {
      const d = (p.x - cx) ** 2 + (p.y - cy) ** 2;
      if (p.status && d < bestD) {
        bestD = d;
        best = i;
      }
    });
    const seat = h.places[best]!;
    a.setView(seat.x, seat.y, 2);
    a.render();
    await frame();
    await frame();
    pressApplied = null;
    a.onPressApplied = (changeJsMs) => {
      pressApplied = { changeJsMs, shownAt: 0 };
      void frame().then(() =>
        frame().then((t) => {
          if (pressApplied) pressApplied.shownAt = t;
        }),
      );
    };
    return { x: VIEW_W / 2, y: VIEW_H / 2 };
  },

  /**
   * Arms the next press after one that showed, the pointer left where it was: it is then
   * resting on the seat when run.mjs presses again (decision 340).
   */
  async rearmPress(): Promise<void> {
    pressApplied = null;
    await frame();
    await frame();
  },

  /** Waits for the press to show; returns pointerdown -> frame after the change, and change JS. */
  async pressResult(): Promise<{ pressToFrameMs: number; changeJsMs: number } | null> {
    const until = performance.now() + 5000;
    while (performance.now() < until) {
      if (pressApplied && pressApplied.shownAt > 0) {
        return {
          pressToFrameMs: pressApplied.shownAt - pressDownAt,
          changeJsMs: pressApplied.changeJsMs,
        };
      }
      await frame();
    }
    return null;
  },

  /**
   * Mounts and destroys the engine `n` times (as React StrictMode and popups do) and reports
   * whether any context was lost to the browser's context limit and what is left in the DOM.
   */
  async mountCycles(
    n: number,
  ): Promise<{ canvases: number; lostWarnings: number; lastContextAlive: boolean }> {
    const el = document.getElementById('stage')!;
    let lost = 0;
    const small = generateHall({ seats: 300, seed: 3 });
    for (let k = 0; k < n; k++) {
      const e = new SchemeEngine({ webgl: true });
      const mounted = e.mount(el);
      if (k % 2 === 1) e.destroy(); // destroyed before init finished, as StrictMode does
      await mounted;
      if (k % 2 === 0) {
        e.setHall(small);
        // The 2D first frame hands over to WebGL (decision 035c): check the WebGL context.
        await e.whenWebGL();
        e.renderNow();
        const gl = el.querySelector('canvas')?.getContext('webgl2');
        if (gl?.isContextLost()) lost++;
        e.destroy();
      }
    }
    const last = new SchemeEngine({ webgl: true });
    await last.mount(el);
    last.setHall(small);
    await last.whenWebGL();
    last.renderNow();
    const gl = el.querySelector('canvas')?.getContext('webgl2');
    const alive = Boolean(gl && !gl.isContextLost());
    last.destroy();
    return {
      canvases: el.querySelectorAll('canvas').length,
      lostWarnings: lost,
      lastContextAlive: alive,
    };
  },

  /** JS heap after a full GC, MB (needs --js-flags=--expose-gc and precise memory info). */
  heapMB(): number {
    const w = window as unknown as { gc?: () => void };
    w.gc?.();
    const mem = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return mem ? mem.usedJSHeapSize / 1048576 : NaN;
  },
};

window.addEventListener(
  'pointerdown',
  (e) => {
    pressDownAt = e.timeStamp;
  },
  { capture: true },
);

(window as unknown as { schemeBench: typeof api }).schemeBench = api;
document.title = 'ready';
