import { formatRubles } from '@softkino/contract/money';
import type { PurchaseOrder, PurchaseState } from './purchaseMachine';

/**
 * The SberPay button panel (spec section 2, Payment panels): the button opens the SberPay page
 * with the token, return page, amount, shop name and order number the pay call gave.
 */
export function SberPayPanel({
  state,
  order,
  onOpen,
}: {
  state: PurchaseState;
  order: PurchaseOrder;
  onOpen: () => void;
}) {
  const shop = state.pay?.shopName;
  return (
    <div className="sberpay">
      <p className="sberpay__amount">{formatRubles(order.amount)}</p>
      <p className="sberpay__text">
        Подтвердите оплату{shop ? ` в пользу «${shop}»` : ''} в приложении СберБанк Онлайн: кнопка
        откроет страницу СберБанка, после оплаты вы вернётесь к заказу.
      </p>
      <button
        type="button"
        className="sberpay__button"
        onClick={onOpen}
        disabled={!state.pay || state.leaving === 'sberpay'}
        aria-busy={state.leaving === 'sberpay' || undefined}
      >
        <span className="sberpay__logo" aria-hidden="true" />
        <span>Оплатить SberPay</span>
      </button>
      {state.leaving === 'sberpay' && (
        <p className="payment__note" role="status">
          Открываем страницу СберБанка…
        </p>
      )}
    </div>
  );
}
