import { createHash, randomBytes } from 'node:crypto';
import { sandboxReceiptRoutes } from '../../sandbox/receiptPage';
import type { ReceiptProvider } from './types';

/** The sandbox operator's receipt page: /sandbox/receipt/<fiscal id>. */
export function sandboxReceiptUrl(fiscalId: string): string {
  return `/sandbox/receipt/${fiscalId}`;
}

/** The sandbox register's fiscal drive and register number (made up, 16 and 16 digits). */
const SANDBOX_FN = '7281440500000001';
const SANDBOX_REGISTER = '0000000001012345';

function digits(seed: string, length: number): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return (BigInt(`0x${hex.slice(0, 15)}`) % 10n ** BigInt(length)).toString().padStart(length, '0');
}

/**
 * The sandbox fiscal operator: registers nothing with the tax service, but answers as a real
 * operator does (a receipt id, the fiscal attributes, a link), and its page shows the receipt as
 * the buyer would see it, marked as a test receipt.
 */
export function sandboxReceipts(): ReceiptProvider {
  return {
    name: 'sandbox',
    async register(_trx, request) {
      const fiscalId = randomBytes(12).toString('base64url');
      return {
        fiscalId,
        url: sandboxReceiptUrl(fiscalId),
        fiscal: {
          fn: SANDBOX_FN,
          fd: String(Number(digits(`${request.idempotencyKey}:fd`, 6)) + 1),
          fp: digits(`${request.idempotencyKey}:fp`, 10),
          registerNumber: SANDBOX_REGISTER,
        },
      };
    },
    routes: sandboxReceiptRoutes,
  };
}
