import { lazy, Suspense, type ComponentType } from 'react';
import { registerPopup, type PopupProps } from '../../ui/popups/registry';

/**
 * A popup whose code loads when its anchor opens. Everything of the purchase (the hall map and
 * pixi.js, react-hook-form, imask) lives in these lazy chunks, so the / route stays inside its
 * budget (docs/decisions/025 and 080).
 */
function lazyPopup(load: () => Promise<{ default: ComponentType<PopupProps> }>) {
  const Popup = lazy(load);
  return function LazyPopup(props: PopupProps) {
    return (
      <Suspense fallback={<span className="spinner" role="status" aria-label="Загрузка" />}>
        <Popup {...props} />
      </Suspense>
    );
  };
}

/** #buy=<session id>: the purchase popup; #pay: the stored payment link of an unpaid order. */
export function registerPurchasePopups(): void {
  registerPopup('buy', {
    label: 'Покупка билетов',
    component: lazyPopup(() => import('./PurchasePopup')),
    size: 'wide',
  });
  registerPopup('pay', {
    label: 'Оплата заказа',
    component: lazyPopup(() => import('./PayPopup')),
  });
}
