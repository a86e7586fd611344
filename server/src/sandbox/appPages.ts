import { BRAND } from '@softkino/contract/brand';
import { ORDER_EXPIRY_MARGIN_MS } from '@softkino/contract/order';
import type { BankPageOrder } from '../services/payments';
import { mmss, page, summary, type PageBrand } from './bankPage';
import { ANSWERED_AT_JS, escapeHtml } from './html';
import { qrDataUrl } from '../services/qrSvg';

/**
 * The sandbox's stand-ins for the buyer's bank app: the page an SBP QR code (or a bank's deep
 * link) opens, and the SberPay page. Both show the order and approve or decline, as the app
 * would after the buyer confirms. Money moved by the buyer's bank does not wait for our hold,
 * so both still approve after the QR's lifetime ended: that is how a late payment is tried
 * (docs/decisions/179).
 */
export type AppKind = 'sbp' | 'sberpay';

export const APP_BRANDS: Record<AppKind, PageBrand> = {
  sbp: {
    name: 'СБП · Система быстрых платежей',
    subtitle: 'приложение банка · тестовая среда',
    color: '#1d1346',
  },
  sberpay: { name: 'SberPay', subtitle: 'СберБанк Онлайн · тестовая среда', color: '#107f3e' },
};

export function appPagePath(kind: AppKind, token: string): string {
  return `/sandbox/${kind}/${encodeURIComponent(token)}`;
}

/**
 * The QR code of an SBP payment: its page's absolute address, which a phone's camera opens. The
 * SBP panel (pay/'s `qrImage`) and the page itself on a computer show the same one.
 */
export function sbpQrImage(origin: string, token: string): string {
  return qrDataUrl(`${origin}${appPagePath('sbp', token)}`, 240, 'QR-код для оплаты через СБП');
}

/**
 * The SBP link's QR, for a screen with a mouse: a payment link of SBP opened on a computer shows
 * its QR code to scan with the phone (as qr.nspk.ru does), not a bank app there is no way to
 * open on a computer. The #pay popup opens this page for an SBP order found unpaid on a reload;
 * the approval below it is the sandbox's stand-in for the phone's app. A touch screen is the
 * phone itself: the code is hidden there.
 */
function sbpQr(qrImage: string): string {
  return `<style>.qr{margin:4px 0 12px;text-align:center}.qr img{display:block;margin:0 auto 8px}
@media (pointer:coarse){.qr{display:none}}</style><figure class="qr"><img src="${qrImage}" alt="QR-код для оплаты через СБП" width="200" height="200">
<figcaption class="muted">Отсканируйте QR-код камерой телефона или в приложении банка и подтвердите оплату.</figcaption></figure>`;
}

/**
 * The approval page; `remainingMs` is the hold left on the server clock. The QR's (or bill's)
 * lifetime shown is the site's deadline, ORDER_EXPIRY_MARGIN_MS before the hold ends, as on the
 * card page (decision 114): the buyer sees one deadline in the shop and in the bank (411).
 */
export function renderAppPage(
  kind: AppKind,
  token: string,
  order: BankPageOrder,
  remainingMs: number,
  /** The page's own address as a QR image (SBP's); shown on a screen with a mouse. */
  qrImage?: string,
): string {
  const base = appPagePath(kind, token);
  const lifeMs = Math.round(remainingMs - ORDER_EXPIRY_MARGIN_MS);
  const lapsed = `${
    kind === 'sbp' ? 'Срок действия QR-кода истёк' : 'Срок действия счёта истёк'
  }. Тестовая среда всё равно позволяет оплатить: так проверяется оплата, пришедшая с опозданием.`;
  const lifetime =
    lifeMs > 0
      ? `<div class="timer" id="timer" aria-live="polite">${
          kind === 'sbp' ? 'QR-код действует' : 'Счёт действует'
        } ещё <b id="left">${mmss(lifeMs)}</b></div>`
      : `<div class="timer" role="status">${lapsed}</div>`;
  const body = `${kind === 'sbp' && qrImage ? sbpQr(qrImage) : ''}<div class="muted">Получатель: ${escapeHtml(BRAND.legal)}</div>
${summary(order)}
<form method="post" action="${base}/pay" id="approve">
<div class="btns"><button type="submit" class="pay" id="pay">Оплатить</button>
<button type="submit" class="decline" formaction="${base}/decline" id="decline">Отклонить</button></div>
</form>
${lifetime}
<div class="hint">${
    kind === 'sbp'
      ? 'Эта страница заменяет приложение банка, в котором отсканирован QR-код СБП. Деньги не списываются.'
      : 'Эта страница заменяет СберБанк Онлайн, в котором подтверждается оплата SberPay. Деньги не списываются.'
  }</div>`;
  const script =
    lifeMs > 0
      ? `(function(){var end=${ANSWERED_AT_JS}+${lifeMs};var left=document.getElementById('left');
function pad(n){return n<10?'0'+n:''+n}
var id=setInterval(function(){var ms=end-performance.now();if(ms<=0){clearInterval(id);document.getElementById('timer').textContent=${JSON.stringify(lapsed)};return}
var s=Math.ceil(ms/1000);left.textContent=pad(Math.floor(s/60))+':'+pad(s%60)},1000);})();`
      : '';
  return page(
    kind === 'sbp' ? 'Оплата через СБП' : 'Оплата SberPay',
    body,
    script,
    false,
    APP_BRANDS[kind],
  );
}
