import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FALLBACK_MESSAGE } from './errors';
import { INLINE_GETS_KEY, startInlineGets } from './earlyGets';
import {
  EARLY_GET_MS,
  apiUrl,
  earlyGetsSettled,
  forgetEarly,
  getJson,
  peekJson,
  postForm,
  startEarly,
} from './http';
import { apiFailure } from './testing/apiFailure';
import { mockFetch } from './testing/mockFetch';

const Schema = z.object({ status: z.literal('success'), data: z.number() });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  forgetEarly();
});

describe('apiUrl', () => {
  it('builds the path under the API root and drops undefined params', () => {
    expect(apiUrl('v1/films/playbill/', { city: 1, cinema: undefined })).toBe(
      '/local/php_interface/api/v1/films/playbill/?city=1',
    );
    expect(apiUrl('v2/cinema/covid/')).toBe('/local/php_interface/api/v2/cinema/covid/');
  });
});

describe('getJson', () => {
  it('parses a success reply and sends credentials', async () => {
    const fetchMock = mockFetch({ 'v1/x/': { json: { status: 'success', data: 5 } } });
    await expect(getJson(apiUrl('v1/x/'), Schema)).resolves.toEqual({ status: 'success', data: 5 });
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('parses without compiling code: a page parses each reply once or twice (decision 422)', async () => {
    // zod's JIT writes a parser per object schema with `new Function` at its first parse: on a
    // phone, costlier than the parse itself for the replies a page reads (bench/first-parse.mjs).
    const schema = z.object({
      status: z.literal('success'),
      data: z.object({ id: z.number(), name: z.string() }),
    });
    const Real = globalThis.Function;
    const compiled = vi.fn();
    vi.stubGlobal(
      'Function',
      new Proxy(Real, {
        construct(target, args: string[]) {
          compiled(args);
          return new target(...args) as object;
        },
      }),
    );
    mockFetch({ 'v1/x/': () => ({ json: { status: 'success', data: { id: 1, name: 'Зал' } } }) });
    await expect(getJson(apiUrl('v1/x/'), schema)).resolves.toEqual({
      status: 'success',
      data: { id: 1, name: 'Зал' },
    });
    expect(compiled.mock.calls.filter(([args]) => args.length > 1)).toEqual([]);
  });

  it("turns status 'error' into the server's errors.message", async () => {
    mockFetch({
      'v1/x/': {
        status: 400,
        json: { status: 'error', errors: { code: 7, message: 'Город не найден' } },
      },
    });
    const error = await apiFailure(getJson(apiUrl('v1/x/'), Schema));
    expect(error.kind).toBe('server');
    expect(error.message).toBe('Город не найден');
    expect(error.code).toBe(7);
  });

  it('reads the first errors[].detail of an error array', async () => {
    mockFetch({
      'v1/x/': {
        json: {
          status: 'error',
          errors: [{ title: 'Сеанс', detail: 'Ошибка 131' }, { detail: 'b' }],
        },
      },
    });
    const error = await apiFailure(getJson(apiUrl('v1/x/'), Schema));
    expect(error.message).toBe('Ошибка 131');
    expect(error.detail).toBe('Ошибка 131');
  });

  it('gives the fallback for a reply that fails the schema', async () => {
    mockFetch({ 'v1/x/': { json: { status: 'success', data: 'five' } } });
    const error = await apiFailure(getJson(apiUrl('v1/x/'), Schema));
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe(FALLBACK_MESSAGE);
  });

  it('gives the fallback for a body that is not JSON', async () => {
    mockFetch({ 'v1/x/': { status: 502, text: '<html>Bad gateway</html>' } });
    expect((await apiFailure(getJson(apiUrl('v1/x/'), Schema))).message).toBe(FALLBACK_MESSAGE);
  });

  it('puts the network error into the network text', async () => {
    mockFetch({ 'v1/x/': { networkError: 'Failed to fetch' } });
    const error = await apiFailure(getJson(apiUrl('v1/x/'), Schema));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Что-то пошло не так: Failed to fetch. Попробуйте еще раз.');
  });
});

describe('postForm', () => {
  it('posts an urlencoded form', async () => {
    const fetchMock = mockFetch({ 'v1/films/like/': { json: { status: 'success', data: 1 } } });
    await postForm(apiUrl('v1/films/like/'), { film: 3, like: '1' }, Schema);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('film=3&like=1');
  });
});

describe('startEarly (decision 334)', () => {
  it('hands its response to the first GET of the same URL, once; other URLs and methods ask', async () => {
    const fetchMock = mockFetch({
      'v1/x/': { json: { status: 'success', data: 5 } },
      'v1/y/': { json: { status: 'success', data: 6 } },
    });
    startEarly(apiUrl('v1/x/'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
    await expect(getJson(apiUrl('v1/y/'), Schema)).resolves.toMatchObject({ data: 6 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(getJson(apiUrl('v1/x/'), Schema)).resolves.toMatchObject({ data: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Taken once: the next GET asks the server.
    await expect(getJson(apiUrl('v1/x/'), Schema)).resolves.toMatchObject({ data: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('a boot GET that failed fails its taker as any GET would, and the next one asks again', async () => {
    const fetchMock = mockFetch({ 'v1/x/': { networkError: 'offline' } });
    startEarly(apiUrl('v1/x/'));
    const error = await apiFailure(getJson(apiUrl('v1/x/'), Schema));
    expect(error.kind).not.toBe('invalid');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await apiFailure(getJson(apiUrl('v1/x/'), Schema));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a boot GET nobody took in time is not handed over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = mockFetch({ 'v1/x/': { json: { status: 'success', data: 5 } } });
    startEarly(apiUrl('v1/x/'));
    vi.setSystemTime(Date.now() + EARLY_GET_MS + 1);
    await getJson(apiUrl('v1/x/'), Schema);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("the page's inline GETs (decision 421)", () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[INLINE_GETS_KEY];
  });

  it('are taken over by startEarly, not asked again, and handed to the first GET', async () => {
    const fetchMock = mockFetch({ 'v1/x/': { json: { status: 'success', data: 5 } } });
    startInlineGets([apiUrl('v1/x/')]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
    startEarly(apiUrl('v1/x/'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(getJson(apiUrl('v1/x/'), Schema)).resolves.toMatchObject({ data: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Once: the inline GET is the boot's now, and a second startEarly asks the server.
    startEarly(apiUrl('v1/x/'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('one the boot did not take over goes to the first GET of its URL, once (decision 425)', async () => {
    const fetchMock = mockFetch({
      'v1/geo/': { json: { status: 'success', data: 7 } },
      'v1/y/': (url) => ({ json: { status: 'success', data: Number(url.searchParams.get('n')) } }),
    });
    startInlineGets([apiUrl('v1/geo/')], window, {
      after: apiUrl('v1/geo/'),
      urls: (body) => [apiUrl('v1/y/', { n: (body as { data: number }).data })],
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await expect(getJson(apiUrl('v1/y/', { n: 7 }), Schema)).resolves.toMatchObject({ data: 7 });
    // The geo GET too, though no startEarly took it: each asked once.
    await expect(getJson(apiUrl('v1/geo/'), Schema)).resolves.toMatchObject({ data: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Spent: the next GET asks the server.
    await getJson(apiUrl('v1/y/', { n: 7 }), Schema);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('is not taken by a GET with a signal, nor once older than EARLY_GET_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = mockFetch({ 'v1/x/': { json: { status: 'success', data: 5 } } });
    startInlineGets([apiUrl('v1/x/')]);
    await getJson(apiUrl('v1/x/'), Schema, new AbortController().signal);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.setSystemTime(Date.now() + EARLY_GET_MS + 1);
    await getJson(apiUrl('v1/x/'), Schema);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('peekJson (decision 421)', () => {
  it('is null until the boot GET is answered, then its data, the same again, and spends it', async () => {
    const fetchMock = mockFetch({ 'v1/x/': { json: { status: 'success', data: 5 } } });
    expect(peekJson(apiUrl('v1/x/'), Schema)).toBeNull();
    startEarly(apiUrl('v1/x/'));
    expect(peekJson(apiUrl('v1/x/'), Schema)).toBeNull();
    await earlyGetsSettled();
    expect(peekJson(apiUrl('v1/x/'), Schema)).toEqual({ status: 'success', data: 5 });
    expect(peekJson(apiUrl('v1/x/'), Schema)).toEqual({ status: 'success', data: 5 });
    // Peeked, the boot GET is spent: a reload asks the server.
    await getJson(apiUrl('v1/x/'), Schema);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("is null for an error reply, which the GET then reports in the server's words", async () => {
    mockFetch({
      'v1/x/': { status: 404, json: { status: 'error', errors: { message: 'Заказ не найден' } } },
    });
    startEarly(apiUrl('v1/x/'));
    await earlyGetsSettled();
    expect(peekJson(apiUrl('v1/x/'), Schema)).toBeNull();
    const error = await apiFailure(getJson(apiUrl('v1/x/'), Schema));
    expect(error.message).toBe('Заказ не найден');
  });

  it('is null for a reply the schema refuses, or one not JSON, or one too old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    mockFetch({
      'v1/x/': { json: { status: 'success', data: 'five' } },
      'v1/y/': { text: '<html>' },
      'v1/z/': { json: { status: 'success', data: 5 } },
    });
    for (const path of ['v1/x/', 'v1/y/', 'v1/z/']) startEarly(apiUrl(path));
    await earlyGetsSettled();
    expect(peekJson(apiUrl('v1/x/'), Schema)).toBeNull();
    expect(peekJson(apiUrl('v1/y/'), Schema)).toBeNull();
    vi.setSystemTime(Date.now() + EARLY_GET_MS + 1);
    expect(peekJson(apiUrl('v1/z/'), Schema)).toBeNull();
  });

  it('lets the boot wait for the GETs: settled once each has answered or failed', async () => {
    mockFetch({
      'v1/x/': { json: { status: 'success', data: 5 } },
      'v1/y/': { networkError: 'x' },
    });
    await expect(earlyGetsSettled()).resolves.toBeUndefined();
    startEarly(apiUrl('v1/x/'));
    startEarly(apiUrl('v1/y/'));
    await expect(earlyGetsSettled()).resolves.toBeUndefined();
    expect(peekJson(apiUrl('v1/x/'), Schema)).toMatchObject({ data: 5 });
  });
});
