import { useId } from 'react';
import { formatRubles } from '@softkino/contract/money';
import { SubmitButton } from '../../ui/form';
import { PaymentFrame } from './PaymentFrame';
import { PaymentTimerBanner } from './PaymentTimerBanner';
import { isServedMethod, type PurchaseOrder, type PurchaseState } from './purchaseMachine';
import { usePurchaseController } from './usePurchaseController';

/**
 * The choicePayment step: the timer banner, then either the method chooser (a radio list of
 * the order's methods; those this release cannot pay with are shown disabled) or, once payment
 * started, the bank page in the payment frame. The PurchaseController pays, and ends the
 * payment at expiry or on the frame's message.
 */
export function PaymentPanel({ state, order }: { state: PurchaseState; order: PurchaseOrder }) {
  const controller = usePurchaseController();
  const { dispatch } = controller;
  const groupId = useId();

  return (
    <div className="purchase-panel payment">
      <div className="payment__head">
        <p className="payment__order">
          Заказ № {order.number} · {formatRubles(order.amount)}
        </p>
        <PaymentTimerBanner expiresAt={order.expiresAt} />
      </div>
      {state.paymentUrl ? (
        <PaymentFrame
          url={state.paymentUrl}
          onMessage={(message) => dispatch({ type: 'frameMessage', message })}
          handleRef={controller.frame}
        />
      ) : (
        <div className="payment__methods" role="radiogroup" aria-labelledby={groupId}>
          <p id={groupId} className="payment__label">
            Способ оплаты
          </p>
          {state.methods.map((m) => (
            <label key={m.key} className="payment__method">
              <input
                type="radio"
                name="pay-method"
                value={m.key}
                checked={state.method === m.key}
                disabled={!isServedMethod(m.key)}
                onChange={() => dispatch({ type: 'chooseMethod', method: m.key })}
              />
              <span>{m.label}</span>
            </label>
          ))}
          {state.error && (
            <p className="purchase__error" role="alert">
              {state.error}
            </p>
          )}
          <SubmitButton
            type="button"
            loading={state.busy === 'pay'}
            onClick={() => dispatch({ type: 'pay' })}
          >
            Оплатить {formatRubles(order.amount)}
          </SubmitButton>
        </div>
      )}
    </div>
  );
}
