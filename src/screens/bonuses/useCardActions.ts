import { useSetAtom } from 'jotai';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { cardActivationsAtom } from '../../flows/cardActivate/cardActivate.atoms';
import { CardActionController, type CardActionApi } from './cardActions';

/**
 * One CardActionController for the component's life; a finished action makes the page (and the
 * header's balance) load the card again.
 */
export function useCardActions(api?: CardActionApi) {
  const [controller] = useState(() => new CardActionController(api));
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const bump = useSetAtom(cardActivationsAtom);
  useEffect(() => controller.start(), [controller]);
  useEffect(() => {
    if (state.changed > 0) bump((count) => count + 1);
  }, [state.changed, bump]);
  return { state, dispatch: controller.dispatch };
}
