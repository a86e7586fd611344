import type { Queryable } from '../../db/types';
import { sandboxBank, type SandboxWallets } from './sandbox';
import type { PaymentProvider } from './types';

export type { PaymentProvider } from './types';
/** Google Pay and Apple Pay merchant settings (GOOGLE_PAY_*, APPLE_PAY_MERCHANT_ID). */
export type PaymentWallets = SandboxWallets;

/** The providers PAYMENT_PROVIDER may name (server/src/env.ts validates it at boot). */
export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Builds the configured provider; a real bank adds its case here and its name above. */
export function paymentProvider(
  name: PaymentProviderName,
  deps: { db: Queryable; wallets?: PaymentWallets },
): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return sandboxBank(deps);
  }
}
