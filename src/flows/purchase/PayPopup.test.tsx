import { render } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alertsAtom } from '../../ui/popups/alerts';
import PayPopup from './PayPopup';
import { clearUnpaidMarkers, storePaymentLink } from './unpaidMarkers';

const store = getDefaultStore();

beforeEach(() => {
  store.set(alertsAtom, []);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearUnpaidMarkers();
  localStorage.clear();
});

describe('#pay', () => {
  it("with no order to pay says so and leads to the playbill; it does not say 'timed out'", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"status":"success","data":null}')),
    );
    const close = vi.fn();
    render(<PayPopup param="" close={close} />);
    await vi.waitFor(() => expect(close).toHaveBeenCalled());
    expect(store.get(alertsAtom)).toEqual([
      expect.objectContaining({
        title: 'Нет заказа для оплаты',
        link: { label: 'Перейти в афишу', href: '/afisha' },
      }),
    ]);
  });

  it('a live payment link opens the bank page in a frame panel, its head as wide as the frame', async () => {
    storePaymentLink({ url: '/sandbox/bank/abc', orderId: 77, expiresAt: Date.now() + 60_000 });
    const close = vi.fn();
    const { container } = render(<PayPopup param="" close={close} />);
    await vi.waitFor(() => expect(container.querySelector('iframe')).not.toBeNull());
    // 'payment--frame': not the narrow centred column of the panels without a bank page.
    expect(container.querySelector('.payment')).toHaveClass(
      'payment--frame',
      'payment--standalone',
    );
    expect(container.querySelector('iframe')).toHaveAttribute('src', '/sandbox/bank/abc');
    expect(close).not.toHaveBeenCalled();
  });

  it("a lapsed payment link says 'Заказ не оплачен'", async () => {
    storePaymentLink({ url: '/sandbox/bank/abc', orderId: 77, expiresAt: Date.now() - 1 });
    const close = vi.fn();
    render(<PayPopup param="" close={close} />);
    await vi.waitFor(() => expect(close).toHaveBeenCalled());
    expect(store.get(alertsAtom)).toEqual([expect.objectContaining({ title: 'Заказ не оплачен' })]);
  });
});
