import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UnpaidOrder } from '@softkino/contract';
import { alertsAtom } from '../../ui/popups/alerts';
import { openPopup } from '../../ui/popups/openPopup';
import { registerPopup } from '../../ui/popups/registry';
import { paymentFrameOpened } from './openFrames';
import { checkUnpaidOrder, decideUnpaidOnLoad } from './unpaidOnLoad';
import {
  clearUnpaidMarkers,
  hasUnpaidMarker,
  markUnpaidOrder,
  readPaymentLink,
  readSbpPayment,
  storeSbpPayment,
} from './unpaidMarkers';

const NOW = 1_800_000_000_000;

function unpaid(over: Partial<UnpaidOrder> = {}): UnpaidOrder {
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
    // The hold ends 5 minutes from now: the client ends it 10 s earlier.
    expire_date_unix: NOW / 1000 + 300,
    payment_link: '/sandbox/bank/abc',
    ...over,
  };
}

const store = getDefaultStore();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  store.set(alertsAtom, []);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"status":"success","data":{}}')),
  );
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearUnpaidMarkers();
  localStorage.clear();
});

describe('unpaid order on page load', () => {
  it('the expiry is the server expiry minus 10 s', () => {
    expect(decideUnpaidOnLoad(null)).toEqual({ kind: 'none' });
    expect(decideUnpaidOnLoad(unpaid())).toMatchObject({
      kind: 'unpaid',
      expiresAt: NOW + 290_000,
    });
  });

  it('no unpaid order on the server clears the stored order and payment values', async () => {
    markUnpaidOrder(77);
    const show = vi.fn(() => () => {});
    await checkUnpaidOrder(true, { fetch: async () => null, show });
    expect(hasUnpaidMarker()).toBe(false);
    expect(document.cookie).not.toContain('UNPAID_ORDER=77');
    expect(show).not.toHaveBeenCalled();
  });

  it("an order paid meanwhile (the buyer paid in the bank's app and came back) says 'Заказ оплачен'", async () => {
    markUnpaidOrder(77);
    const asked: number[] = [];
    const show = vi.fn(() => () => {});
    await checkUnpaidOrder(true, {
      fetch: async () => null,
      show,
      statusOf: async (id) => {
        asked.push(id);
        return 'paid';
      },
    });
    expect(asked).toEqual([77]);
    expect(hasUnpaidMarker()).toBe(false);
    expect(show).not.toHaveBeenCalled();
    expect(store.get(alertsAtom)[0]).toMatchObject({
      status: 'success',
      title: 'Заказ оплачен',
      link: { label: 'Посмотреть билеты', href: '/order/77' },
    });
  });

  it('an SBP order paid meanwhile opens its order page 1 s later, as SBP polling does (decision 456)', async () => {
    markUnpaidOrder(77);
    storeSbpPayment({
      orderId: 77,
      orderNumber: 'SK-77',
      callbackUrl: '/order/77',
      expiresAt: NOW + 300_000,
    });
    const opened: string[] = [];
    await checkUnpaidOrder(true, {
      fetch: async () => null,
      statusOf: async () => 'paid',
      navigate: (url) => opened.push(url),
    });
    expect(hasUnpaidMarker()).toBe(false);
    expect(readSbpPayment()).toBeNull();
    expect(store.get(alertsAtom)).toEqual([]);
    expect(opened).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(opened).toEqual(['/order/77']);
  });

  it('an order cancelled or expired meanwhile, or one that cannot be read, says nothing', async () => {
    for (const statusOf of [
      async () => 'cancelled' as const,
      async () => {
        throw new Error('offline');
      },
    ]) {
      markUnpaidOrder(77);
      await checkUnpaidOrder(true, { fetch: async () => null, statusOf });
      expect(hasUnpaidMarker()).toBe(false);
      expect(store.get(alertsAtom)).toEqual([]);
    }
  });

  it('an unpaid order opens the popup and the ticket timeout fires at expiry - 10 s', async () => {
    markUnpaidOrder(77);
    const close = vi.fn();
    const show = vi.fn(() => close);
    await checkUnpaidOrder(true, { fetch: async () => unpaid(), show });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ id: 77 }), NOW + 290_000);
    // The server's bank page is kept for #pay.
    expect(readPaymentLink()).toEqual({
      url: '/sandbox/bank/abc',
      orderId: 77,
      expiresAt: NOW + 290_000,
    });

    vi.advanceTimersByTime(289_999);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(1);
    expect(hasUnpaidMarker()).toBe(false);
    expect(store.get(alertsAtom)).toEqual([expect.objectContaining({ title: 'Заказ не оплачен' })]);
    // The timed-out order is cancelled on the server.
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toContain('buy/cancel/?order_id=77');
  });

  it('an order paid or cancelled meanwhile, or a payment frame that is open, gets no second timeout', async () => {
    markUnpaidOrder(77);
    await checkUnpaidOrder(true, { fetch: async () => unpaid(), show: () => () => {} });
    clearUnpaidMarkers();
    vi.advanceTimersByTime(300_000);
    expect(store.get(alertsAtom)).toEqual([]);

    markUnpaidOrder(77);
    const closeFrame = paymentFrameOpened();
    await checkUnpaidOrder(true, { fetch: async () => unpaid(), show: () => () => {} });
    vi.advanceTimersByTime(300_000);
    expect(store.get(alertsAtom)).toEqual([]);
    closeFrame();
  });

  it('without the popup (a choice is being restored) the timer still runs', async () => {
    markUnpaidOrder(77);
    const show = vi.fn(() => () => {});
    await checkUnpaidOrder(false, { fetch: async () => unpaid(), show });
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(290_000);
    expect(store.get(alertsAtom)).toHaveLength(1);
  });

  it('a failed request changes nothing', async () => {
    markUnpaidOrder(77);
    const show = vi.fn(() => () => {});
    const stop = await checkUnpaidOrder(true, {
      fetch: () => Promise.reject(new TypeError('offline')),
      show,
    });
    stop();
    expect(hasUnpaidMarker()).toBe(true);
    expect(show).not.toHaveBeenCalled();
  });

  describe('one popup owns the screen (docs/decisions/112)', () => {
    beforeEach(() => {
      const none = () => null;
      registerPopup('buy', { label: 'Покупка билетов', component: none });
      registerPopup('pay', { label: 'Оплата заказа', component: none });
      registerPopup('buy-cancel', { label: 'Отмена заказа', component: none });
    });

    it.each(['#buy-cancel=77', '#buy=12', '#pay'])(
      'a popup anchor in the address on load (%s) wins: the unpaid popup stays closed',
      async (hash) => {
        window.history.replaceState(null, '', `/afisha${hash}`);
        markUnpaidOrder(77);
        const show = vi.fn(() => () => {});
        await checkUnpaidOrder(true, { fetch: async () => unpaid(), show });
        expect(show).not.toHaveBeenCalled();
        // The markers and the expiry timer are kept all the same.
        expect(hasUnpaidMarker()).toBe(true);
        vi.advanceTimersByTime(290_000);
        expect(store.get(alertsAtom)).toHaveLength(1);
      },
    );

    it('an anchor that is not a popup (#top) does not keep the unpaid popup closed', async () => {
      window.history.replaceState(null, '', '/afisha#top');
      markUnpaidOrder(77);
      const show = vi.fn(() => () => {});
      await checkUnpaidOrder(true, { fetch: async () => unpaid(), show });
      expect(show).toHaveBeenCalledTimes(1);
    });

    it('an anchor popup opened later closes the unpaid popup instead of stacking on it', async () => {
      markUnpaidOrder(77);
      const close = vi.fn();
      await checkUnpaidOrder(true, { fetch: async () => unpaid(), show: () => close });
      await Promise.resolve();
      expect(close).not.toHaveBeenCalled();
      openPopup('buy-cancel', 77);
      expect(close).toHaveBeenCalledTimes(1);
    });

    it('an anchor popup opened while the popup’s code loads closes it as it comes', async () => {
      markUnpaidOrder(77);
      const close = vi.fn();
      let loaded = (_close: () => void) => {};
      const show = () => new Promise<() => void>((resolve) => (loaded = resolve));
      await checkUnpaidOrder(true, { fetch: async () => unpaid(), show });
      openPopup('buy', 12);
      loaded(close);
      await Promise.resolve();
      await Promise.resolve();
      expect(close).toHaveBeenCalledTimes(1);
    });
  });
});
