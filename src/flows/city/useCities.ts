import { useAtomValue } from 'jotai';
import { fetchCities } from '../../api/cinema';
import type { ApiError } from '../../api/errors';
import type { City } from '@softkino/contract';
import { useResource } from '../../lib/useResource';
import { currentCityAtom, suggestedCityIdAtom } from './city.atoms';
import { resolvePlace, type ResolvedPlace } from './cityRules';

export interface CitiesState {
  cities: City[] | null;
  error: ApiError | null;
}

const NOT_YET: CitiesState = { cities: null, error: null };

/** The chain's cities (loaded once per page view through the api cache). */
export function useCities(): CitiesState {
  const [state] = useResource<CitiesState>(
    'cities',
    () => fetchCities().then((cities) => ({ cities, error: null })),
    (error) => ({ cities: null, error: error as ApiError }),
  );
  return 'status' in state ? NOT_YET : state;
}

/** The city and cinema the site currently shows, or null while cities load. */
export function useCurrentPlace(cities: City[] | null): ResolvedPlace | null {
  const current = useAtomValue(currentCityAtom);
  const suggested = useAtomValue(suggestedCityIdAtom);
  return cities ? resolvePlace(cities, current, suggested) : null;
}
