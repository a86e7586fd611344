import { describe, expect, it } from 'vitest';
import type { OrderView } from '../src/repositories/orders';
import { ticketsMail } from '../src/services/ticketsMail';

/** The fields the e-mail reads of an order's view; the rest do not matter here. */
const VIEW = {
  id: 7,
  number: '100007',
  film_name: 'Северный ветер',
  age: '12+',
  cinema_name: 'СофтКино Галерея',
  address: 'ул. Победы, 1',
  hall_name: 'Зал 1',
  starts_at: new Date('2026-11-25T14:30:00Z'),
  timezone: 'Asia/Yekaterinburg',
  amount: 660,
  bonus_pay: 500,
  bonus_add: 0,
  email: 'buyer@example.ru',
  cinema_phone: '73512000101',
} as unknown as OrderView;

function mail(payMethod?: string) {
  return ticketsMail(
    VIEW,
    [{ id: 1, row: 3, place: 4, price: 660 }] as never,
    [{ seatId: 1, code: 'SK7-3-4' }],
    'https://kino.example/tickets/x',
    payMethod === undefined ? {} : { payMethod },
  );
}

describe('the tickets e-mail names the money by what paid it (decision 355)', () => {
  it('says SBP in the text and in the HTML for an order paid through SBP', () => {
    const { text, html } = mail('sbp');
    expect(text).toMatch(/Оплачено: 500 бонусов, через СБП: 160\u00a0₽/);
    expect(html).toContain('160\u00a0₽ через СБП, 500 бонусов');
    expect(`${text}${html}`).not.toContain('картой');
  });

  it('calls the points бонусы, as the checkout does, spent and earned (decision 448)', () => {
    const { text, html } = ticketsMail(
      { ...VIEW, bonus_add: 16 } as OrderView,
      [{ id: 1, row: 3, place: 4, price: 660 }] as never,
      [{ seatId: 1, code: 'SK7-3-4' }],
      'https://kino.example/tickets/x',
      { payMethod: 'card' },
    );
    expect(text).toContain('Начислено на бонусную карту: 16 бонусов');
    expect(html).toContain('начислено 16 бонусов');
    expect(`${text}${html}`).not.toMatch(/балл/i);
  });

  it('says the card for a card, and no instrument when the method is not known', () => {
    expect(mail('card').text).toContain('картой: 160');
    expect(mail('card').html).toContain('160\u00a0₽ картой');
    expect(mail().text).toContain('деньгами: 160');
  });
});

describe("the tickets e-mail names the cinema's phone (decision 483)", () => {
  it('writes it as a Russian reads it and dials it from the HTML', () => {
    const { text, html } = mail('card');
    expect(text).toContain('Адрес: ул. Победы, 1\nТелефон кинотеатра: +7 (351) 200-01-01\n');
    expect(html).toContain(
      '<a href="tel:+73512000101" style="color:#14161c">+7 (351) 200-01-01</a>',
    );
  });

  it('leaves the line out when the cinema names no phone', () => {
    const { text, html } = ticketsMail(
      { ...VIEW, cinema_phone: null } as OrderView,
      [{ id: 1, row: 3, place: 4, price: 660 }] as never,
      [{ seatId: 1, code: 'SK7-3-4' }],
      'https://kino.example/tickets/x',
    );
    expect(`${text}${html}`).not.toContain('Телефон');
    expect(html).not.toContain('tel:');
  });
});
