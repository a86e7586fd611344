import { sandboxReceipts } from './sandbox';
import type { ReceiptProvider } from './types';

export type { ReceiptProvider } from './types';

/** The fiscal operators RECEIPT_PROVIDER may name (server/src/env.ts validates it at boot). */
export const RECEIPT_PROVIDERS = ['sandbox'] as const;
export type ReceiptProviderName = (typeof RECEIPT_PROVIDERS)[number];

/** Builds the configured operator; a real one adds its case here and its name above. */
export function receiptProvider(name: ReceiptProviderName): ReceiptProvider {
  switch (name) {
    case 'sandbox':
      return sandboxReceipts();
  }
}
