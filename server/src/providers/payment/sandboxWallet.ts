import { createHash } from 'node:crypto';
import { PAYMENT_MESSAGES } from '@softkino/contract/payment';

/**
 * How the sandbox reads a wallet's payment token (payment_features.paymentToken, base64 of the
 * JSON the wallet gave), docs/decisions/181:
 * - Apple Pay: `{paymentData: {...}, paymentMethod: {network}, transactionIdentifier}` (the
 *   shape of ApplePayPaymentToken);
 * - Google Pay: `{protocolVersion: 'ECv2', signature, signedMessage, cardNetwork}` (Google's
 *   ECv2 token, with the card network the sandbox needs beside it).
 * The network must be VISA or MASTERCARD (spec section 9: the cards allowed); a Mir card is
 * refused as the real wallets refuse Russian cards. Anything else is unreadable.
 */
export type WalletCheck = { ok: true; providerPaymentId: string } | { ok: false; message: string };

const ACCEPTED = new Set(['VISA', 'MASTERCARD']);

function decode(token: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(token)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 4000 ? value : null;
}

export function checkWalletToken(method: 'apple-pay' | 'google-pay', token: string): WalletCheck {
  const unreadable = { ok: false as const, message: PAYMENT_MESSAGES.walletTokenUnreadable };
  const json = decode(token);
  if (!json) return unreadable;
  let network: string | null;
  let transaction: string | null;
  if (method === 'apple-pay') {
    const paymentMethod = json.paymentMethod as Record<string, unknown> | undefined;
    if (typeof json.paymentData !== 'object' || json.paymentData === null) return unreadable;
    network = text(paymentMethod?.network);
    transaction = text(json.transactionIdentifier);
  } else {
    if (json.protocolVersion !== 'ECv2' || !text(json.signature)) return unreadable;
    network = text(json.cardNetwork);
    transaction = text(json.signedMessage);
  }
  if (!network || !transaction) return unreadable;
  if (!ACCEPTED.has(network.toUpperCase()))
    return { ok: false, message: PAYMENT_MESSAGES.walletCardRefused };
  // The same token charged twice is the same money movement: one id for it.
  const id = createHash('sha256').update(transaction).digest('hex').slice(0, 32);
  return { ok: true, providerPaymentId: `${method}-${id}` };
}

/** A token the sandbox accepts (or, with network 'MIR', refuses): for tests and the e2e. */
export function sandboxWalletToken(
  method: 'apple-pay' | 'google-pay',
  network: 'VISA' | 'MASTERCARD' | 'MIR',
  transaction: string,
): string {
  const json =
    method === 'apple-pay'
      ? {
          paymentData: { version: 'EC_v1', data: 'c2FuZGJveA==', signature: 'c2FuZGJveA==' },
          paymentMethod: { displayName: `${network} 1234`, network, type: 'debit' },
          transactionIdentifier: transaction,
        }
      : {
          protocolVersion: 'ECv2',
          signature: 'MEUCIQ-sandbox',
          signedMessage: transaction,
          cardNetwork: network,
        };
  return Buffer.from(JSON.stringify(json)).toString('base64');
}
