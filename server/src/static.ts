import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { API_ROOT } from '@softkino/contract/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FilmPage } from '@softkino/contract/film';
import { CINEMA_SLUG, lobbyTarget } from '@softkino/contract/addresses';
import { NEWS_SLUG } from '@softkino/contract/news';
import { isSitePage } from '@softkino/contract/pages';
import { envelope } from './errors';
import { FILM_PATH, withFilmMeta } from './filmMeta';
import { UPLOAD_NAME, UPLOADS_URL } from './services/uploads';
import { PosterLibrary } from './services/posters';

export const API_PREFIX = API_ROOT;

export interface StaticOptions {
  /** The built client (vite build, base /static/). */
  distDir: string;
  /** The repo's assets folder: posters, logos, served under /static/media/. */
  assetsDir: string;
  /** Uploaded photos (DATA_DIR/uploads), served under /uploads/; created when missing. */
  uploadsDir?: string;
  /** The posters (assets/posters with variants cached on disk); one is opened when absent. */
  posters?: PosterLibrary;
  /** Where an opened library keeps the variants it makes (DATA_DIR/posters). */
  postersCacheDir?: string;
  /**
   * The film of a /film/<slug> address, or null when there is none: its page is answered with
   * the film's title and Open Graph tags, an unknown film with a 404 (docs/decisions/265).
   */
  filmMeta?: (slug: string) => Promise<FilmPage | null>;
  /**
   * Whether the cinema or the news item of a /cinema/<slug>, /lobby/<cinema> or /news/<slug>
   * address exists: an unknown one is the app's page (its 'not found') with a 404, as an unknown
   * film is (decisions 349, 432, 439).
   */
  subjectExists?: (subject: PageSubject) => Promise<boolean>;
  /** The site's origin (PUBLIC_URL) for the tags' absolute addresses; else the request's. */
  publicUrl?: string | undefined;
}

/** What a page's address names: a cinema by its slug or its id (a lobby board), a news item. */
export type PageSubject =
  | { kind: 'cinema'; slug: string }
  | { kind: 'cinema'; id: number }
  | { kind: 'news'; slug: string };

const YEAR = 'public, max-age=31536000, immutable';
/**
 * A cinema's or a news item's page (the contract's /cinema/:slug and /news/:slug), and a
 * cinema's lobby board named by its slug or its id (/lobby/:cinema, decisions 432, 439).
 */
const SUBJECT_PATH = /^\/(cinema|news|lobby)\/([^/]+)\/?$/i;

/**
 * The cinema or the news item a page's address names, or null when the segment has a shape
 * none can have (not looked up: a NUL byte would fail the query).
 */
function pageSubject(route: string, segment: string): PageSubject | null {
  if (route === 'news') return NEWS_SLUG.test(segment) ? { kind: 'news', slug: segment } : null;
  if (route === 'cinema')
    return CINEMA_SLUG.test(segment) ? { kind: 'cinema', slug: segment } : null;
  const target = lobbyTarget(segment);
  return target && { kind: 'cinema', ...target };
}

/**
 * A file's address: its last segment ends in an extension (/favicon.ico, /index.html,
 * /foo.php). The app answers one only when a browser opens it as a page (decision 439).
 */
const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * Whether the request's Accept names text/html (with a q above 0): a browser opening the
 * address as a page (or a frame's). A script, an image, a stylesheet or a fetch asks for its
 * own types or for any type (*\/*); none names text/html.
 */
export function acceptsHtml(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'text/html') return false;
    const q = params.find((p) => /^q\s*=/.test(p))?.replace(/^q\s*=\s*/, '');
    return q === undefined || Number(q) > 0;
  });
}

/** Adds a request header's name to the answer's Vary. */
function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const fields =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((f) => f.trim());
  if (!fields.includes(field)) reply.header('vary', [...fields, field].join(', '));
}

/**
 * The site's origin for absolute addresses (a shared link's tags, the sitemap): PUBLIC_URL, as
 * the lobby's codes use (decision 400), else the origin the request came by (decision 265).
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Whether an If-None-Match header names this ETag (a list, weak or not, or *). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/**
 * `/static/media/posters/<file>`: a poster by its hashed address (a year, immutable), an AVIF
 * or WebP variant of a raster one (made on first use when start-up has not made it yet), or by
 * its plain name as before (an hour). Anything else, a bad width or format included, is a 404.
 */
function registerPosters(app: FastifyInstance, posters: PosterLibrary): void {
  app.get<{ Params: { file: string } }>(
    '/static/media/posters/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const answer = posters.resolve(request.params.file);
      if (!answer) return reply.callNotFound();
      reply
        .header('cache-control', answer.immutable ? YEAR : 'public, max-age=3600')
        .header('etag', answer.etag)
        .header('x-content-type-options', 'nosniff');
      if (etagMatches(request.headers['if-none-match'], answer.etag))
        return reply.status(304).send();
      return reply.type(answer.type).send(await answer.bytes());
    },
  );
}

export const CLIENT_NOT_BUILT =
  'The client is not built yet: run `npm run build` (or `npm start`, which builds it), then reload this page.';

/** Vite puts content-hashed files in assets/: they never change, so they are cached for a year. */
function cacheHeaders(reply: FastifyReply, path: string): void {
  if (/[\\/]assets[\\/]/.test(path))
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'no-cache');
}

type PageEncoding = 'br' | 'gzip' | 'identity';
const FILE_SUFFIX: Record<PageEncoding, string> = { br: '.br', gzip: '.gz', identity: '' };

/** The encoding of the page the browser prefers among those the build wrote. */
function pageEncoding(header: string | string[] | undefined): PageEncoding {
  const accepted = Array.isArray(header) ? header.join(',') : (header ?? '');
  const chosen = negotiate(accepted, ['br', 'gzip', 'identity']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}

/** index.html in that encoding; the plain file when the build wrote no compressed copy. */
async function readIndex(
  distDir: string,
  encoding: PageEncoding,
): Promise<{ bytes: Buffer; encoding: PageEncoding }> {
  const plain = join(distDir, 'index.html');
  if (encoding !== 'identity') {
    try {
      return { bytes: await readFile(plain + FILE_SUFFIX[encoding]), encoding };
    } catch {
      // Not precompressed (a build without the plugin, a test's dist): send it plain.
    }
  }
  return { bytes: await readFile(plain), encoding: 'identity' };
}

/**
 * Serves the built client under /static/, the repo's assets under /static/media/, and answers
 * every other GET (the client's routes: /, /afisha, /film/<slug>, ...) with index.html so the
 * client router takes over. Unknown API paths, other methods, missing files and what a page's
 * script, image or fetch asks for at a file's address get the 404 envelope.
 */
export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const distDir = resolve(options.distDir);
  const assetsDir = resolve(options.assetsDir);
  registerPosters(
    app,
    options.posters ??
      new PosterLibrary(
        join(assetsDir, 'posters'),
        resolve(options.postersCacheDir ?? 'data/posters'),
        join(distDir, '..', 'posters'),
      ),
  );
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/static/media/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=3600'),
    });
  }
  if (options.uploadsDir !== undefined) {
    const uploadsDir = resolve(options.uploadsDir);
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: UPLOADS_URL,
      decorateReply: false,
      index: false,
      cacheControl: false,
      // Only names the server gave out: no dot files, no directories, no guessing.
      allowedPath: (pathName: string) => UPLOAD_NAME.test(pathName.replace(/^\//, '')),
      setHeaders: (reply: FastifyReply) => {
        // Random names never change; nosniff and the CSP keep a photo from acting as a page.
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('x-content-type-options', 'nosniff');
        reply.header('content-security-policy', "default-src 'none'");
      },
    });
  }
  if (existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/static/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text file (vite.config.ts): the one the browser
      // accepts is sent as it is, with Vary: Accept-Encoding; without them, the plain file.
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    // The API and the files under /static/ and /uploads/ are never the app, whoever asks. An
    // address of a file elsewhere that has none (/index.html, /foo.php, /favicon.ico) is the app's
    // page with a 404 (its 'Страница не найдена') for a browser opening it, and a plain 404 for
    // what a page's script, image or fetch asks for (decision 439).
    const mayBePage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith(`${API_PREFIX}/`) &&
      path !== API_PREFIX &&
      !path.startsWith('/static/') &&
      !path.startsWith(UPLOADS_URL);
    const fileAddress = mayBePage && FILE_PATH.test(path);
    // Its answer depends on the Accept header: a cache keeps the page and the envelope apart.
    if (fileAddress) addVary(reply, 'accept');
    const isPage = mayBePage && (!fileAddress || acceptsHtml(request.headers.accept));
    if (!isPage) {
      const message = path.startsWith(API_PREFIX) ? 'Метод API не найден.' : 'Страница не найдена.';
      return reply.status(404).send(envelope(message, 404));
    }
    let html: { bytes: Buffer; encoding: PageEncoding };
    const encoding = pageEncoding(request.headers['accept-encoding']);
    try {
      // Read on each request: a `npm run build` while the server runs is picked up at once.
      html = await readIndex(distDir, encoding);
    } catch {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(CLIENT_NOT_BUILT);
    }
    const filmPath = options.filmMeta ? FILM_PATH.exec(path) : null;
    if (filmPath && options.filmMeta) {
      return sendFilmPage(request, reply, {
        distDir,
        slug: decodeSegment(filmPath[1] ?? ''),
        filmMeta: options.filmMeta,
        origin: siteOrigin(request, options.publicUrl),
      });
    }
    // An address no page of the site has: the app's page (it shows 'Страница не найдена') with a
    // 404, so crawlers and link checkers see it is not a page.
    if (!isSitePage(path)) reply.status(404);
    const address = options.subjectExists ? SUBJECT_PATH.exec(path) : null;
    if (address && options.subjectExists) {
      const subject = pageSubject(
        (address[1] ?? '').toLowerCase(),
        decodeSegment(address[2] ?? ''),
      );
      try {
        if (!subject || !(await options.subjectExists(subject))) reply.status(404);
      } catch (err) {
        // The page still works: the client asks for the cinema or the item itself.
        request.log.error({ err }, `reading the ${subject?.kind ?? 'subject'} of a page failed`);
      }
    }
    // The tickets e-mail's link carries its token in the address: no request of the page
    // (scripts, images, links) passes it on as a referrer (docs/decisions/105).
    if (/^\/tickets\//i.test(path)) reply.header('referrer-policy', 'no-referrer');
    addVary(reply, 'accept-encoding');
    if (html.encoding !== 'identity') reply.header('content-encoding', html.encoding);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html.bytes);
  });
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A film page: index.html with the film's tags, compressed here (it differs per film, so the
 * build's precompressed copies do not fit); an unknown film is the app's page with a 404, so
 * the client shows its 'not found' and crawlers drop the address.
 */
async function sendFilmPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: {
    distDir: string;
    slug: string;
    filmMeta: (slug: string) => Promise<FilmPage | null>;
    origin: string;
  },
) {
  let html: string;
  try {
    html = (await readFile(join(page.distDir, 'index.html'))).toString('utf8');
  } catch {
    return reply
      .status(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(CLIENT_NOT_BUILT);
  }
  let status = 200;
  try {
    const film = await page.filmMeta(page.slug);
    if (film) html = withFilmMeta(html, film, page.origin);
    else status = 404;
  } catch (err) {
    // The page still works without its tags: the client loads the film itself.
    request.log.error({ err }, 'reading the film of a film page failed');
  }
  const encoding = pageEncoding(request.headers['accept-encoding']);
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(html)
      : encoding === 'gzip'
        ? gzipSync(html)
        : Buffer.from(html);
  addVary(reply, 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply
    .status(status)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(bytes);
}
