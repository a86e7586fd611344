import type { ApiError } from '../../api/errors';
import { fetchPlaybill, playbillErrorText } from '../../api/playbill';
import type { PlaybillResponse } from '@softkino/contract';
import { useResource } from '../../lib/useResource';
import { showAlert } from '../../ui/popups/alerts';

export type PlaybillState =
  | { status: 'loading' }
  | { status: 'loaded'; reply: PlaybillResponse }
  | { status: 'error'; message: string };

/**
 * Loads the playbill of a city and cinema: loading, then loaded or the error popup (spec
 * section 4, Playbill). `attempt` changes to retry. A result for an older city or cinema reads
 * as loading until the new one arrives.
 */
export function usePlaybill(
  cityId: number | null,
  cinemaId: number | null,
  attempt: number,
): PlaybillState {
  const [state] = useResource<PlaybillState>(
    cityId === null ? null : `${cityId}:${cinemaId}:${attempt}`,
    // Called only with a key, so never with a null city.
    () =>
      fetchPlaybill({ cityId: cityId as number, cinemaId }).then((reply) => ({
        status: 'loaded',
        reply,
      })),
    (thrown) => {
      const message = playbillErrorText(thrown as ApiError);
      showAlert({ status: 'error', text: message });
      return { status: 'error', message };
    },
  );
  return state;
}
