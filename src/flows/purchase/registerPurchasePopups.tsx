import { lazy, Suspense, type ComponentType } from 'react';
import { openPopup } from '../../ui/popups/openPopup';
import { registerPopup, type PopupProps } from '../../ui/popups/registry';
import { restoreSavedChoice } from './savedChoice';
import { hasUnpaidMarker } from './unpaidMarkers';

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

/**
 * #buy=<session id>: the purchase popup; #pay: the stored payment link of an unpaid order;
 * #buy-cancel=<order id>: the confirmation of its cancel. Then the page-load rules of spec
 * section 4: a saved choice for this page reopens #buy, and a stored unpaid-order marker asks
 * the server about the order (that code loads only when the marker exists).
 */
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
  registerPopup('buy-cancel', {
    label: 'Отмена заказа',
    component: lazyPopup(() => import('./CancelOrderPopup')),
    size: 'small',
  });
  startOnPageLoad();
}

function startOnPageLoad(): void {
  if (typeof window === 'undefined') return;
  const restoring = restoreSavedChoice((session) => openPopup('buy', session));
  if (hasUnpaidMarker()) void import('./unpaidOnLoad').then((m) => m.checkUnpaidOrder(!restoring));
}
