import { toApiError, type ApiError } from '../../api/errors';
import { fetchPlaybill } from '../../api/playbill';
import type { PlaybillResponse } from '@softkino/contract';
import { loadWishlist } from '../../flows/wishlist/likeAfterSignIn';
import { useResource } from '../../lib/useResource';

export type WishlistPageState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'loaded'; ids: number[]; playbill: PlaybillResponse };

/**
 * Loads the wishlist (film ids) and the whole city's playbill (the films and their sessions),
 * again when the city or `attempt` changes. Null `cityId`: the cities are still loading.
 */
export function useWishlistPage(cityId: number | null, attempt: number) {
  const [state, { set }] = useResource<WishlistPageState>(
    cityId === null ? null : `${cityId}:${attempt}`,
    // Called only with a key, so never with a null city.
    () =>
      Promise.all([
        loadWishlist(),
        fetchPlaybill({ cityId: cityId as number, cinemaId: null }),
      ]).then(([ids, playbill]) => ({ status: 'loaded', ids, playbill })),
    (thrown) => ({ status: 'error', error: toApiError(thrown) }),
  );

  /** After a removal: the server's new list. */
  function setIds(ids: number[]) {
    set((current) => (current.status === 'loaded' ? { ...current, ids } : current));
  }
  return { state, setIds };
}
