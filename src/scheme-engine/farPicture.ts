/**
 * The far picture of the 2D scene: every seat at the size where it is IMPOSTOR_SEAT_PX wide
 * (longest side capped at IMPOSTOR_MAX_SIDE), the picture drawn while seats are that small.
 *
 * It is written pixel by pixel instead of with one `drawImage` per seat: each seat look is
 * scaled down once (with the browser's high-quality filter) into a small sprite at four
 * half-pixel phases, and the seats are copied from those sprites into one ImageData. At
 * 30,000 seats this takes a few milliseconds where 30,000 `drawImage` calls took ~170 ms, and
 * it is what makes the 2D first frame of decision 035c cheap.
 */
import { seatFrame, SEAT_FILL } from './geometry';
import type { HallModel } from './hallModel';
import { IMPOSTOR_MAX_SIDE, IMPOSTOR_SEAT_PX } from './impostor';

/** Sprite positions are snapped to 1 / PHASES of a pixel (a sprite per phase and look). */
const PHASES = 4;

/** Pixels of one band of the picture written at a time (1 MB of RGBA). */
const BAND_PIXELS = 1 << 18;

/** Picture pixels per hall unit for `model`. */
export function farPictureScale(model: HallModel): number {
  const seat = model.pitch * SEAT_FILL;
  return Math.min(
    IMPOSTOR_SEAT_PX / seat,
    IMPOSTOR_MAX_SIDE / Math.max(model.width, model.height, 1),
  );
}

/**
 * Draws the far picture of `model` into `canvas` (resized to the picture) at `k` picture
 * pixels per hall unit. With `m` > 1 the seats are written at `k * m` and each m x m block
 * is averaged into one pixel (premultiplied, as a mip level would), so a picture of the
 * view's size has no moiré and needs no mip levels when drawn (decision 035d). `atlas` is
 * the drawn atlas and `rects` the source rectangle (x, y, w, h) of every frame in it.
 */
export function drawFarPicture(
  model: HallModel,
  atlas: CanvasImageSource,
  rects: Float32Array,
  canvas: HTMLCanvasElement,
  k: number = farPictureScale(model),
  m = 1,
): HTMLCanvasElement {
  const outW = Math.max(1, Math.ceil(model.width * k));
  const outH = Math.max(1, Math.ceil(model.height * k));
  canvas.width = outW;
  canvas.height = outH;
  const ctx = canvas.getContext('2d');
  if (!ctx || model.count === 0) return canvas;
  // The written (supersampled) picture.
  const kk = k * m;
  const width = outW * m;
  const height = outH * m;

  // Sprites: frame f at phase p (x + 0.5 when p & 1, y + 0.5 when p & 2) at column f, row p.
  const s = model.pitch * SEAT_FILL * kk;
  const cell = Math.ceil(s) + 1;
  let frames = 0;
  for (let i = 0; i < model.count; i++) frames = Math.max(frames, seatFrame(model, i) + 1);
  const sheet = document.createElement('canvas');
  sheet.width = frames * cell;
  sheet.height = PHASES * PHASES * cell;
  const sctx = sheet.getContext('2d', { willReadFrequently: true });
  if (!sctx) return canvas;
  sctx.imageSmoothingEnabled = true;
  sctx.imageSmoothingQuality = 'high';
  for (let f = 0; f < frames; f++) {
    const o = f * 4;
    for (let p = 0; p < PHASES * PHASES; p++) {
      sctx.drawImage(
        atlas,
        rects[o]!,
        rects[o + 1]!,
        rects[o + 2]!,
        rects[o + 3]!,
        f * cell + (p % PHASES) / PHASES,
        p * cell + Math.floor(p / PHASES) / PHASES,
        s,
        s,
      );
    }
  }
  const sprites = new Uint32Array(sctx.getImageData(0, 0, sheet.width, sheet.height).data.buffer);
  const sheetW = sheet.width;
  sheet.width = sheet.height = 0;

  // Written in bands of rows (a multiple of m) through small buffers: a whole-picture
  // ImageData would leave ~10 MB of garbage on the JS heap at 30,000 seats.
  const rows = Math.max(cell, Math.min(height, Math.floor(BAND_PIXELS / width)));
  const bandRows = Math.ceil(rows / m) * m;
  const image = ctx.createImageData(outW, bandRows / m);
  const out = m === 1 ? new Uint32Array(image.data.buffer) : new Uint32Array(width * bandRows);
  const half = s / 2;
  for (let y0 = 0; y0 < height; y0 += bandRows) {
    out.fill(0);
    const y1 = y0 + bandRows;
    for (let i = 0; i < model.count; i++) {
      // Top-left corner in picture pixels, snapped to 1 / PHASES of a pixel.
      const qy = Math.round((model.ys[i]! * kk - half) * PHASES);
      const iy = Math.floor(qy / PHASES);
      if (iy >= y1 || iy + cell <= y0) continue;
      const qx = Math.round((model.xs[i]! * kk - half) * PHASES);
      const ix = Math.floor(qx / PHASES);
      const phase = qx - ix * PHASES + (qy - iy * PHASES) * PHASES;
      const sx = seatFrame(model, i) * cell;
      const sy = phase * cell;
      for (let y = 0; y < cell; y++) {
        const py = iy + y;
        if (py < y0 || py >= y1 || py >= height) continue;
        const src = (sy + y) * sheetW + sx;
        const dst = (py - y0) * width;
        for (let x = 0; x < cell; x++) {
          const px = ix + x;
          if (px < 0 || px >= width) continue;
          const v = sprites[src + x]!;
          // Seats do not overlap: keep the more opaque pixel where two sprites' edges meet.
          if (v >>> 24 > out[dst + px]! >>> 24) out[dst + px] = v;
        }
      }
    }
    if (m > 1) averageBlocks(out, width, bandRows, m, image.data);
    ctx.putImageData(image, 0, y0 / m);
  }
  return canvas;
}

/**
 * Averages each m x m block of `src` (RGBA bytes as little-endian words, not premultiplied)
 * into one pixel of `dst`, weighting colours by alpha.
 */
function averageBlocks(
  src: Uint32Array,
  width: number,
  rows: number,
  m: number,
  dst: Uint8ClampedArray,
): void {
  const outW = width / m;
  const n = m * m;
  for (let oy = 0; oy < rows / m; oy++) {
    for (let ox = 0; ox < outW; ox++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let y = 0; y < m; y++) {
        let o = (oy * m + y) * width + ox * m;
        for (let x = 0; x < m; x++, o++) {
          const v = src[o]!;
          const al = v >>> 24;
          if (al === 0) continue;
          r += (v & 0xff) * al;
          g += ((v >>> 8) & 0xff) * al;
          b += ((v >>> 16) & 0xff) * al;
          a += al;
        }
      }
      const d = (oy * outW + ox) * 4;
      if (a === 0) {
        dst[d] = dst[d + 1] = dst[d + 2] = dst[d + 3] = 0;
        continue;
      }
      dst[d] = r / a;
      dst[d + 1] = g / a;
      dst[d + 2] = b / a;
      dst[d + 3] = a / n;
    }
  }
}
