import { API_ROOT } from '@softkino/contract/api';
import { CINEMA_SLUG } from '@softkino/contract/addresses';
import { FILM_SLUG } from '@softkino/contract/film';
import { NEWS_SLUG } from '@softkino/contract/news';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from './db/types';
import { siteOrigin } from './static';
import { UPLOADS_URL } from './services/uploads';

/**
 * What crawlers read first (decision 439): /robots.txt and /sitemap.xml, answered by the server
 * itself (the client's build has neither), so they are there whether or not it is built.
 */

/**
 * The addresses no crawler should read: the API, the tickets e-mail's links (each a secret
 * token), the lobby boards (a TV's page; the list /lobby is an ordinary page), the sandbox
 * providers' pages (bank, receipts, outbox, VK) and the uploaded photos. Prefixes, as
 * robots.txt matches them. The sign-in, the account and an order's page stay readable: a
 * crawler sees the sign-in there, and Lighthouse's SEO audit, which the bench holds at 100 on
 * those pages (issue 13), counts a page robots.txt blocks as not indexable.
 */
export const ROBOTS_DISALLOW: readonly string[] = [
  `${API_ROOT}/`,
  '/tickets/',
  '/lobby/',
  '/sandbox/',
  UPLOADS_URL,
];

/** The site's pages with no id in their address that a search should find. */
export const SITEMAP_PAGES: readonly string[] = [
  '/',
  '/afisha',
  '/news',
  '/vacancies',
  '/about/bonus',
  '/about/pushkin',
  '/about/pd',
  '/about/rules',
];

/** robots.txt: no Allow line (everything not disallowed is allowed, whatever the parser). */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The paths of the sitemap: the fixed pages, then every film's, cinema's and news item's page
 * (the same tables and slugs whose pages the server answers with 200: static.ts).
 */
export async function sitemapPaths(db: Kysely<DB>): Promise<string[]> {
  const [films, cinemas, news] = await Promise.all([
    db.selectFrom('films').select('slug').orderBy('id').execute(),
    db.selectFrom('cinemas').select('slug').orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('news_items')
      .select('slug')
      .orderBy('published_on', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  // A slug its page's check would refuse is left out: its address answers 404.
  const paths = (prefix: string, rows: { slug: string }[], shape: RegExp) =>
    rows.filter((r) => shape.test(r.slug)).map((r) => `${prefix}${r.slug}`);
  return [
    ...SITEMAP_PAGES,
    ...paths('/film/', films, FILM_SLUG),
    ...paths('/cinema/', cinemas, CINEMA_SLUG),
    ...paths('/news/', news, NEWS_SLUG),
  ];
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * GET /robots.txt and /sitemap.xml. Their addresses are absolute on PUBLIC_URL (as the lobby's
 * codes and the film tags are, decision 400); without it, on the origin the request came by.
 */
export function registerCrawlerRoutes(
  app: FastifyInstance,
  options: { db: Kysely<DB>; publicUrl?: string | undefined },
): void {
  const origin = (request: FastifyRequest) => siteOrigin(request, options.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(origin(request))),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const xml = sitemapXml(origin(request), await sitemapPaths(options.db));
    return reply
      .header('cache-control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(xml);
  });
}
