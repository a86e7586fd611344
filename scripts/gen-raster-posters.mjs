/**
 * Makes the demo chain's photographic posters: real chains upload photographs (JPEG), so a few
 * films (RASTER_POSTERS in server/seed/films.ts) get JPEG posters beside their SVG art, drawn
 * from it with the look of a photograph (soft focus, film grain, a vignette), so the server's
 * raster pipeline (AVIF and WebP variants, docs/decisions/241) is exercised by the demo.
 *
 * Run: npx tsx scripts/gen-raster-posters.mjs   (after scripts/gen-assets.mjs; deterministic:
 * the grain is seeded per file, so the committed JPEGs can be made again byte for byte)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { RASTER_POSTERS } from '../server/seed/films.ts';
import { mulberry } from './gen-assets/util.mjs';

const POSTERS = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'posters');

/** Grey grain around mid-grey, from a seeded generator (sharp's own noise is not seeded). */
function grain(width, height, seed) {
  const next = mulberry(seed);
  const pixels = Buffer.alloc(width * height);
  for (let i = 0; i < pixels.length; i++) {
    // Sum of three uniforms: roughly normal, sigma about 18 grey levels.
    const n = (next() + next() + next() - 1.5) * 36;
    pixels[i] = Math.max(0, Math.min(255, Math.round(128 + n)));
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

function vignette(width, height) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><radialGradient id="v" cx="0.5" cy="0.45" r="0.75">' +
      '<stop offset="0.55" stop-color="#fff"/><stop offset="1" stop-color="#6a6a6a"/>' +
      `</radialGradient></defs><rect width="${width}" height="${height}" fill="url(#v)"/></svg>`,
  );
}

function seedOf(text) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

for (const slug of RASTER_POSTERS) {
  for (const kind of ['mobile', 'desktop']) {
    const name = `${slug}-${kind}`;
    const svg = readFileSync(join(POSTERS, `${name}.svg`));
    const { width = 0, height = 0 } = await sharp(svg).metadata();
    const base = await sharp(svg).blur(0.7).modulate({ saturation: 0.92 }).png().toBuffer();
    const jpeg = await sharp(base)
      .composite([
        { input: vignette(width, height), blend: 'multiply' },
        { input: await grain(width, height, seedOf(name)), blend: 'overlay' },
      ])
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer();
    writeFileSync(join(POSTERS, `${name}.jpg`), jpeg);
    console.log(`${name}.jpg ${width}x${height} ${Math.round(jpeg.length / 1024)} KB`);
  }
}
