import { createCache } from './cache';
import { apiUrl, getJson } from './http';
import { CinemaPageResponseSchema, type CinemaPage } from '@softkino/contract/cinemaPage';

// A cinema's address, halls and directions change rarely: one load per page view.
const cache = createCache<CinemaPage>(Number.POSITIVE_INFINITY);

/** GET v1 cinema/?slug=: the cinema's page (its halls' seat geometry included). */
export function fetchCinemaPage(slug: string): Promise<CinemaPage> {
  const url = apiUrl('v1/cinema/', { slug });
  return cache.get(url, async () => (await getJson(url, CinemaPageResponseSchema)).data);
}

export function invalidateCinemaPages(): void {
  cache.invalidate();
}
