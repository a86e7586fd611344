import { afterEach, describe, expect, it } from 'vitest';
import {
  UNPAID_ORDER_COOKIE_DAYS,
  clearUnpaidMarkers,
  livePaymentLink,
  markUnpaidOrder,
  readOrderId,
  readPaymentLink,
  readUnpaidCookie,
  storePaymentLink,
} from './unpaidMarkers';

afterEach(() => {
  clearUnpaidMarkers();
  localStorage.clear();
});

describe('unpaid-order markers', () => {
  it('marks an order with ORDER_ID and the UNPAID_ORDER cookie', () => {
    markUnpaidOrder(77);
    expect(localStorage.getItem('ORDER_ID')).toBe('77');
    expect(readOrderId()).toBe(77);
    expect(readUnpaidCookie()).toBe('77');
    // About seven minutes.
    expect(UNPAID_ORDER_COOKIE_DAYS * 24 * 60).toBeCloseTo(6.9, 1);
  });

  it('stores the payment link and reads it back only while it is alive', () => {
    markUnpaidOrder(77);
    storePaymentLink({ url: '/sandbox/bank/t', orderId: 77, expiresAt: 2000 });
    expect(readPaymentLink()?.url).toBe('/sandbox/bank/t');
    expect(livePaymentLink(1000)?.orderId).toBe(77);
    expect(livePaymentLink(2000)).toBeNull();
  });

  it('refuses a stored link that leaves the site', () => {
    localStorage.setItem(
      'PAYMENT_LINK',
      JSON.stringify({ url: '//evil.example/x', orderId: 1, expiresAt: 9e15 }),
    );
    expect(readPaymentLink()).toBeNull();
  });

  it('clears every marker', () => {
    markUnpaidOrder(77);
    storePaymentLink({ url: '/sandbox/bank/t', orderId: 77, expiresAt: 2000 });
    clearUnpaidMarkers();
    expect(readOrderId()).toBeNull();
    expect(readPaymentLink()).toBeNull();
    expect(readUnpaidCookie()).toBeNull();
  });
});
