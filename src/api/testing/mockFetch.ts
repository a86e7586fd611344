/**
 * Test helper: a fetch replacement answering by URL path, so tests exercise the real src/api
 * parsing and error handling. Only test files import this.
 */
import { vi } from 'vitest';

export type MockReply =
  { json: unknown; status?: number } | { networkError: string } | { text: string; status?: number };

export type MockRoutes = Record<string, MockReply | ((url: URL, init?: RequestInit) => MockReply)>;

/** Installs a fetch mock: routes are matched by the path after /local/php_interface/api/. */
export function mockFetch(routes: MockRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace('/local/php_interface/api/', '');
    const route = routes[path];
    if (!route) throw new TypeError(`no mock for ${path}`);
    const reply = typeof route === 'function' ? route(url, init) : route;
    if ('networkError' in reply) throw new TypeError(reply.networkError);
    const body = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
    return new Response(body, {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
