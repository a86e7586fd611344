/**
 * What #pay opens (spec section 2 and 4; docs/decisions/113): the stored bank page while it can
 * be paid; 'Заказ не оплачен' only for a payment that did run out; otherwise the server is asked
 * for this browser's unpaid order (its bank page, or a card payment started for it), and with
 * none the buyer is told there is no order to pay rather than that a payment timed out.
 */
import { toApiError } from '../../api/errors';
import { payOrder } from '../../api/payment';
import { fetchUnpaidOrder } from '../../api/session';
import type { UnpaidOrder } from '@softkino/contract';
import { showAlert } from '../../ui/popups/alerts';
import { paymentExpiresAt } from './paymentTimer';
import {
  adoptUnpaidOrder,
  livePaymentLink,
  readPaymentLink,
  storePaymentLink,
  type StoredPaymentLink,
} from './unpaidMarkers';

export type PayTarget =
  | { kind: 'link'; link: StoredPaymentLink }
  | { kind: 'expired' }
  | { kind: 'none' }
  | { kind: 'error'; message: string };

export interface PayTargetDeps {
  fetch?: () => Promise<UnpaidOrder | null>;
  /** Starts a card payment; resolves to the bank page. */
  pay?: (orderId: number) => Promise<{ redirect_url: string }>;
  now?: () => number;
}

export async function payTarget({
  fetch = fetchUnpaidOrder,
  pay = (orderId) => payOrder(orderId, 'card'),
  now = Date.now,
}: PayTargetDeps = {}): Promise<PayTarget> {
  const live = livePaymentLink(now());
  if (live) return { kind: 'link', link: live };
  if (readPaymentLink()) return { kind: 'expired' };
  try {
    const order = await fetch();
    if (!order) return { kind: 'none' };
    const expiresAt = paymentExpiresAt(order.expire_date_unix, now());
    if (expiresAt <= now()) return { kind: 'expired' };
    adoptUnpaidOrder(order);
    if (order.payment_link)
      return { kind: 'link', link: { url: order.payment_link, orderId: order.id, expiresAt } };
    const started = await pay(order.id);
    const link = { url: started.redirect_url, orderId: order.id, expiresAt };
    storePaymentLink(link);
    return { kind: 'link', link };
  } catch (thrown) {
    return { kind: 'error', message: toApiError(thrown).message };
  }
}

export const NO_ORDER_TITLE = 'Нет заказа для оплаты';
export const NO_ORDER_TEXT =
  'У вас нет неоплаченных заказов. Выберите сеанс и места в афише — оплатить их можно сразу.';

export function showNoOrderAlert(): void {
  showAlert({
    status: 'warning',
    title: NO_ORDER_TITLE,
    text: NO_ORDER_TEXT,
    link: { label: 'Перейти в афишу', href: '/afisha' },
  });
}
