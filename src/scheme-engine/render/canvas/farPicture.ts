/**
 * The far picture of the 2D scene: every seat at the size where it is FAR_PICTURE_SEAT_PX wide
 * (longest side capped at FAR_PICTURE_MAX_SIDE), the picture drawn while seats are that small.
 *
 * It is written pixel by pixel instead of with one `drawImage` per seat: each seat look is
 * scaled down once (with the browser's high-quality filter) into a small sprite at sixteen
 * quarter-pixel phases, and the seats are copied from those sprites into one ImageData. At
 * 30,000 seats this takes a few milliseconds where 30,000 `drawImage` calls took ~170 ms, and
 * it is what makes the 2D first frame of decision 035c cheap.
 */
import { seatFrame, SEAT_FILL } from '../geometry';
import type { HallModel } from '../../model/hallModel';
import { FAR_PICTURE_MAX_SIDE, FAR_PICTURE_SEAT_PX } from '../scene';

/**
 * Sprite positions are snapped to 1 / (PHASES * m) of a pixel, a quarter pixel of the picture
 * the sprites are averaged from (a sprite per phase and look).
 */
const PHASES = 4;

/** Pixels of one band of the picture written at a time (1 MB of RGBA). */
const BAND_PIXELS = 1 << 18;

/** Picture pixels per hall unit for `model`. */
export function farPictureScale(model: HallModel): number {
  const seat = model.pitch * SEAT_FILL;
  return Math.min(
    FAR_PICTURE_SEAT_PX / seat,
    FAR_PICTURE_MAX_SIDE / Math.max(model.width, model.height, 1),
  );
}

/**
 * Draws the far picture of `model` into `canvas` (resized to the picture) at `k` picture
 * pixels per hall unit. With `m` = 2 each seat is what a 2 x 2 average of a picture drawn at
 * `k * 2` shows (premultiplied, as a mip level would), so a picture of the view's size has
 * no moiré and needs no mip levels when drawn (decisions 035d, 035e). `atlas` is
 * the drawn atlas and `rects` the source rectangle (x, y, w, h) of every frame in it.
 */
export function drawFarPicture(
  model: HallModel,
  atlas: CanvasImageSource,
  rects: Float32Array,
  canvas: HTMLCanvasElement,
  k: number = farPictureScale(model),
  m: 1 | 2 = 1,
): HTMLCanvasElement {
  const outW = Math.max(1, Math.ceil(model.width * k));
  const outH = Math.max(1, Math.ceil(model.height * k));
  canvas.width = outW;
  canvas.height = outH;
  const ctx = canvas.getContext('2d');
  if (!ctx || model.count === 0) return canvas;
  const width = outW;
  const height = outH;

  // Sprites: frame f at phase p (x + p % phases / phases, y + floor(p / phases) / phases px)
  // at column f, row p. With m = 2 they are drawn twice as large into a sheet twice the size,
  // which is then drawn at half size with bilinear filtering: at exactly 1/2 that averages
  // each 2 x 2 block (premultiplied), so every sprite is what a mip level of a picture drawn
  // at 2k would show, for a quarter of the pixels written here.
  const s = model.pitch * SEAT_FILL * k;
  const cell = Math.ceil(s) + 1;
  const phases = PHASES * m;
  let frames = 0;
  for (let i = 0; i < model.count; i++) frames = Math.max(frames, seatFrame(model, i) + 1);
  const sheet = document.createElement('canvas');
  sheet.width = frames * cell;
  sheet.height = phases * phases * cell;
  const sctx = sheet.getContext('2d', { willReadFrequently: true });
  const big = m === 1 ? sheet : document.createElement('canvas');
  big.width = sheet.width * m;
  big.height = sheet.height * m;
  const bctx = m === 1 ? sctx : big.getContext('2d');
  if (!sctx || !bctx) return canvas;
  bctx.imageSmoothingEnabled = true;
  bctx.imageSmoothingQuality = m === 1 ? 'high' : 'medium';
  for (let f = 0; f < frames; f++) {
    const o = f * 4;
    for (let p = 0; p < phases * phases; p++) {
      bctx.drawImage(
        atlas,
        rects[o]!,
        rects[o + 1]!,
        rects[o + 2]!,
        rects[o + 3]!,
        (f * cell + (p % phases) / phases) * m,
        (p * cell + Math.floor(p / phases) / phases) * m,
        s * m,
        s * m,
      );
    }
  }
  if (big !== sheet) {
    sctx.imageSmoothingEnabled = true;
    sctx.imageSmoothingQuality = 'low';
    sctx.drawImage(big, 0, 0, sheet.width, sheet.height);
    big.width = big.height = 0;
  }
  // Pixels are read as signed words and their alpha as bytes: an opaque pixel is then a small
  // integer even before the loops below are optimised (an unsigned 32-bit read above 2^31 is
  // a boxed number in V8's interpreter).
  const spriteBytes = sctx.getImageData(0, 0, sheet.width, sheet.height).data;
  const sprites = new Int32Array(spriteBytes.buffer);
  const sheetW = sheet.width;
  sheet.width = sheet.height = 0;

  // Written in bands of rows through small buffers: a whole-picture ImageData would leave
  // ~10 MB of garbage on the JS heap at 30,000 seats.
  const bandRows = Math.max(cell, Math.min(height, Math.floor(BAND_PIXELS / width)));
  const image = ctx.createImageData(width, bandRows);
  const out = new Int32Array(image.data.buffer);
  const outBytes = new Uint8Array(out.buffer);
  const half = s / 2;
  for (let y0 = 0; y0 < height; y0 += bandRows) {
    out.fill(0);
    const y1 = y0 + bandRows;
    for (let i = 0; i < model.count; i++) {
      // Top-left corner in picture pixels, snapped to 1 / phases of a pixel.
      const qy = Math.round((model.ys[i]! * k - half) * phases);
      const iy = Math.floor(qy / phases);
      if (iy >= y1 || iy + cell <= y0) continue;
      const qx = Math.round((model.xs[i]! * k - half) * phases);
      const ix = Math.floor(qx / phases);
      const phase = qx - ix * phases + (qy - iy * phases) * phases;
      const src = phase * cell * sheetW + seatFrame(model, i) * cell;
      const rowsFrom = Math.max(0, y0 - iy);
      const rowsTo = Math.min(cell, y1 - iy, height - iy);
      const colsFrom = Math.max(0, -ix);
      const colsTo = Math.min(cell, width - ix);
      for (let y = rowsFrom; y < rowsTo; y++)
        blitRow(
          sprites,
          spriteBytes,
          src + y * sheetW,
          out,
          outBytes,
          (iy + y - y0) * width + ix,
          colsFrom,
          colsTo,
        );
    }
    ctx.putImageData(image, 0, y0);
  }
  return canvas;
}

/**
 * Copies pixels [from, to) of one sprite row (starting at word `src`) to the picture row
 * starting at word `dst`. Seats do not overlap: where two sprites' edges meet the more opaque
 * pixel is kept. A small function called per seat row, so V8 optimises it within the first
 * few hundred seats (the loop written inline stayed slow for most of a first frame).
 */
function blitRow(
  sprites: Int32Array,
  spriteBytes: Uint8ClampedArray,
  src: number,
  out: Int32Array,
  outBytes: Uint8Array,
  dst: number,
  from: number,
  to: number,
): void {
  for (let x = from; x < to; x++)
    if (spriteBytes[(src + x) * 4 + 3]! > outBytes[(dst + x) * 4 + 3]!)
      out[dst + x] = sprites[src + x]!;
}
