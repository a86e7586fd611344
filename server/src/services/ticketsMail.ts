import { format } from 'date-fns';
import { ru } from 'date-fns/locale';
import { formatRubles } from '@softkino/contract/money';
import { formatPhone, phoneHref } from '@softkino/contract/auth';
import { payMethodMoney } from '@softkino/contract/payment';
import { BONUS_FORMS, TICKET_FORMS, pluralize } from '@softkino/contract/plural';
import { toLocal } from '../lib/time';
import type { MailMessage } from '../providers/mail';
import type { OrderView } from '../repositories/orders';
import { escapeHtml } from '../sandbox/html';
import { sessionDateTime } from './orderViews';
import { qrSvg } from './qrSvg';
import { seatLabel, seatLabels } from '@softkino/contract/seats';

export interface MailSeat {
  id: number;
  row: number;
  place: number;
  price: number;
}

/** '25 ноября 2026, среда, 19:30' on the cinema's wall clock. */
function longDateTime(view: { starts_at: Date; timezone: string }): string {
  const l = toLocal(view.starts_at, view.timezone);
  const day = format(new Date(l.year, l.month - 1, l.day), 'd MMMM yyyy, EEEE', { locale: ru });
  return `${day}, ${String(l.hour).padStart(2, '0')}:${String(l.minute).padStart(2, '0')}`;
}

/**
 * The QR code's side in the letter, px: a phone's screen shows the letter about 340 px wide,
 * and the ticket's words need the rest of it (decision 484). 33 modules at 4 px each still scan
 * from a screen at the door.
 */
const QR_SIZE = 132;
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

/**
 * The e-mail with the tickets of a paid order (plain text and HTML): the film, cinema, address,
 * hall, date and time, one block per ticket with its QR code, the amount, the link that opens
 * the tickets in any browser (docs/decisions/105, 106), and the one that puts the session in
 * the buyer's calendar (decision 481). Tables and inline styles only, as
 * mail clients need.
 */
export function ticketsMail(
  view: OrderView,
  seats: readonly MailSeat[],
  tickets: readonly { seatId: number; code: string }[],
  ticketsUrl: string,
  extra: { receiptUrl?: string; calendarUrl?: string; payMethod?: string } = {},
): MailMessage {
  const when = sessionDateTime(view);
  const longWhen = longDateTime(view);
  const codeOf = new Map(tickets.map((t) => [t.seatId, t.code]));
  const lines = seats.map((s) => ({ ...s, code: codeOf.get(s.id) ?? '' }));
  const subject = `Билеты на «${view.film_name}», ${when}`;
  const count = pluralize(lines.length, TICKET_FORMS);
  // The box office's phone, when the cinema's page names one (decision 483).
  const phone = view.cinema_phone ? formatPhone(view.cinema_phone) : '';

  const text = [
    `Заказ № ${view.number} оплачен: ${count}.`,
    '',
    `${view.film_name} (${view.age})`,
    `Кинотеатр: ${view.cinema_name}`,
    `Адрес: ${view.address}`,
    ...(phone ? [`Телефон кинотеатра: ${phone}`] : []),
    `Зал: ${view.hall_name}`,
    `Начало: ${longWhen}`,
    '',
    ...lines.map(
      (l, i) => `Билет ${i + 1}: ${seatLabel(l)}, ${formatRubles(l.price)} — код ${l.code}`,
    ),
    '',
    ...moneyLines(view, extra.payMethod),
    '',
    `Билеты с QR-кодами: ${ticketsUrl}`,
    ...(extra.calendarUrl
      ? [`Добавить в календарь (напомнит за час до начала): ${extra.calendarUrl}`]
      : []),
    ...(extra.receiptUrl ? [`Кассовый чек: ${extra.receiptUrl}`] : []),
    'Покажите QR-код на входе в зал с экрана телефона, распечатывать не нужно.',
    'Не пересылайте это письмо: по ссылке и кодам можно пройти в зал.',
  ].join('\n');

  const e = escapeHtml;
  const fact = (label: string, value: string) =>
    `<tr><td style="padding:3px 16px 3px 0;color:#6b7180;font-size:13px;white-space:nowrap;vertical-align:top">${e(label)}</td><td style="padding:3px 0;font-size:15px;font-weight:600">${value}</td></tr>`;
  const ticketBlocks = lines
    .map(
      (l, i) => `<tr><td style="padding:0 0 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e3e6ec;border-radius:12px">
<tr><td style="padding:16px;vertical-align:top">
<div style="color:#6b7180;font-size:12px;text-transform:uppercase;letter-spacing:.06em;white-space:nowrap">Билет ${i + 1} из ${lines.length}</div>
<div style="margin:6px 0 2px;font-size:15px;font-weight:700">${e(view.film_name)}</div>
<div style="color:#6b7180;font-size:13px">${e(longWhen)}<br>${e(view.hall_name)}</div>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin-top:12px"><tr>
<td style="padding-right:20px"><div style="color:#6b7180;font-size:11px;text-transform:uppercase">Ряд</div><div style="font-size:26px;font-weight:800">${l.row}</div></td>
<td><div style="color:#6b7180;font-size:11px;text-transform:uppercase">Место</div><div style="font-size:26px;font-weight:800">${l.place}</div></td>
</tr></table>
<div style="margin-top:8px;font-size:15px;font-weight:700">${e(formatRubles(l.price))}</div>
</td>
<td width="${QR_SIZE}" style="padding:12px 12px 12px 0;vertical-align:top;text-align:center">
${qrSvg(l.code, QR_SIZE, `QR-код билета ${l.code}`)}
<div style="margin-top:4px;color:#6b7180;font-family:ui-monospace,Menlo,Consolas,monospace;font-size:11px;word-break:break-all">${e(l.code)}</div>
</td></tr></table>
</td></tr>`,
    )
    .join('\n');

  const html = `<div style="margin:0;padding:24px 12px;background:#f2f3f6;${FONT};color:#14161c">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="padding:18px 24px;background:#14161c;color:#ffffff;font-size:20px;font-weight:800">Софт<span style="color:#ff5a36">Кино</span></td></tr>
<tr><td style="padding:24px 24px 8px">
<h1 style="margin:0 0 6px;font-size:22px">Заказ № ${e(view.number)} оплачен</h1>
<p style="margin:0;color:#454a56;font-size:15px">Спасибо за покупку! Ниже ${e(count === `1 билет` ? 'ваш билет' : 'ваши билеты')}: ${e(count)}. Покажите QR-код на входе в зал с экрана телефона — распечатывать не нужно.</p>
</td></tr>
<tr><td style="padding:16px 24px 8px">
<div style="font-size:20px;font-weight:800">${e(view.film_name)} <span style="color:#6b7180;font-size:14px;font-weight:600">${e(view.age)}</span></div>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin-top:10px">
${fact('Кинотеатр', e(view.cinema_name))}
${fact('Адрес', e(view.address))}
${phone ? fact('Телефон', `<a href="${e(phoneHref(view.cinema_phone ?? ''))}" style="color:#14161c">${e(phone)}</a>`) : ''}
${fact('Зал', e(view.hall_name))}
${fact('Начало', e(longWhen))}
${fact('Места', e(seatLabels(lines)))}
${fact('Сумма', e(formatRubles(view.amount)))}
${
  view.bonus_pay > 0
    ? fact(
        'Оплата',
        e(
          `${formatRubles(view.amount - view.bonus_pay)} ${payMethodMoney(extra.payMethod).by}, ${pluralize(view.bonus_pay, BONUS_FORMS)}`,
        ),
      )
    : ''
}
${view.bonus_add > 0 ? fact('Бонусы', e(`начислено ${pluralize(view.bonus_add, BONUS_FORMS)}`)) : ''}
</table>
</td></tr>
<tr><td style="padding:16px 24px 4px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
${ticketBlocks}
</table>
</td></tr>
<tr><td style="padding:4px 24px 24px">
<a href="${e(ticketsUrl)}" style="display:inline-block;padding:12px 22px;background:#ff5a36;color:#ffffff;border-radius:10px;font-weight:700;font-size:15px;text-decoration:none">Открыть билеты</a>
${
  extra.calendarUrl
    ? `<p style="margin:12px 0 0;font-size:14px"><a href="${e(extra.calendarUrl)}" style="color:#14161c">Добавить в календарь</a> — событие с адресом кинотеатра и напоминанием за час до начала.</p>`
    : ''
}
${
  extra.receiptUrl
    ? `<p style="margin:12px 0 0;font-size:14px"><a href="${e(extra.receiptUrl)}" style="color:#14161c">Кассовый чек</a> — электронный чек об оплате по 54-ФЗ.</p>`
    : ''
}
<p style="margin:12px 0 0;color:#6b7180;font-size:13px">Ссылка открывает билеты с QR-кодами на любом устройстве. Не пересылайте это письмо: по ссылке и кодам можно пройти в зал.</p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e3e6ec;color:#6b7180;font-size:12px">Письмо отправлено на ${e(view.email)}, потому что на этот адрес оформлен заказ в СофтКино.</td></tr>
</table>
</div>`;
  return { to: view.email, subject, text, html, orderId: view.id };
}

/** 'Сумма: …', and the points spent and earned when there are any ('бонусы', decision 448). */
function moneyLines(view: OrderView, payMethod: string | undefined): string[] {
  const lines = [`Сумма: ${formatRubles(view.amount)}`];
  if (view.bonus_pay > 0)
    lines.push(
      `Оплачено: ${pluralize(view.bonus_pay, BONUS_FORMS)}, ${payMethodMoney(payMethod).by}: ${formatRubles(view.amount - view.bonus_pay)}`,
    );
  if (view.bonus_add > 0)
    lines.push(`Начислено на бонусную карту: ${pluralize(view.bonus_add, BONUS_FORMS)}`);
  return lines;
}
