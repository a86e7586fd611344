import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { useAppsOverClient } from './helpers/app';
import { FIXED_NOW } from './helpers/db';

/** /robots.txt and /sitemap.xml, answered by the server (decision 439). */
const INDEX = '<!doctype html><html><body><div id="app"></div></body></html>';
const { app, withOrigin, db: testDb, root } = useAppsOverClient('softkino-crawlers-', INDEX);
let unbuilt: FastifyInstance;

beforeAll(async () => {
  const options = {
    db: testDb().database.db,
    distDir: join(root, 'missing'),
    now: () => FIXED_NOW,
  };
  unbuilt = await buildApp(options);
});

afterAll(async () => {
  await unbuilt.close();
});

/** Whether robots.txt's rules for every crawler let it read `path` (prefixes, no wildcards). */
function allowed(robots: string, path: string): boolean {
  const disallowed = robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow:'))
    .map((line) => line.slice('Disallow:'.length).trim())
    .filter((prefix) => prefix !== '');
  return !disallowed.some((prefix) => path.startsWith(prefix));
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
}

describe('GET /robots.txt', () => {
  it('lets crawlers read the pages and keeps them off the tickets links, the API, the boards and the sandbox', async () => {
    const res = await withOrigin().inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const robots = res.body;
    expect(robots.split('\n')[0]).toBe('User-agent: *');
    for (const path of [
      '/',
      '/afisha',
      '/afisha?city=2',
      '/film/severnyj-veter',
      '/cinema/ekb-grinvich',
      '/news',
      '/news/we-are-hiring',
      '/vacancies',
      '/about/bonus',
      '/about/pd',
      '/about/pushkin',
      '/about/rules',
      '/lobby',
      // Pages the Lighthouse bench audits (its SEO category must stay 100, issue 13): a crawler
      // reaches the sign-in, and the account and orders answer it with the sign-in.
      '/login',
      '/login?next=/profile',
      '/profile',
      '/profile/settings',
      '/order/7',
      '/static/assets/app-abc123.js',
      '/static/media/posters/severnyj-veter-desktop.jpg',
    ])
      expect(allowed(robots, path), path).toBe(true);
    for (const path of [
      '/local/php_interface/api/v1/cinema/cities/',
      `/tickets/${'A'.repeat(43)}`,
      '/lobby/1',
      '/lobby/chel-almaz?screen=2',
      '/sandbox/bank/abc',
      '/sandbox/receipt/1',
      '/sandbox/outbox',
      '/sandbox/vk/authorize',
      '/uploads/0123456789abcdef0123456789abcdef.jpg',
    ])
      expect(allowed(robots, path), path).toBe(false);
    expect(robots).toContain('\nSitemap: https://kino.example/sitemap.xml\n');
  });

  it("names the sitemap on the request's origin without PUBLIC_URL, and needs no client build", async () => {
    for (const server of [app(), unbuilt]) {
      const res = await server.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'localhost:3911' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('\nSitemap: http://localhost:3911/sitemap.xml\n');
    }
    const head = await app().inject({ method: 'HEAD', url: '/robots.txt' });
    expect(head.statusCode).toBe(200);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page of the database on PUBLIC_URL, each of which the site answers with 200', async () => {
    const res = await withOrigin().inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(res.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const urls = locs(res.body);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^https:\/\/kino\.example\//);
    const paths = urls.map((url) => url.slice('https://kino.example'.length));

    const db = testDb().database.db;
    const films = await db.selectFrom('films').select('slug').execute();
    const cinemas = await db.selectFrom('cinemas').select('slug').execute();
    const news = await db.selectFrom('news_items').select('slug').execute();
    expect(films.length).toBeGreaterThan(0);
    expect(cinemas.length).toBeGreaterThan(0);
    expect(news.length).toBeGreaterThan(0);
    expect([...paths].sort()).toEqual(
      [
        '/',
        '/afisha',
        '/news',
        '/vacancies',
        '/about/bonus',
        '/about/pd',
        '/about/pushkin',
        '/about/rules',
        ...films.map((f) => `/film/${f.slug}`),
        ...cinemas.map((c) => `/cinema/${c.slug}`),
        ...news.map((n) => `/news/${n.slug}`),
      ].sort(),
    );

    // Each one is a page that exists, and none is one robots.txt keeps crawlers off.
    const robots = (await withOrigin().inject({ method: 'GET', url: '/robots.txt' })).body;
    for (const path of paths) {
      const page = await withOrigin().inject({ method: 'GET', url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['content-type'], path).toMatch(/text\/html/);
      expect(allowed(robots, path), path).toBe(true);
    }
  });

  it("uses the request's origin without PUBLIC_URL", async () => {
    const res = await app().inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'localhost:3911' },
    });
    expect(res.statusCode).toBe(200);
    const urls = locs(res.body);
    expect(urls).toContain('http://localhost:3911/');
    expect(urls).toContain('http://localhost:3911/afisha');
    for (const url of urls) expect(url).toMatch(/^http:\/\/localhost:3911\//);
  });
});

describe('the sandbox pages', () => {
  it('name their icon as none, so a browser asks for no /favicon.ico and logs no 404', async () => {
    for (const url of [
      '/sandbox/bank/abc',
      '/sandbox/receipt/1',
      '/sandbox/outbox',
      '/sandbox/vk/authorize',
    ]) {
      const res = await app().inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toMatch(/<head>[^]*<link rel="icon" href="data:,">[^]*<\/head>/);
    }
  });
});
