import { createCache } from './cache';
import { apiUrl, getJson } from './http';
import {
  CitiesResponseSchema,
  CovidResponseSchema,
  GeoResponseSchema,
} from '@softkino/contract/cinema';
import type { City, Geo } from '@softkino/contract';

// The chain's cities and cinemas change rarely: one load per page view.
const citiesCache = createCache<City[]>(Number.POSITIVE_INFINITY);

/** GET v1 cinema/cities/: every city with its cinemas. */
export function fetchCities(): Promise<City[]> {
  const url = apiUrl('v1/cinema/cities/');
  return citiesCache.get(url, async () => (await getJson(url, CitiesResponseSchema)).data);
}

export function invalidateCities(): void {
  citiesCache.invalidate();
}

/** GET v2 cinema/covid/: true shows the COVID notice. Any failure means no notice. */
export async function fetchCovidNotice(): Promise<boolean> {
  try {
    return (await getJson(apiUrl('v2/cinema/covid/'), CovidResponseSchema)).data;
  } catch {
    return false;
  }
}

/** GET v1 user/geo/: the visitor's city and whether it is confirmed ('Y'). Not cached: the
 * answer changes once the `city` cookie is set. */
export async function fetchGeo(): Promise<Geo> {
  return (await getJson(apiUrl('v1/user/geo/'), GeoResponseSchema)).data;
}
