import { describe, expect, it } from 'vitest';
import type { OrderView } from '../src/repositories/orders';
import { renderCardForm } from '../src/sandbox/bankPage';
import type { BankPageOrder } from '../src/services/payments';

function order(): BankPageOrder {
  const view = {
    number: 'SK-77',
    amount: 940,
    bonus_pay: 0,
    film_name: 'Стальные крылья',
    cinema_name: 'СофтКино Галерея',
    hall_name: 'Зал 1',
    starts_at: new Date('2026-11-25T14:00:00Z'),
    timezone: 'Asia/Yekaterinburg',
  } as OrderView;
  return { view, status: 'pending' as BankPageOrder['status'], seats: [{ row: 1, place: 7 }] };
}

/**
 * The bank page and the site show one deadline: the site ends the payment 10 s before the
 * server's hold ends (spec section 4), so the bank page counts down to the same moment, in the
 * site's words, instead of showing a clock 10 s ahead of the site's.
 */
describe('sandbox bank page countdown', () => {
  it('shows the time left as the site does: the hold minus 10 s', () => {
    const html = renderCardForm('tok', order(), 300_000);
    expect(html).toContain('Оплатите заказ в течение <b id="left">04:50</b>');
    expect(html).not.toContain('Бронь действует');
  });

  it('never shows a negative time', () => {
    expect(renderCardForm('tok', order(), 4_000)).toContain('<b id="left">00:00</b>');
  });
});
