import type { FastifyPluginAsync } from 'fastify';
import { formatKopecks } from '@softkino/contract/money';
import { BRAND } from '@softkino/contract/brand';
import { findReceiptByFiscalId } from '../repositories/receipts';
import type { ServiceContext } from '../services/context';
import type { ReceiptBody } from '../services/receipts';
import { escapeHtml, NO_ICON } from './html';

const FISCAL_ID = /^[A-Za-z0-9_-]{8,64}$/;
const HTML = 'text/html; charset=utf-8';

const VAT_LABELS: Record<string, string> = {
  none: 'Без НДС',
  vat0: 'НДС 0%',
  vat10: 'НДС 10%',
  vat22: 'НДС 22%',
};
/**
 * The VAT inside a sum at a rate, as a fraction: 22/122 of a price that includes 22 % (the
 * calculated rate of the Tax Code's article 164, part 4).
 */
const VAT_FRACTION: Record<string, readonly [number, number]> = {
  vat10: [10, 110],
  vat22: [22, 122],
};

/**
 * The receipt's totals by rate (54-FZ tags 1102-1105): the VAT at 22 % or 10 %; at 0 % and
 * without VAT, the sum paid at that rate.
 */
const RATE_TOTAL_LABELS: Record<string, string> = {
  none: 'Сумма без НДС',
  vat0: 'Сумма с НДС 0%',
  vat10: 'Сумма НДС 10%',
  vat22: 'Сумма НДС 22%',
};

const STYLE = `*{box-sizing:border-box}body{margin:0;background:#eef1f5;color:#1c2330;
font:14px/1.45 ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace}.r{max-width:380px;margin:24px auto;
background:#fff;padding:20px 18px;box-shadow:0 6px 24px rgba(20,30,60,.12)}h1{font-size:16px;text-align:center;margin:0 0 4px}
.c{text-align:center}.m{color:#5d6778;font-size:12px}.line{border-top:1px dashed #9aa3b2;margin:12px 0}
.row{display:flex;justify-content:space-between;gap:12px}.item{margin:8px 0}.total{font-size:18px;font-weight:700}
.test{background:#fff6e0;border-radius:6px;padding:8px;margin-top:12px;font-size:12px;text-align:center;font-family:system-ui,sans-serif}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">${NO_ICON}
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main class="r">${body}</main></body></html>`;
}

function row(left: string, right: string, cls = ''): string {
  return `<div class="row ${cls}"><span>${escapeHtml(left)}</span><span>${escapeHtml(right)}</span></div>`;
}

/**
 * What a receipt prints for its sum at a rate, in roubles to the kopeck. The VAT is taken once
 * from the receipt's sum at that rate, as a cash register does for tag 1102 (not the lines'
 * rounded VATs added up), and rounded to the nearest kopeck: 330 ₽ at 22 % is 59,51 ₽, and three
 * such tickets 178,52 ₽. The sum is whole kopecks, so the division is the only rounding.
 */
function rateTotal(sum: number, rate: string): number {
  const fraction = VAT_FRACTION[rate];
  if (!fraction) return sum;
  const [part, whole] = fraction;
  return Math.round((Math.round(sum * 100) * part) / whole) / 100;
}

/** A receipt as a buyer sees it on an operator's site: the cash register's paper, on screen. */
export function renderReceipt(kind: string, body: ReceiptBody): string {
  const title = kind === 'income' ? 'Кассовый чек. Приход' : 'Кассовый чек. Возврат прихода';
  const issued = new Date(body.issuedAt);
  // The cash register's clock is the cinema's, as the order page dates the receipt.
  const when = issued.toLocaleString('ru-RU', {
    timeZone: body.cinema.timezone ?? 'Europe/Moscow',
  });
  // Every sum with its kopecks, as a receipt prints it: '330,00 ₽', 'Сумма НДС 22% 59,51 ₽'.
  const sums = new Map<string, number>();
  for (const l of body.lines) sums.set(l.vat, (sums.get(l.vat) ?? 0) + l.sum);
  const items = body.lines
    .map(
      (l, i) => `<div class="item">${i + 1}. ${escapeHtml(l.name)}
${row(`${l.quantity} × ${formatKopecks(l.price)}`, formatKopecks(l.sum))}
<div class="m">Услуга · полный расчет · ${escapeHtml(VAT_LABELS[l.vat] ?? l.vat)}</div></div>`,
    )
    .join('');
  const vat = [...sums]
    .map(([rate, sum]) =>
      row(RATE_TOTAL_LABELS[rate] ?? `Сумма ${rate}`, formatKopecks(rateTotal(sum, rate))),
    )
    .join('');
  const html = `<h1>${escapeHtml(BRAND.name)}</h1>
<div class="c m">${escapeHtml(body.cinema.name)}, ${escapeHtml(body.cinema.address)}</div>
<div class="line"></div><div class="c"><b>${escapeHtml(title)}</b></div>
${row('Заказ', `№ ${body.orderNumber}`)}${row('Дата и время', when)}
<div class="line"></div>${items}<div class="line"></div>
${row('ИТОГО', formatKopecks(body.total), 'total')}
${row(`Безналичными (${body.methodLabel})`, formatKopecks(body.payments.electronic))}
${body.payments.bonus > 0 ? row('Встречным предоставлением (бонусы)', formatKopecks(body.payments.bonus)) : ''}
${vat}<div class="line"></div>
${row('Эл. адрес покупателя', body.customerEmail)}${row('Место расчетов', 'сайт кинотеатра')}
${row('РН ККТ', body.fiscal.registerNumber)}${row('ФН', body.fiscal.fn)}${row('ФД', body.fiscal.fd)}${row('ФП', body.fiscal.fp)}
${row('Сайт ФНС', 'nalog.gov.ru')}
<div class="test">Тестовый чек песочницы: в налоговую службу не передавался.</div>`;
  return page(title, html);
}

/**
 * The sandbox fiscal operator's receipt page (/sandbox/receipt/<fiscal id>), registered by the
 * sandbox receipt provider only when it is the configured one. The id is random, so the page is
 * seen by whoever got the link (the buyer's e-mail and order page), as with real operators.
 */
export const sandboxReceiptRoutes: FastifyPluginAsync<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  app.get<{ Params: { id: string } }>(
    '/sandbox/receipt/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      const id = request.params.id;
      const receipt = FISCAL_ID.test(id) ? await findReceiptByFiscalId(ctx.db, id) : undefined;
      if (!receipt)
        return reply
          .status(404)
          .type(HTML)
          .send(page('Чек не найден', '<h1>Чек не найден</h1><p class="c">Проверьте ссылку.</p>'));
      return reply.type(HTML).send(renderReceipt(receipt.kind, receipt.body as ReceiptBody));
    },
  );
};
