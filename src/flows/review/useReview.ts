import { useEffect, useState, useSyncExternalStore } from 'react';
import { afterPaint } from '../../lib/afterPaint';
import { ReviewController, type ReviewApi } from './reviewController';
import type { ReviewState } from './reviewMachine';

/**
 * One ReviewController for the component's life (key it by the order id), its state and dispatch.
 * The review is read after the page's first paint (decision 422): the order comes first.
 */
export function useReview(orderId: number, api?: ReviewApi) {
  const [controller] = useState(() => new ReviewController(orderId, api));
  const state: ReviewState = useSyncExternalStore(controller.subscribe, controller.getState);
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = afterPaint(() => {
      stop = controller.begin();
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [controller]);
  return { state, dispatch: controller.dispatch };
}
