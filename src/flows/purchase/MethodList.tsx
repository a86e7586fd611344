import { useId } from 'react';
import type { PayMethod } from '@softkino/contract';
import { SubmitButton } from '../../ui/form';
import { buyLabel } from './paymentMethods';
import { NOTES } from './sessionNotes';
import type { PurchaseOrder, PurchaseState } from './purchaseMachine';

/** The mark drawn beside each method: its own colours, no remote images. */
function MethodMark({ method }: { method: PayMethod }) {
  return <span className={`method-mark method-mark--${method}`} aria-hidden="true" />;
}

/**
 * The method panel (spec section 2, Payment panels): a radio list of the order's methods, the
 * chosen one's buy button under it, labelled for that method ('Оплатить картой 700 ₽').
 */
export function MethodList({
  state,
  order,
  pushkinWithBonus = false,
  onChoose,
  onPay,
}: {
  state: PurchaseState;
  order: PurchaseOrder;
  /** The order could be paid with the Pushkin card but for its points: say so (decision 411). */
  pushkinWithBonus?: boolean;
  onChoose: (method: PayMethod) => void;
  onPay: () => void;
}) {
  const groupId = useId();
  const busy = state.busy === 'pay' || state.busy === 'wallet';
  return (
    <div className="payment__methods">
      <p id={groupId} className="payment__label">
        Способ оплаты
      </p>
      <div role="radiogroup" aria-labelledby={groupId} className="payment__list">
        {state.methods.map((m) => {
          const chosen = state.method === m.key;
          return (
            <div key={m.key} className={`payment__option${chosen ? ' is-chosen' : ''}`}>
              <label className="payment__method">
                <input
                  type="radio"
                  name="pay-method"
                  value={m.key}
                  checked={chosen}
                  disabled={busy && !chosen}
                  onChange={() => onChoose(m.key)}
                />
                <MethodMark method={m.key} />
                <span className="payment__method-text">
                  <span className="payment__method-name">{m.label}</span>
                  <span className="payment__method-hint">{m.hint}</span>
                </span>
              </label>
              {chosen && (
                <div className="payment__buy">
                  <SubmitButton
                    type="button"
                    loading={busy}
                    onClick={onPay}
                    className={`payment__buy-button payment__buy-button--${m.key}`}
                  >
                    {buyLabel(m.key, order.amount)}
                  </SubmitButton>
                  {state.busy === 'wallet' && (
                    <p className="payment__note" role="status">
                      Обрабатываем платёж…
                    </p>
                  )}
                  {state.error && (
                    <p className="purchase__error" role="alert">
                      {state.error}
                    </p>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </div>
      {pushkinWithBonus && !state.methods.some((m) => m.key === 'pushkin_card') && (
        <p className="payment__note">{NOTES.pushkinNotOffered}</p>
      )}
    </div>
  );
}
