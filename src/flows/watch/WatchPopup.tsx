import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Place, SessionData, SessionResponse } from '@softkino/contract';
import { formatRubleAmount, formatRubles } from '@softkino/contract/money';
import { seatLabels } from '@softkino/contract/seats';
import { toApiError } from '../../api/errors';
import { fetchSession, fetchSessionAvatars } from '../../api/session';
import { useResource } from '../../lib/useResource';
import type { SeatPressEvent } from '../../scheme-engine';
import type { PopupProps } from '../../ui/popups/registry';
import { openPopup } from '../../ui/popups/openPopup';
import { SeatStage } from '../purchase/SeatStage';
import { TicketList } from '../purchase/TicketList';
import { NO_SESSION_TEXT, NO_SUCH_SESSION_TEXT, showNoSession } from '../purchase/noSession';
import { handOverSeats } from '../purchase/savedChoice';
import { HeadMoreToggle, useHeadMore } from '../purchase/HeadMore';
import { useScrollFocus } from '../purchase/useScrollFocus';
import { ownSeatNotes, watchAvatars } from './ownSeatMark';
import { WatchController } from './watchController';
import { hallLabel, watchSessionErrorText, type WatchState } from './watchMachine';
import '../purchase/purchase.css';
import './watch.css';

type WatchLoad =
  | { status: 'loaded'; reply: SessionResponse; others: Record<string, string> }
  | { status: 'error'; message: string; missing: boolean };

/** '#my_places=12' → 12; anything that is not a positive id → null. */
function sessionIdOf(param: string): number | null {
  return /^\d{1,10}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/** The session as the watch view reads a failure of it (spec section 8, watch view). */
function loadFailure(thrown: unknown): WatchLoad {
  const error = toApiError(thrown);
  const detail = error.kind === 'server' ? (error.detail ?? error.message) : undefined;
  return { status: 'error', message: watchSessionErrorText(detail), missing: error.status === 404 };
}

/**
 * 'Оформить заказ на 700 руб.' (spec section 2, Watch-session popup); thousands grouped as the
 * total beside it ('1 640 ₽'): 'Оформить заказ на 1 640 руб.' (decision 459).
 */
export function checkoutLabel(total: number): string {
  return `Оформить заказ на ${formatRubleAmount(total)} руб.`;
}

/**
 * The header: film, cinema and address, 'Зал N', date dd.mm.yyyy and hh:mm; compact, with
 * 'Подробнее о сеансе', on a sheet short for its font, as the purchase's (decision 452).
 */
function WatchHeader({ data }: { data: SessionData }) {
  const more = useHeadMore(data);
  return (
    <div
      className={`purchase__head watch__head${more.open ? ' purchase__head--open' : ''}`}
      ref={more.head}
    >
      <div className="purchase__titles">
        <p className="purchase__step">Схема зала</p>
        <h2 className="purchase__film">
          <span className="purchase__film-name">{data.film.name}</span>{' '}
          <span className="purchase__age">{data.film.age}</span>
        </h2>
        <p className="purchase__meta watch__place">
          <span>{data.cinema.name}</span>
          <span>{data.cinema.address}</span>
        </p>
        <p className="purchase__meta watch__when">
          <span>{hallLabel(data.hall)}</span>
          <span>{data.date}</span>
          <span>{data.time}</span>
        </p>
      </div>
      {more.shown && <HeadMoreToggle open={more.open} onToggle={more.toggle} />}
    </div>
  );
}

function WatchLegend({ others }: { others: number }) {
  return (
    <>
      <span className="purchase__zone">
        <span className="purchase__swatch watch__swatch--own" aria-hidden="true" />
        Ваши места
      </span>
      {others > 0 && (
        <span className="purchase__zone">
          <span className="purchase__swatch watch__swatch--others" aria-hidden="true" />
          Другие зрители
        </span>
      )}
    </>
  );
}

function WatchView({ reply, others }: { reply: SessionResponse; others: Record<string, string> }) {
  const { data } = reply;
  const [controller] = useState(
    () =>
      new WatchController(data.id, {
        startPurchase(sessionId, seats) {
          // The #buy popup takes the screen over from this one (one popup at a time).
          handOverSeats(sessionId, seats);
          openPopup('buy', sessionId);
        },
      }),
  );
  const state: WatchState = useSyncExternalStore(controller.subscribe, controller.getState);
  useEffect(() => controller.start(), [controller]);
  const dispatch = controller.dispatch;

  const ownSeats = useMemo(() => reply.order_success?.seats ?? [], [reply.order_success]);
  const avatars = useMemo(() => watchAvatars(others, ownSeats), [others, ownSeats]);
  const seatNotes = useMemo(() => ownSeatNotes(ownSeats), [ownSeats]);
  // The map shows the statuses of the last read (status truthy means free).
  const hall = useMemo<SessionData>(() => {
    const available = state.available;
    if (!available) return data;
    return {
      ...data,
      places: data.places.map((p) => ({ ...p, status: available.has(p.id) ? 1 : 0 })),
    };
  }, [data, state.available]);
  const byId = useMemo(() => new Map(data.places.map((p) => [String(p.id), p])), [data.places]);
  const chosen: Place[] = state.selection.flatMap((id) => byId.get(id) ?? []);
  const total = chosen.reduce((sum, p) => sum + p.price, 0);
  const mine = ownSeats.flatMap((id) => byId.get(String(id)) ?? []);

  const mineRef = useRef<HTMLParagraphElement>(null);
  const panel = useScrollFocus<HTMLDivElement>();
  const onSeatPress = useCallback(
    (press: SeatPressEvent) =>
      dispatch({ type: 'seatPressed', press, own: ownSeats.includes(Number(press.id)) }),
    [dispatch, ownSeats],
  );

  return (
    <div className="purchase purchase--step-scheme watch">
      <WatchHeader data={data} />
      <div className="purchase__body">
        <SeatStage
          hall={hall}
          selection={state.selection}
          tickets={chosen}
          onSeatPress={onSeatPress}
          notice={state.notice}
          avatars={avatars}
          seatNotes={seatNotes}
          legend={<WatchLegend others={Object.keys(others).length} />}
        />
        <aside className="purchase__panel" aria-label="Ваши места">
          {/* On a phone as tall as what it shows, and of one height whatever is chosen (watch.css,
              decision 452). */}
          <div className="purchase-panel purchase-panel--seats" ref={panel}>
            {/* Takes the focus when the last chosen seat is removed (decision 396). */}
            <p className="watch__mine" ref={mineRef} tabIndex={-1}>
              {mine.length > 0
                ? `Ваши места: ${seatLabels(mine)}`
                : 'Ваших мест на этом сеансе нет.'}
            </p>
            {/* The hint stays, unseen, under the chosen seats on a phone: the box keeps its
                height however many lines the hint takes. */}
            <div className="purchase-panel__choice">
              <p
                className={`purchase-panel__hint${chosen.length > 0 ? ' watch__hint--held' : ''}`}
                aria-hidden={chosen.length > 0 || undefined}
              >
                Можно выбрать еще места рядом — не больше 8 в одном заказе.
              </p>
              {chosen.length > 0 && (
                <TicketList
                  tickets={chosen}
                  onRemove={(id) => dispatch({ type: 'removeSeat', id })}
                  revealAdded
                  whenEmpty={mineRef}
                />
              )}
            </div>
            <div className="purchase-panel__foot">
              <p className="purchase-panel__total" aria-live="polite">
                {chosen.length > 0 ? formatRubles(total) : ''}
              </p>
              {total > 0 && (
                <button
                  type="button"
                  className="button button--primary purchase-panel__next"
                  disabled={state.command !== null || data.disabled}
                  aria-busy={state.command?.type === 'readPlaces' || undefined}
                  onClick={() => dispatch({ type: 'checkout' })}
                >
                  {checkoutLabel(total)}
                </button>
              )}
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}

/**
 * #my_places=<session id> (docs/decisions/209): the hall of a session with the buyer's own seats
 * marked and other buyers' avatars; more seats can be chosen and ordered.
 */
export default function WatchPopup({ param, close }: PopupProps) {
  const id = sessionIdOf(param);
  const [load] = useResource<WatchLoad>(
    id,
    async () => {
      const sessionId = id ?? 0;
      const [reply, others] = await Promise.all([
        fetchSession(sessionId),
        // Avatars are a nicety: the hall shows without them.
        fetchSessionAvatars(sessionId).catch(() => ({})),
      ]);
      return { status: 'loaded', reply, others };
    },
    loadFailure,
  );

  // No session in the link, or one the server does not know: no popup, the note #buy shows.
  const noSession =
    id === null
      ? NO_SESSION_TEXT
      : load.status === 'error' && load.missing
        ? NO_SUCH_SESSION_TEXT
        : null;
  useEffect(() => {
    if (noSession === null) return;
    close();
    showNoSession(noSession);
  }, [close, noSession]);

  if (noSession !== null) return null;
  if (load.status === 'error')
    return (
      <div className="purchase-failure">
        <p className="purchase__error" role="alert">
          {load.message}
        </p>
        <button type="button" className="button button--ghost" onClick={close}>
          Закрыть
        </button>
      </div>
    );
  if (load.status === 'loading')
    return (
      <div className="purchase purchase--message" role="status" aria-label="Загружаем сеанс">
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  return <WatchView reply={load.reply} others={load.others} />;
}
