import {
  LobbyResponseSchema,
  LobbySeatsResponseSchema,
  type LobbyData,
} from '@softkino/contract/lobby';
import { apiUrl, getJson } from './http';

/** GET v1 scheme-screen/?cinema=&screen=: the cards of one screen of a lobby board. */
export async function fetchLobbyScreen(
  cinemaId: number,
  screen: number,
  signal?: AbortSignal,
): Promise<LobbyData> {
  const reply = await getJson(
    apiUrl('v1/scheme-screen/', { cinema: cinemaId, screen }),
    LobbyResponseSchema,
    signal,
  );
  return reply.data;
}

/** GET v1 scheme-screen/seats/?cinema=&ids=: seats left per session id (the light poll). */
export async function fetchLobbySeats(
  cinemaId: number,
  sessionIds: readonly number[],
  signal?: AbortSignal,
): Promise<{ time: number; seats: Record<string, number> }> {
  const reply = await getJson(
    apiUrl('v1/scheme-screen/seats/', { cinema: cinemaId, ids: sessionIds.join(',') }),
    LobbySeatsResponseSchema,
    signal,
  );
  return reply.data;
}
