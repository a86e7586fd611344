import { useEffect, useState, useSyncExternalStore } from 'react';
import { useRoute } from 'wouter';
import { LOBBY_CINEMA_ID, LOBBY_CINEMA_PATTERN } from '@softkino/contract/addresses';
import { CINEMA_NOT_FOUND } from '@softkino/contract/cinemaPage';
import { useCities } from '../../flows/city/useCities';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { LobbyBoard } from './LobbyBoard';
import { LobbyMessage } from './LobbyMessage';
import { LobbyController, type LobbyApi, type LobbyClock } from './lobbyController';
import { LOBBY_ERROR, type LobbyState } from './lobbyMachine';
import { screenFromSearch } from './lobbySessions';

/**
 * /lobby/<cinema>[?screen=N]: a cinema's lobby screen board, full screen, outside the page frame
 * (a TV has no header or footer). The cinema is its id or its page's slug (decision 432), which
 * the chain's cities name. One LobbyController for the page's life.
 */
export function LobbyScreen({ clock, api }: { clock?: LobbyClock; api?: LobbyApi } = {}) {
  // Rendered by AppRoutes outside any <Route>, so the pattern is matched here.
  const [, params] = useRoute<{ cinema: string }>('/lobby/:cinema');
  const cinema = params?.cinema ?? '';
  if (LOBBY_CINEMA_ID.test(cinema))
    return <LobbyPage key={cinema} cinemaId={Number(cinema)} clock={clock} api={api} />;
  // The server answers any other shape with a 404 (@softkino/contract/pages).
  if (!LOBBY_CINEMA_PATTERN.test(cinema)) return <LobbyNotice text={NOT_FOUND} />;
  return <LobbyBySlug key={cinema} slug={cinema} clock={clock} api={api} />;
}

const NOT_FOUND = `${LOBBY_ERROR}. ${CINEMA_NOT_FOUND}`;

/** The board named by its cinema's slug: the cities' list says which cinema it is. */
function LobbyBySlug({ slug, clock, api }: { slug: string; clock?: LobbyClock; api?: LobbyApi }) {
  const { cities, error } = useCities();
  useDocumentTitle('Сеансы');
  if (error) return <LobbyNotice text={`${LOBBY_ERROR}. ${error.message}`} />;
  if (!cities)
    return (
      <div id="scheme-screen" className="lobby" data-admin="false" data-screen="1">
        <header className="lobby-bar" />
        <main className="lobby-message" aria-busy="true" aria-label="Загрузка" />
      </div>
    );
  const found = cities.flatMap((city) => city.cinemas).find((c) => c.link === `/cinema/${slug}`);
  if (!found) return <LobbyNotice text={NOT_FOUND} />;
  return <LobbyPage key={found.id} cinemaId={found.id} clock={clock} api={api} />;
}

/** A board that cannot be shown: the bare page with what is wrong and a way on. */
function LobbyNotice({ text }: { text: string }) {
  useDocumentTitle('Сеансы');
  return (
    <div id="scheme-screen" className="lobby" data-admin="false" data-screen="1">
      <header className="lobby-bar" />
      <LobbyMessage text={text} />
    </div>
  );
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
