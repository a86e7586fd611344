import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES } from '@softkino/contract';
import {
  applePayAvailable,
  browserWallets,
  sandboxGoogleToken,
  toBase64,
  WalletError,
} from './wallets';

function decode(token: string): Record<string, unknown> {
  const binary = atob(token);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('wallet tokens', () => {
  it('base64 of UTF-8 text', () => {
    expect(toBase64('ok')).toBe('b2s=');
    expect(decode(toBase64('{"name":"Кино"}'))).toEqual({ name: 'Кино' });
  });

  it("the sandbox Google Pay token has Google's ECv2 shape and a Visa network", () => {
    const request = {
      method: 'google-pay' as const,
      orderId: 5,
      amount: 700,
      settings: { merchant_id: 'm' },
    };
    const json = decode(sandboxGoogleToken(request, 'n1'));
    expect(json).toMatchObject({ protocolVersion: 'ECv2', cardNetwork: 'VISA' });
    expect(JSON.parse(json.signedMessage as string)).toEqual({
      gatewayMerchantId: 'm',
      orderId: 5,
      amount: '700.00',
      nonce: 'n1',
    });
    // Each attempt is its own money movement.
    expect(sandboxGoogleToken(request)).not.toBe(sandboxGoogleToken(request));
  });

  it("without Google's script the sandbox token is used", async () => {
    const token = await browserWallets.token({
      method: 'google-pay',
      orderId: 5,
      amount: 1,
      settings: {},
    });
    expect(decode(token)).toMatchObject({ protocolVersion: 'ECv2' });
  });
});

describe('Apple Pay', () => {
  it('is unavailable without ApplePaySession, and says so when asked for a token', async () => {
    expect(applePayAvailable()).toBe(false);
    const asked = browserWallets.token({
      method: 'apple-pay',
      orderId: 5,
      amount: 1,
      settings: {},
    });
    await expect(asked).rejects.toBeInstanceOf(WalletError);
    await expect(asked).rejects.toThrow(PAYMENT_MESSAGES.applePayUnsupported);
  });

  it('is unavailable when the device cannot make payments', () => {
    vi.stubGlobal(
      'ApplePaySession',
      Object.assign(function ApplePaySession() {}, { canMakePayments: () => false }),
    );
    expect(applePayAvailable()).toBe(false);
    vi.stubGlobal(
      'ApplePaySession',
      Object.assign(function ApplePaySession() {}, { canMakePayments: () => true }),
    );
    expect(applePayAvailable()).toBe(true);
  });

  it('hands over the whole payment token Apple Pay authorised', async () => {
    const paymentToken = {
      paymentData: { data: 'x' },
      paymentMethod: { network: 'Visa' },
      transactionIdentifier: 't1',
    };
    class FakeSession {
      static canMakePayments = () => true;
      static STATUS_SUCCESS = 0;
      static STATUS_FAILURE = 1;
      onvalidatemerchant: ((e: { validationURL: string }) => void) | null = null;
      onpaymentauthorized: ((e: { payment: { token: unknown } }) => void) | null = null;
      oncancel: (() => void) | null = null;
      completePayment = vi.fn();
      completeMerchantValidation = vi.fn();
      abort = vi.fn();
      begin() {
        queueMicrotask(() => this.onpaymentauthorized?.({ payment: { token: paymentToken } }));
      }
    }
    vi.stubGlobal('ApplePaySession', FakeSession);
    const token = await browserWallets.token({
      method: 'apple-pay',
      orderId: 5,
      amount: 1,
      settings: {},
    });
    expect(decode(token)).toEqual(paymentToken);
  });
});
