import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { fetchCities } from '../../api/cinema';
import type { ApiError } from '../../api/errors';
import type { City } from '../../api/schemas';
import { currentCityAtom, suggestedCityIdAtom } from './city.atoms';
import { resolvePlace, type ResolvedPlace } from './cityRules';

export interface CitiesState {
  cities: City[] | null;
  error: ApiError | null;
}

/** The chain's cities (loaded once per page view through the api cache). */
export function useCities(): CitiesState {
  const [state, setState] = useState<CitiesState>({ cities: null, error: null });
  useEffect(() => {
    let live = true;
    fetchCities().then(
      (cities) => live && setState({ cities, error: null }),
      (error: ApiError) => live && setState({ cities: null, error }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** The city and cinema the site currently shows, or null while cities load. */
export function useCurrentPlace(cities: City[] | null): ResolvedPlace | null {
  const current = useAtomValue(currentCityAtom);
  const suggested = useAtomValue(suggestedCityIdAtom);
  return cities ? resolvePlace(cities, current, suggested) : null;
}
