import { useEffect, useRef } from 'react';

/**
 * A box that scrolls takes the keyboard's focus (tabindex 0), so its text can be scrolled
 * without a pointer; one that shows all it holds is no Tab stop. The seat panel scrolls on a
 * small phone with a larger font, where it holds nothing else to focus: a guest's notes without
 * a link, the hint, 'Продолжить' disabled (axe's scrollable-region-focusable, decision 452).
 * Checked when the box or what it holds changes size, never per frame.
 */
export function useScrollFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      if (box.scrollHeight > box.clientHeight + 1) box.tabIndex = 0;
      else box.removeAttribute('tabindex');
    };
    const observer = new ResizeObserver(check);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);
  return ref;
}
