import type { AroundNavHandler } from 'wouter';
import { parsePopupHash } from '../ui/popups/hash';

/**
 * Where the window stands after a navigation inside the app, the way a browser places the pages
 * it loads. wouter only pushes history, so without this a new page opened at the scroll position
 * of the one before (the film page in the middle of its reviews, /news at its bottom).
 *
 * - A new path (a link, `navigate()`, a redirect): the top of the page, at once, or the element
 *   its #fragment names once it is drawn.
 * - The same path with another query or hash (the playbill's ?date=, a #buy=… popup): the scroll
 *   stays; a plain #fragment of the page is scrolled to, as the browser would.
 * - Back and Forward to another path, and a reload: where the buyer left the page. The browser's
 *   own restoration (`history.scrollRestoration` stays 'auto') comes before the page has drawn
 *   again (its data, its lists a few films per commit) and stops at the short page's end; so the
 *   position each history entry was left at is kept under a key in its state (and in
 *   sessionStorage, for Back after a reload) and scrolled back to as the page grows.
 */

/** How long a page reached by Back may take to grow back to where the buyer was. */
const RESTORE_WAIT_MS = 3000;
/** The buyer's own scrolling ends a restoration. */
const BUYER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** The field of `history.state` naming its entry. */
const STATE_KEY = 'scrollKey';
/** sessionStorage: the positions of this tab's entries, the latest MAX_KEPT. */
const POSITIONS_KEY = 'scrollPositions';
const MAX_KEPT = 50;

/** Entry key → scrollY when the buyer left that entry. */
const leftAt = new Map<string, number>();
/** The entry on screen; null until watchHistoryScroll starts. */
let shown: { key: string | null; path: string } | null = null;
let lastScrollY = 0;
let keys = 0;
let stopRestoring: () => void = () => undefined;

/** wouter's `aroundNav`: every Link, navigate() and Redirect of the app comes through here. */
export const scrollOnNavigate: AroundNavHandler = (navigate, to, options) => {
  watchHistoryScroll();
  stopRestoring();
  const { pathname: fromPath, hash: fromHash } = window.location;
  // The bookkeeping never stops a navigation: Safari and Firefox throw from replaceState when
  // it is called too often (the playbill's filters call it as the buyer types).
  try {
    if (!options?.replace) remember(shownEntryKey(), window.scrollY);
  } catch {
    // The position of the page left is not kept; the navigation goes on.
  }
  const key = newKey();
  navigate(to, { ...options, state: withKey(options?.state, key) });
  const { pathname, hash } = window.location;
  shown = { key, path: pathname };
  const newPage = pathname !== fromPath;
  if (newPage) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const id = fragmentId(hash);
  if (id && (newPage || hash !== fromHash)) revealFragment(id, newPage ? 'instant' : 'auto');
};

/**
 * Follows Back, Forward and leaving the document from the start (src/app/boot.tsx calls it once; a
 * navigation starts it too). scrollY is followed as it changes, not read on popstate: by then
 * the router may have drawn the next page and the browser cut the position to its height.
 */
export function watchHistoryScroll(): void {
  if (shown) return;
  shown = { key: keyOf(window.history.state), path: window.location.pathname };
  lastScrollY = window.scrollY;
  readPositions();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('popstate', onTraversal);
  window.addEventListener('pagehide', onPageHide);
  const saved = shown.key === null ? undefined : leftAt.get(shown.key);
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  if (saved !== undefined && (entry?.type === 'reload' || entry?.type === 'back_forward')) {
    restoreScroll(saved);
  }
}

/**
 * Undoes {@link watchHistoryScroll}: its listeners go and what it remembered is forgotten. For
 * tests, which share one document between files; the page itself never stops watching.
 */
export function stopWatchingHistoryScroll(): void {
  stopRestoring();
  window.removeEventListener('scroll', onScroll);
  window.removeEventListener('popstate', onTraversal);
  window.removeEventListener('pagehide', onPageHide);
  shown = null;
  leftAt.clear();
}

function onScroll(): void {
  lastScrollY = window.scrollY;
}

function onPageHide(): void {
  remember(shownEntryKey(), window.scrollY);
  writePositions();
}

function onTraversal(): void {
  const left = shown;
  if (left?.key) remember(left.key, lastScrollY);
  const key = keyOf(window.history.state);
  shown = { key, path: window.location.pathname };
  stopRestoring();
  // Back from a #fragment or a query of the same page: the browser's restoration is right.
  if (left?.path === window.location.pathname) return;
  // An entry with no position kept (evicted, or a tab discarded before pagehide): the browser's
  // own restoration stands.
  const saved = key === null ? undefined : leftAt.get(key);
  if (saved !== undefined) restoreScroll(saved);
}

/**
 * Scrolls to `y` as soon as the page is tall enough, following it while it grows, for up to
 * RESTORE_WAIT_MS, until the buyer scrolls or another navigation comes.
 */
function restoreScroll(y: number): void {
  let frame = 0;
  const until = performance.now() + RESTORE_WAIT_MS;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of BUYER_INPUT) window.removeEventListener(type, stop);
    stopRestoring = () => undefined;
  };
  const step = () => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const top = Math.max(0, Math.min(y, end));
    if (Math.round(window.scrollY) !== Math.round(top)) {
      window.scrollTo({ top, left: 0, behavior: 'instant' });
    }
    if (end >= y || performance.now() >= until) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const type of BUYER_INPUT) window.addEventListener(type, stop, { passive: true });
  stopRestoring = stop;
  frame = requestAnimationFrame(step);
}

function newKey(): string {
  keys += 1;
  return `${Date.now().toString(36)}.${keys}`;
}

function keyOf(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const key = (state as Record<string, unknown>)[STATE_KEY];
  return typeof key === 'string' ? key : null;
}

/** The state with the entry's key beside what it carries ({ from } for /login). */
function withKey(state: unknown, key: string): unknown {
  if (state === null || state === undefined) return { [STATE_KEY]: key };
  if (typeof state === 'object' && !Array.isArray(state)) return { ...state, [STATE_KEY]: key };
  return state;
}

/** The key of the entry on screen, given to it now when it has none (the first page loaded). */
function shownEntryKey(): string {
  const existing = keyOf(window.history.state);
  if (existing) return existing;
  const key = newKey();
  window.history.replaceState(withKey(window.history.state, key), '');
  shown = { key, path: window.location.pathname };
  return key;
}

function remember(key: string, y: number): void {
  leftAt.delete(key);
  leftAt.set(key, Math.round(y));
  if (leftAt.size > MAX_KEPT) leftAt.delete(leftAt.keys().next().value as string);
}

function readPositions(): void {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '[]');
    if (!Array.isArray(saved)) return;
    for (const item of saved as unknown[]) {
      if (Array.isArray(item) && typeof item[0] === 'string' && typeof item[1] === 'number') {
        remember(item[0], item[1]);
      }
    }
  } catch {
    // No storage (privacy mode) or a corrupt value: Back within this page still works.
  }
}

function writePositions(): void {
  try {
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify([...leftAt]));
  } catch {
    // As above.
  }
}

/** The element id a hash names, or null for none and for the popup anchors (#buy=…). */
function fragmentId(hash: string): string | null {
  if (hash.length <= 1 || parsePopupHash(hash)) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Scrolls to the fragment after the navigation's render has been drawn. A lazy screen that is
 * not loaded yet scrolls to it itself when it mounts (useHashScroll).
 */
function revealFragment(id: string, behavior: ScrollBehavior): void {
  requestAnimationFrame(() => {
    document.getElementById(id)?.scrollIntoView({ block: 'start', behavior });
  });
}
