import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API, useTestApp } from './helpers/app';
import { pickSessions } from './helpers/sales';

const ctx = useTestApp({ sweepIntervalMs: 0 });

describe('compressed API answers', () => {
  it('sends a large JSON answer in brotli or gzip as accepted, the same JSON decoded', async () => {
    const [session] = await pickSessions(ctx.db().database.db, 1);
    const url = `${API}/v1/session/?id=${session?.id ?? 0}`;
    const plain = await ctx.app().inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ctx
      .app()
      .inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await ctx
      .app()
      .inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('leaves small answers and the already compressed playbill as they are', async () => {
    const small = await ctx.app().inject({
      method: 'GET',
      url: `${API}/v2/cinema/covid/`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    const playbill = await ctx.app().inject({
      method: 'GET',
      url: `${API}/v1/films/playbill/?city=1`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(playbill.headers['content-encoding']).toBe('br');
    // Decoded once: the cache's brotli copy was not compressed a second time.
    expect(JSON.parse(brotliDecompressSync(playbill.rawPayload).toString('utf8')).status).toBe(
      'success',
    );
  });
});
