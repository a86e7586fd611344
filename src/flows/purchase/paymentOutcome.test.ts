import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertsAtom } from '../../ui/popups/alerts';
import { finishPaid, finishTimeout, readFrameMessage } from './paymentOutcome';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readFrameMessage', () => {
  const frame = {} as Window;
  const origin = 'https://kino.example';

  it("reads 'close' as paid and 'ticketTimeout' as timeout from the frame", () => {
    expect(readFrameMessage({ origin, source: frame, data: 'close' }, frame, origin)).toBe('paid');
    expect(readFrameMessage({ origin, source: frame, data: 'ticketTimeout' }, frame, origin)).toBe(
      'timeout',
    );
  });

  it('ignores other origins, other windows and other data', () => {
    expect(
      readFrameMessage({ origin: 'https://evil', source: frame, data: 'close' }, frame, origin),
    ).toBeNull();
    expect(
      readFrameMessage({ origin, source: {} as Window, data: 'close' }, frame, origin),
    ).toBeNull();
    expect(readFrameMessage({ origin, source: frame, data: 'other' }, frame, origin)).toBeNull();
    expect(readFrameMessage({ origin, source: frame, data: 'close' }, null, origin)).toBeNull();
  });
});

describe('alerts', () => {
  it('the paid and timeout popups carry the spec texts', () => {
    const store = getDefaultStore();
    store.set(alertsAtom, []);
    finishPaid(77);
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    finishTimeout(77);
    // The timed-out order is cancelled so its seats are free at once.
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toContain('buy/cancel/?order_id=77');
    const [paid, timeout] = store.get(alertsAtom);
    expect(paid).toMatchObject({
      title: 'Заказ оплачен',
      text: 'Посмотреть свои билеты вы можете в профиле',
      link: { href: '/order/77' },
    });
    expect(timeout).toMatchObject({
      title: 'Заказ не оплачен',
      text: 'Время ожидания оплаты заказа истекло',
      link: { href: '/afisha' },
    });
  });
});
