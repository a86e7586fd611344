import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  POSTER_FORMATS,
  POSTER_WIDTHS,
  POSTERS_PATH,
  type PosterFormat,
} from '@softkino/contract/posters';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../db/types';

/**
 * The posters' media service (docs/decisions/241): the poster files of a folder (the repo's
 * assets/posters), each addressed by a name that carries its content hash and cached for a
 * year; for raster posters (photographs: JPEG, PNG), AVIF and WebP variants at the widths of
 * the contract (POSTER_WIDTHS), made once with sharp and kept on disk in `cacheDir`.
 */

type Original = 'svg' | 'jpg' | 'jpeg' | 'png';
const RASTER: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png']);
const TYPES: Record<Original | PosterFormat, string> = {
  svg: 'image/svg+xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
  webp: 'image/webp',
};

/** One poster file: `kod-orion-mobile.jpg` with the first 10 hex digits of its SHA-256. */
interface PosterFile {
  base: string;
  ext: Original;
  hash: string;
  path: string;
}

/** What a poster address resolves to: the file to send and how long it may be cached. */
export interface PosterAnswer {
  /** Reads the bytes (a variant is made first when it is not on disk yet). */
  bytes: () => Promise<Buffer>;
  type: string;
  etag: string;
  /** A hashed address never changes: cached for a year. An unhashed one: for an hour. */
  immutable: boolean;
}

const ORIGINAL = /^([a-z0-9-]+)\.(?:([0-9a-f]{10})\.)?(svg|jpg|jpeg|png)$/;
const VARIANT = /^([a-z0-9-]+)\.([0-9a-f]{10})\.(\d{1,5})\.(avif|webp)$/;

/** The widths of a poster's variants: by its kind, from the name (…-desktop is landscape). */
function widthsOf(base: string): readonly number[] {
  return base.endsWith('-desktop') ? POSTER_WIDTHS.desktop : POSTER_WIDTHS.mobile;
}

export class PosterLibrary {
  private readonly files = new Map<string, PosterFile>();
  private readonly making = new Map<string, Promise<string>>();

  /**
   * `dir`: the posters. `cacheDir`: where variants made on demand are kept. `builtDir`: where
   * the build made them (`npm run build`: dist/posters), looked at first.
   */
  constructor(
    readonly dir: string,
    private readonly cacheDir: string,
    private readonly builtDir?: string,
  ) {
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      // No posters folder: every address is a 404.
    }
    for (const name of names) {
      const match = ORIGINAL.exec(name);
      if (!match || match[2] !== undefined) continue;
      const [, base = '', , ext] = match;
      const path = join(dir, name);
      const hash = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 10);
      this.files.set(name, { base, ext: ext as Original, hash, path });
    }
  }

  /** The address of a file of the folder with its content hash, or undefined when it is not there. */
  hashedUrl(fileName: string): string | undefined {
    const file = this.files.get(fileName);
    return file && `${POSTERS_PATH}${file.base}.${file.hash}.${file.ext}`;
  }

  /**
   * The current address of a stored poster address of this folder (hashed or not, a stale hash
   * included); undefined for anything else (an upload, another host).
   */
  currentUrl(stored: string): string | undefined {
    if (!stored.startsWith(POSTERS_PATH)) return undefined;
    const match = ORIGINAL.exec(stored.slice(POSTERS_PATH.length));
    if (!match) return undefined;
    return this.hashedUrl(`${match[1]}.${match[3]}`);
  }

  /** What `/static/media/posters/<fileName>` answers, or null (a 404). */
  resolve(fileName: string): PosterAnswer | null {
    const original = ORIGINAL.exec(fileName);
    if (original) {
      const [, base, hash, ext] = original;
      const file = this.files.get(`${base}.${ext}`);
      if (!file || (hash !== undefined && hash !== file.hash)) return null;
      return {
        bytes: () => readFile(file.path),
        type: TYPES[file.ext],
        etag: `"${file.hash}"`,
        immutable: hash !== undefined,
      };
    }
    const variant = VARIANT.exec(fileName);
    if (!variant) return null;
    const [, base = '', hash, widthText, format] = variant;
    const width = Number(widthText);
    const file = [...RASTER]
      .map((ext) => this.files.get(`${base}.${ext}`))
      .find((f) => f !== undefined && f.hash === hash);
    if (!file || !widthsOf(base).includes(width)) return null;
    const fmt = format as PosterFormat;
    return {
      bytes: async () => readFile(await this.variantPath(file, width, fmt)),
      type: TYPES[fmt],
      etag: `"${file.hash}-${width}-${fmt}"`,
      immutable: true,
    };
  }

  /** Makes every missing variant, one at a time (the build: server/src/cli/posters.ts). */
  async warm(): Promise<number> {
    let made = 0;
    for (const file of this.files.values()) {
      if (!RASTER.has(file.ext)) continue;
      for (const width of widthsOf(file.base))
        for (const format of POSTER_FORMATS) {
          await this.variantPath(file, width, format);
          made += 1;
        }
    }
    return made;
  }

  /**
   * The variant's file: the build's, else the cache's, made there (once, even when asked for by
   * many at once) if missing.
   */
  private variantPath(file: PosterFile, width: number, format: PosterFormat): Promise<string> {
    const name = `${file.base}.${file.hash}.${width}.${format}`;
    if (this.builtDir !== undefined && existsSync(join(this.builtDir, name)))
      return Promise.resolve(join(this.builtDir, name));
    const path = join(this.cacheDir, name);
    let pending = this.making.get(path);
    if (!pending) {
      pending = makeVariant(file.path, path, width, format).finally(() => this.making.delete(path));
      this.making.set(path, pending);
    }
    return pending;
  }
}

async function makeVariant(
  source: string,
  path: string,
  width: number,
  format: PosterFormat,
): Promise<string> {
  if (existsSync(path)) return path;
  mkdirSync(join(path, '..'), { recursive: true });
  const resized = sharp(source).resize({ width, withoutEnlargement: true });
  // AVIF effort 2: a tenth of effort 4's time (0.25 against 2.5 s for a 1280-wide poster here)
  // and no larger on these posters (decision 333).
  const bytes = await (
    format === 'avif' ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 75 })
  ).toBuffer();
  // Written aside and renamed, so a reader never sees half a file.
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
  return path;
}

// libvips's own threads: one, so making variants never takes both cores from the requests.
sharp.concurrency(1);

/**
 * Points the films' posters at the current hashed addresses of the library's files (a data
 * directory seeded with plain names, or a poster file that changed). Returns the films changed;
 * the films table's trigger tells the response caches.
 */
export async function syncPosterUrls(db: Kysely<DB>, library: PosterLibrary): Promise<number> {
  const films = await db
    .selectFrom('films')
    .select(['id', 'poster_mobile', 'poster_desktop'])
    .execute();
  let changed = 0;
  for (const film of films) {
    const mobile = library.currentUrl(film.poster_mobile) ?? film.poster_mobile;
    const desktop = library.currentUrl(film.poster_desktop) ?? film.poster_desktop;
    if (mobile === film.poster_mobile && desktop === film.poster_desktop) continue;
    await db
      .updateTable('films')
      .set({ poster_mobile: mobile, poster_desktop: desktop })
      .where('id', '=', film.id)
      .execute();
    changed += 1;
  }
  return changed;
}
