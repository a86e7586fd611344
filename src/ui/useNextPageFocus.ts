import { useCallback, useEffect, useRef } from 'react';
import { keepFocusIn } from './keepFocus';

/**
 * For a paged list with 'Показать еще' (decision 427): the last page takes the button away with
 * it, and the browser drops the focus to <body>, where the next Tab starts over from the page's
 * top. The focus goes to the first item that page brought instead, found by `itemSelector` under
 * `rootRef`'s element (items focusable with tabIndex -1, not Tab stops). While more pages remain
 * the button stays, and so does the focus. Call `pressedAt(shown)` as the button asks for a page.
 */
export function useNextPageFocus<E extends HTMLElement>(itemSelector: string) {
  const rootRef = useRef<E>(null);
  /** How many items were shown when the button was last pressed: the next page starts there. */
  const firstNew = useRef(0);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    return keepFocusIn(root, () => {
      root.querySelectorAll<HTMLElement>(itemSelector)[firstNew.current]?.focus();
    });
  }, [itemSelector]);
  const pressedAt = useCallback((shown: number) => {
    firstNew.current = shown;
  }, []);
  return { rootRef, pressedAt };
}
