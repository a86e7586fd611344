/**
 * Cancelling an unpaid order (spec section 4, Cancel unpaid order): after 'Да, отменить' the
 * order is cancelled on the server, the popup closes, the markers are cleared (the UNPAID_ORDER
 * cookie too) and CANCEL_CONFIRMATION_DELAY_MS later 'Заказ отменен' offers the playbill.
 */
import { cancelOrder } from '../../api/order';
import { CANCEL_CONFIRMATION_DELAY_MS } from '../../lib/timings';
import { showAlert } from '../../ui/popups/alerts';
import { ORDER_CANCELLED_EVENT, announceOrder } from '../../lib/orderEvents';
import { clearUnpaidMarkers, readOrderId } from './unpaidMarkers';

export const CANCEL_TEXT = {
  title: 'Отменить?',
  question: 'Вы действительно хотите отменить заказ?',
  confirm: 'Да, отменить',
  doneTitle: 'Заказ отменен',
  doneText: 'Теперь вы можете купить другой билет',
} as const;

export function showCancelledAlert(): void {
  showAlert({
    status: 'success',
    title: CANCEL_TEXT.doneTitle,
    text: CANCEL_TEXT.doneText,
    link: { label: 'К афише', href: '/afisha' },
  });
}

export interface CancelDeps {
  cancel?: (orderId: number) => Promise<void>;
  announce?: () => void;
}

/** The order to cancel: '#buy-cancel=<id>', else the one this browser marks unpaid. */
export function cancelTarget(param: string): number | null {
  if (/^\d{1,10}$/.test(param) && Number(param) > 0) return Number(param);
  return readOrderId();
}

/**
 * Runs the cancel; `close` is called once the server agreed. A refusal throws (the popup shows
 * it) and changes nothing here.
 */
export async function cancelUnpaidOrder(
  orderId: number,
  close: () => void,
  { cancel = cancelOrder, announce = showCancelledAlert }: CancelDeps = {},
): Promise<void> {
  await cancel(orderId);
  close();
  // Another order's markers stay: only the cancelled one stops being unpaid.
  const marked = readOrderId();
  if (marked === null || marked === orderId) clearUnpaidMarkers();
  announceOrder(ORDER_CANCELLED_EVENT, orderId);
  setTimeout(announce, CANCEL_CONFIRMATION_DELAY_MS);
}
