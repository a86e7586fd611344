/**
 * An SBP payment resumed after a reload (docs/decisions/198): the SBPPAY marker says the buyer
 * left the SBP panel while the bank might still pay. The page asks v2 payment/sbp/ at once (the
 * buyer may have paid long ago), then every 15 s like the panel: paid → the markers go and the
 * order page opens 1 s later; expired → the markers go and the buyer stays where they are.
 * It stops when the marker goes or changes (a new order of this browser took over).
 */
import { sbpStatus as fetchSbpStatus } from '../../api/payment';
import type { SbpOrderStatus } from '@softkino/contract';
import { REDIRECT_DELAY_MS, SBP_POLL_INTERVAL_MS } from '../../lib/timings';
import {
  clearSbpPayment,
  clearUnpaidMarkers,
  readOrderId,
  readSbpPayment,
  type StoredSbpPayment,
} from './unpaidMarkers';

export interface SbpResumeDeps {
  status?: (orderNumber: string) => Promise<SbpOrderStatus>;
  navigate?: (url: string) => void;
}

/** Clears the markers of this order only: another order's markers stay. */
function clearMarkersOf(orderId: number): void {
  const current = readOrderId();
  if (current === null || current === orderId) clearUnpaidMarkers();
  else clearSbpPayment();
}

function sameMarker(a: StoredSbpPayment | null, b: StoredSbpPayment): boolean {
  return a?.orderId === b.orderId && a.orderNumber === b.orderNumber;
}

/** Starts the resumed polling when the SBPPAY marker exists; returns its stop. */
export function resumeSbpPayment({
  status = fetchSbpStatus,
  navigate = (url) => window.location.assign(url),
}: SbpResumeDeps = {}): () => void {
  const marker = readSbpPayment();
  if (!marker) return () => {};
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  function schedule(delayMs: number) {
    timer = setTimeout(poll, delayMs);
  }

  function poll() {
    timer = null;
    if (stopped || !marker || !sameMarker(readSbpPayment(), marker)) return;
    status(marker.orderNumber).then(
      (answer) => {
        if (stopped || !sameMarker(readSbpPayment(), marker)) return;
        if (answer === 'paid') {
          clearMarkersOf(marker.orderId);
          setTimeout(() => navigate(marker.callbackUrl), REDIRECT_DELAY_MS);
        } else if (answer === 'expired') clearMarkersOf(marker.orderId);
        else schedule(SBP_POLL_INTERVAL_MS);
      },
      () => {
        if (!stopped) schedule(SBP_POLL_INTERVAL_MS);
      },
    );
  }

  schedule(0);
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
  };
}
