import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDefaultStore } from 'jotai';
import { UnpaidOrderSchema } from '@softkino/contract';
import { mockFetch } from '../../api/testing/mockFetch';
import { alertsAtom } from '../../ui/popups/alerts';
import { unpaidOrder } from './fixtures';
import { UnpaidOrderView } from './UnpaidPopup';

const ORDER = unpaidOrder();

afterEach(() => vi.unstubAllGlobals());

function view(close = vi.fn(), order = ORDER) {
  render(
    <Router>
      <UnpaidOrderView order={order} expiresAt={Date.now() + 400_000} close={close} />
    </Router>,
  );
  return close;
}

describe('the unpaid-order popup (decision 358)', () => {
  it('is shown an order the contract accepts', () => {
    expect(UnpaidOrderSchema.parse(ORDER)).toEqual(ORDER);
  });

  it('names the points set aside beside the money left to pay', () => {
    view(vi.fn(), unpaidOrder({ amount: 1, bonus_pay: 419 }));
    // The matcher sees the text with its no-break spaces made plain.
    expect(screen.getByText('1 ₽ и 419 бонусов')).toBeVisible();
  });

  it('names only the money when no points were spent (or the server does not say)', () => {
    view(vi.fn(), unpaidOrder({ amount: 330 }));
    expect(screen.getByText('330 ₽')).toBeVisible();
  });

  it("asks 'Отменить?' in place of the order, and 'Нет' comes back to the order", () => {
    const fetchMock = mockFetch({});
    const close = view();
    fireEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    expect(screen.getByRole('heading', { name: 'Отменить?' })).toHaveFocus();
    expect(screen.getByText('Вы действительно хотите отменить заказ?')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Нет' }));
    // The order again, nothing cancelled, the popup still open.
    expect(screen.getByText('ряд 1, место 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Отменить заказ' })).toHaveFocus();
    expect(close).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("cancels the order with 'Да, отменить' and closes", async () => {
    const fetchMock = mockFetch({
      'v1/buy/cancel/': { json: { status: 'success', data: { id: 77, status: 'cancelled' } } },
    });
    const close = view();
    fireEvent.click(screen.getByRole('button', { name: 'Отменить заказ' }));
    fireEvent.click(screen.getByRole('button', { name: 'Да, отменить' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('v1/buy/cancel/?order_id=77');
    // The 'cancelled' alert follows half a second later; it is waited for and cleared here.
    await waitFor(() => expect(getDefaultStore().get(alertsAtom)).toHaveLength(1));
    getDefaultStore().set(alertsAtom, []);
  });
});
