import { useState, useSyncExternalStore } from 'react';
import { LikeController } from './likeController';

/**
 * One LikeController for the toggle's life: whether a press is under way, and the press. It is
 * never stopped: an answer that comes after the toggle has gone (the playbill redraws its cards)
 * still updates the page's other toggles and says its popup, as the server has stored the like.
 */
export function useLike() {
  const [controller] = useState(() => new LikeController());
  const busy = useSyncExternalStore(controller.subscribe, () => controller.getState().busy);
  return {
    busy,
    press: (filmId: number, liked: boolean) =>
      controller.dispatch({ type: 'press', filmId, liked }),
  };
}
