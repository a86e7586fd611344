import { toApiError, type ApiError } from '../../api/errors';
import { fetchUserOrders } from '../../api/order';
import type { OrderHistoryItem } from '@softkino/contract';
import type { Card } from '@softkino/contract/user';
import { fetchUser, isSignedOut } from '../../api/user';
import { useResource } from '../../lib/useResource';
import { accrualHistory } from './bonusHistory';

export type BonusPageState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'unconfirmed' }
  | { status: 'error'; error: ApiError }
  | { status: 'loaded'; card: Card | null; balance: number; history: OrderHistoryItem[] };

/** The bonus page's load: the card and balance (v2 user/), the history (find_user_orders). */
export function useBonusPage(attempt: number): BonusPageState {
  const [state] = useResource<BonusPageState>(
    attempt,
    () =>
      Promise.all([fetchUser(), fetchUserOrders()]).then(([load, orders]) =>
        load.kind === 'unconfirmed'
          ? { status: 'unconfirmed' }
          : {
              status: 'loaded',
              card: load.user.card,
              balance: load.user.balance,
              history: accrualHistory(orders),
            },
      ),
    (thrown) => {
      const error = toApiError(thrown);
      return isSignedOut(error) ? { status: 'signedOut' } : { status: 'error', error };
    },
  );
  return state;
}
