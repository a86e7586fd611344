import type { PayData, SbpBank } from '@softkino/contract';
import { formatRubles } from '@softkino/contract/money';
import type { PurchaseOrder, PurchaseState } from './purchaseMachine';
import { devicePlatform, useIsPhone, type MobilePlatform } from './useDevice';

/** The link of a bank's row: its app on iOS or Android, the payment link elsewhere. */
export function bankLink(bank: SbpBank, platform: MobilePlatform, paymentLink: string): string {
  if (platform === 'ios') return bank.iosUrl;
  if (platform === 'android') return bank.androidUrl;
  return paymentLink;
}

/** What the SBP panel says while it waits, and when the bank has answered. */
export function sbpStatusText(state: Pick<PurchaseState, 'leaving' | 'sbpLate'>): string {
  if (state.leaving === 'paid') return 'Оплата получена. Открываем ваш заказ…';
  if (state.leaving === 'expired') return 'Время оплаты истекло, заказ не оплачен.';
  if (state.sbpLate) return 'Время действия QR-кода истекло. Проверяем, поступила ли оплата…';
  return 'Ждём подтверждения от банка. Страница обновится сама после оплаты.';
}

function BankList({ pay, platform }: { pay: PayData; platform: MobilePlatform }) {
  const banks = pay.sbp_banks ?? [];
  return (
    <div className="sbp__banks">
      <p className="payment__label">Выберите банк для оплаты</p>
      <ul className="sbp__bank-list">
        {banks.map((bank) => (
          <li key={bank.bank_name}>
            <a className="sbp__bank" href={bankLink(bank, platform, pay.redirect_url)}>
              <img src={bank.logo_url} alt="" width={40} height={40} className="sbp__logo" />
              <span>{bank.bank_name}</span>
            </a>
          </li>
        ))}
      </ul>
      <a className="sbp__other" href={pay.redirect_url}>
        Другой банк или приложение СБП
      </a>
    </div>
  );
}

function QrCode({ pay, amount }: { pay: PayData; amount: number }) {
  return (
    <figure className="sbp__qr">
      {pay.qrImage && (
        <img
          src={pay.qrImage}
          alt="QR-код для оплаты через СБП"
          width={232}
          height={232}
          className="sbp__qr-image"
        />
      )}
      <figcaption className="sbp__qr-caption">
        <b className="sbp__amount">{formatRubles(amount)}</b>
        <span>
          Отсканируйте QR-код камерой телефона или в приложении банка и подтвердите оплату.
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The SBP panel (spec section 2, Payment panels): the QR code on desktop, the bank list with
 * links into the banks' apps on phones. The PurchaseController polls the order's status.
 */
export function SbpPanel({ state, order }: { state: PurchaseState; order: PurchaseOrder }) {
  const phone = useIsPhone();
  const pay = state.pay;
  if (!pay) return null;
  const waiting = !state.leaving;
  return (
    <div className="sbp">
      {state.sbpLate || state.leaving ? null : phone ? (
        <BankList pay={pay} platform={devicePlatform()} />
      ) : (
        <QrCode pay={pay} amount={order.amount} />
      )}
      <p
        className={`sbp__status${state.leaving === 'paid' ? ' is-paid' : ''}`}
        role="status"
        aria-live="polite"
      >
        {waiting && <span className="spinner sbp__spinner" aria-hidden="true" />}
        {sbpStatusText(state)}
      </p>
    </div>
  );
}
