import { join, resolve } from 'node:path';
import { PosterLibrary } from '../services/posters';

/**
 * `npm run build` (after vite): makes the AVIF and WebP variants of the raster posters in
 * ASSETS_DIR/posters into dist/posters (beside DIST_DIR), once: a variant already there is kept
 * (its name carries the poster's content hash). The server serves them from there.
 */
const assetsDir = process.env.ASSETS_DIR || 'assets';
const distDir = process.env.DIST_DIR || 'dist/client';
const out = resolve(distDir, '..', 'posters');
const started = performance.now();
const count = await new PosterLibrary(join(assetsDir, 'posters'), out).warm();
console.log(`poster variants: ${count} in ${out} (${Math.round(performance.now() - started)} ms)`);
