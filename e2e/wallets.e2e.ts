import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PAYMENT_MESSAGES } from '@softkino/contract';
import { DESKTOP, PHONE, useOwnServer } from './browser';
import { purchaseDialog as purchase } from './cardPayment';
import { checkout, openSession, pickSeats } from './buyer';

/**
 * Wallets (issue 12), on a server of this file's own with Google Pay and Apple Pay configured
 * (they are off by default). Chromium has neither Google's script (no network here) nor
 * ApplePaySession: Google Pay pays with the client's sandbox token (decision 199) after the 1 s
 * processing; Apple Pay is not listed; with an ApplePaySession stand-in that can pay, Apple Pay
 * is listed, validates the merchant through get_applepay_session and a Mir card in the wallet is
 * refused with the server's message.
 */
const own = useOwnServer('softkino-wallets-', {
  GOOGLE_PAY_MERCHANT_ID: 'softkino-test',
  GOOGLE_PAY_BANK_MERCHANT_ID: 'sandboxbank',
  APPLE_PAY_MERCHANT_ID: 'merchant.example.softkino',
});
const newPage = own.newPage;

async function methods(page: Page): Promise<string[]> {
  const radios = purchase(page).getByRole('radio');
  await expect.poll(() => radios.count()).toBeGreaterThanOrEqual(3);
  return radios.evaluateAll((rs) => rs.map((r) => (r as HTMLInputElement).value));
}

/**
 * ApplePaySession as Safari has it, standing in for the wallet sheet: the merchant is validated
 * with Apple's address; the buyer authorises a card of `network` (window.__appleNetwork).
 */
function stubApplePay() {
  class Session {
    static canMakePayments = () => true;
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    onvalidatemerchant: ((e: { validationURL: string }) => void) | null = null;
    onpaymentauthorized: ((e: { payment: { token: unknown } }) => void) | null = null;
    oncancel: (() => void) | null = null;
    begin() {
      this.onvalidatemerchant?.({
        validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      });
    }
    completeMerchantValidation(session: { merchantSessionIdentifier?: string }) {
      (window as unknown as { __appleSession: unknown }).__appleSession = session;
      const network = (window as unknown as { __appleNetwork?: string }).__appleNetwork ?? 'Visa';
      this.onpaymentauthorized?.({
        payment: {
          token: {
            paymentData: { version: 'EC_v1', data: 'ZGF0YQ==', signature: 'c2ln' },
            paymentMethod: { displayName: `${network} 1234`, network, type: 'debit' },
            transactionIdentifier: `t-${Math.random()}`,
          },
        },
      });
    }
    completePayment() {}
    abort() {}
  }
  (window as unknown as { ApplePaySession: unknown }).ApplePaySession = Session;
  (window as unknown as { __appleNetwork: string }).__appleNetwork = 'MIR';
}

describe('wallets', () => {
  it('Google Pay pays with the sandbox token after 1 s and opens the order; no Apple Pay without it', async () => {
    const { context, page } = await newPage(PHONE);
    await openSession(page, 0);
    await pickSeats(page, 1, 1);
    await checkout(page, 'gpay@example.ru');
    const offered = await methods(page);
    expect(offered.slice(0, 3)).toEqual(['sberpay', 'sbp', 'card']);
    expect(offered).toContain('google-pay');
    expect(offered).not.toContain('apple-pay');
    const dialog = purchase(page);
    await dialog.getByRole('radio', { name: /Google Pay/ }).check();
    const sent = page.waitForRequest((r) => r.url().includes('/v2/payment/pay/'));
    const pressed = Date.now();
    await dialog.getByRole('button', { name: /^Оплатить через Google Pay \d/ }).click();
    await expect.poll(() => dialog.getByText('Обрабатываем платёж…').count()).toBe(1);
    const body = (await sent).postDataJSON() as {
      'pay-method': string;
      payment_features: { paymentToken: string };
    };
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(1_000);
    expect(body['pay-method']).toBe('google-pay');
    const token = JSON.parse(Buffer.from(body.payment_features.paymentToken, 'base64').toString());
    expect(token).toMatchObject({ protocolVersion: 'ECv2', cardNetwork: 'VISA' });
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\/\d+$/);
    expect(await page.evaluate(() => localStorage.getItem('ORDER_ID'))).toBeNull();
    await context.close();
  }, 90_000);

  it('Apple Pay where the device can: validated by the server; a Mir card is refused with its message', async () => {
    const { context, page } = await newPage(DESKTOP);
    await context.addInitScript(stubApplePay);
    await openSession(page, 1);
    await pickSeats(page, 1, 2);
    await checkout(page, 'apay@example.ru');
    expect(await methods(page)).toEqual(expect.arrayContaining(['apple-pay', 'google-pay']));
    const dialog = purchase(page);
    await dialog.getByRole('radio', { name: /Apple Pay/ }).check();
    await dialog.getByRole('button', { name: /^Оплатить через Apple Pay \d/ }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(PAYMENT_MESSAGES.walletCardRefused);
    const session = await page.evaluate(
      () => (window as unknown as { __appleSession?: { domainName?: string } }).__appleSession,
    );
    expect(session?.domainName).toBeTruthy();
    // The order is still there: a Visa card in the wallet pays it.
    await page.evaluate(() => {
      (window as unknown as { __appleNetwork: string }).__appleNetwork = 'Visa';
    });
    await dialog.getByRole('button', { name: /^Оплатить через Apple Pay \d/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\/\d+$/);
    await context.close();
  }, 90_000);
});
