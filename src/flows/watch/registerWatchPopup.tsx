import { lazy, Suspense } from 'react';
import { registerPopup, type PopupProps } from '../../ui/popups/registry';

const Popup = lazy(() => import('./WatchPopup'));

function LazyWatchPopup(props: PopupProps) {
  return (
    <Suspense fallback={<span className="spinner" role="status" aria-label="Загрузка" />}>
      <Popup {...props} />
    </Suspense>
  );
}

/**
 * #my_places=<session id>: the watch-session popup. Its code (the hall map, pixi.js) loads when
 * the anchor opens, like the purchase popup's.
 */
export function registerWatchPopup(): void {
  registerPopup('my_places', { label: 'Схема зала', component: LazyWatchPopup, size: 'wide' });
}
