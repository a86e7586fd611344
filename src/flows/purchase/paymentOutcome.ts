/**
 * How a payment ends, shared by the #buy and #pay popups (spec section 2, Payment-frame
 * messages; section 8, Payment): paid → 'Заказ оплачен' leading to the order page; timeout →
 * 'Заказ не оплачен' with a button to the schedule. Both clear the unpaid-order markers.
 */
import { cancelOrder } from '../../api/order';
import { PAYMENT_FRAME_MESSAGES } from '@softkino/contract';
import { showAlert } from '../../ui/popups/alerts';
import { ORDER_PAID_EVENT, announceOrder } from '../../lib/orderEvents';
import { clearUnpaidMarkers } from './unpaidMarkers';

export const PAID_TITLE = 'Заказ оплачен';
export const PAID_TEXT = 'Посмотреть свои билеты вы можете в профиле';
export const TIMEOUT_TITLE = 'Заказ не оплачен';
export const TIMEOUT_TEXT = 'Время ожидания оплаты заказа истекло';

export function orderPath(orderId: number): string {
  return `/order/${orderId}`;
}

export function showPaidAlert(orderId: number): void {
  showAlert({
    status: 'success',
    title: PAID_TITLE,
    text: PAID_TEXT,
    link: { label: 'Посмотреть билеты', href: orderPath(orderId) },
  });
}

export function showTimeoutAlert(): void {
  showAlert({
    status: 'error',
    title: TIMEOUT_TITLE,
    text: TIMEOUT_TEXT,
    link: { label: 'К расписанию', href: '/afisha' },
  });
}

/**
 * The order is paid: its unpaid markers go, the page hears of it (the header's balance, the
 * profile's list), and `alert` says so ('Заказ оплачен' unless a test passes its own).
 */
export function finishPaid(
  orderId: number,
  alert: (orderId: number) => void = showPaidAlert,
): void {
  clearUnpaidMarkers();
  announceOrder(ORDER_PAID_EVENT, orderId);
  alert(orderId);
}

/**
 * The hold ran out: the order is cancelled so its seats are free at once (the server would
 * free them anyway; a failed cancel changes nothing for the buyer).
 */
export function finishTimeout(orderId: number | null): void {
  clearUnpaidMarkers();
  if (orderId !== null) cancelOrder(orderId).catch(() => {});
  showTimeoutAlert();
}

export type FrameMessage = 'paid' | 'timeout';

/** The meaning of a window message, or null when it is not from this site's payment frame. */
export function readFrameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frame: Window | null,
  origin: string = window.location.origin,
): FrameMessage | null {
  if (event.origin !== origin || !frame || event.source !== frame) return null;
  if (event.data === PAYMENT_FRAME_MESSAGES.paid) return 'paid';
  if (event.data === PAYMENT_FRAME_MESSAGES.timeout) return 'timeout';
  return null;
}
