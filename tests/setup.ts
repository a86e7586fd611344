import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { invalidateCities } from '../src/api/cinema';
import { invalidatePlaybill } from '../src/api/playbill';
import { forgetEarly } from '../src/api/http';
import { forgetUserRequest } from '../src/api/user';
import { getDefaultStore } from 'jotai';
import { alertsAtom } from '../src/ui/popups/alerts';

// findBy and waitFor wait up to 5 s, not testing-library's 1 s: on two shared cores under load a
// screen's first render can take longer than a second (seen: 1.2-1.3 s), which is not a failure.
configure({ asyncUtilTimeout: 5000 });

// jsdom has neither a 2D canvas nor WebGL, so a seat map mounted by a screen's test says it
// cannot draw. Before that it loaded pixi.js for a WebGL scene it could not start: seconds of
// module work on a run without vitest's cache, which timed out that test and the worker's next
// ones (session 14, the purchase popup's retry test). Here the WebGL scene reports no support.
vi.mock('../src/scheme-engine/render/webgl/pixiScene', () => ({
  isWebGLSupported: () => false,
  createPixiScene: () => Promise.resolve(null),
}));

// A press or a resting pointer on a session link starts loading the popup's and the seat map's
// chunks without waiting for them (sessionPrefetch). A file ends only once they have come: an
// import still on its way when the worker's last file ends fails the run ("Cannot load ... after
// the environment was torn down").
afterAll(() => vi.dynamicImportSettled());

// Vitest runs without globals, so testing-library cannot register its own cleanup.
// The unit project shares one jsdom per worker across files (isolate: false, for speed: about
// 25 s instead of 3.5 min), so each test also leaves storage, cookies, the address, timers and
// mocks as it found them.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The client's request caches and a profile request a test left unanswered must not reach
  // the next test (or the next file: the worker is shared).
  forgetUserRequest();
  forgetEarly();
  // An alert a test left (a 'Заказ отменен' half a second after a cancel) must not open in the
  // next test's page: the shared worker's store outlives the file (a city test found one).
  getDefaultStore().set(alertsAtom, []);
  invalidatePlaybill();
  invalidateCities();
  // Files that run in the node environment have no DOM to reset.
  if (typeof window === 'undefined') return;
  // Elements a test appended to the body by hand (not through render) go too.
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (window.location.hash || window.location.pathname !== '/')
    window.history.replaceState(null, '', '/');
});
