import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../src/services/responseCache';

describe('ResponseCache', () => {
  it('builds once for concurrent misses, then answers from memory until validUntil', async () => {
    let now = 1000;
    const cache = new ResponseCache(() => now);
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { value: JSON.stringify({ n: builds }), validUntil: 2000 };
    };
    const [a, b] = await Promise.all([cache.get('k', build), cache.get('k', build)]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
    expect(a.json.toString()).toBe('{"n":1}');
    await cache.get('k', build);
    expect(builds).toBe(1);
    now = 2000;
    expect((await cache.get('k', build)).json.toString()).toBe('{"n":2}');
  });

  it('keeps nothing built before a clear(), and nothing at all with no room', async () => {
    const cache = new ResponseCache(() => 0);
    let release: () => void = () => {};
    let n = 0;
    const build = () =>
      new Promise<{ value: string; validUntil: number }>((resolve) => {
        n += 1;
        const value = String(n);
        release = () => resolve({ value, validUntil: Infinity });
      });
    const pending = cache.get('k', build);
    await Promise.resolve();
    cache.clear();
    release();
    expect((await pending).json.toString()).toBe('1');
    expect(cache.size).toBe(0);
    const next = cache.get('k', build);
    await Promise.resolve();
    release();
    expect((await next).json.toString()).toBe('2');
    expect(cache.size).toBe(1);

    const none = new ResponseCache(() => 0, 0);
    let built = 0;
    const once = async () => ({ value: String(++built), validUntil: Infinity });
    await none.get('k', once);
    await none.get('k', once);
    expect(built).toBe(2);
  });

  it('answers a build that says keep: false without keeping it', async () => {
    const cache = new ResponseCache(() => 0);
    let n = 0;
    const build = async () => ({ value: String(++n), validUntil: Infinity, keep: n > 1 });
    expect((await cache.get('k', build)).json.toString()).toBe('1');
    expect(cache.size).toBe(0);
    expect((await cache.get('k', build)).json.toString()).toBe('2');
    expect((await cache.get('k', build)).json.toString()).toBe('2');
    expect(cache.size).toBe(1);
  });

  it('keeps one key per group: a newer key of the group replaces the older', async () => {
    const cache = new ResponseCache(() => 0);
    let n = 0;
    const build = async () => ({ value: String(++n), validUntil: Infinity });
    await cache.get('s1:a', build, { group: 's1' });
    await cache.get('s2:a', build, { group: 's2' });
    await cache.get('s1:b', build, { group: 's1' });
    expect(cache.size).toBe(2);
    // s1:a went when s1:b was kept: asking again builds anew.
    expect((await cache.get('s1:a', build, { group: 's1' })).json.toString()).toBe('4');
    expect((await cache.get('s2:a', build, { group: 's2' })).json.toString()).toBe('2');
  });

  it('compresses at the asked brotli quality', async () => {
    const cache = new ResponseCache(() => 0);
    const json = JSON.stringify(
      Array.from({ length: 1200 }, (_, i) => ({ id: i + 1, x: (i * 37) % 1800, y: i * 3 })),
    );
    const build = async () => ({ value: json, validUntil: Infinity });
    const q4 = await cache.get('q4', build, { brotliQuality: 4 });
    const q10 = await cache.get('q10', build, { brotliQuality: 10 });
    expect(q10.json.equals(q4.json)).toBe(true);
    expect(q10.br.length).toBeLessThan(q4.br.length);
  });
});
