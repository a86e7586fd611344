import { readOrderId, readSbpPayment } from './unpaidMarkers';

/**
 * The purchase popup has closed (✕, Esc, Back) on order `orderId`, which it made and which is
 * still unpaid: the unpaid-order popup says so at once, with its countdown, 'Оплатить' and the
 * cancel, as on the next page load (spec section 4). Otherwise the seats and the points stayed
 * held for minutes with nothing on the page about it (decision 399). An order paid, cancelled
 * or replaced meanwhile no longer has the marker: nothing is shown.
 */
export function remindOfUnpaidOrder(orderId: number): void {
  if (readOrderId() !== orderId) return;
  void import('./unpaidOnLoad').then((m) => m.checkUnpaidOrder());
  // An SBP payment left open goes on being asked about, as after a reload (decision 198): the
  // bank may still pay it, and then the order page opens instead of 'Заказ не оплачен'.
  if (readSbpPayment()?.orderId === orderId)
    void import('./sbpResume').then((m) => m.resumeSbpPayment());
}
