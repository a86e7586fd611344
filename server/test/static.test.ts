import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { useTestDb } from './helpers/db';

const testDb = useTestDb({ seed: false });
const root = mkdtempSync(join(tmpdir(), 'softkino-static-'));
const dist = join(root, 'dist');
const assets = join(root, 'assets');
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/static/assets/app-abc123.js"></script></body></html>';
const APP_JS = 'console.log("app");'.repeat(40);
let app: FastifyInstance;
let bare: FastifyInstance;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(assets, 'posters'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), APP_JS);
  // What the build's compression plugin writes beside each text file.
  for (const file of [join(dist, 'index.html'), join(dist, 'assets', 'app-abc123.js')]) {
    const plain = file.endsWith('.js') ? APP_JS : INDEX;
    writeFileSync(`${file}.br`, brotliCompressSync(plain));
    writeFileSync(`${file}.gz`, gzipSync(plain));
  }
  writeFileSync(join(dist, 'assets', 'plain-def456.js'), 'console.log("plain");');
  writeFileSync(
    join(assets, 'posters', 'film-mobile.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  app = await buildApp({ db: testDb().database.db, distDir: dist, assetsDir: assets });
  bare = await buildApp({
    db: testDb().database.db,
    distDir: join(root, 'missing'),
    assetsDir: assets,
  });
});

afterAll(async () => {
  await app.close();
  await bare.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the built client', () => {
  it.each([
    '/',
    '/afisha',
    '/login',
    '/profile',
    '/profile/settings',
    '/profile/bonuses/',
    '/news',
    '/about/pd',
    '/about/rules',
    // /film/<slug> answers with the film's tags: test/filmPageHtml.test.ts.
    '/?city=1',
  ])('answers %s with index.html, not cached', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it.each(['/xyz-nothing', '/profile/nope', '/order', '/order/7/8', '/AFISHA/x'])(
    "answers %s, which no page of the site has, with the app's page and a 404",
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      // The client's router shows 'Страница не найдена' with its links.
      expect(res.body).toBe(INDEX);
    },
  );

  // An id the client would not even ask for: the app shows its 'not found' (Заказ не найден,
  // Ссылка на билеты недействительна, Кинотеатр не найден), so the answer is a 404 too.
  it.each([
    '/order/xyz',
    '/order/7x',
    '/order/-7',
    '/order/12345678901',
    '/order/%D0%B0%D0%B1%D0%B2',
    '/tickets/abc',
    `/tickets/${'A'.repeat(42)}!`,
    '/lobby/0',
    '/lobby/-abc',
    '/lobby/%D0%B0%D0%B1%D0%B2',
    '/lobby/1234567890',
    '/lobby/abc-?screen=2',
  ])(
    "answers %s, a page's address with a malformed id, with the app's page and a 404",
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe(INDEX);
    },
  );

  // A cinema's and a news item's page answer by whether it exists: test/filmPageHtml.test.ts.
  // A well-formed order id or token is a page: the client says whether the order exists.
  it.each([
    '/order/7',
    '/order/7/',
    '/order/%37',
    '/order/9999999999',
    `/tickets/${'Ab0_-'.repeat(8)}xyz`,
    // A board by its cinema's id or slug is looked up: test/filmPageHtml.test.ts.
    '/Afisha',
  ])('answers %s, the address of a page of the site, with index.html', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  // Decision 439: a browser that opens an address ending in a file's extension, which no file
  // has, sees the site's 'Страница не найдена' (the app's page with a 404), not raw JSON.
  const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  it.each([
    '/index.html',
    '/afisha.html',
    '/film/abc.html',
    '/cinema/abc.html',
    '/lobby/abc.html',
    '/foo.php',
    '/wp-login.php?x=1',
    '/logo.png',
  ])("answers a browser's %s, which no file has, with the app's page and a 404", async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url, headers: { accept: BROWSER } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      // The same address answers an image's or a script's request with the envelope.
      expect(String(res.headers.vary).toLowerCase()).toMatch(/(^|, )accept(,|$)/);
      if (method === 'GET') expect(res.body).toBe(INDEX);
    }
  });

  // What a page's script, image or fetch asks for, and any address under the API, /static/ and
  // /uploads/ (whatever the request accepts), is a file or a call: a plain 404, never the app.
  it.each([
    ['/static/missing.js', BROWSER],
    ['/static/assets/missing.js', '*/*'],
    ['/static/media/missing.png', BROWSER],
    ['/uploads/0123456789abcdef0123456789abcdef.jpg', BROWSER],
    ['/local/php_interface/api/v1/nope.json', BROWSER],
    ['/favicon.ico', 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'],
    ['/logo.png', 'image/*'],
    ['/foo.php', '*/*'],
    ['/index.html', undefined],
    ['/app.js', 'text/html;q=0, */*'],
  ])('answers %s (accept: %s) with a plain 404', async (url, accept) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: accept === undefined ? {} : { accept },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
    expect(res.body).not.toBe(INDEX);
    if (!/^\/(static|uploads|local)\//.test(url))
      expect(String(res.headers.vary).toLowerCase()).toMatch(/(^|, )accept(,|$)/);
  });

  it('serves hashed assets under /static/ with a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/static/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(APP_JS);
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0.5', 'gzip'],
    ['gzip', 'gzip'],
    ['br', 'br'],
  ])(
    'sends the precompressed copy the browser accepts (%s → %s), cached for a year',
    async (accept, encoding) => {
      for (const [url, plain] of [
        ['/static/assets/app-abc123.js', APP_JS],
        ['/afisha', INDEX],
      ] as const) {
        const res = await app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': accept },
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
        const bytes = res.rawPayload;
        const decoded = encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes);
        expect(decoded.toString('utf8')).toBe(plain);
        if (url.startsWith('/static/'))
          expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        else expect(res.headers['cache-control']).toBe('no-cache');
      }
    },
  );

  it('sends files plain to a browser that accepts no compression, and files the build did not compress', async () => {
    for (const url of ['/static/assets/app-abc123.js', '/']) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'identity' },
      });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(url === '/' ? INDEX : APP_JS);
    }
    const plain = await app.inject({
      method: 'GET',
      url: '/static/assets/plain-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("plain");');
  });

  it('serves the repo assets under /static/media/', async () => {
    const res = await app.inject({ method: 'GET', url: '/static/media/posters/film-mobile.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it.each([
    '/static/assets/missing.js',
    '/static/media/posters/none.svg',
    '/favicon.ico',
    '/static/../package.json',
    '/static/%2e%2e/package.json',
  ])('answers %s with a 404, never another file', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect([403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('"name": "softkino"');
  });

  it('answers a clear 503 naming `npm run build` when the client is not built', async () => {
    const res = await bare.inject({ method: 'GET', url: '/afisha' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toContain('npm run build');
    // Assets and the API do not depend on the build.
    expect(
      (await bare.inject({ method: 'GET', url: '/static/media/posters/film-mobile.svg' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await bare.inject({ method: 'GET', url: '/local/php_interface/api/v2/cinema/covid/' }))
        .statusCode,
    ).toBe(200);
  });
});
