import { useCallback } from 'react';
import { useResource } from '../../lib/useResource';
import { loadBuyer, type Buyer } from './buyer';

export interface BuyerLoad {
  /** Null while loading (a guest browser answers at once). */
  buyer: Buyer | null;
  /** The signed-in buyer's profile did not load (not a 401): 'Ошибка загрузки пользователя'. */
  failed: boolean;
  /** Loads again, showing the spinner meanwhile. */
  retry: () => void;
}

const FAILED = { status: 'failed' } as const;

/** The buyer of this popup (decision 365: a failed load is said, not taken for a guest). */
export function useBuyer(): BuyerLoad {
  const [value, controls] = useResource<Buyer | typeof FAILED>('buyer', loadBuyer, () => FAILED);
  const retry = useCallback(() => {
    controls.set(() => ({ status: 'loading' }));
    controls.reload();
  }, [controls]);
  if ('status' in value) return { buyer: null, failed: value.status === 'failed', retry };
  return { buyer: value, failed: false, retry };
}
