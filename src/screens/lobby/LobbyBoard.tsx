import { LOBBY_CARDS_PER_SCREEN } from '@softkino/contract/lobby';
import { addDays } from 'date-fns';
import { useMemo } from 'react';
import { formatPlaybillDate, parsePlaybillDate, todayInZone } from '../../lib/dates';
import { LobbyCard } from './LobbyCard';
import { LobbyMessage } from './LobbyMessage';
import { clockText, updatedText } from './lobbyFormat';
import type { LobbyEvent, LobbyState } from './lobbyMachine';
import { screenSwitchers } from './lobbySessions';
import './lobby.css';

export interface LobbyBoardProps {
  state: LobbyState;
  dispatch: (event: LobbyEvent) => void;
  origin: string;
}

const MINUTE = 60_000;

function tomorrowOf(today: string): string {
  const day = parsePlaybillDate(today);
  return day ? formatPlaybillDate(addDays(day, 1)) : '';
}

/**
 * The board (spec section 2, Lobby screen board): the mount element carries data-admin and
 * data-screen; the bar has the cinema, the switchers for admins (for guests, 'Экран 1 из 2'
 * when there are more), the update time and the clock (one row on a landscape TV, two on a portrait one: decision 395); below, four card
 * places that keep their size whatever loads into them. The bar follows the board's frame, so
 * it stays while another screen loads or fails.
 */
export function LobbyBoard({ state, dispatch, origin }: LobbyBoardProps) {
  const { data, frame } = state;
  const serverNow = state.nowMs + state.skewMs;
  const zone = frame?.cinema.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const minuteMs = Math.floor(serverNow / MINUTE) * MINUTE;
  // Worked out once a minute, not on every tick of the clock.
  const { today, tomorrow } = useMemo(() => {
    const day = todayInZone(zone, new Date(minuteMs));
    return { today: day, tomorrow: tomorrowOf(day) };
  }, [minuteMs, zone]);
  const admin = frame?.admin === true;
  const slots = Array.from({ length: LOBBY_CARDS_PER_SCREEN }, (_, i) => data?.screen[i] ?? null);
  return (
    <div
      id="scheme-screen"
      className={`lobby${state.stale ? ' lobby--stale' : ''}`}
      data-admin={admin ? 'true' : 'false'}
      data-screen={state.screen}
      data-phase={state.phase}
    >
      <header className="lobby-bar">
        <div className="lobby-bar__cinema">{frame?.cinema.name ?? ''}</div>
        {!admin && state.phase !== 'error' && (
          <div className="lobby-bar__hint">
            Наведите камеру на QR-код сеанса, чтобы выбрать места
          </div>
        )}
        {admin && (
          <nav className="lobby-bar__screens" aria-label="Экраны">
            {screenSwitchers(frame.screensCount).map((s) => (
              <button
                key={s.screen}
                type="button"
                className="lobby-bar__screen"
                aria-pressed={s.screen === state.screen}
                onClick={() => dispatch({ type: 'screenChosen', screen: s.screen })}
              >
                {s.label}
              </button>
            ))}
          </nav>
        )}
        <div className="lobby-bar__status">
          {/* Announced when the connection drops; the update time, which moves every minute, is
              not. */}
          <div className="lobby-bar__alert" role="status">
            {state.stale && <span className="lobby-bar__stale">Нет связи с сервером</span>}
          </div>
          {/* A guest's TV says there is more, so whoever set it up hangs the next screen
              (decision 436); staff see it on their switchers. 'Нет связи с сервером' takes its
              place while the board is stale. */}
          {!admin &&
            !state.stale &&
            frame &&
            frame.screensCount > 1 &&
            state.screen <= frame.screensCount && (
              <span className="lobby-bar__page">
                Экран {state.screen} из {frame.screensCount}
              </span>
            )}
          {state.updatedAtMs !== null && (
            <span className="lobby-bar__updated">{updatedText(state.updatedAtMs, zone)}</span>
          )}
        </div>
        <time className="lobby-bar__clock" aria-label="Время">
          {clockText(serverNow, zone, true)}
        </time>
      </header>
      {state.phase === 'error' ? (
        <LobbyMessage text={state.error} />
      ) : (
        <main
          className="lobby-cards"
          aria-busy={state.phase === 'loading'}
          aria-label={state.phase === 'loading' ? 'Загрузка' : undefined}
        >
          {slots.map((card, i) =>
            card ? (
              <LobbyCard
                key={card.id}
                card={card}
                minuteMs={minuteMs}
                today={today}
                tomorrow={tomorrow}
                seats={state.seats}
                origin={data?.site ?? origin}
              />
            ) : (
              <div
                key={`slot-${i}`}
                className={`lobby-slot${state.phase === 'loading' ? ' lobby-slot--loading' : ''}`}
                aria-hidden="true"
              />
            ),
          )}
        </main>
      )}
      {state.stale && state.error && <p className="lobby-error-line">{state.error}</p>}
    </div>
  );
}
