import { useEffect } from 'react';

/**
 * Scrolls to the section the address names (/about/bonus#lost): the browser does that only for
 * elements present at load, and a lazy screen renders after it.
 */
export function useHashScroll(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (target) target.scrollIntoView({ block: 'start' });
  }, []);
}
