import { useCallback } from 'react';
import { useResource } from '../../lib/useResource';
import { toApiError } from '../../api/errors';
import { fetchSessionPlaces, sessionErrorText } from '../../api/session';
import type { SessionInfo, SessionResponse } from '@softkino/contract';
import { takePrefetched } from './sessionPrefetch';
import { requestSession } from './sessionRequests';

export type SessionLoad =
  | { status: 'loading' }
  /** `missing`: the server does not know the session (404: never existed or deleted). */
  | { status: 'error'; message: string; missing: boolean }
  | { status: 'loaded'; reply: SessionResponse; info: SessionInfo | null };

/**
 * Loads a session and its info together (the info decides whether the info step exists),
 * taking over the requests a press on the session's link started already (sessionPrefetch).
 * A failed info load skips the step rather than blocking the purchase. `refreshPlaces` re-reads
 * the seat statuses after the server refused seats that were taken meanwhile.
 */
export function useSessionLoad(sessionId: number) {
  const [load, controls] = useResource<SessionLoad>(
    sessionId,
    async () => {
      const requests = (await takePrefetched(sessionId)) ?? requestSession(sessionId);
      const [reply, info] = await Promise.all([requests.session, requests.info]);
      return { status: 'loaded', reply, info };
    },
    (error) => ({
      status: 'error',
      message: sessionErrorText(error),
      missing: toApiError(error).status === 404,
    }),
  );

  /** Re-reads the seat statuses; resolves to the ids still free, or rejects with the load text. */
  const refreshPlaces = useCallback(async (): Promise<Set<number>> => {
    const places = await fetchSessionPlaces(sessionId);
    const free = new Set(places.available);
    controls.set((current) => {
      if (current.status !== 'loaded') return current;
      const { reply } = current;
      const data = {
        ...reply.data,
        places: reply.data.places.map((p) => ({ ...p, status: (free.has(p.id) ? 1 : 0) as 0 | 1 })),
      };
      return { ...current, reply: { ...reply, data } };
    });
    return free;
  }, [sessionId, controls]);

  return { load, refreshPlaces };
}
