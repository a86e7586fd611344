import { useState, type RefObject } from 'react';
import { Link } from 'wouter';
import { SESSION_CLOSED, type Place, type SessionData, type UnpaidOrder } from '@softkino/contract';
import type { Buyer } from './buyer';
import { NoBonusNote } from './NoBonusNote';
import { NOTES, isAdultFilm, nightNotice } from './sessionNotes';
import { TicketList, TicketsSummary } from './TicketList';
import { adoptUnpaidOrder } from './unpaidMarkers';
import { useScrollFocus } from './useScrollFocus';

/** Whether the session gives bonuses, and whether its cinema shows bonus notes at all. */
interface BonusFlags {
  /** The session or its cinema is flagged no_bonus (spec section 6). */
  noBonus: boolean;
  /** False at a separate cinema or a rented hall: no bonus note (spec section 6, decision 258). */
  bonusNotes: boolean;
}

/**
 * The notes of the hall scheme popup (spec section 2, Notes shown): night and 18+ notices; for a
 * guest the bonus note with /login (the choice is saved before the link is followed), except
 * where no bonuses are given: there everyone is pointed to the app instead (spec section 6,
 * decision 366); for a signed-in buyer with an unpaid order, the offer to pay it or cancel it in
 * the profile.
 */
function SessionNotes({
  data,
  buyer,
  onLoginLink,
  noBonus,
  bonusNotes,
}: {
  data: SessionData;
  buyer: Buyer;
  onLoginLink: () => void;
} & BonusFlags) {
  const unpaid = buyer.kind === 'user' ? buyer.unpaid : null;
  const night = nightNotice(data.date, data.time);
  return (
    <ul className="purchase-notes">
      {night && <li className="purchase-notes__item purchase-notes__item--night">{night}</li>}
      {isAdultFilm(data.film.age) && <li className="purchase-notes__item">{NOTES.adult}</li>}
      {bonusNotes && noBonus && (
        <li className="purchase-notes__item">
          <NoBonusNote className="purchase-notes__text" />
        </li>
      )}
      {bonusNotes && !noBonus && buyer.kind === 'guest' && (
        <li className="purchase-notes__item purchase-notes__item--guest">
          {NOTES.guest}.{' '}
          <Link href="/login" onClick={onLoginLink}>
            Войдите
          </Link>
          , чтобы получать бонусы за покупки.
        </li>
      )}
      {unpaid && (
        <li className="purchase-notes__item purchase-notes__item--unpaid">
          {NOTES.unpaid} № {unpaid.number} ({unpaid.movie_name}, {unpaid.session_datetime_format}).{' '}
          {/* #pay opens its bank page, or starts a card payment when none was opened yet (as the
              unpaid-order popup's 'Оплатить' does: payTarget). */}
          <a href="#pay" onClick={() => adoptUnpaidOrder(unpaid)}>
            Оплатить
          </a>{' '}
          или отменить его в <Link href="/profile">профиле</Link>.
          {/* The server cancels it when a new order of the session is made (its points, if
              any, become spendable again: spendablePoints). */}
          {unpaid.session_id === data.id && ' Новый заказ на этот сеанс заменит его.'}
        </li>
      )}
    </ul>
  );
}

/** The scheme step's panel: notes, the chosen tickets with the total, and the next button. */
export function SchemePanel({
  data,
  tickets,
  unpaid,
  buyer,
  onLoginLink,
  onRemove,
  emptyFocus,
  onContinue,
  noBonus,
  bonusNotes,
}: BonusFlags & {
  data: SessionData;
  tickets: readonly Place[];
  unpaid: UnpaidOrder | null;
  buyer: Buyer;
  onLoginLink: () => void;
  onRemove: (id: string) => void;
  /** Takes the focus when the last chosen seat is removed from the list (the step's title). */
  emptyFocus?: RefObject<HTMLElement | null>;
  onContinue: () => void;
}) {
  // The seats chosen when the step opened are not scrolled to; only those pressed since.
  const [chosenWhenOpened] = useState<ReadonlySet<string>>(
    () => new Set(tickets.map((t) => String(t.id))),
  );
  const panel = useScrollFocus<HTMLDivElement>();
  return (
    <div className="purchase-panel purchase-panel--seats" ref={panel}>
      <SessionNotes
        data={data}
        buyer={buyer}
        onLoginLink={onLoginLink}
        noBonus={noBonus}
        bonusNotes={bonusNotes}
      />
      {unpaid && !(buyer.kind === 'user' && buyer.unpaid) && (
        <p className="purchase-notes__item purchase-notes__item--unpaid">
          У вас есть неоплаченный заказ на этот сеанс: места заказа уже выбраны.
          {/* Its payment already open (a bank app or page the buyer left): paying it is the way
              on, not a second order that would replace it (decision 357). */}
          {unpaid.payment_link && (
            <>
              {' '}
              <a href="#pay" onClick={() => adoptUnpaidOrder(unpaid)}>
                Оплатить его
              </a>{' '}
              или выбрать места заново.
            </>
          )}
        </p>
      )}
      {/* One height whatever it holds, on a phone: the hint, or the chosen seats scrolling in
          it (purchase.css, decision 447). */}
      <div className="purchase-panel__choice">
        {data.disabled ? (
          <p className="purchase-panel__hint purchase-panel__hint--closed" role="status">
            {SESSION_CLOSED}
          </p>
        ) : tickets.length === 0 ? (
          <p className="purchase-panel__hint">Выберите места на схеме зала</p>
        ) : (
          <TicketList
            tickets={tickets}
            onRemove={onRemove}
            revealAdded
            chosenBefore={chosenWhenOpened}
            whenEmpty={emptyFocus}
          />
        )}
      </div>
      <div className="purchase-panel__foot">
        <p className="purchase-panel__total" aria-live="polite">
          {tickets.length > 0 ? <TicketsSummary tickets={tickets} /> : ''}
        </p>
        <button
          type="button"
          className="button button--primary purchase-panel__next"
          disabled={tickets.length === 0 || data.disabled}
          onClick={onContinue}
        >
          Продолжить
        </button>
      </div>
    </div>
  );
}
