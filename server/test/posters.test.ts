import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posterSources } from '@softkino/contract/posters';
import { buildApp } from '../src/app';
import { PosterLibrary, syncPosterUrls } from '../src/services/posters';
import { API } from './helpers/app';
import { FIXED_NOW, useTestDb } from './helpers/db';

/**
 * Posters by content-hashed addresses, a year's immutable cache, ETag and 304, and the AVIF and
 * WebP variants of raster posters (docs/decisions/241); bad widths, formats and hashes are 404s.
 */
const testDb = useTestDb();
const YEAR = 'public, max-age=31536000, immutable';
const P = '/static/media/posters/';

let work: string;
let cacheDir: string;
let app: FastifyInstance;
let jpeg: Buffer;
let hash: string;

function hashOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 10);
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'softkino-posters-'));
  const dir = join(work, 'posters');
  cacheDir = join(work, 'cache');
  mkdirSync(dir);
  jpeg = await sharp({
    create: { width: 400, height: 600, channels: 3, background: '#24507a' },
  })
    .jpeg()
    .toBuffer();
  hash = hashOf(jpeg);
  writeFileSync(join(dir, 'film-mobile.jpg'), jpeg);
  writeFileSync(
    join(dir, 'film-desktop.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"/>',
  );
  app = await buildApp({
    db: testDb().database.db,
    now: () => FIXED_NOW,
    distDir: '/nonexistent-dist',
    sweepIntervalMs: 0,
    posters: new PosterLibrary(dir, cacheDir),
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('posters by hashed address', () => {
  it('serves the original for a year, immutable, with a strong ETag', async () => {
    const res = await get(`${P}film-mobile.${hash}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe(YEAR);
    expect(res.headers.etag).toBe(`"${hash}"`);
    expect(res.rawPayload.equals(jpeg)).toBe(true);
  });

  it('makes the AVIF and WebP variants at the widths asked, kept on disk', async () => {
    const [avif, webp] = posterSources(`${P}film-mobile.${hash}.jpg`, 'mobile').map((s) =>
      s.srcSet.split(', ').map((entry) => entry.split(' ')[0] ?? ''),
    );
    expect(avif).toEqual([`${P}film-mobile.${hash}.120.avif`, `${P}film-mobile.${hash}.240.avif`]);
    for (const [url, format, width] of [
      [avif?.[0], 'heif', 120],
      [avif?.[1], 'heif', 240],
      [webp?.[0], 'webp', 120],
      [webp?.[1], 'webp', 240],
    ] as const) {
      const res = await get(url ?? '');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(format === 'heif' ? 'image/avif' : 'image/webp');
      expect(res.headers['cache-control']).toBe(YEAR);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe(format);
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width * 1.5);
    }
    expect(readdirSync(cacheDir).sort()).toEqual(
      [
        `film-mobile.${hash}.120.avif`,
        `film-mobile.${hash}.120.webp`,
        `film-mobile.${hash}.240.avif`,
        `film-mobile.${hash}.240.webp`,
      ].sort(),
    );
  });

  it('makes a variant asked for by many at once only once, and all get it', async () => {
    const url = `${P}film-mobile.${hash}.240.webp`;
    // Made by an earlier test or not: the five requests below find no variant either way.
    rmSync(join(cacheDir, `film-mobile.${hash}.240.webp`), { force: true });
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(url)));
    const first = answers[0]?.rawPayload ?? Buffer.alloc(0);
    expect(first.length).toBeGreaterThan(0);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(first)).toBe(true);
    }
    expect(readdirSync(cacheDir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });

  it('answers 304 to its ETag, for the original and a variant, and to HEAD without a body', async () => {
    for (const [url, etag] of [
      [`${P}film-mobile.${hash}.jpg`, `"${hash}"`],
      [`${P}film-mobile.${hash}.120.avif`, `"${hash}-120-avif"`],
    ] as const) {
      const fresh = await get(url);
      expect(fresh.headers.etag).toBe(etag);
      const again = await get(url, { 'if-none-match': `W/"other", ${etag}` });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers['cache-control']).toBe(YEAR);
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
    const head = await app.inject({ method: 'HEAD', url: `${P}film-mobile.${hash}.jpg` });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });

  it('serves a plain name as before, for an hour', async () => {
    const res = await get(`${P}film-mobile.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const svg = await get(`${P}film-desktop.svg`);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
  });

  it('is a 404, never a 500, for a bad width, format, hash or name', async () => {
    const svgHash = hashOf(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"/>'),
    );
    for (const url of [
      `${P}film-mobile.${hash}.333.avif`, // a width nobody shows
      `${P}film-mobile.${hash}.640.avif`, // a desktop width for the portrait poster
      `${P}film-mobile.${hash}.0.webp`,
      `${P}film-mobile.${hash}.99999999.webp`,
      `${P}film-mobile.${hash}.120.gif`, // no such format
      `${P}film-mobile.${hash}.120.jpg`,
      `${P}film-mobile.0000000000.jpg`, // a stale hash
      `${P}film-mobile.0000000000.120.avif`,
      `${P}film-desktop.${svgHash}.640.avif`, // SVG has no variants
      `${P}nothing.${hash}.jpg`,
      `${P}film-mobile.${hash.toUpperCase()}.jpg`,
      `${P}..%2F..%2Fpackage.json`,
      `${P}film-mobile.${hash}.jpg.br`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ status: 'error' });
    }
    expect((await get(`${P}film-desktop.${svgHash}.svg`)).statusCode).toBe(200);
  });
});

describe('variants made by the build', () => {
  it('are served from the build folder first; a missing one is made in the cache', async () => {
    const dir = join(work, 'posters');
    const built = join(work, 'built');
    const cache = join(work, 'cache-2');
    mkdirSync(built);
    const made = await new PosterLibrary(dir, built).warm();
    expect(made).toBe(4);
    rmSync(join(built, `film-mobile.${hash}.240.webp`));
    const library = new PosterLibrary(dir, cache, built);
    const fromBuild = library.resolve(`film-mobile.${hash}.120.avif`);
    const bytes = await fromBuild?.bytes();
    expect(bytes?.equals(readFileSync(join(built, `film-mobile.${hash}.120.avif`)))).toBe(true);
    expect(existsSync(cache)).toBe(false);
    await library.resolve(`film-mobile.${hash}.240.webp`)?.bytes();
    expect(readdirSync(cache)).toEqual([`film-mobile.${hash}.240.webp`]);
  });
});

describe("the demo chain's posters", () => {
  it('point at hashed addresses after the start-up sync, and the photographs have variants', async () => {
    const db = testDb().database.db;
    const library = new PosterLibrary(resolve('assets/posters'), join(work, 'demo-cache'));
    expect(await syncPosterUrls(db, library)).toBeGreaterThan(0);
    expect(await syncPosterUrls(db, library)).toBe(0);
    const demo = await buildApp({
      db,
      now: () => FIXED_NOW,
      distDir: '/nonexistent-dist',
      sweepIntervalMs: 0,
      posters: library,
    });
    try {
      const res = await demo.inject({ method: 'GET', url: `${API}/v1/films/playbill/?city=1` });
      const films = (res.json() as { data: { poster: { mobile: string; desktop: string } }[] })
        .data;
      const urls = films.flatMap((f) => [f.poster.mobile, f.poster.desktop]);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls)
        expect(url).toMatch(/^\/static\/media\/posters\/[a-z0-9-]+\.[0-9a-f]{10}\.(svg|jpg)$/);
      const photo = urls.find((u) => u.endsWith('.jpg') && u.includes('-desktop.'));
      if (!photo) throw new Error('no raster poster in the demo playbill');
      const [first] = posterSources(photo, 'desktop');
      const variant = first?.srcSet.split(' ')[0] ?? '';
      for (const url of [photo, variant]) {
        const answer = await demo.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['cache-control']).toBe(YEAR);
      }
      expect(existsSync(join(work, 'demo-cache'))).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
