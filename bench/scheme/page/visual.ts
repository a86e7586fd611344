/**
 * The in-browser half of the visual tests (bench/scheme/visual.test.mjs): draws a generated
 * hall with the real engine into a small 480x320 box, with a selection and avatars of other
 * buyers near the hall centre, at the fit scale or at scale 2; and compares two PNGs pixel by
 * pixel (the browser decodes PNG, so Node needs no image package).
 */
import { generateHall } from '../../../src/scheme-engine/model/generateHall';
import { SchemeEngine } from '../../../src/scheme-engine/SchemeEngine';
import { loadAvatar } from '../../../src/scheme-engine/render/webgl/avatarTextures';
import { loadAvatarCanvas } from '../../../src/scheme-engine/render/avatarImage';
import type { HallPayload } from '../../../src/scheme-engine/model/hallPayload';
import { buildHallModel } from '../../../src/scheme-engine/model/hallModel';
import { SEAT_FILL } from '../../../src/scheme-engine/render/geometry';

/** fit, scale 2, or `seatN`: seats drawn N CSS px wide. */
export type VisualZoom = 'fit' | '2' | `seat${number}`;

export const VISUAL_W = 480;
export const VISUAL_H = 320;

let engine: SchemeEngine | null = null;
let box: HTMLDivElement | null = null;

function frame(): Promise<number> {
  return new Promise((r) => requestAnimationFrame(r));
}

/** A drawn avatar (no text, so fonts cannot change it): a coloured disc with a head. */
function avatarUrl(color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">` +
    `<rect width="64" height="64" fill="${color}"/>` +
    `<circle cx="32" cy="24" r="12" fill="#ffffff"/>` +
    `<ellipse cx="32" cy="60" rx="22" ry="18" fill="#ffffff"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The hall of a visual case: the benchmark's hall; the 300-seat one has two prices (vip). */
export function visualHall(seats: number): HallPayload {
  return generateHall({
    seats,
    curved: seats % 2 === 0 || seats < 1000,
    soldShare: 0.3,
    seed: seats,
    prices: seats <= 300 ? [350, 600] : undefined,
  });
}

/** Indices of the places nearest to (x, y) that pass `keep`, nearest first. */
function nearest(hall: HallPayload, x: number, y: number, n: number, keep: (i: number) => boolean) {
  return hall.places
    .map((p, i) => ({ i, d: (p.x - x) ** 2 + (p.y - y) ** 2 }))
    .filter((e) => keep(e.i))
    .sort((a, b) => a.d - b.d)
    .slice(0, n)
    .map((e) => e.i);
}

/**
 * Draws case (seats, zoom) and waits until avatars are in and the frame is on screen.
 * The view centres a row below the middle of the seats, where the selection and the avatars are and,
 * on the 300-seat hall, the border between the plain and the vip price.
 */
async function show(seats: number, zoom: VisualZoom, webgl = true): Promise<void> {
  engine?.destroy();
  box?.remove();
  box = document.createElement('div');
  box.id = 'visual';
  box.style.cssText = `position:fixed;left:0;top:0;width:${VISUAL_W}px;height:${VISUAL_H}px;z-index:10;background:#000;`;
  document.body.appendChild(box);
  // The references are the scenes' pictures; the row rail over them (decision 367) is DOM,
  // the same on either scene, and has a browser test of its own.
  if (!document.getElementById('visual-no-rail')) {
    const style = document.createElement('style');
    style.id = 'visual-no-rail';
    style.textContent = '#visual .scheme-engine__rail { display: none; }';
    document.head.appendChild(style);
  }
  const hall = visualHall(seats);
  // webgl false: the 2D scene that draws the first frames before WebGL takes over (035c).
  engine = new SchemeEngine({ webgl });
  if (!(await engine.mount(box))) throw new Error('the map cannot draw');
  engine.setHall(hall);
  if (webgl && !(await engine.whenWebGL())) throw new Error('WebGL is missing');
  // The middle of the seats: on the 300-seat hall the border between the two prices.
  let minY = Infinity;
  let maxY = -Infinity;
  for (const p of hall.places) {
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  const cx = hall.width / 2;
  const cy = (minY + maxY) / 2 + 36;
  const free = nearest(hall, cx, cy, 2, (i) => Boolean(hall.places[i]!.status));
  const sold = nearest(hall, cx, cy, 3, (i) => !hall.places[i]!.status);
  engine.setSelection(free.map((i) => String(hall.places[i]!.id)));
  const urls = [avatarUrl('#7b61ff'), avatarUrl('#00a3a3'), 'data:image/png;base64,broken'];
  const avatars: Record<string, string> = {};
  sold.forEach((i, k) => (avatars[String(hall.places[i]!.id)] = urls[k]!));
  engine.setAvatars(avatars);
  // The engine's own callbacks were registered first, so they have run when these resolve.
  await Promise.all(urls.map((u) => loadAvatar(u)));
  await Promise.all(urls.map((u) => loadAvatarCanvas(u)));
  if (zoom === '2') engine.lookAt(cx, cy, 2);
  else if (zoom !== 'fit') {
    // Seats drawn `px` CSS px wide: the zoom range between the far picture and seat numbers.
    const px = Number(zoom.slice(4));
    engine.lookAt(cx, cy, px / (buildHallModel(hall).pitch * SEAT_FILL));
  }
  engine.renderNow();
  await frame();
  await frame();
}

async function pixels(b64: string): Promise<ImageData> {
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const bmp = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(bmp.width, bmp.height);
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(bmp, 0, 0);
  return ctx.getImageData(0, 0, bmp.width, bmp.height);
}

/**
 * Compares two PNGs (base64): the share of pixels whose largest channel difference exceeds
 * `tolerance`, and the largest difference seen. Different sizes count as all different.
 */
async function compare(
  actualB64: string,
  expectedB64: string,
  tolerance: number,
): Promise<{ width: number; height: number; differing: number; share: number; maxDiff: number }> {
  const a = await pixels(actualB64);
  const e = await pixels(expectedB64);
  if (a.width !== e.width || a.height !== e.height)
    return {
      width: a.width,
      height: a.height,
      differing: a.width * a.height,
      share: 1,
      maxDiff: 255,
    };
  let differing = 0;
  let maxDiff = 0;
  for (let p = 0; p < a.data.length; p += 4) {
    let d = 0;
    for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs(a.data[p + c]! - e.data[p + c]!));
    if (d > maxDiff) maxDiff = d;
    if (d > tolerance) differing++;
  }
  const total = a.width * a.height;
  return { width: a.width, height: a.height, differing, share: differing / total, maxDiff };
}

(window as unknown as { schemeVisual: unknown }).schemeVisual = { show, compare };
