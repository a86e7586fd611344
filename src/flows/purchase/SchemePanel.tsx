import { Link } from 'wouter';
import type { Place, SessionData, UnpaidOrder } from '../../api/schemas';
import { NOTES, isAdultFilm, isNightSession } from './sessionNotes';
import { TicketList, ticketsSummary } from './TicketList';

/** The notes of the hall scheme popup (spec section 2, Notes shown). */
function SessionNotes({ data }: { data: SessionData }) {
  return (
    <ul className="purchase-notes">
      {isNightSession(data.time) && <li className="purchase-notes__item">{NOTES.night}</li>}
      {isAdultFilm(data.film.age) && <li className="purchase-notes__item">{NOTES.adult}</li>}
      <li className="purchase-notes__item purchase-notes__item--guest">
        {NOTES.guest}. <Link href="/login">Войдите</Link>, чтобы получать бонусы за покупки.
      </li>
    </ul>
  );
}

/** The scheme step's panel: notes, the chosen tickets with the total, and the next button. */
export function SchemePanel({
  data,
  tickets,
  unpaid,
  onRemove,
  onContinue,
}: {
  data: SessionData;
  tickets: readonly Place[];
  unpaid: UnpaidOrder | null;
  onRemove: (id: string) => void;
  onContinue: () => void;
}) {
  return (
    <div className="purchase-panel">
      <SessionNotes data={data} />
      {unpaid && (
        <p className="purchase-notes__item purchase-notes__item--unpaid">
          У вас есть неоплаченный заказ на этот сеанс: места заказа уже выбраны.
        </p>
      )}
      {tickets.length === 0 ? (
        <p className="purchase-panel__hint">Выберите места на схеме зала</p>
      ) : (
        <TicketList tickets={tickets} onRemove={onRemove} />
      )}
      <div className="purchase-panel__foot">
        <p className="purchase-panel__total" aria-live="polite">
          {tickets.length > 0 ? ticketsSummary(tickets) : ''}
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
