import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CancelPaidController, type CancelPaidHost } from './cancelPaidController';
import type { CancelPaidState } from './cancelPaidMachine';

/**
 * One CancelPaidController for the component's life (key the component by the order id), its
 * state and its dispatch. `refresh` reads the order again after a cancel.
 */
export function useCancelPaid(orderId: number, refresh: CancelPaidHost['refresh']) {
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  });
  const [controller] = useState(
    () => new CancelPaidController(orderId, { refresh: () => refreshRef.current() }),
  );
  const state: CancelPaidState = useSyncExternalStore(controller.subscribe, controller.getState);
  useEffect(() => controller.start(), [controller]);
  return { state, dispatch: controller.dispatch };
}

/**
 * The time now (ms), read again when `deadlineMs` passes, so what is good only until then
 * (the cancel button) goes away on time even when nothing else changes on the page.
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
