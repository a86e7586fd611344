import { useCallback, useState } from 'react';
import { readStored, writeStored } from '../../lib/storage';

export type PlaybillView = 'grid' | 'list';

export const PLAYBILL_VIEW_KEY = 'playbillView';

function isView(value: unknown): value is PlaybillView {
  return value === 'grid' || value === 'list';
}

/** The poster grid or the compact list, remembered in this browser (a personal preference). */
export function usePlaybillView(): [PlaybillView, (view: PlaybillView) => void] {
  const [view, setView] = useState<PlaybillView>(() =>
    readStored(PLAYBILL_VIEW_KEY, isView, 'grid'),
  );
  const choose = useCallback((next: PlaybillView) => {
    setView(next);
    writeStored(PLAYBILL_VIEW_KEY, next);
  }, []);
  return [view, choose];
}
