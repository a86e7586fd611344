import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { INLINE_GETS_KEY } from '../api/earlyGets';
import { mockFetch } from '../api/testing/mockFetch';
import { HeaderAccount } from '../flows/auth/HeaderAccount';
import { rememberSignIn, storedUserId } from '../flows/auth/session';
import type { PagePreloads } from './routePreload';

const API = '/local/php_interface/api/';
/** The signed-in corner's file, which the inline script asks for a browser signed in. */
const CORNER_FILE = '/assets/SignedInCorner-test.js';
const PRELOADS: PagePreloads = { routes: [], signedIn: [CORNER_FILE] };

/** The page's inline script, run afresh as a page load runs it. */
async function startPage(): Promise<void> {
  vi.stubGlobal('PAGE_PRELOADS', PRELOADS);
  vi.resetModules();
  await import('./pageStart');
}

function fetchedUrls(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url));
}

function serverAnswers() {
  return mockFetch({
    'v2/user/': { json: { status: 'error', errors: { message: 'Не авторизован' } }, status: 401 },
    'v1/cinema/cities/': { json: { status: 'success', data: [] } },
    'v2/cinema/covid/': { json: { status: 'success', data: null } },
    'v1/user/geo/': { json: { status: 'success', data: null } },
  });
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[INLINE_GETS_KEY];
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe("the page's inline script after the server's sign-out (decision 443)", () => {
  it("asks nothing for the profile, forgets USER_ID and the mark, and the header offers 'Войти'", async () => {
    rememberSignIn(7, null);
    // What GET /?logout=yes leaves beside its redirect to /.
    document.cookie = 'sk_signed_out=1; path=/';
    const fetchMock = serverAnswers();
    await startPage();
    expect(fetchedUrls(fetchMock)).not.toContain(`${API}v2/user/`);
    expect(storedUserId()).toBeNull();
    expect(document.cookie).not.toContain('sk_signed_out');
    expect(document.head.querySelector(`link[href="${CORNER_FILE}"]`)).toBeNull();
    render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <ul>
          <HeaderAccount />
        </ul>
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'Войти' })).toBeInTheDocument();
    expect(fetchedUrls(fetchMock)).not.toContain(`${API}v2/user/`);
  });

  it('without the mark, a browser that remembers a sign-in asks for the profile as before', async () => {
    rememberSignIn(7, null);
    const fetchMock = serverAnswers();
    await startPage();
    expect(fetchedUrls(fetchMock)).toContain(`${API}v2/user/`);
    expect(storedUserId()).toBe(7);
    expect(document.head.querySelector(`link[href="${CORNER_FILE}"]`)).not.toBeNull();
  });

  it('a sign-in clears a mark left behind, so a later page keeps it', async () => {
    document.cookie = 'sk_signed_out=1; path=/';
    rememberSignIn(7, null);
    const fetchMock = serverAnswers();
    await startPage();
    expect(storedUserId()).toBe(7);
    expect(fetchedUrls(fetchMock)).toContain(`${API}v2/user/`);
  });
});
