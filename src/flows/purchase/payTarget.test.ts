import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UnpaidOrder } from '@softkino/contract';
import { payTarget } from './payTarget';
import { clearUnpaidMarkers, readPaymentLink, storePaymentLink } from './unpaidMarkers';

const NOW = 1_800_000_000_000;

function order(over: Partial<UnpaidOrder> = {}): UnpaidOrder {
  return {
    id: 77,
    number: 'SK-77',
    session_id: 12,
    movie_name: 'Стальные крылья',
    movie_image: '/static/posters/wings.svg',
    film_link: '/film/wings',
    cinema_name: 'СофтКино Галерея',
    amount: 940,
    places: [{ id: 101, row: 1, place: 7, price: 470 }],
    session_datetime_format: '21.11.2026 20:55',
    expire_date_unix: NOW / 1000 + 300,
    payment_link: '/sandbox/bank/abc',
    ...over,
  };
}

afterEach(() => {
  clearUnpaidMarkers();
  localStorage.clear();
});

/** What #pay shows: the bank page, 'Заказ не оплачен' for a lapsed one, or 'no order'. */
describe('payTarget', () => {
  const now = () => NOW;

  it('pays the stored link while it is live, without asking the server', async () => {
    storePaymentLink({ url: '/sandbox/bank/abc', orderId: 77, expiresAt: NOW + 1000 });
    const fetch = vi.fn(async () => null);
    expect(await payTarget({ fetch, now })).toEqual({
      kind: 'link',
      link: { url: '/sandbox/bank/abc', orderId: 77, expiresAt: NOW + 1000 },
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the payment timed out only for a link that did lapse', async () => {
    storePaymentLink({ url: '/sandbox/bank/abc', orderId: 77, expiresAt: NOW - 1 });
    expect(await payTarget({ fetch: async () => null, now })).toEqual({ kind: 'expired' });
  });

  it('with nothing stored and no unpaid order on the server there is no order to pay', async () => {
    expect(await payTarget({ fetch: async () => null, now })).toEqual({ kind: 'none' });
  });

  it("finds the server's unpaid order when this browser has not stored its link", async () => {
    const target = await payTarget({ fetch: async () => order(), now });
    const link = { url: '/sandbox/bank/abc', orderId: 77, expiresAt: NOW + 290_000 };
    expect(target).toEqual({ kind: 'link', link });
    expect(readPaymentLink()).toEqual(link);
  });

  it('starts the card payment of an unpaid order whose payment was never started', async () => {
    const pay = vi.fn(async () => ({ redirect_url: '/sandbox/bank/new' }));
    const target = await payTarget({
      fetch: async () => order({ payment_link: null }),
      pay,
      now,
    });
    expect(pay).toHaveBeenCalledWith(77);
    expect(target).toMatchObject({ kind: 'link', link: { url: '/sandbox/bank/new', orderId: 77 } });
  });

  it('a failed request is an error to show, not a lapsed payment', async () => {
    const target = await payTarget({ fetch: () => Promise.reject(new TypeError('offline')), now });
    expect(target.kind).toBe('error');
  });
});
