/**
 * The markers of an unpaid order (spec section 4, Order; section 3, Client storage keys):
 * ORDER_ID and PAYMENT_LINK in localStorage, UNPAID_ORDER as a short cookie, and SBPPAY while
 * the SBP panel waits for the bank. They are written when the order is created (the link when
 * payment starts, SBPPAY when the SBP panel opens) and cleared when it is paid, cancelled or
 * expired.
 */
import { readStored, removeStored, writeStored } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { paymentExpiresAt } from './paymentTimer';

/**
 * Life of the UNPAID_ORDER cookie: 0.0048 day, about 7 minutes (spec section 9). It belongs with
 * the timings in src/lib/timings.ts, which this flow does not own (docs/decisions/081).
 */
export const UNPAID_ORDER_COOKIE_DAYS = 0.0048;
const DAY_SECONDS = 24 * 60 * 60;

export interface StoredPaymentLink {
  url: string;
  orderId: number;
  /** When the client ends the payment (ms since the epoch). */
  expiresAt: number;
}

function isOrderId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function isPaymentLink(value: unknown): value is StoredPaymentLink {
  if (typeof value !== 'object' || value === null) return false;
  const link = value as Record<string, unknown>;
  return (
    typeof link.url === 'string' &&
    link.url.startsWith('/') &&
    !link.url.startsWith('//') &&
    isOrderId(link.orderId) &&
    typeof link.expiresAt === 'number'
  );
}

function writeCookie(value: string, maxAgeSeconds: number): void {
  document.cookie = `${STORAGE_KEYS.unpaidOrder}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
}

/** The UNPAID_ORDER cookie's value, or null. */
export function readUnpaidCookie(): string | null {
  const prefix = `${STORAGE_KEYS.unpaidOrder}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

/** Marks a new unpaid order. */
export function markUnpaidOrder(orderId: number): void {
  writeStored(STORAGE_KEYS.orderId, orderId);
  removeStored(STORAGE_KEYS.paymentLink);
  writeCookie(String(orderId), Math.round(UNPAID_ORDER_COOKIE_DAYS * DAY_SECONDS));
}

/** Remembers the bank page of the unpaid order, for the #pay anchor. */
export function storePaymentLink(link: StoredPaymentLink): void {
  writeStored(STORAGE_KEYS.paymentLink, link);
}

export function readOrderId(): number | null {
  return readStored<number | null>(
    STORAGE_KEYS.orderId,
    (v): v is number | null => isOrderId(v),
    null,
  );
}

export function readPaymentLink(): StoredPaymentLink | null {
  return readStored<StoredPaymentLink | null>(
    STORAGE_KEYS.paymentLink,
    (v): v is StoredPaymentLink | null => isPaymentLink(v),
    null,
  );
}

/** Clears every marker: the order was paid, cancelled or has expired. */
export function clearUnpaidMarkers(): void {
  removeStored(STORAGE_KEYS.orderId);
  removeStored(STORAGE_KEYS.paymentLink);
  removeStored(STORAGE_KEYS.sbpPay);
  writeCookie('', 0);
}

/** The SBPPAY marker: an SBP payment the buyer may be paying in the bank's app. */
export interface StoredSbpPayment {
  orderId: number;
  /** What v2 payment/sbp/ is asked with. */
  orderNumber: string;
  /** The order page to open once the bank says paid. */
  callbackUrl: string;
  expiresAt: number;
}

function isSbpPayment(value: unknown): value is StoredSbpPayment {
  if (typeof value !== 'object' || value === null) return false;
  const sbp = value as Record<string, unknown>;
  return (
    isOrderId(sbp.orderId) &&
    typeof sbp.orderNumber === 'string' &&
    typeof sbp.callbackUrl === 'string' &&
    sbp.callbackUrl.startsWith('/') &&
    !sbp.callbackUrl.startsWith('//') &&
    typeof sbp.expiresAt === 'number'
  );
}

export function storeSbpPayment(sbp: StoredSbpPayment): void {
  writeStored(STORAGE_KEYS.sbpPay, sbp);
}

export function readSbpPayment(): StoredSbpPayment | null {
  return readStored<StoredSbpPayment | null>(
    STORAGE_KEYS.sbpPay,
    (v): v is StoredSbpPayment | null => isSbpPayment(v),
    null,
  );
}

export function clearSbpPayment(): void {
  removeStored(STORAGE_KEYS.sbpPay);
}

/** The stored link while it can still be paid, else null (then #pay says 'Заказ не оплачен'). */
export function livePaymentLink(now: number = Date.now()): StoredPaymentLink | null {
  const link = readPaymentLink();
  return link && link.expiresAt > now ? link : null;
}

/**
 * Keeps the server's view of the unpaid order (v1 user/session) in the markers, so #pay finds
 * its bank page even when this browser did not start the payment itself.
 */
export function adoptUnpaidOrder(order: {
  id: number;
  payment_link: string | null;
  expire_date_unix: number;
}): void {
  if (readOrderId() !== order.id) writeStored(STORAGE_KEYS.orderId, order.id);
  const link = order.payment_link;
  const stored = readPaymentLink();
  // Another order's bank page is never what #pay opens for this one.
  if (stored && stored.orderId !== order.id) removeStored(STORAGE_KEYS.paymentLink);
  if (link && stored?.orderId !== order.id)
    storePaymentLink({
      url: link,
      orderId: order.id,
      expiresAt: paymentExpiresAt(order.expire_date_unix),
    });
}

/** The stored unpaid-order marker exists (spec section 4, Unpaid order on page load). */
export function hasUnpaidMarker(): boolean {
  return readUnpaidCookie() !== null || readOrderId() !== null;
}

/** The order is still marked unpaid here: not paid, cancelled or timed out meanwhile. */
export function isMarkedUnpaid(orderId: number): boolean {
  return readOrderId() === orderId || readUnpaidCookie() === String(orderId);
}
