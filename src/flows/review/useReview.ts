import { useEffect, useState, useSyncExternalStore } from 'react';
import { ReviewController, type ReviewApi } from './reviewController';
import type { ReviewState } from './reviewMachine';

/** One ReviewController for the component's life (key it by the order id), its state and dispatch. */
export function useReview(orderId: number, api?: ReviewApi) {
  const [controller] = useState(() => new ReviewController(orderId, api));
  const state: ReviewState = useSyncExternalStore(controller.subscribe, controller.getState);
  useEffect(() => controller.begin(), [controller]);
  return { state, dispatch: controller.dispatch };
}
