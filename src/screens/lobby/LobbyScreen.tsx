import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useRoute } from 'wouter';
import { CINEMA_NOT_FOUND, cinemaSlugOf, lobbyTarget } from '@softkino/contract/addresses';
import { LOBBY_SEATS_POLL_MS } from '../../lib/timings';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { LobbyBoard } from './LobbyBoard';
import { LobbyMessage } from './LobbyMessage';
import { LobbyController, realClock, type LobbyApi, type LobbyClock } from './lobbyController';
import { lobbyErrorText, type LobbyState } from './lobbyMachine';
import { screenFromSearch } from './lobbySessions';
import { useChainCities } from './useChainCities';

/**
 * /lobby/<cinema>[?screen=N]: a cinema's lobby screen board, full screen, outside the page frame
 * (a TV has no header or footer). The cinema is its id or its page's slug (decision 432), which
 * the chain's cities name. One LobbyController for the page's life.
 */
export function LobbyScreen({ clock, api }: { clock?: LobbyClock; api?: LobbyApi } = {}) {
  // Rendered by AppRoutes outside any <Route>, so the pattern is matched here.
  const [, params] = useRoute<{ cinema: string }>('/lobby/:cinema');
  const target = lobbyTarget(params?.cinema ?? '');
  if (target && 'id' in target)
    return <LobbyPage key={target.id} cinemaId={target.id} clock={clock} api={api} />;
  // The server answers any other shape with a 404 (@softkino/contract/pages).
  if (!target) return <LobbyNotice text={NOT_FOUND} />;
  return <LobbyBySlug key={target.slug} slug={target.slug} clock={clock} api={api} />;
}

const NOT_FOUND = lobbyErrorText(CINEMA_NOT_FOUND);

/**
 * The board named by its cinema's slug: the chain's cities say which cinema it is (the boot has
 * asked for them already). A TV that starts before its network, or while the server restarts,
 * asks again each minute, as the board's own poll would, and shows the board once it can.
 */
function LobbyBySlug({
  slug,
  clock = realClock,
  api,
}: {
  slug: string;
  clock?: LobbyClock;
  api?: LobbyApi;
}) {
  const [read, { reload }] = useChainCities();
  useEffect(() => {
    if (read.status === 'error') return clock.after(LOBBY_SEATS_POLL_MS, reload);
  }, [read, clock, reload]);
  if (read.status === 'loading')
    return (
      <LobbyShell>
        <main className="lobby-message" aria-busy="true" aria-label="Загрузка" />
      </LobbyShell>
    );
  // The server's words only, as the board says its own failures (spec section 8).
  if (read.status === 'error')
    return (
      <LobbyNotice
        text={lobbyErrorText(read.error.kind === 'server' ? read.error.message : null)}
      />
    );
  const found = read.cities
    .flatMap((city) => city.cinemas)
    .find((cinema) => cinemaSlugOf(cinema.link) === slug);
  if (!found) return <LobbyNotice text={NOT_FOUND} />;
  return <LobbyPage key={found.id} cinemaId={found.id} clock={clock} api={api} />;
}

/** The bare board around what it says before it has a cinema: no name, no clock. */
function LobbyShell({ children }: { children: ReactNode }) {
  useDocumentTitle('Сеансы');
  return (
    <div id="scheme-screen" className="lobby" data-admin="false" data-screen="1">
      <header className="lobby-bar" />
      {children}
    </div>
  );
}

/** A board that cannot be shown: what is wrong, and a way on. */
function LobbyNotice({ text }: { text: string }) {
  return (
    <LobbyShell>
      <LobbyMessage text={text} />
    </LobbyShell>
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
