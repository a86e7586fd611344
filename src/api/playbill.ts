import { createCache } from './cache';
import { ApiError } from './errors';
import { apiUrl, getJson } from './http';
import { PlaybillResponseSchema, type PlaybillResponse } from '@softkino/contract/playbill';

/** The spec's own playbill wording for a network failure (section 8, Playbill). */
export const PLAYBILL_NETWORK_MESSAGE = 'Что-то пошло не так.';

// Schedules change during the day (sessions get added, disabled, deleted): keep them briefly.
const cache = createCache<PlaybillResponse>(5 * 60 * 1000);

export interface PlaybillPlace {
  cityId: number;
  cinemaId: number | null;
}

/** GET v1 films/playbill/?city=&cinema=: films in `data`, days in `map`. */
export function fetchPlaybill(place: PlaybillPlace): Promise<PlaybillResponse> {
  const url = apiUrl('v1/films/playbill/', {
    city: place.cityId,
    cinema: place.cinemaId ?? undefined,
  });
  return cache.get(url, () => getJson(url, PlaybillResponseSchema));
}

export function invalidatePlaybill(): void {
  cache.invalidate();
}

/** The popup text of a playbill (or like) failure: the playbill says network failures its way. */
export function playbillErrorText(error: ApiError): string {
  return error.kind === 'network' ? PLAYBILL_NETWORK_MESSAGE : error.message;
}
