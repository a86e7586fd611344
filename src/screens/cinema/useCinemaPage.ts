import { fetchCinemaPage } from '../../api/cinemaPage';
import { toApiError, type ApiError } from '../../api/errors';
import { fetchPlaybill } from '../../api/playbill';
import type { PlaybillResponse } from '@softkino/contract';
import { CINEMA_SLUG, type CinemaPage } from '@softkino/contract/cinemaPage';
import { useResource } from '../../lib/useResource';

export type CinemaPageState =
  | { status: 'loading' }
  /** No such cinema (the server's 404, or an address that cannot be one): the site's 404. */
  | { status: 'missing' }
  | { status: 'error'; error: ApiError }
  | { status: 'loaded'; page: CinemaPage };

export type TodayState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'loaded'; playbill: PlaybillResponse };

/** A failed load: a 404 or 400 of the call means there is no such cinema. */
export function cinemaFailure(thrown: unknown): CinemaPageState {
  const error = toApiError(thrown);
  if (error.kind === 'server' && (error.status === 404 || error.status === 400))
    return { status: 'missing' };
  return { status: 'error', error };
}

/**
 * The cinema's page (v1 cinema/?slug=), again when `attempt` changes. An address that cannot be
 * a cinema's is missing at once, without a request.
 */
export function useCinemaPage(slug: string, attempt: number): CinemaPageState {
  const valid = CINEMA_SLUG.test(slug);
  const [state] = useResource<CinemaPageState>(
    valid ? `${slug}:${attempt}` : null,
    () => fetchCinemaPage(slug).then((page) => ({ status: 'loaded', page })),
    cinemaFailure,
  );
  return valid ? state : { status: 'missing' };
}

/** The cinema's playbill (films/playbill/?cinema=), the source of today's sessions. */
export function useCinemaToday(
  place: { cityId: number; cinemaId: number } | null,
  attempt: number,
): TodayState {
  const [state] = useResource<TodayState>(
    place ? `${place.cinemaId}:${attempt}` : null,
    () => fetchPlaybill(place!).then((playbill) => ({ status: 'loaded', playbill })),
    (thrown) => ({ status: 'error', error: toApiError(thrown) }),
  );
  return state;
}
