import { useEffect, useState, useSyncExternalStore } from 'react';
import { useRoute } from 'wouter';
import { LOBBY_CINEMA_PATTERN } from '@softkino/contract/addresses';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { LobbyBoard } from './LobbyBoard';
import { LobbyController, type LobbyApi, type LobbyClock } from './lobbyController';
import { LOBBY_ERROR, type LobbyState } from './lobbyMachine';
import { screenFromSearch } from './lobbySessions';

/**
 * /lobby/<cinema id>[?screen=N]: a cinema's lobby screen board, full screen, outside the page
 * frame (a TV has no header or footer). One LobbyController for the page's life.
 */
export function LobbyScreen({ clock, api }: { clock?: LobbyClock; api?: LobbyApi } = {}) {
  // Rendered by AppRoutes outside any <Route>, so the pattern is matched here.
  const [, params] = useRoute<{ cinema: string }>('/lobby/:cinema');
  const cinema = params?.cinema ?? '';
  // The server answers any other id with a 404 (@softkino/contract/pages).
  const cinemaId = LOBBY_CINEMA_PATTERN.test(cinema) ? Number(cinema) : 0;
  if (cinemaId < 1)
    return (
      <div id="scheme-screen" className="lobby" data-admin="false" data-screen="1">
        <header className="lobby-bar" />
        <main className="lobby-message" role="alert">
          {`${LOBBY_ERROR}. Кинотеатр не найден.`}
        </main>
      </div>
    );
  return <LobbyPage key={cinemaId} cinemaId={cinemaId} clock={clock} api={api} />;
}

function LobbyPage({
  cinemaId,
  clock,
  api,
}: {
  cinemaId: number;
  clock?: LobbyClock;
  api?: LobbyApi;
}) {
  const [controller] = useState(
    () => new LobbyController(cinemaId, screenFromSearch(window.location.search), clock, api),
  );
  const state: LobbyState = useSyncExternalStore(controller.subscribe, controller.getState);
  useEffect(() => controller.open(), [controller]);
  useDocumentTitle(state.frame ? `Сеансы: ${state.frame.cinema.name}` : 'Сеансы');

  // The address names the screen, so a TV reloaded by hand comes back to the same one.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('screen') === String(state.screen)) return;
    url.searchParams.set('screen', String(state.screen));
    window.history.replaceState(window.history.state, '', url);
  }, [state.screen]);

  return (
    <LobbyBoard state={state} dispatch={controller.dispatch} origin={window.location.origin} />
  );
}
