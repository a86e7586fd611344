import { useEffect, useState } from 'react';

/**
 * The time now (ms), read again when `deadlineMs` passes, so that what is good only until then
 * (an order's cancel button) goes, and what waits for it (an order's review) comes, on time even
 * when nothing else changes on the page.
 */
export function useNowUntil(deadlineMs: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadlineMs === null || now >= deadlineMs) return;
    // setTimeout holds at most ~24.8 days; a later deadline is looked at again then.
    const wait = Math.min(deadlineMs - now, 2 ** 31 - 1);
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [deadlineMs, now]);
  return now;
}

/** Whether the moment `atUnix` (s since the epoch) has come; turns true on time, on its own. */
export function useHasCome(atUnix: number): boolean {
  const at = atUnix * 1000;
  return useNowUntil(at) >= at;
}
