/**
 * The seat map's full-screen mode (docs/decisions/115): the Fullscreen API where the browser
 * allows it for an element (not iPhone Safari), and always a fixed full-viewport layout, so
 * the mode works either way. The map's element stays where it is in the tree: the engine is
 * never rebuilt, its ResizeObserver re-fits (or keeps the zoom about the centre).
 */

/** Asks the browser to show `el` full screen; false when it cannot or refuses. */
export async function requestElementFullscreen(el: HTMLElement): Promise<boolean> {
  if (!document.fullscreenEnabled || typeof el.requestFullscreen !== 'function') return false;
  try {
    await el.requestFullscreen({ navigationUI: 'hide' });
    return true;
  } catch {
    return false;
  }
}

/** Leaves the browser's full screen if this page holds it. */
export function exitElementFullscreen(): void {
  if (document.fullscreenElement && typeof document.exitFullscreen === 'function')
    document.exitFullscreen().catch(() => undefined);
}

/** Calls `onLeft` when the browser leaves full screen by itself (Esc, the system back). */
export function onFullscreenLeft(onLeft: () => void): () => void {
  const listener = () => {
    if (!document.fullscreenElement) onLeft();
  };
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}
