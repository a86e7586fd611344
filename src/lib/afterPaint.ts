/**
 * Runs `run` once the browser has shown the current frame: a call that the first paint does not
 * need (the review under an order, the QR code's library) is asked for after it, so on a slow
 * network it never holds the page's own code and data back (decision 422). Returns the cancel.
 *
 * A frame's animation callbacks run before its paint, and a task queued there after it. On a
 * page's first load that is not yet enough: the painted frame reaches the screen later (tens of
 * milliseconds later on a slow device), and the page counts as shown only then; so until the
 * browser reports its first contentful paint, `run` waits for that report too (at most
 * FIRST_PAINT_WAIT_MS). A hidden page paints no frames: there `run` goes on the next task.
 */
export function afterPaint(run: () => void): () => void {
  let cancelled = false;
  const cancels: (() => void)[] = [];
  const go = () => {
    if (!cancelled) run();
  };
  const task = (next: () => void) => {
    const timer = setTimeout(next, 0);
    cancels.push(() => clearTimeout(timer));
  };
  if (typeof requestAnimationFrame !== 'function' || document.hidden) task(go);
  else {
    const frame = requestAnimationFrame(() => task(() => afterFirstShown(go, cancels)));
    cancels.push(() => cancelAnimationFrame(frame));
  }
  return () => {
    cancelled = true;
    for (const cancel of cancels) cancel();
  };
}

/** How long a call waits for the browser's first contentful paint report, at most. */
export const FIRST_PAINT_WAIT_MS = 1000;

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

function shownAlready(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function')
    return true;
  return performance.getEntriesByType('paint').some((e) => e.name === FIRST_CONTENTFUL_PAINT);
}

/** Runs `go` now when the page has shown content, else once it has (or the wait is over). */
function afterFirstShown(go: () => void, cancels: (() => void)[]): void {
  if (
    shownAlready() ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    go();
    return;
  }
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  // Once: stopped, the observer reports nothing more and the timer never fires.
  const finish = () => {
    stop();
    go();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((e) => e.name === FIRST_CONTENTFUL_PAINT)) finish();
  });
  observer.observe({ type: 'paint' });
  const timer = setTimeout(finish, FIRST_PAINT_WAIT_MS);
  cancels.push(stop);
}
