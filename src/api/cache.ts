/**
 * A per-resource in-memory cache keyed by URL. Concurrent callers share one in-flight request;
 * a failed request is forgotten so the next call retries.
 */

interface Entry<T> {
  promise: Promise<T>;
  storedAt: number;
}

export interface RequestCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops one key, or everything when no key is given. */
  invalidate(key?: string): void;
}

export function createCache<T>(ttlMs: number, now: () => number = Date.now): RequestCache<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key, load) {
      const entry = entries.get(key);
      if (entry && now() - entry.storedAt < ttlMs) return entry.promise;
      const promise = load();
      entries.set(key, { promise, storedAt: now() });
      promise.catch(() => {
        if (entries.get(key)?.promise === promise) entries.delete(key);
      });
      return promise;
    },
    invalidate(key) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
