import { POINT_FORMS, pluralize } from '../../../src/lib/plural';
import type { MailMessage } from '../providers/mail';
import type { OrderView } from '../repositories/orders';
import { escapeHtml } from '../sandbox/html';
import { orderPageUrl, sessionDateTime } from './orderViews';

/** The e-mail with the tickets of a paid order (plain text and HTML). */
export function ticketsMail(
  view: OrderView,
  labels: { id: number; row: number; place: number }[],
  tickets: { seatId: number; code: string }[],
): MailMessage {
  const when = sessionDateTime(view);
  const codeOf = new Map(tickets.map((t) => [t.seatId, t.code]));
  const lines = labels.map((l) => ({
    text: `Ряд ${l.row}, место ${l.place}`,
    code: codeOf.get(l.id) ?? '',
  }));
  const subject = `Билеты на «${view.film_name}», ${when}`;
  const text = [
    `Заказ № ${view.number} оплачен.`,
    `${view.film_name} (${view.age})`,
    `${view.cinema_name}, ${view.address}, ${view.hall_name}`,
    `Начало: ${when}`,
    '',
    ...lines.map((l) => `${l.text} — код билета ${l.code}`),
    '',
    ...moneyLines(view),
    `Билеты с QR-кодами: ${orderPageUrl(view.id)}`,
  ].join('\n');
  const html = `<h2>Заказ № ${escapeHtml(view.number)} оплачен</h2>
<p><b>${escapeHtml(view.film_name)}</b> (${escapeHtml(view.age)})<br>
${escapeHtml(view.cinema_name)}, ${escapeHtml(view.address)}, ${escapeHtml(view.hall_name)}<br>
Начало: ${escapeHtml(when)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l.text)} — код билета <code>${escapeHtml(l.code)}</code></li>`).join('')}</ul>
${moneyLines(view)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('\n')}
<p><a href="${escapeHtml(orderPageUrl(view.id))}">Билеты с QR-кодами</a></p>`;
  return { to: view.email, subject, text, html, orderId: view.id };
}

/** 'Сумма: …', and the points spent and earned when there are any. */
function moneyLines(view: OrderView): string[] {
  const lines = [`Сумма: ${view.amount} руб.`];
  if (view.bonus_pay > 0)
    lines.push(
      `Оплачено бонусами: ${pluralize(view.bonus_pay, POINT_FORMS)}, картой: ${view.amount - view.bonus_pay} руб.`,
    );
  if (view.bonus_add > 0)
    lines.push(`Начислено на бонусную карту: ${pluralize(view.bonus_add, POINT_FORMS)}`);
  return lines;
}
