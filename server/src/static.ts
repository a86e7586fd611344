import { existsSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_ROOT } from '@softkino/contract/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelope } from './errors';
import { UPLOAD_NAME, UPLOADS_URL } from './services/uploads';

export const API_PREFIX = API_ROOT;

export interface StaticOptions {
  /** The built client (vite build, base /static/). */
  distDir: string;
  /** The repo's assets folder: posters, logos, served under /static/media/. */
  assetsDir: string;
  /** Uploaded photos (DATA_DIR/uploads), served under /uploads/; created when missing. */
  uploadsDir?: string;
}

export const CLIENT_NOT_BUILT =
  'The client is not built yet: run `npm run build` (or `npm start`, which builds it), then reload this page.';

/** Vite puts content-hashed files in assets/: they never change, so they are cached for a year. */
function cacheHeaders(reply: FastifyReply, path: string): void {
  if (/[\\/]assets[\\/]/.test(path))
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'no-cache');
}

/**
 * Serves the built client under /static/, the repo's assets under /static/media/, and answers
 * every other GET (the client's routes: /, /afisha, /film/<slug>, ...) with index.html so the
 * client router takes over. Unknown API paths and other methods get the 404 envelope.
 */
export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const distDir = resolve(options.distDir);
  const assetsDir = resolve(options.assetsDir);
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
      setHeaders: cacheHeaders,
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith(`${API_PREFIX}/`) &&
      path !== API_PREFIX &&
      !path.startsWith('/static/') &&
      !path.startsWith(UPLOADS_URL) &&
      // A missing file (/favicon.ico, /robots.txt) is a 404, not the app.
      !/\.[a-z0-9]+$/i.test(path);
    if (!isPage) {
      const message = path.startsWith(API_PREFIX) ? 'Метод API не найден.' : 'Страница не найдена.';
      return reply.status(404).send(envelope(message, 404));
    }
    let html: string;
    try {
      // Read on each request: a `npm run build` while the server runs is picked up at once.
      html = await readFile(join(distDir, 'index.html'), 'utf8');
    } catch {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(CLIENT_NOT_BUILT);
    }
    // The tickets e-mail's link carries its token in the address: no request of the page
    // (scripts, images, links) passes it on as a referrer (docs/decisions/105).
    if (/^\/tickets\//i.test(path)) reply.header('referrer-policy', 'no-referrer');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
