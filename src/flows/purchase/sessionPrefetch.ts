import type { SessionRequests } from './sessionRequests';

/**
 * Starts what a purchase popup needs before the popup itself asks (docs/decisions/234): when a
 * finger or the mouse button goes down on a session's #buy link, when the mouse rests on one,
 * and when the #buy popup opens by address. The popup's code, the seat map's code (the engine)
 * and the session's two answers then load side by side instead of one after another (popup
 * code, then the answers, then the map code). This module is in the main bundle: it holds no
 * more than the links to the lazy chunks.
 */

/** An answer asked for this long ago is no longer used: the popup asks again. */
export const PREFETCH_MAX_AGE_MS = 5000;
/** A mouse resting this long on a session link counts as a likely press. */
export const HOVER_DWELL_MS = 65;

interface Prefetched {
  at: number;
  requests: Promise<SessionRequests>;
}

const prefetched = new Map<number, Prefetched>();

/** '#buy=12' → 12; anything that is not a positive id → null. */
export function sessionIdOf(param: string): number | null {
  return /^\d{1,10}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/**
 * `load` run once: later calls share its promise. One that failed runs again on the next call
 * (a chunk that did not come over a bad network is asked for on the next press).
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/**
 * The popup's chunk and the seat map's chunk (the same modules the lazy components load), asked
 * for once a page: a press or a resting pointer after that starts no import. (In the unit
 * tests one jsdom serves many files: an import started by a hover timer left running could
 * outlive the worker, "Cannot load ... after the environment was torn down".)
 */
const loadPurchaseCode = once(() =>
  Promise.all([import('./PurchasePopup'), import('../../ui/hall-map/HallMap')]),
);
const loadSessionRequests = once(() => import('./sessionRequests'));

export function preloadPurchaseCode(): void {
  loadPurchaseCode().catch(() => {});
}

function isFresh(entry: Prefetched | undefined, now: number): entry is Prefetched {
  return entry !== undefined && now - entry.at <= PREFETCH_MAX_AGE_MS;
}

/** Starts loading session `sessionId` and the code of its popup, unless a fresh load runs. */
export function prefetchSession(sessionId: number, now = Date.now()): void {
  preloadPurchaseCode();
  if (isFresh(prefetched.get(sessionId), now)) return;
  const requests = loadSessionRequests().then((m) => {
    const started = m.requestSession(sessionId);
    // An answer nobody takes must not surface as an unhandled rejection.
    started.session.catch(() => {});
    return started;
  });
  requests.catch(() => {});
  prefetched.set(sessionId, { at: now, requests });
}

/** Forgets a prefetch that is not followed by a press (a scroll that began on a link). */
export function dropPrefetch(sessionId: number): void {
  prefetched.delete(sessionId);
}

/** The prefetched requests of the session if fresh, once (the next load asks again). */
export function takePrefetched(
  sessionId: number,
  now = Date.now(),
): Promise<SessionRequests> | null {
  const entry = prefetched.get(sessionId);
  prefetched.delete(sessionId);
  return isFresh(entry, now) ? entry.requests : null;
}

function sessionOfTarget(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href^="#buy="]');
  return link ? sessionIdOf((link.getAttribute('href') ?? '').slice('#buy='.length)) : null;
}

/**
 * Watches the page's session links (the playbill's, and any other #buy link): pointerdown
 * prefetches at once, a mouse resting HOVER_DWELL_MS on a link prefetches too, and a touch that
 * turns into a scroll (pointercancel) drops its prefetch. Returns the function that stops it.
 */
export function watchSessionLinks(doc: Document = document): () => void {
  let hover: { id: number; timer: ReturnType<typeof setTimeout> } | null = null;
  const clearHover = () => {
    if (hover) clearTimeout(hover.timer);
    hover = null;
  };
  const onDown = (event: PointerEvent) => {
    const id = sessionOfTarget(event.target);
    if (id !== null) prefetchSession(id);
  };
  const onCancel = (event: PointerEvent) => {
    const id = sessionOfTarget(event.target);
    if (id !== null) dropPrefetch(id);
  };
  const onOver = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    const id = sessionOfTarget(event.target);
    if (id === hover?.id) return;
    clearHover();
    if (id === null) return;
    hover = { id, timer: setTimeout(() => prefetchSession(id), HOVER_DWELL_MS) };
  };
  doc.addEventListener('pointerdown', onDown, { capture: true, passive: true });
  doc.addEventListener('pointercancel', onCancel, { capture: true, passive: true });
  doc.addEventListener('pointerover', onOver, { capture: true, passive: true });
  return () => {
    clearHover();
    doc.removeEventListener('pointerdown', onDown, { capture: true });
    doc.removeEventListener('pointercancel', onCancel, { capture: true });
    doc.removeEventListener('pointerover', onOver, { capture: true });
  };
}
