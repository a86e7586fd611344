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
