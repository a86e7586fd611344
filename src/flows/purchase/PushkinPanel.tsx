import { isPushkinFio, PAYMENT_MESSAGES, pushkinFioOf } from '@softkino/contract';
import { SubmitButton, TextField } from '../../ui/form';
import { buyLabel } from './paymentMethods';
import type { PurchaseOrder, PurchaseState } from './purchaseMachine';

/**
 * The Pushkin-card panel (spec section 2, Payment panels; section 5, Pushkin card): the full
 * name as in the passport, the buy button disabled until it is three words of letters; then the
 * Mir card page in the payment frame (PaymentPanel shows it).
 */
export function PushkinPanel({
  state,
  order,
  onFio,
  onPay,
}: {
  state: PurchaseState;
  order: PurchaseOrder;
  onFio: (value: string) => void;
  onPay: () => void;
}) {
  const valid = isPushkinFio(pushkinFioOf(state.fio));
  return (
    <form
      className="pushkin"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onPay();
      }}
    >
      <p className="pushkin__text">
        Пушкинской картой оплачивается один билет. Укажите данные владельца карты — их проверят на
        входе вместе с документом.
      </p>
      <TextField
        label="ФИО как в паспорте"
        name="fio"
        autoComplete="name"
        autoCapitalize="words"
        spellCheck={false}
        value={state.fio}
        hint={PAYMENT_MESSAGES.pushkinFio}
        onChange={(event) => onFio(event.target.value)}
        required
      />
      <SubmitButton
        disabled={!valid}
        loading={state.busy === 'pay'}
        className="payment__buy-button payment__buy-button--pushkin_card"
      >
        {buyLabel('pushkin_card', order.amount)}
      </SubmitButton>
      {state.error && (
        <p className="purchase__error" role="alert">
          {state.error}
        </p>
      )}
    </form>
  );
}
