import { useEffect, useState } from 'react';
import { toApiError, type ApiError } from '../../api/errors';
import { fetchPlaybill } from '../../api/playbill';
import type { PlaybillResponse } from '../../api/schemas';
import { fetchWishlist } from '../../api/wishlist';

export type WishlistPageState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'loaded'; ids: number[]; playbill: PlaybillResponse };

/**
 * Loads the wishlist (film ids) and the whole city's playbill (the films and their sessions),
 * again when the city or `attempt` changes. Null `cityId`: the cities are still loading.
 */
export function useWishlistPage(cityId: number | null, attempt: number) {
  const key = `${cityId}:${attempt}`;
  const [state, setState] = useState<{ key: string; value: WishlistPageState }>({
    key: '',
    value: { status: 'loading' },
  });

  useEffect(() => {
    if (cityId === null) return;
    let live = true;
    Promise.all([fetchWishlist(), fetchPlaybill({ cityId, cinemaId: null })]).then(
      ([ids, playbill]) => live && setState({ key, value: { status: 'loaded', ids, playbill } }),
      (thrown: unknown) =>
        live && setState({ key, value: { status: 'error', error: toApiError(thrown) } }),
    );
    return () => {
      live = false;
    };
  }, [cityId, key]);

  const value = state.key === key ? state.value : ({ status: 'loading' } as const);
  /** After a removal: the server's new list. */
  function setIds(ids: number[]) {
    setState((current) =>
      current.value.status === 'loaded'
        ? { ...current, value: { ...current.value, ids } }
        : current,
    );
  }
  return { state: value, setIds };
}
