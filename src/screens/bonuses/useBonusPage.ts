import { useEffect, useState } from 'react';
import { toApiError, type ApiError } from '../../api/errors';
import { fetchUserOrders } from '../../api/order';
import type { OrderHistoryItem } from '../../api/schemas';
import type { Card } from '../../api/schemas/user';
import { fetchUser, isSignedOut } from '../../api/user';
import { accrualHistory } from './bonusHistory';

export type BonusPageState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'unconfirmed' }
  | { status: 'error'; error: ApiError }
  | { status: 'loaded'; card: Card | null; balance: number; history: OrderHistoryItem[] };

/** The bonus page's load: the card and balance (v2 user/), the history (find_user_orders). */
export function useBonusPage(attempt: number): BonusPageState {
  const [state, setState] = useState<{ attempt: number; value: BonusPageState }>({
    attempt,
    value: { status: 'loading' },
  });

  useEffect(() => {
    let live = true;
    const done = (value: BonusPageState) => live && setState({ attempt, value });
    Promise.all([fetchUser(), fetchUserOrders()]).then(
      ([load, orders]) => {
        if (load.kind === 'unconfirmed') return done({ status: 'unconfirmed' });
        done({
          status: 'loaded',
          card: load.user.card,
          balance: load.user.balance,
          history: accrualHistory(orders),
        });
      },
      (thrown: unknown) => {
        const error = toApiError(thrown);
        done(isSignedOut(error) ? { status: 'signedOut' } : { status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  return state.attempt === attempt ? state.value : { status: 'loading' };
}
