import { useAtomValue } from 'jotai';
import { toApiError, type ApiError } from '../../api/errors';
import { fetchUser, fetchUserOnMount, isSignedOut } from '../../api/user';
import type { User } from '@softkino/contract/user';
import { cardActivationsAtom } from '../../flows/cardActivate/cardActivate.atoms';
import { useResource } from '../../lib/useResource';

export type BonusPageState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'unconfirmed' }
  | { status: 'error'; error: ApiError }
  | { status: 'loaded'; user: User };

/**
 * The bonus page's profile (v2 user/: the card, card_img, the balance, user_rest's region),
 * loaded again on a retry, after a card was bound in the popup, and after a card action.
 */
export function useBonusPage(attempt: number): BonusPageState {
  const activations = useAtomValue(cardActivationsAtom);
  const [state] = useResource<BonusPageState>(
    `bonus-page-${attempt}-${activations}`,
    () =>
      // The first read takes the header's answer (decision 443); a retry or a bound card asks.
      (attempt === 0 && activations === 0 ? fetchUserOnMount() : fetchUser()).then((load) =>
        load.kind === 'unconfirmed'
          ? { status: 'unconfirmed' }
          : { status: 'loaded', user: load.user },
      ),
    (thrown) => {
      const error = toApiError(thrown);
      return isSignedOut(error) ? { status: 'signedOut' } : { status: 'error', error };
    },
  );
  return state;
}
