import { formatRubles } from '@softkino/contract/money';
import type { PurchaseOrder, PurchaseState } from './purchaseMachine';

/**
 * Sber's mark as the bank draws it on its button: a white disc with a green tick. An open ring
 * drawn with gradients read as a loading spinner, and buyers waited for it (decision 411).
 */
function SberMark() {
  return (
    <svg className="sberpay__logo" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="#fff" />
      <path
        d="M6.5 12.5l3.6 3.6 7.4-8.2"
        fill="none"
        stroke="#21a038"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

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
        <SberMark />
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
