import { ORDER_EXPIRY_MARGIN_MS } from '@softkino/contract/order';
import { PAYMENT_FRAME_MESSAGES } from '@softkino/contract/payment';
import { formatRubles } from '@softkino/contract/money';
import { CARD_FIELD_PROBLEMS, cardProblemField } from '../services/card';
import type { BankPageOrder } from '../services/payments';
import { sessionDateTime } from '../services/orderViews';
import { ANSWERED_AT_JS, escapeHtml, NO_ICON } from './html';
import { seatLabels } from '@softkino/contract/seats';

/**
 * The sandbox bank's pages: server-rendered HTML with a little inline CSS and script, shown in
 * the payment frame. They behave like a 3-D Secure page: a card form, pay and decline, a live
 * countdown of the hold, and a message to the parent window when done.
 */

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:#eef1f5;color:#1c2330}.bank{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;
box-shadow:0 6px 24px rgba(20,30,60,.12);overflow:hidden}.head{background:#0f3d7a;color:#fff;padding:14px 20px;
display:flex;justify-content:space-between;align-items:center}.head b{letter-spacing:.5px}.secure{font-size:12px;opacity:.85}
.body{padding:20px}.sum{font-size:26px;font-weight:700;margin:4px 0 2px}.muted{color:#5d6778;font-size:13px}
label{display:block;font-size:12px;color:#5d6778;margin:14px 0 4px}input{width:100%;padding:10px 12px;border:1px solid #c8cfdb;
border-radius:8px;font-size:16px}input:focus{outline:2px solid #2f6fd6;border-color:#2f6fd6}.row{display:flex;gap:12px}
.row>div{flex:1}.btns{display:flex;gap:12px;margin-top:20px}button,.btn{flex:1;padding:12px;border:0;border-radius:8px;font-size:16px;
cursor:pointer;text-align:center;text-decoration:none}.pay{background:#1c7f46;color:#fff}.decline{background:#e6e9ef;color:#1c2330}
button:disabled{opacity:.5;cursor:default}.error{background:#fdecec;color:#a11d1d;padding:10px 12px;border-radius:8px;margin-top:12px}
.timer{margin-top:14px;padding:8px 12px;border-radius:8px;background:#fff6e0;font-size:13px}.result{text-align:center;padding:12px 0}
.result h1{font-size:22px;margin:8px 0}.hint{font-size:12px;color:#5d6778;margin-top:16px}`;

/** Whose page it is: the header's name, subtitle and colour. */
export interface PageBrand {
  name: string;
  subtitle: string;
  color: string;
}

export const BANK_BRAND: PageBrand = {
  name: 'СофтБанк',
  subtitle: '3-D Secure · тестовая среда',
  color: '#0f3d7a',
};

export const PUSHKIN_BRAND: PageBrand = {
  name: 'Пушкинская карта',
  subtitle: 'карта «Мир» · тестовая среда',
  color: '#1a7c3f',
};

/** The dev outbox's own head: it is the sandbox's, not the bank's (decision 451). */
export const OUTBOX_BRAND: PageBrand = {
  name: 'Песочница',
  subtitle: 'сообщения не уходят адресатам',
  color: '#3b4656',
};

export function page(
  title: string,
  body: string,
  script = '',
  wide = false,
  brand: PageBrand = BANK_BRAND,
): string {
  const width = wide ? '<style>.bank{max-width:760px}</style>' : '';
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">${NO_ICON}<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${width}</head><body><div class="bank"><header class="head" style="background:${brand.color}"><b>${escapeHtml(brand.name)}</b>
<span class="secure">${escapeHtml(brand.subtitle)}</span></header><main class="body">${body}</main></div>
${script ? `<script>${script}</script>` : ''}</body></html>`;
}

export function summary(order: BankPageOrder): string {
  const v = order.view;
  const seats = seatLabels(order.seats);
  return `<div class="muted">Оплата заказа № ${escapeHtml(v.number)}</div>
<div class="sum">${formatRubles(v.amount - v.bonus_pay)}</div>${
    v.bonus_pay > 0
      ? `<div class="muted">Ещё ${v.bonus_pay} ₽ оплачивается бонусами с карты кинотеатра</div>`
      : ''
  }
<div class="muted">${escapeHtml(v.film_name)}, ${escapeHtml(sessionDateTime(v))}<br>
${escapeHtml(v.cinema_name)}, ${escapeHtml(v.hall_name)}: ${escapeHtml(seats)}</div>`;
}

/** Posts a message to the page that holds the frame (same origin), if there is one. */
export function postToParent(message: string): string {
  return `if (window.parent && window.parent !== window) window.parent.postMessage(${JSON.stringify(
    message,
  )}, window.location.origin);`;
}

/**
 * The card form as a bank's page behaves: the number falls into groups of four and the expiry
 * into ММ/ГГ while they are typed (a year written in four digits, as an autofill may, stays
 * ММ/ГГГГ), and 'Оплатить' with an empty field names it in the bank's words (the same the
 * server answers) instead of the browser's own bubble, which speaks the browser's language.
 * 'Отклонить' always goes (its click marks it where the event names no submitter, Safari
 * before 15.4). The server checks everything again.
 */
const CARD_FORM_SCRIPT = `(function(){var form=document.getElementById('card'),error=document.getElementById('error');
var problems=${JSON.stringify(CARD_FIELD_PROBLEMS)};
function digits(v,n){return v.replace(/\\D/g,'').slice(0,n)}
function shape(el,fn){if(!el)return;el.addEventListener('input',function(){var v=fn(el.value);if(v!==el.value)el.value=v})}
shape(document.getElementById('number'),function(v){return digits(v,19).replace(/(\\d{4})(?=\\d)/g,'$1 ')});
shape(document.getElementById('expiry'),function(v){var d=digits(v,6);if(d.slice(2,4)!=='20')d=d.slice(0,4);
return d.length>2?d.slice(0,2)+'/'+d.slice(2):d});
var declining=false;document.getElementById('decline').addEventListener('click',function(){declining=true;
setTimeout(function(){declining=false},0)});
form.addEventListener('submit',function(e){if(declining||(e.submitter&&e.submitter.id==='decline'))return;
var names=['number','expiry','cvc','holder'];for(var i=0;i<names.length;i++){var el=document.getElementById(names[i]);
if(el&&!el.value.trim()){e.preventDefault();error.textContent=problems[names[i]];error.hidden=false;mark(el);el.focus();return}}});
function mark(el){var old=form.querySelector('[aria-invalid]');if(old&&old!==el)unmark(old);el.setAttribute('aria-invalid','true');el.setAttribute('aria-describedby','error')}
function unmark(el){el.removeAttribute('aria-invalid');el.removeAttribute('aria-describedby')}
form.addEventListener('input',function(e){if(e.target.getAttribute('aria-invalid'))unmark(e.target)});})();`;

export interface CardFormValues {
  number: string;
  expiry: string;
  holder: string;
}

export function mmss(ms: number): string {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The card form. `remainingMs` is measured on the server's clock; the page counts it down with
 * the browser's monotonic clock, so a wrong clock on the buyer's device does not matter. The
 * shop ends a payment ORDER_EXPIRY_MARGIN_MS before the hold does (spec section 4), and the
 * page counts down to that same moment in the site's words, so the buyer sees one deadline
 * (docs/decisions/114); the last 10 s of the hold stay as the bank's margin.
 */
export function renderCardForm(
  token: string,
  order: BankPageOrder,
  remainingMs: number,
  error?: string,
  values: CardFormValues = { number: '', expiry: '', holder: '' },
  kind: 'card' | 'pushkin' = 'card',
): string {
  const base = `/sandbox/${kind === 'card' ? 'bank' : 'pushkin'}/${encodeURIComponent(token)}`;
  // The field the server's refusal names is marked for a screen reader, with the refusal as its
  // description, as the page's own check marks an empty one (decision 468). A card of a brand not
  // taken is its number's problem, an expired one its expiry's.
  const wrong = cardProblemField(error);
  const mark = (field: keyof typeof CARD_FIELD_PROBLEMS) =>
    wrong === field ? ' aria-invalid="true" aria-describedby="error"' : '';
  const holder =
    kind === 'card'
      ? `<label for="holder">Владелец карты</label>
<input id="holder"${mark('holder')} name="holder" placeholder="Латиницей, как на карте" autocomplete="cc-name" autocapitalize="characters" spellcheck="false" value="${escapeHtml(values.holder)}" required>`
      : '';
  const hint =
    kind === 'card'
      ? 'Тестовая карта: 4111 1111 1111 1111, любой будущий срок, любой CVC. Деньги не списываются.'
      : 'Принимается только Пушкинская карта «Мир» (номер начинается с 2200–2204). Тестовая карта: 2200 0000 0000 0004, любой будущий срок, любой CVC. Деньги не списываются.';
  const payMs = Math.max(0, Math.round(remainingMs - ORDER_EXPIRY_MARGIN_MS));
  const body = `${summary(order)}
<div class="error" role="alert" id="error"${error ? '' : ' hidden'}>${error ? escapeHtml(error) : ''}</div>
<form method="post" action="${base}/pay" id="card" autocomplete="off" novalidate>
<label for="number">Номер карты</label>
<input id="number"${mark('number')} name="number" inputmode="numeric" autocomplete="cc-number" placeholder="0000 0000 0000 0000" value="${escapeHtml(values.number)}" required>
<div class="row"><div><label for="expiry">Срок действия</label>
<input id="expiry"${mark('expiry')} name="expiry" placeholder="ММ/ГГ" inputmode="numeric" autocomplete="cc-exp" maxlength="7" value="${escapeHtml(values.expiry)}" required></div>
<div><label for="cvc">CVC</label><input id="cvc"${mark('cvc')} name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="3" placeholder="3 цифры" required></div></div>
${holder}
<div class="btns"><button type="submit" class="pay" id="pay">Оплатить</button>
<button type="submit" class="decline" formaction="${base}/decline" formnovalidate id="decline">Отклонить</button></div>
</form>
<div class="timer" id="timer" aria-live="polite">Оплатите заказ в течение <b id="left">${mmss(payMs)}</b></div>
<div class="hint">${hint}</div>`;
  const script = `(function(){var end=${ANSWERED_AT_JS}+${payMs};
var left=document.getElementById('left'),timer=document.getElementById('timer');
function pad(n){return n<10?'0'+n:''+n}
function tick(){var ms=end-performance.now();if(ms<=0){clearInterval(id);timer.textContent='Время ожидания оплаты заказа истекло';
document.getElementById('pay').disabled=true;document.getElementById('decline').disabled=true;${postToParent(
    PAYMENT_FRAME_MESSAGES.timeout,
  )}return}var s=Math.ceil(ms/1000);left.textContent=pad(Math.floor(s/60))+':'+pad(s%60)}
var id=setInterval(tick,1000);tick();})();
${CARD_FORM_SCRIPT}`;
  return kind === 'card'
    ? page('Оплата картой', body, script)
    : page('Оплата Пушкинской картой', body, script, false, PUSHKIN_BRAND);
}

export type BankResult = 'paid' | 'expired' | 'declined' | 'cancelled' | 'refunded';

const RESULTS: Record<BankResult, { title: string; text: string }> = {
  paid: { title: 'Оплата прошла успешно', text: 'Билеты отправлены на вашу почту.' },
  expired: {
    title: 'Заказ не оплачен',
    text: 'Время ожидания оплаты заказа истекло. Деньги не списаны.',
  },
  declined: { title: 'Платёж отклонён', text: 'Деньги не списаны. Можно попробовать ещё раз.' },
  cancelled: { title: 'Заказ отменен', text: 'Оплата этого заказа больше невозможна.' },
  refunded: { title: 'Деньги возвращены', text: 'Платёж вернулся отправителю.' },
};

/** Where the result page links back to and whose page it is. */
export interface ResultOptions {
  /** The payment page's path, for 'Попробовать снова'. */
  pagePath?: string;
  brand?: PageBrand;
  /** Replaces the result's text (a refund's reason, REFUND_TEXTS). */
  text?: string;
  /**
   * A paid result goes back to the order page by itself after this long, as a bank app does
   * with the shop's return address (SberPay, decision 411). The order page's path is the
   * server's own, never an address from the query.
   */
  returnAfterMs?: number;
}

/** The page after pay or decline; it tells the parent window how the payment ended. */
export function renderResult(
  token: string,
  order: BankPageOrder,
  result: BankResult,
  orderUrl: string,
  options: ResultOptions = {},
): string {
  const r = { ...RESULTS[result], ...(options.text ? { text: options.text } : {}) };
  const pagePath = options.pagePath ?? `/sandbox/bank/${encodeURIComponent(token)}`;
  const retry =
    result === 'declined'
      ? `<div class="btns"><a class="btn pay" href="${escapeHtml(pagePath)}">Попробовать снова</a></div>`
      : '';
  const link =
    result === 'paid'
      ? `<div class="btns" id="standalone" hidden><a class="btn pay" href="${escapeHtml(orderUrl)}">Открыть билеты</a></div>`
      : '';
  const returning = result === 'paid' && options.returnAfterMs !== undefined;
  const back = returning ? ` data-return="${escapeHtml(orderUrl)}"` : '';
  const backNote = returning ? `<p class="muted" role="status">Возвращаем вас к заказу…</p>` : '';
  const body = `${summary(order)}<div class="result" data-result="${result}"${back}><h1>${escapeHtml(r.title)}</h1>
<p class="muted">${escapeHtml(r.text)}</p>${backNote}</div>${retry}${link}`;
  let script = '';
  if (result === 'paid')
    script = `${postToParent(PAYMENT_FRAME_MESSAGES.paid)}if(window.parent===window){document.getElementById('standalone').hidden=false}`;
  if (returning)
    script += `setTimeout(function(){location.replace(document.querySelector('[data-return]').getAttribute('data-return'))},${Math.round(options.returnAfterMs ?? 0)});`;
  if (result === 'expired') script = postToParent(PAYMENT_FRAME_MESSAGES.timeout);
  return page(r.title, body, script, false, options.brand);
}

export function renderNotFound(): string {
  return page(
    'Платёж не найден',
    '<div class="result"><h1>Платёж не найден</h1><p class="muted">Ссылка на оплату неверна.</p></div>',
  );
}

export interface OutboxEntry {
  id: number;
  recipient: string;
  subject: string;
  body_html: string | null;
  body_text: string;
  created_at: Date;
  /** The file the message carries (a bug report's screenshot, a résumé), if any. */
  attachment?: { name: string; size: number } | null;
}

/** The file a message carries, as a download link of the outbox (issue 15's submissions). */
function outboxAttachment(e: OutboxEntry): string {
  if (!e.attachment) return '';
  const kb = Math.max(1, Math.round(e.attachment.size / 1024));
  return `<p>Вложение: <a class="outbox-attachment" href="/sandbox/outbox/${e.id}/attachment">${escapeHtml(e.attachment.name)}</a> (${kb} КБ)</p>`;
}

/**
 * When a message went, as a person at the chain's office reads it: Moscow time with the zone
 * named ('01.12.2026, 23:05:09 МСК'), the instant itself kept in the tag for a program.
 */
export function outboxTime(at: Date): string {
  const shown = at.toLocaleString('ru-RU', { timeZone: 'Europe/Moscow' });
  return `<time datetime="${at.toISOString()}">${shown} МСК</time>`;
}

/** What the outbox lists: the mail provider's letters, the SMS provider's codes and calls. */
const OUTBOX_HEADING = 'Отправленные письма, SMS и звонки';
const OUTBOX_TITLE = 'Песочница: отправленные письма, SMS и звонки';

/**
 * The dev outbox: every message the sandbox mail and SMS providers "sent", newest first, under
 * the sandbox's own head and title (decision 451).
 */
export function renderOutbox(entries: OutboxEntry[]): string {
  const items = entries
    .map(
      (e) => `<article style="border-top:1px solid #dde2ea;padding:12px 0">
<div class="muted">${outboxTime(e.created_at)} → ${escapeHtml(e.recipient)}</div>
<h2 style="font-size:17px;margin:4px 0">${escapeHtml(e.subject)}</h2>
${e.body_html ?? `<pre style="white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(e.body_text)}</pre>`}${outboxAttachment(e)}</article>`,
    )
    .join('');
  // SMS codes and flash calls of the sandbox SMS provider are listed here too (issue 5).
  const body = `<h1 style="font-size:20px;margin:0 0 8px">${OUTBOX_HEADING}</h1>
${items || '<p class="muted">Сообщений пока нет.</p>'}`;
  return page(OUTBOX_TITLE, body, '', true, OUTBOX_BRAND);
}
