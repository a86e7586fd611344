import { takeExpiredPaymentQuery } from './expiredPayment';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { openPopup } from '../../ui/popups/openPopup';
import { registerPopup, type PopupProps } from '../../ui/popups/registry';
import { restoreSavedChoice } from './savedChoice';
import { prefetchSession, sessionIdOf, watchSessionLinks } from './sessionPrefetch';
import { hasUnpaidMarker, readSbpPayment } from './unpaidMarkers';

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

const LazyPurchasePopup = lazyPopup(() => import('./PurchasePopup'));

/**
 * The #buy popup. Opened by address (a link, the watch view, a restored choice) it starts the
 * session's requests and the seat map's code at once, beside its own code (decision 234): on
 * its first render, before its lazy child mounts, so the child takes them over.
 */
function BuyPopup(props: PopupProps) {
  useState(() => {
    const id = sessionIdOf(props.param);
    if (id !== null) prefetchSession(id);
    return id;
  });
  return <LazyPurchasePopup {...props} />;
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
    component: BuyPopup,
    size: 'wide',
  });
  registerPopup('pay', {
    label: 'Оплата заказа',
    component: lazyPopup(() => import('./PayPopup')),
    // The bank page needs the room: as wide as the other wide popups (purchase.css sets its
    // height).
    size: 'wide',
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
  // A press on a session link starts its popup's requests and code (decision 234).
  watchSessionLinks();
  const restoring = restoreSavedChoice((session) => openPopup('buy', session));
  if (hasUnpaidMarker()) void import('./unpaidOnLoad').then((m) => m.checkUnpaidOrder(!restoring));
  // An SBP payment left open before a reload: its status is asked again (decision 198).
  if (readSbpPayment()) void import('./sbpResume').then((m) => m.resumeSbpPayment());
  // Sent home by an SBP payment whose time ran out: it says so once (decision 359).
  if (takeExpiredPaymentQuery()) void import('./paymentOutcome').then((m) => m.showTimeoutAlert());
}
