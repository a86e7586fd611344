import { describe, expect, it, vi } from 'vitest';
import { createCache } from './cache';

describe('createCache', () => {
  it('shares one in-flight request between callers', async () => {
    const cache = createCache<number>(1000);
    const load = vi.fn(() => Promise.resolve(1));
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a).toBe(1);
    expect(b).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads after the time to live', async () => {
    let now = 0;
    const cache = createCache<number>(1000, () => now);
    const load = vi.fn(() => Promise.resolve(now));
    await cache.get('k', load);
    now = 999;
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed request so the next call retries', async () => {
    const cache = createCache<number>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await expect(cache.get('k', () => Promise.resolve(2))).resolves.toBe(2);
  });

  it('invalidates one key or all', async () => {
    const cache = createCache<number>(1000);
    const load = vi.fn(() => Promise.resolve(1));
    await cache.get('a', load);
    await cache.get('b', load);
    cache.invalidate('a');
    await cache.get('a', load);
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(3);
    cache.invalidate();
    await cache.get('b', load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
