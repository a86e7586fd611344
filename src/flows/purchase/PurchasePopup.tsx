import { Provider, useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { SESSION_ERRORS } from '../../api/session';
import { NO_SESSION_TEXT, NO_SUCH_SESSION_TEXT, showNoSession } from './noSession';
import type { PopupProps } from '../../ui/popups/registry';
import { popupHash } from '../../ui/popups/hash';
import { PurchaseFlow } from './PurchaseFlow';
import { purchaseStateAtom } from './purchase.atoms';
import { PurchaseController } from './purchaseController';
import { sessionIdOf } from './sessionPrefetch';
import {
  carryKeptSeats,
  forgetCarriedSeats,
  forgetRestoredSeats,
  restoredStep,
  restoredSeatsFor,
  stillFree,
  takeKeptSeats,
} from './savedChoice';
import { useBuyer } from './useBuyer';
import { PurchaseControllerContext, usePurchaseController } from './usePurchaseController';
import { useSessionLoad } from './useSessionLoad';
import './purchase.css';

function PurchaseLoader({ initialId, close }: { initialId: number; close: () => void }) {
  const [sessionId, setSessionId] = useState(initialId);
  // Seats chosen in a session the buyer left for another time of the strip, by session: they
  // come back when the buyer picks that time again in this popup (decision 429).
  const [kept, setKept] = useState(() => takeKeptSeats(initialId));
  useEffect(forgetCarriedSeats, []);
  const { load, refreshPlaces } = useSessionLoad(sessionId);
  const controller = usePurchaseController();
  const dispatch = controller.dispatch;
  const state = useAtomValue(purchaseStateAtom);
  const { buyer, failed: buyerFailed, retry: retryBuyer } = useBuyer();

  useEffect(() => {
    controller.setHost({ refreshPlaces, refreshFailedText: SESSION_ERRORS.loadPlaces, close });
  }, [controller, refreshPlaces, close]);
  useEffect(() => controller.start(), [controller]);

  useEffect(() => {
    // Only a newly loaded session starts the machine; a places refresh keeps the step.
    if (load.status !== 'loaded' || state.sessionId === sessionId) return;
    // This browser's unpaid order for the session keeps its seats chosen; else the seats saved
    // before signing in (spec section 4, Saved choice), those still free.
    const held = load.reply.order?.places.map((p) => String(p.id));
    const saved = stillFree(
      restoredSeatsFor(sessionId) ?? kept.get(sessionId)?.map(Number),
      load.reply.data.places,
    );
    const step =
      held === undefined && (saved.selection?.length ?? 0) > 0 ? restoredStep(sessionId) : 'scheme';
    dispatch({
      type: 'sessionLoaded',
      sessionId,
      hasInfo: load.info !== null,
      closed: load.reply.data.disabled,
      selection: held ?? saved.selection,
      notice: held ? '' : saved.notice,
    });
    forgetRestoredSeats();
    if (kept.has(sessionId)) setKept((map) => withoutKey(map, sessionId));
    // Seats handed over by the watch view go on to the info step or checkout; those saved at
    // checkout before signing in go back there, past the info step already read (decision 431).
    // A seat taken meanwhile keeps them at the map, where its notice is.
    const backToCheckout = step === 'checkout' && saved.notice === '';
    if (step === 'next' || backToCheckout) dispatch({ type: 'continue' });
    if (backToCheckout) dispatch({ type: 'continue' });
  }, [dispatch, load, sessionId, state.sessionId, kept]);

  // A session the server does not know: no popup, the same note as an address with no session.
  const missing = load.status === 'error' && load.missing;
  useEffect(() => {
    if (!missing) return;
    close();
    showNoSession(NO_SUCH_SESSION_TEXT);
  }, [close, missing]);

  const { selection, order, sessionId: shownId } = state;
  const switchSession = useCallback(
    (id: number) => {
      // The seats of the time left wait for it; an order's seats are its own (no strip then).
      const next = new Map(kept);
      if (order === null && selection.length > 0) next.set(shownId, [...selection]);
      // The host opens the new address's popup afresh: the seats go over to it.
      carryKeptSeats(id, next);
      setKept(next);
      // The address follows the session without reopening the popup (no hashchange is fired).
      const { pathname, search } = window.location;
      window.history.replaceState(
        window.history.state,
        '',
        `${pathname}${search}${popupHash('buy', id)}`,
      );
      setSessionId(id);
    },
    [kept, shownId, order, selection],
  );

  if (
    load.status === 'loading' ||
    (buyer === null && !buyerFailed) ||
    (load.status === 'loaded' && state.sessionId !== sessionId)
  )
    return (
      <div className="purchase purchase--message" role="status" aria-label="Загружаем сеанс">
        <span className="spinner" aria-hidden="true" />
      </div>
    );
  if (missing) return null;
  if (load.status === 'error') return <LoadFailure text={load.message} close={close} />;
  // The session's own failure says more (a started session cannot be bought by anyone).
  if (buyer === null)
    return <LoadFailure text={SESSION_ERRORS.loadUser} retry={retryBuyer} close={close} />;
  return (
    <PurchaseFlow
      reply={load.reply}
      info={load.info}
      buyer={buyer}
      switchSession={switchSession}
      kept={kept}
    />
  );
}

/** What the popup says when its session or its buyer did not load: the text and the way on. */
function LoadFailure({
  text,
  retry,
  close,
}: {
  text: string;
  retry?: () => void;
  close: () => void;
}) {
  return (
    <div className="purchase-failure">
      <p className="purchase__error" role="alert">
        {text}
      </p>
      <div className="purchase__message-actions">
        {retry && (
          <button
            type="button"
            className="button button--primary"
            onClick={(event) => {
              // The button gives way to the spinner: the focus stays in the dialog, where its
              // Esc and Tab keys are handled, rather than falling to the page.
              event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
              retry();
            }}
          >
            Попробовать еще раз
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={close}>
          Закрыть
        </button>
      </div>
    </div>
  );
}

/**
 * The #buy popup: one fresh store and PurchaseController per opening, so every popup starts a
 * new choice. An address that names no session ('#buy=abc') opens no empty popup: it closes
 * and says so (decision 113).
 */
export default function PurchasePopup({ param, close }: PopupProps) {
  // The host is set once the session loader is up; nothing runs before it.
  const [controller] = useState(
    () =>
      new PurchaseController({
        host: { refreshPlaces: async () => new Set(), refreshFailedText: '', close },
      }),
  );
  const id = sessionIdOf(param);

  useEffect(() => {
    if (id !== null) return;
    close();
    showNoSession(NO_SESSION_TEXT);
  }, [close, id]);

  if (id === null) return null;
  return (
    <Provider store={controller.store}>
      <PurchaseControllerContext.Provider value={controller}>
        <PurchaseLoader initialId={id} close={close} />
      </PurchaseControllerContext.Provider>
    </Provider>
  );
}

function withoutKey<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  const next = new Map(map);
  next.delete(key);
  return next;
}
