import { describe, expect, it } from 'vitest';
import { renderReceipt } from '../src/sandbox/receiptPage';
import type { ReceiptBody } from '../src/services/receipts';

function body(
  timezone?: string,
  prices: number[] = [450],
  vat: ReceiptBody['lines'][number]['vat'] = 'vat22',
): ReceiptBody {
  const total = prices.reduce((sum, price) => sum + price, 0);
  return {
    kind: 'income',
    idempotencyKey: 'income:1:0',
    orderNumber: '100008',
    customerEmail: 'buyer@example.ru',
    lines: prices.map((price) => ({
      name: 'Билет в кино',
      price,
      quantity: 1,
      sum: price,
      vat,
    })),
    total,
    payments: { electronic: total, bonus: 0 },
    methodLabel: 'СБП',
    issuedAt: '2026-11-28T18:28:47.000Z',
    fiscal: { fn: '9999078900001234', fd: '1', fp: '123', registerNumber: '0000000001' },
    cinema: { name: 'СофтКино Галерея', address: 'Челябинск', ...(timezone ? { timezone } : {}) },
  };
}

/**
 * A receipt is printed in the time of the cinema that sold the ticket, as the order page shows
 * it (the walk saw 21:28 on the receipt of a Chelyabinsk order the page dated 23:28).
 */
describe('sandbox receipt page', () => {
  it('prints the time of issue in the cinema’s zone', () => {
    expect(renderReceipt('income', body('Asia/Yekaterinburg'))).toContain('28.11.2026, 23:28:47');
  });

  it('a receipt stored without the zone keeps Moscow time', () => {
    expect(renderReceipt('income', body())).toContain('28.11.2026, 21:28:47');
  });
});

/** The receipt's text as a buyer reads it: tags gone, one space for any run of spaces. */
function text(html: string): string {
  return html
    .replace(/<style>[^<]*<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A fiscal receipt prints its sums in roubles and kopecks: the walk saw 'Сумма НДС 22% 60 ₽' on
 * a 330 ₽ order, whose VAT is 330 × 22/122 = 59,508… ₽, 59,51 ₽ (decision 451).
 */
describe('sandbox receipt sums', () => {
  it('prints the VAT in kopecks, rounded to the nearest kopeck', () => {
    const page = text(renderReceipt('income', body(undefined, [330])));
    expect(page).toContain('Сумма НДС 22% 59,51 ₽');
    expect(page).not.toContain('60 ₽');
  });

  it('every sum has its kopecks: the lines, the total and the payments', () => {
    const page = text(renderReceipt('income', body(undefined, [330])));
    expect(page).toContain('1 × 330,00 ₽ 330,00 ₽');
    expect(page).toContain('ИТОГО 330,00 ₽');
    expect(page).toContain('Безналичными (СБП) 330,00 ₽');
    // No sum printed in whole roubles is left beside them.
    expect(page.match(/\d ₽/g)?.length).toBe(page.match(/\d,\d\d ₽/g)?.length);
  });

  it('takes the VAT of a rate from the receipt’s sum at that rate, as a cash register does', () => {
    // Three tickets of 330 ₽: 990 × 22/122 = 178,52 ₽, not three times 59,51 ₽ (178,53 ₽).
    expect(text(renderReceipt('income', body(undefined, [330, 330, 330])))).toContain(
      'Сумма НДС 22% 178,52 ₽',
    );
    // 450 ₽: 81,147… ₽; 1 250 ₽ (a no-break space groups the thousands): 225,409… ₽.
    expect(text(renderReceipt('income', body()))).toContain('Сумма НДС 22% 81,15 ₽');
    expect(
      text(renderReceipt('income', body(undefined, [1250]))).replace(/\u00a0/g, ' '),
    ).toContain('ИТОГО 1 250,00 ₽');
    expect(text(renderReceipt('income', body(undefined, [1250])))).toContain(
      'Сумма НДС 22% 225,41 ₽',
    );
  });

  it('at 0 % and without VAT prints the sum paid at that rate, as tags 1104 and 1105 are', () => {
    // A film with a national film certificate is sold without VAT (decision 172).
    const without = text(renderReceipt('income', body(undefined, [330], 'none')));
    expect(without).toContain('Услуга · полный расчет · Без НДС');
    expect(without).toContain('Сумма без НДС 330,00 ₽');
    expect(text(renderReceipt('income', body(undefined, [330], 'vat0')))).toContain(
      'Сумма с НДС 0% 330,00 ₽',
    );
    expect(text(renderReceipt('income', body(undefined, [330], 'vat10')))).toContain(
      'Сумма НДС 10% 30,00 ₽',
    );
  });
});
