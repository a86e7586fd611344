import type { City } from '@softkino/contract';
import { fetchCities } from '../../api/cinema';
import { toApiError, type ApiError } from '../../api/errors';
import { useResource } from '../../lib/useResource';

/** The chain's cities and cinemas as the lobby's screens read them, with the failure's kind. */
export type ChainCities =
  { status: 'ready'; cities: City[] } | { status: 'error'; error: ApiError };

/**
 * The chain's cities (v1/cinema/cities/, cached for the page view) for the list of boards and a
 * board named by its slug, each of which words a failure its own way and asks again itself.
 */
export function useChainCities() {
  return useResource<ChainCities>(
    'cities',
    async () => ({ status: 'ready', cities: await fetchCities() }),
    (thrown) => ({ status: 'error', error: toApiError(thrown) }),
  );
}
