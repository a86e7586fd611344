import type { Queryable } from '../../db/types';
import { sandboxBank } from './sandbox';
import type { PaymentProvider } from './types';

export type { PaymentProvider } from './types';

/** The providers PAYMENT_PROVIDER may name (server/src/env.ts validates it at boot). */
export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Builds the configured provider; a real bank adds its case here and its name above. */
export function paymentProvider(
  name: PaymentProviderName,
  deps: { db: Queryable },
): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return sandboxBank(deps);
  }
}
