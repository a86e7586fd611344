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

  it('start the GETs an answer brings once it has answered 200 (decision 425), each once', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/geo' ? new Response('{"city":8}') : new Response('{}'),
    );
    vi.stubGlobal('fetch', fetchMock);
    const holder = {};
    startInlineGets(['/geo', '/a'], holder, {
      after: '/geo',
      urls: (body) => [`/playbill?city=${(body as { city: number }).city}`, '/a'],
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/geo', '/a', '/playbill?city=8']);
    expect(takeInlineGet('/playbill?city=8', holder)).not.toBeNull();
    // The first answer's body is still whole for its own taker.
    const geo = await takeInlineGet('/geo', holder)?.response;
    await expect(geo?.json()).resolves.toEqual({ city: 8 });
  });

  it('start none after a failed, refused or unreadable answer', async () => {
    for (const answer of [
      () => Promise.reject(new TypeError('offline')),
      async () => new Response('{"city":8}', { status: 500 }),
      async () => new Response('<html>', { status: 200 }),
    ]) {
      const fetchMock = vi.fn(answer);
      vi.stubGlobal('fetch', fetchMock);
      const urls = vi.fn(() => ['/b']);
      startInlineGets(['/geo'], {}, { after: '/geo', urls });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(urls).not.toHaveBeenCalled();
    }
  });
});
