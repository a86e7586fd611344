import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { SessionInfo, SessionResponse } from '@softkino/contract';
import type { SeatPressEvent } from '../../scheme-engine';
import { useCities } from '../city/useCities';
import { showsBonusNotes } from './bonusNotes';
import { hasUnpaidOrder, liveUnpaid, type Buyer } from './buyer';
import { CheckoutPanel } from './CheckoutPanel';
import type { CheckoutDraft } from './checkoutForm';
import { InfoStep } from './InfoStep';
import { PaymentPanel } from './PaymentPanel';
import { PopupLogin } from './PopupLogin';
import { pushkinBarredByPoints } from './sessionNotes';
import { PurchaseHeader } from './PurchaseHeader';
import { purchaseStateAtom } from './purchase.atoms';
import { PAYMENT_STEPS, showsTimetable } from './purchaseMachine';
import { saveChoice } from './savedChoice';
import { SchemePanel } from './SchemePanel';
import { SeatStage } from './SeatStage';
import { TimetableStrip } from './TimetableStrip';
import { useKeepSeatsOnBack } from './useKeepSeatsOnBack';
import { hasUnpaidMarker } from './unpaidMarkers';
import { usePurchaseController } from './usePurchaseController';

export interface PurchaseFlowProps {
  reply: SessionResponse;
  info: SessionInfo | null;
  buyer: Buyer;
  switchSession: (id: number) => void;
  /** Seats chosen in other times of the strip, kept for them (decision 429). */
  kept: ReadonlyMap<number, readonly string[]>;
}

/**
 * The hall scheme popup and its steps (spec section 2): the map is the centrepiece; the panel
 * beside it (a bottom sheet on phones) holds the tickets, the info, the checkout and payment.
 */
export function PurchaseFlow({ reply, info, buyer, switchSession, kept }: PurchaseFlowProps) {
  const state = useAtomValue(purchaseStateAtom);
  const { dispatch } = usePurchaseController();
  const data = reply.data;
  const { cities } = useCities();
  const noBonus = data.no_bonus || data.cinema.no_bonus;
  const bonusNotes = showsBonusNotes(cities, data.cinema.id);
  // Any unpaid order of this buyer hides the timetable strip, not only this session's. The
  // orders found at loading give way to the popup's own once it made one, and the markers are
  // read at each render: the machine's commands set and clear them before it (decision 366).
  const live = liveUnpaid(buyer, reply.order, data.id, state.orderedSessions);
  const unpaid = hasUnpaidOrder(live.buyer, live.sessionOrder, hasUnpaidMarker());
  // What the buyer left in checkout, while this session is open: coming back to checkout
  // (from the payment methods, 'Вход в кабинет' or the seats) finds the form and the chosen
  // points as they were left (decisions 364, 411).
  const [draft, setDraft] = useState<CheckoutDraft | null>(null);
  // The step's title: where the focus goes when the seat list's last seat is removed.
  const stepTitle = useRef<HTMLParagraphElement>(null);

  const onSeatPress = useCallback(
    (press: SeatPressEvent) => dispatch({ type: 'seatPressed', press }),
    [dispatch],
  );
  const removeSeat = useCallback((id: string) => dispatch({ type: 'removeSeat', id }), [dispatch]);

  // The browser's Back closes the popup: its seats wait for the session's next opening.
  useKeepSeatsOnBack(data.id, state.selection, state.step);

  /**
   * Before any sign-in leaves or reloads the page, the choice is saved to come back to it: at the
   * seat map from the seat step's link, at checkout from checkout's own sign-in (decision 431).
   */
  const rememberChoice = useCallback(() => {
    saveChoice(data.id, state.selection.map(Number));
  }, [data.id, state.selection]);
  const rememberCheckout = useCallback(() => {
    saveChoice(data.id, state.selection.map(Number), { step: 'checkout' });
  }, [data.id, state.selection]);

  const placesById = useMemo(
    () => new Map(data.places.map((p) => [String(p.id), p])),
    [data.places],
  );
  const chosen = state.selection.flatMap((id) => {
    const found = placesById.get(id);
    return found ? [found] : [];
  });

  return (
    <div className={`purchase purchase--step-${state.step}`}>
      <PurchaseHeader
        data={data}
        step={state.step}
        onBack={() => dispatch({ type: 'back' })}
        titleRef={stepTitle}
      />
      {showsTimetable(state, unpaid) && data.timetable.length > 1 && (
        <TimetableStrip
          items={data.timetable}
          current={data.id}
          onPick={switchSession}
          kept={kept}
        />
      )}
      <div className="purchase__body">
        <SeatStage
          hall={data}
          selection={state.selection}
          tickets={chosen}
          onSeatPress={onSeatPress}
          notice={state.notice}
        />
        <aside className="purchase__panel" aria-label="Ваш заказ">
          {state.step === 'scheme' && (
            <SchemePanel
              data={data}
              tickets={chosen}
              unpaid={live.sessionOrder}
              buyer={live.buyer}
              noBonus={noBonus}
              bonusNotes={bonusNotes}
              onLoginLink={rememberChoice}
              onRemove={removeSeat}
              emptyFocus={stepTitle}
              onContinue={() => dispatch({ type: 'continue' })}
            />
          )}
          {state.step === 'info' && info && (
            <InfoStep info={info} onContinue={() => dispatch({ type: 'continue' })} />
          )}
          {state.step === 'checkout' && (
            <CheckoutPanel
              sessionId={data.id}
              buyer={buyer}
              noBonus={noBonus}
              bonusNotes={bonusNotes}
              tickets={chosen}
              onRemove={removeSeat}
              pushkinFilm={data.film.pushkin === true}
              startsAt={data.datetime}
              draft={draft}
              onLeave={setDraft}
            />
          )}
          {state.step === 'login' && (
            <PopupLogin beforeLeave={rememberCheckout} initialPhone={draft?.phone} />
          )}
          {PAYMENT_STEPS.has(state.step) && state.order && (
            <PaymentPanel
              state={state}
              order={state.order}
              pushkinWithBonus={pushkinBarredByPoints(
                data.film.pushkin === true,
                chosen.length,
                state.order.bonusPay,
              )}
            />
          )}
        </aside>
      </div>
    </div>
  );
}
