import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@softkino/contract/payment';
import { checkWalletToken, sandboxWalletToken } from '../src/providers/payment/sandboxWallet';
import { sbpQrId } from '../src/providers/payment/sandbox';
import { pushkinCardProblem, PUSHKIN_CARD_ONLY } from '../src/services/card';
import { isApplePayValidationUrl } from '../src/services/payments';
import { SANDBOX_SBP_BANKS, sbpBankList, sbpLogoSvg } from '../src/sandbox/sbpBanks';

const NOW = new Date('2026-03-10T07:00:00Z');
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

describe('the sandbox wallet token check', () => {
  it('accepts VISA and MASTERCARD tokens of each wallet, one money id per transaction', () => {
    const a = checkWalletToken('apple-pay', sandboxWalletToken('apple-pay', 'VISA', 'tx-1'));
    const again = checkWalletToken('apple-pay', sandboxWalletToken('apple-pay', 'VISA', 'tx-1'));
    const other = checkWalletToken('apple-pay', sandboxWalletToken('apple-pay', 'VISA', 'tx-2'));
    expect(a).toEqual({
      ok: true,
      providerPaymentId: expect.stringMatching(/^apple-pay-[0-9a-f]{32}$/),
    });
    expect(again).toEqual(a);
    expect(other).not.toEqual(a);
    expect(
      checkWalletToken('google-pay', sandboxWalletToken('google-pay', 'MASTERCARD', 'm')).ok,
    ).toBe(true);
  });

  it('refuses a Mir card politely and anything unreadable plainly', () => {
    expect(checkWalletToken('google-pay', sandboxWalletToken('google-pay', 'MIR', 'x'))).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.walletCardRefused,
    });
    const unreadable = { ok: false, message: PAYMENT_MESSAGES.walletTokenUnreadable };
    // Read as Apple Pay tokens: none has Apple's shape.
    for (const token of [
      '',
      'не base64',
      b64('text'),
      b64([1]),
      b64({ paymentMethod: { network: 'VISA' }, transactionIdentifier: 't' }),
      b64({ paymentData: {}, paymentMethod: { network: 'VISA' } }),
      sandboxWalletToken('google-pay', 'VISA', 't'),
    ])
      expect(checkWalletToken('apple-pay', token), token).toEqual(unreadable);
    expect(
      checkWalletToken(
        'google-pay',
        b64({ protocolVersion: 'ECv1', signature: 's', signedMessage: 'm', cardNetwork: 'VISA' }),
      ),
    ).toEqual(unreadable);
    // An unknown network in a well-formed Google token is refused as not accepted.
    expect(
      checkWalletToken(
        'google-pay',
        b64({ protocolVersion: 'ECv2', signature: 's', signedMessage: 'm', cardNetwork: 'AMEX' }),
      ),
    ).toEqual({ ok: false, message: PAYMENT_MESSAGES.walletCardRefused });
  });
});

describe('the Pushkin card form', () => {
  it('takes a Mir card with a valid number, expiry and code only', () => {
    const card = { number: '2200 0000 0000 0004', expiry: '12/30', cvc: '123' };
    expect(pushkinCardProblem(card, NOW)).toBeNull();
    expect(pushkinCardProblem({ ...card, number: '4111 1111 1111 1111' }, NOW)).toBe(
      PUSHKIN_CARD_ONLY,
    );
    expect(pushkinCardProblem({ ...card, number: '2205 0000 0000 0009' }, NOW)).toBe(
      PUSHKIN_CARD_ONLY,
    );
    expect(pushkinCardProblem({ ...card, number: '2200 0000 0000 0005' }, NOW)).toBe(
      'Проверьте номер карты',
    );
    expect(pushkinCardProblem({ ...card, expiry: '01/26' }, NOW)).toBe('Срок действия карты истек');
    expect(pushkinCardProblem({ ...card, cvc: '1' }, NOW)).toBe('Проверьте код CVC');
  });
});

describe('Apple Pay validation addresses', () => {
  it('are https on apple.com or its subdomains, nothing else', () => {
    expect(
      isApplePayValidationUrl('https://apple-pay-gateway.apple.com/paymentservices/startSession'),
    ).toBe(true);
    expect(isApplePayValidationUrl('https://apple.com/x')).toBe(true);
    for (const bad of [
      'http://apple-pay-gateway.apple.com/x',
      'https://apple.com.evil.example/',
      'https://evilapple.com/',
      'https://a:b@apple.com/',
      'https://apple.com:8443/',
      'file:///etc/passwd',
      '',
    ])
      expect(isApplePayValidationUrl(bad), bad).toBe(false);
  });
});

describe('the SBP banks', () => {
  it('are at least eight, each with a drawn logo and NSPK deep links for the QR id', () => {
    const id = sbpQrId('token-of-a-payment');
    expect(id).toMatch(/^AS[0-9A-F]{30}$/);
    expect(sbpQrId('token-of-a-payment')).toBe(id);
    const list = sbpBankList(id);
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(new Set(list.map((b) => b.iosUrl)).size).toBe(list.length);
    for (const bank of list) {
      expect(bank.iosUrl).toMatch(new RegExp(`^bank\\d{12}://qr\\.nspk\\.ru/${id}$`));
      expect(bank.androidUrl).toMatch(
        new RegExp(`^intent://qr\\.nspk\\.ru/${id}#Intent;scheme=bank\\d{12};package=[\\w.]+;end$`),
      );
    }
    for (const bank of SANDBOX_SBP_BANKS) {
      const svg = sbpLogoSvg(bank);
      expect(svg).toContain(`fill="${bank.background}"`);
      expect(svg).toContain(`>${bank.initials}</text>`);
    }
  });
});
