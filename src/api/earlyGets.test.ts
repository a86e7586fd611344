import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_GET_INIT, startInlineGets, takeInlineGet } from './earlyGets';

afterEach(() => vi.unstubAllGlobals());

describe("the page's inline GETs (decision 421)", () => {
  it('start each URL once with the boot GETs’ request, and are taken once each', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const holder = {};
    startInlineGets(['/a', '/b'], holder);
    expect(fetchMock.mock.calls).toEqual([
      ['/a', EARLY_GET_INIT],
      ['/b', EARLY_GET_INIT],
    ]);
    const a = takeInlineGet('/a', holder);
    expect(a?.at).toBeTypeOf('number');
    await expect(a?.response).resolves.toBeInstanceOf(Response);
    expect(takeInlineGet('/a', holder)).toBeNull();
    expect(takeInlineGet('/c', holder)).toBeNull();
    expect(takeInlineGet('/b', {})).toBeNull();
  });

  it('leave a failed GET to its taker without an unhandled rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const holder = {};
    startInlineGets(['/a'], holder);
    await expect(takeInlineGet('/a', holder)?.response).rejects.toThrow('offline');
  });
});
