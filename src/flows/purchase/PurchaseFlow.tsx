import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { cancelOrder } from '../../api/order';
import { SESSION_ERRORS } from '../../api/session';
import type { SessionInfo, SessionResponse } from '../../api/schemas';
import { REJECT_TEXT, toggleSeat, type SeatPressEvent } from '../../scheme-engine';
import { hasUnpaidOrder, type Buyer } from './buyer';
import { CheckoutPanel } from './CheckoutPanel';
import { InfoStep } from './InfoStep';
import { PaymentPanel } from './PaymentPanel';
import { PopupLogin } from './PopupLogin';
import { PurchaseHeader } from './PurchaseHeader';
import { dispatchPurchaseAtom, purchaseStateAtom } from './purchase.atoms';
import { backTarget, showsTimetable } from './purchaseMachine';
import { saveChoice } from './savedChoice';
import { SchemePanel } from './SchemePanel';
import { SeatStage } from './SeatStage';
import { TimetableStrip } from './TimetableStrip';
import { clearUnpaidMarkers, hasUnpaidMarker } from './unpaidMarkers';

export interface PurchaseFlowProps {
  reply: SessionResponse;
  info: SessionInfo | null;
  buyer: Buyer;
  close: () => void;
  switchSession: (id: number) => void;
  /** Re-reads seat statuses; resolves to the ids still free. */
  refreshPlaces: () => Promise<Set<number>>;
}

/**
 * The hall scheme popup and its steps (spec section 2): the map is the centrepiece; the panel
 * beside it (a bottom sheet on phones) holds the tickets, the info, the checkout and payment.
 */
export function PurchaseFlow({
  reply,
  info,
  buyer,
  close,
  switchSession,
  refreshPlaces,
}: PurchaseFlowProps) {
  const state = useAtomValue(purchaseStateAtom);
  const dispatch = useSetAtom(dispatchPurchaseAtom);
  const [notice, setNotice] = useState('');
  const data = reply.data;
  // Any unpaid order of this buyer hides the timetable strip, not only this session's.
  const [marked] = useState(hasUnpaidMarker);
  const unpaid = hasUnpaidOrder(buyer, reply.order, marked);
  const locked = state.order !== null;

  const onSeatPress = useCallback(
    (e: SeatPressEvent) => {
      if (locked) return;
      const result = toggleSeat(state.selection, e);
      setNotice(result.reason ? REJECT_TEXT[result.reason] : '');
      if (!result.reason) dispatch({ type: 'select', selection: result.selection });
    },
    [dispatch, locked, state.selection],
  );

  const removeSeat = useCallback(
    (id: string) => {
      setNotice('');
      dispatch({ type: 'select', selection: state.selection.filter((s) => s !== id) });
    },
    [dispatch, state.selection],
  );

  function onSeatsTaken(message: string) {
    // Show the hall as it is now and keep only the seats that are still free.
    setNotice(message);
    refreshPlaces().then(
      (free) => {
        const still = state.selection.filter((id) => free.has(Number(id)));
        dispatch({ type: 'select', selection: still });
      },
      () => setNotice(SESSION_ERRORS.loadPlaces),
    );
  }

  function goBack() {
    // Back from choicePayment cancels the order (spec section 2): its seats are freed at once.
    if (backTarget(state.step, state.hasInfo).cancelsOrder && state.order) {
      clearUnpaidMarkers();
      cancelOrder(state.order.id).catch(() => {});
    }
    setNotice('');
    dispatch({ type: 'back' });
  }

  /** Before any sign-in leaves or reloads the page, the choice is saved to come back to it. */
  const rememberChoice = useCallback(() => {
    saveChoice(data.id, state.selection.map(Number));
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
      <PurchaseHeader data={data} step={state.step} onBack={goBack} />
      {showsTimetable(state, unpaid) && data.timetable.length > 1 && (
        <TimetableStrip items={data.timetable} current={data.id} onPick={switchSession} />
      )}
      <div className="purchase__body">
        <SeatStage
          hall={data}
          selection={state.selection}
          tickets={chosen}
          onSeatPress={onSeatPress}
          notice={notice}
        />
        <aside className="purchase__panel" aria-label="Ваш заказ">
          {state.step === 'scheme' && (
            <SchemePanel
              data={data}
              tickets={chosen}
              unpaid={reply.order}
              buyer={buyer}
              onLoginLink={rememberChoice}
              onRemove={removeSeat}
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
              noBonus={data.no_bonus || data.cinema.no_bonus}
              onLogin={() => dispatch({ type: 'login' })}
              tickets={chosen}
              onRemove={removeSeat}
              onSeatsTaken={onSeatsTaken}
            />
          )}
          {state.step === 'login' && <PopupLogin beforeLeave={rememberChoice} />}
          {state.step === 'choicePayment' && state.order && (
            <PaymentPanel order={state.order} paymentUrl={state.paymentUrl} close={close} />
          )}
        </aside>
      </div>
    </div>
  );
}
