import { CANCEL_BEFORE_START_MINUTES, type OrderDetails } from '@softkino/contract';
import { BONUS_FORMS, pluralize } from '@softkino/contract/plural';
import { cancelOpen } from '../../flows/paidCancel/cancelPaidMachine';
import { useCancelPaid } from '../../flows/paidCancel/useCancelPaid';
import { useNowUntil } from '../../lib/useNowUntil';
import { CANCEL_TEXT } from '../../flows/purchase/cancelOrderFlow';
import { Modal } from '../../ui/popups/Modal';
import { CANCELLED_TITLE, CancelledBox } from './OrderCancelled';
import { OrderMoneyBack } from './OrderMoneyBack';
import '../../ui/popups/cancelOrder.css';

export const PAID_CANCEL_TEXT = {
  button: 'Отменить заказ',
  /** In the button's place once the deadline has passed (decision 408). */
  closed: `Вернуть билеты можно было не позднее чем за ${CANCEL_BEFORE_START_MINUTES} минут до начала сеанса: это время прошло.`,
  popupNote: 'Билеты перестанут действовать, места освободятся для других зрителей.',
  doneTitle: CANCELLED_TITLE,
} as const;

/**
 * The rule above 'Отменить заказ': the deadline, then what comes back: the money when some was
 * paid, the points when some were spent (an order without points says nothing of them).
 */
export function cancelHint(order: { amount: number; bonus_pay: number }): string {
  const deadline = `Вернуть билеты можно не позднее чем за ${CANCEL_BEFORE_START_MINUTES} минут до начала сеанса`;
  const returns = cancelReturns(order);
  return returns ? `${deadline}: ${returns}.` : `${deadline}.`;
}

/** What a cancel gives back, in lower case without a full stop; '' when the order cost nothing. */
function cancelReturns(order: { amount: number; bonus_pay: number }): string {
  const money = order.amount - order.bonus_pay > 0;
  const points = order.bonus_pay > 0;
  if (money && points)
    return 'деньги вернутся тем же способом, которым заказ оплачен, потраченные бонусы — на бонусный счет';
  if (points) return 'потраченные бонусы вернутся на бонусный счет';
  if (money) return 'деньги вернутся тем же способом, которым заказ оплачен';
  return '';
}

/**
 * The confirmation's text: the question, what the tickets lose, what comes back and what the
 * account loses, so that the buyer reads of them before saying yes (decisions 427, 428).
 */
export function cancelQuestion(order: {
  amount: number;
  bonus_pay: number;
  bonus_add: number;
}): string {
  const returns = cancelReturns(order);
  const back = returns ? ` ${returns.charAt(0).toUpperCase()}${returns.slice(1)}.` : '';
  // The points the order earned go too; the buyer reads it before saying yes (decision 428).
  const earned =
    order.bonus_add > 0
      ? ` Начисленные за заказ бонусы будут списаны: ${pluralize(order.bonus_add, BONUS_FORMS)}.`
      : '';
  return `${CANCEL_TEXT.question} ${PAID_CANCEL_TEXT.popupNote}${back}${earned}`;
}

/**
 * The paid order's cancel (issue 12): 'Отменить заказ' while the server's deadline is ahead,
 * the confirmation popup, the server's refusal as it says it, and once cancelled what came
 * back (CancelledBox: from the order's read when it has it, else from the cancel's answer,
 * which say the same); then the order's refunds and receipts (OrderMoneyBack), which leave out
 * what the box says (decisions 444, 461). Key it by the order id: one controller per order.
 */
export function OrderCancel({ order, refresh }: { order: OrderDetails; refresh: () => void }) {
  const { state, dispatch } = useCancelPaid(order.id, refresh);
  const deadline = order.cancel_until_unix === null ? null : order.cancel_until_unix * 1000;
  const now = useNowUntil(deadline);
  const open = cancelOpen(order, now);
  const popup = state.phase === 'confirm' || state.phase === 'cancelling';
  const cancellation = order.cancellation ?? state.result ?? null;

  return (
    <>
      {cancellation && (
        <CancelledBox
          cancellation={cancellation}
          paidInMoney={order.amount - order.bonus_pay}
          payMethod={order.pay_method}
        />
      )}
      {open && state.phase !== 'done' && (
        <section className="order-cancel" aria-label="Отмена заказа">
          <p className="order-cancel__hint">{cancelHint(order)}</p>
          {state.error && !popup && (
            <p className="order-cancel__error" role="alert">
              {state.error}
            </p>
          )}
          <button
            type="button"
            className="button button--ghost"
            disabled={state.command?.type === 'cancel'}
            onClick={() => dispatch({ type: 'ask' })}
          >
            {PAID_CANCEL_TEXT.button}
          </button>
        </section>
      )}
      {!open && order.status === 'paid' && state.phase !== 'done' && (
        // The button went at the deadline: the page says why, not nothing (decision 408).
        <p className="order-cancel order-cancel__hint">{PAID_CANCEL_TEXT.closed}</p>
      )}
      {/* The box above names the money and the points the cancel returned. */}
      <OrderMoneyBack order={order} cancelSaid={cancellation !== null} />
      {popup && (
        <Modal label="Отмена заказа" size="small" onClosed={() => dispatch({ type: 'dismiss' })}>
          {(close) => (
            <div className="cancel-order">
              <h2 className="cancel-order__title">{CANCEL_TEXT.title}</h2>
              <p className="cancel-order__text">{cancelQuestion(order)}</p>
              {state.error && (
                <p className="order-cancel__error" role="alert">
                  {state.error}
                </p>
              )}
              <div className="cancel-order__actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={state.phase === 'cancelling'}
                  aria-busy={state.phase === 'cancelling' || undefined}
                  onClick={() => dispatch({ type: 'confirm' })}
                >
                  {CANCEL_TEXT.confirm}
                </button>
                {/* The popup opens on 'Нет': an Enter pressed again must not cancel paid
                    tickets (decision 396). */}
                <button type="button" className="button button--ghost" onClick={close} autoFocus>
                  Нет
                </button>
              </div>
            </div>
          )}
        </Modal>
      )}
    </>
  );
}
