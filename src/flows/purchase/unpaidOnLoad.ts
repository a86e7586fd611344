/**
 * The unpaid order on page load (spec section 4): when the stored unpaid-order marker exists the
 * server is asked (v1 user/session). An unpaid order opens the unpaid popup and a timer fires at
 * its expiry minus 10 s with the ticket-timeout handling; no order clears the stored order and
 * payment values, and when the marked order was paid meanwhile says 'Заказ оплачен' (decision
 * 428). Loaded lazily, only on pages whose browser carries the marker.
 */
import { fetchUnpaidOrder } from '../../api/session';
import type { OrderDetails, UnpaidOrder } from '@softkino/contract';
import { fetchOrder } from '../../api/order';
import { anchorPopupRequested, whenAnchorPopupOpens } from '../../ui/popups/screenOwner';
import { isPaymentFrameOpen } from './openFrames';
import { finishPaid, finishTimeout } from './paymentOutcome';
import { paymentExpiresAt } from './paymentTimer';
import { REDIRECT_DELAY_MS } from '../../lib/timings';
import {
  adoptUnpaidOrder,
  clearUnpaidMarkers,
  isMarkedUnpaid,
  readOrderId,
  readSbpPayment,
} from './unpaidMarkers';

export type UnpaidOnLoad =
  { kind: 'none' } | { kind: 'unpaid'; order: UnpaidOrder; expiresAt: number };

/** What the server's answer means for this page. */
export function decideUnpaidOnLoad(order: UnpaidOrder | null): UnpaidOnLoad {
  if (!order) return { kind: 'none' };
  return { kind: 'unpaid', order, expiresAt: paymentExpiresAt(order.expire_date_unix) };
}

/**
 * At the order's expiry: a payment frame that is open runs its own timer and posts the timeout
 * into the bank page; otherwise, while the order is still marked unpaid here (not paid or
 * cancelled meanwhile), the ticket-timeout handling runs: markers cleared, order cancelled,
 * 'Заказ не оплачен' shown.
 */
export function onUnpaidExpired(orderId: number, closePopup: () => void): void {
  closePopup();
  if (isPaymentFrameOpen() || !isMarkedUnpaid(orderId)) return;
  finishTimeout(orderId);
}

export interface UnpaidCheckDeps {
  fetch?: () => Promise<UnpaidOrder | null>;
  /** The status of the order this browser marked (v1 order/), when it is unpaid no more. */
  statusOf?: (orderId: number) => Promise<OrderDetails['status']>;
  /** Opens the popup (its code may have to load first); gives its close. */
  show?: (order: UnpaidOrder, expiresAt: number) => (() => void) | Promise<() => void>;
  now?: () => number;
  /** An anchor popup is asked for by the address (it wins over this automatic popup). */
  anchorOpen?: () => boolean;
  /** Opens a page (an SBP order paid meanwhile goes to its order page). */
  navigate?: (url: string) => void;
}

async function showUnpaidPopup(order: UnpaidOrder, expiresAt: number): Promise<() => void> {
  const { mountUnpaidPopup } = await import('./UnpaidPopup');
  return mountUnpaidPopup(order, expiresAt);
}

/**
 * Runs the check. `showPopup` false keeps the popup closed (the #buy popup is being reopened
 * after a sign-in) but the markers and the expiry timer are kept all the same; so does an anchor
 * popup in the address (#buy, #pay, #buy-cancel...: what the visitor opened wins, decision 112),
 * and one opened later closes the unpaid popup rather than stack on it. Returns a stop for the
 * timer. A failed request changes nothing: the markers expire on their own.
 */
export async function checkUnpaidOrder(
  showPopup = true,
  {
    fetch = fetchUnpaidOrder,
    statusOf = async (orderId) => (await fetchOrder(orderId)).status,
    show,
    now = Date.now,
    anchorOpen = anchorPopupRequested,
    navigate = (url) => window.location.assign(url),
  }: UnpaidCheckDeps = {},
): Promise<() => void> {
  let order: UnpaidOrder | null;
  try {
    order = await fetch();
  } catch {
    return () => {};
  }
  const decision = decideUnpaidOnLoad(order);
  if (decision.kind === 'none') {
    const marked = readOrderId();
    const sbp = readSbpPayment();
    clearUnpaidMarkers();
    // The buyer paid in the bank's page or app and came back (Back, a reload): the marker's order
    // is unpaid no more because it is paid, and the page says so instead of showing the seats
    // again as if nothing happened (decision 428). A cancelled or expired one says nothing. An
    // SBP payment goes where SBP polling goes, its order page 1 s later (spec section 4,
    // decision 456), whether this check or the resumed polling hears of it first.
    if (marked !== null) {
      try {
        if ((await statusOf(marked)) === 'paid') {
          if (sbp?.orderId === marked)
            finishPaid(marked, () =>
              setTimeout(() => navigate(sbp.callbackUrl), REDIRECT_DELAY_MS),
            );
          else finishPaid(marked);
        }
      } catch {
        // Not readable now: the profile and the e-mail tell of the order all the same.
      }
    }
    return () => {};
  }
  adoptUnpaidOrder(decision.order);
  let close = () => {};
  let giveWay = () => {};
  if (showPopup && !anchorOpen()) {
    // An anchor popup that opens while the popup's code still loads wins too: the popup then
    // closes as it comes, never stacking on the one the visitor opened (decision 399: the
    // purchase popup closed, and the session pressed again at once).
    let gaveWay = false;
    giveWay = whenAnchorPopupOpens(() => {
      gaveWay = true;
      giveWay();
      close();
    });
    Promise.resolve((show ?? showUnpaidPopup)(decision.order, decision.expiresAt)).then(
      (c) => {
        if (gaveWay) c();
        else close = c;
      },
      // The popup's chunk did not load (offline, a new deploy): the markers and the expiry
      // timer still work, and the profile lists the order.
      () => undefined,
    );
  }
  const timer = setTimeout(
    () => onUnpaidExpired(decision.order.id, () => close()),
    Math.max(0, decision.expiresAt - now()),
  );
  return () => {
    clearTimeout(timer);
    giveWay();
  };
}
