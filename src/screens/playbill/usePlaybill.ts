import { useEffect, useState } from 'react';
import type { ApiError } from '../../api/errors';
import { fetchPlaybill, playbillErrorText } from '../../api/playbill';
import type { PlaybillResponse } from '../../api/schemas';
import { showAlert } from '../../ui/popups/alerts';

export type PlaybillState =
  | { status: 'loading' }
  | { status: 'loaded'; reply: PlaybillResponse }
  | { status: 'error'; message: string };

/**
 * Loads the playbill of a city and cinema: loading, then loaded or the error popup (spec
 * section 4, Playbill). `attempt` changes to retry.
 */
export function usePlaybill(cityId: number | null, cinemaId: number | null, attempt: number) {
  const [state, setState] = useState<{ key: string; value: PlaybillState }>({
    key: '',
    value: { status: 'loading' },
  });
  const key = `${cityId}:${cinemaId}:${attempt}`;

  useEffect(() => {
    if (cityId === null) return;
    let live = true;
    fetchPlaybill({ cityId, cinemaId }).then(
      (reply) => live && setState({ key, value: { status: 'loaded', reply } }),
      (error: ApiError) => {
        if (!live) return;
        const message = playbillErrorText(error);
        setState({ key, value: { status: 'error', message } });
        showAlert({ status: 'error', text: message });
      },
    );
    return () => {
      live = false;
    };
  }, [cityId, cinemaId, key]);

  // A result for an older city or cinema reads as loading until the new one arrives.
  return state.key === key ? state.value : ({ status: 'loading' } as const);
}
