import { useCallback, useEffect, useState } from 'react';
import {
  fetchSession,
  fetchSessionInfo,
  fetchSessionPlaces,
  sessionErrorText,
} from '../../api/session';
import type { SessionInfo, SessionResponse } from '@softkino/contract';

export type SessionLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; reply: SessionResponse; info: SessionInfo | null };

/**
 * Loads a session and its info together (the info decides whether the info step exists).
 * A failed info load skips the step rather than blocking the purchase. `refreshPlaces` re-reads
 * the seat statuses after the server refused seats that were taken meanwhile.
 */
export function useSessionLoad(sessionId: number) {
  const [state, setState] = useState<{ id: number; value: SessionLoad }>({
    id: sessionId,
    value: { status: 'loading' },
  });

  useEffect(() => {
    let live = true;
    Promise.all([fetchSession(sessionId), fetchSessionInfo(sessionId).catch(() => null)]).then(
      ([reply, info]) => {
        if (live) setState({ id: sessionId, value: { status: 'loaded', reply, info } });
      },
      (error: unknown) => {
        if (live)
          setState({ id: sessionId, value: { status: 'error', message: sessionErrorText(error) } });
      },
    );
    return () => {
      live = false;
    };
  }, [sessionId]);

  /** Re-reads the seat statuses; resolves to the ids still free, or rejects with the load text. */
  const refreshPlaces = useCallback(async (): Promise<Set<number>> => {
    const places = await fetchSessionPlaces(sessionId);
    const free = new Set(places.available);
    setState((current) => {
      if (current.id !== sessionId || current.value.status !== 'loaded') return current;
      const { reply } = current.value;
      const data = {
        ...reply.data,
        places: reply.data.places.map((p) => ({ ...p, status: (free.has(p.id) ? 1 : 0) as 0 | 1 })),
      };
      return { id: sessionId, value: { ...current.value, reply: { ...reply, data } } };
    });
    return free;
  }, [sessionId]);

  const value: SessionLoad = state.id === sessionId ? state.value : { status: 'loading' };
  return { load: value, refreshPlaces };
}
