import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One answer kept ready to send: its JSON, its compressed copies and its ETag. */
export interface CachedBody {
  json: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A strong ETag of the JSON: the same bytes give the same tag in every process. */
  etag: string;
}

/** What a builder returns: the answer, and until when (ms since the epoch) it stays true. */
export interface Built<T> {
  value: T;
  validUntil: number;
  /**
   * False: answer it, but keep nothing (the answer turned out not to match its key, e.g. the
   * seats changed between the request's read of their state and the build). True by default.
   */
  keep?: boolean;
}

/** How one kind of answer is kept. */
export interface CacheOptions {
  /** Brotli quality of the kept copy (9 by default; 10 and 11 are smaller and slower). */
  brotliQuality?: number;
  /**
   * Entries of one group replace each other: keeping a key drops the group's other key (a
   * session's seat map under its previous seat state is never asked for again).
   */
  group?: string;
}

interface Entry {
  body: CachedBody;
  validUntil: number;
}

/** Compresses once, in the thread pool (brotli 9 and gzip 9: small, and fast enough once). */
export async function prepareBody(json: string, brotliQuality = 9): Promise<CachedBody> {
  const bytes = Buffer.from(json, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { json: bytes, br, gzip: gz, etag };
}

/**
 * Read-mostly answers (the playbill) kept as ready bytes, keyed by their inputs
 * (docs/decisions/174). An entry lives until `clear()` (a catalogue change: the database's
 * NOTIFY) or until its own `validUntil` (the next session start, which disables a session, or
 * the next midnight, which moves the days). Concurrent misses of one key share one build; a
 * build that started before a `clear()` is answered but not kept, so a change is never
 * hidden by an answer read before it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Entry & { keep: boolean }>>();
  /** The key each group keeps now. */
  private readonly groups = new Map<string, string>();
  private generation = 0;

  constructor(
    private readonly now: () => number,
    /**
     * Keys kept at most; the oldest goes first (a city's and a cinema's playbills are few).
     * 0 keeps nothing: every answer is built afresh (an app told of no catalogue changes).
     */
    private readonly maxEntries = 500,
  ) {}

  async get(
    key: string,
    build: () => Promise<Built<string>>,
    options: CacheOptions = {},
  ): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit && hit.validUntil > this.now()) return hit.body;
    const pending = this.building.get(key);
    if (pending) return (await pending).body;
    const generation = this.generation;
    const job = (async () => {
      const built = await build();
      return {
        body: await prepareBody(built.value, options.brotliQuality),
        validUntil: built.validUntil,
        keep: built.keep !== false,
      };
    })();
    this.building.set(key, job);
    try {
      const { keep, ...entry } = await job;
      if (keep && generation === this.generation && this.maxEntries > 0) {
        if (options.group !== undefined) {
          const previous = this.groups.get(options.group);
          if (previous !== undefined && previous !== key) this.entries.delete(previous);
          this.groups.set(options.group, key);
        }
        this.entries.delete(key);
        this.entries.set(key, entry);
        if (this.entries.size > this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
      }
      return entry.body;
    } finally {
      if (this.building.get(key) === job) this.building.delete(key);
    }
  }

  /** Drops every entry and disowns the builds under way. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.building.clear();
    this.groups.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
