import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_MESSAGE } from './errors';
import { fetchLobbyScreen, fetchLobbySeats } from './lobby';
import { apiFailure } from './testing/apiFailure';

/** A fetch that answers `reply`, or never when none: only its signal ends it. */
function stubFetch(reply?: () => Response) {
  const fetchMock = vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        if (reply) resolve(reply());
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the lobby calls', () => {
  it('hand the signal to fetch, so a board that gives up on a call cancels it', async () => {
    const fetchMock = stubFetch();
    const abort = new AbortController();
    const call = fetchLobbyScreen(1, 2, abort.signal);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/local/php_interface/api/v1/scheme-screen/?cinema=1&screen=2',
    );
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    abort.abort();
    expect((await apiFailure(call)).kind).toBe('network');
  });

  it("read the reply as getJson does: the server's words, else the fallback text", async () => {
    stubFetch(() =>
      Response.json({ status: 'error', errors: { code: 404, message: 'Экран 9 не найден.' } }),
    );
    const refused = await apiFailure(fetchLobbyScreen(1, 9));
    expect(refused).toMatchObject({ kind: 'server', message: 'Экран 9 не найден.' });
    stubFetch(() => new Response('<html>', { status: 502 }));
    expect(await apiFailure(fetchLobbySeats(1, [3]))).toMatchObject({
      kind: 'invalid',
      message: FALLBACK_MESSAGE,
    });
    stubFetch(() => Response.json({ status: 'success', data: { time: 5, seats: { '3': 7 } } }));
    await expect(fetchLobbySeats(1, [3, 4])).resolves.toEqual({ time: 5, seats: { '3': 7 } });
  });
});
