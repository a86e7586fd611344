import { useSyncExternalStore } from 'react';
import type { SubmitController } from './submitController';

/**
 * The state of a form's controller. The controller outlives the popup (a module keeps it), so
 * a closed popup keeps what was typed, and a send under way still lands: reopened, it shows
 * the thanks or the refusal. So it is never stopped with the popup.
 */
export function useSubmitController<V extends object>(controller: SubmitController<V>) {
  return useSyncExternalStore(controller.subscribe, controller.getState);
}

/** Keeps one controller per form; a form that was sent starts again empty on the next open. */
export function keeper<V extends object>(create: () => SubmitController<V>) {
  let current: SubmitController<V> | null = null;
  return {
    acquire(): SubmitController<V> {
      if (!current || current.getState().status === 'sent') current = create();
      return current;
    },
    /** Tests start from an empty form. */
    reset(): void {
      current = null;
    },
  };
}
