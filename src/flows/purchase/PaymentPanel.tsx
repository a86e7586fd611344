import { formatRubles } from '@softkino/contract/money';
import { BONUS_FORMS, pluralize } from '@softkino/contract/plural';
import { MethodList } from './MethodList';
import { PaymentFrame } from './PaymentFrame';
import { PaymentTimerBanner } from './PaymentTimerBanner';
import type { PurchaseOrder, PurchaseState } from './purchaseMachine';
import { PushkinPanel } from './PushkinPanel';
import { SberPayPanel } from './SberPayPanel';
import { SbpPanel } from './SbpPanel';
import { usePurchaseController } from './usePurchaseController';
import './payment.css';

/**
 * The payment steps (spec section 2): the order and its timer banner, then the step's panel:
 * the method list or, once a card payment started, the bank page in the payment frame
 * (choicePayment); the SBP QR or bank list (sbpPay); the SberPay button (sberpay); the Pushkin
 * card's name form, then the Mir card page (pushkinPay). The PurchaseController pays, polls and
 * ends the payment at expiry or on the frame's message.
 */
export function PaymentPanel({
  state,
  order,
  pushkinWithBonus = false,
}: {
  state: PurchaseState;
  order: PurchaseOrder;
  /** One seat of a film with the Pushkin mark, paid partly with points: the card is not offered. */
  pushkinWithBonus?: boolean;
}) {
  const controller = usePurchaseController();
  const { dispatch } = controller;

  function body() {
    if (state.paymentUrl)
      return (
        <PaymentFrame
          url={state.paymentUrl}
          title={state.step === 'pushkinPay' ? 'Оплата Пушкинской картой' : 'Оплата картой'}
          onMessage={(message) => dispatch({ type: 'frameMessage', message })}
          handleRef={controller.frame}
        />
      );
    switch (state.step) {
      case 'sbpPay':
        return <SbpPanel state={state} order={order} />;
      case 'sberpay':
        return (
          <SberPayPanel
            state={state}
            order={order}
            onOpen={() => dispatch({ type: 'openSberPay' })}
          />
        );
      case 'pushkinPay':
        return (
          <PushkinPanel
            state={state}
            order={order}
            onFio={(value) => dispatch({ type: 'fio', value })}
            onPay={() => dispatch({ type: 'payPushkin' })}
          />
        );
      default:
        return (
          <MethodList
            state={state}
            order={order}
            pushkinWithBonus={pushkinWithBonus}
            onChoose={(method) => dispatch({ type: 'chooseMethod', method })}
            onPay={() => dispatch({ type: 'pay' })}
          />
        );
    }
  }

  return (
    <div
      className={`purchase-panel payment payment--${state.step}${state.paymentUrl ? ' payment--frame' : ''}`}
    >
      <div className="payment__head">
        <p className="payment__order">
          Заказ № {order.number} · {formatRubles(order.amount)}
          {order.bonusPay > 0 && ` и ${pluralize(order.bonusPay, BONUS_FORMS)}`}
        </p>
        {!state.sbpLate && !state.leaving && <PaymentTimerBanner expiresAt={order.expiresAt} />}
      </div>
      {body()}
    </div>
  );
}
