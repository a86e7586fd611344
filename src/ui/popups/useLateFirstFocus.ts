import { useEffect, useRef, type RefObject } from 'react';
import { tabbableIn } from './focusTrap';

/**
 * For a popup's view that comes after the popup opened (its code or its data loaded late): the
 * popup found only a spinner to focus and focused itself, and a first Tab from there may go
 * round to the popup's last stop. On mount, the view's first control takes that focus instead,
 * as it would have in a popup whose view was there when it opened. A focus the visitor has
 * moved elsewhere stays where it is. Put the returned ref on the view's root (a form).
 */
export function useLateFirstFocus<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (root && document.activeElement === root.closest('[role="dialog"]')) {
      tabbableIn(root)[0]?.focus();
    }
  }, []);
  return ref;
}
