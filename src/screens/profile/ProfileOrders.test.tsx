import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { OrderHistoryItem } from '@softkino/contract';
import { mockFetch } from '../../api/testing/mockFetch';
import { ProfileOrders } from './ProfileOrders';

const ORDER: OrderHistoryItem = {
  id: 7,
  number: 'SK-7',
  status: 'paid',
  created_at: '2026-11-20T10:00:00Z',
  amount: 700,
  bonus_add: 60,
  bonus_pay: 100,
  film: { name: 'Северный ветер', poster: { small: '/static/p.svg' } },
  cinema_name: 'Родина',
  hall: 'Зал 1',
  session_id: 11,
  session_datetime_format: '21.11.2026 10:00',
  // A day from now: the session is still to come.
  starts_at_unix: Math.floor(Date.now() / 1000) + 86_400,
  places: [{ id: 1, row: 3, place: 4, price: 700 }],
};

afterEach(() => vi.unstubAllGlobals());

/** The profile's order list with the server answering `orders`. */
function renderOrders(orders: OrderHistoryItem[]) {
  mockFetch({ 'v2/user/find_user_orders/': { json: { status: 'success', data: orders } } });
  render(
    <Router hook={memoryLocation({ path: '/profile' }).hook}>
      <ProfileOrders />
    </Router>,
  );
}

describe('ProfileOrders', () => {
  it('names points spent and earned with one word in one line, the checkout’s (decision 448)', async () => {
    renderOrders([ORDER]);
    const line = await screen.findByText(/Заказ № SK-7/);
    expect(line.textContent).toContain('(бонусами 100)');
    expect(line.textContent).toContain('+60 бонусов');
    expect(line.textContent).not.toMatch(/балл/);
  });

  it.each([
    ['unpaid', false],
    ['cancelled', true],
  ] as const)(
    'names no points earned on an order that is %s: only a paid one has them',
    async (status, refunded) => {
      renderOrders([{ ...ORDER, status, refunded }]);
      const line = await screen.findByText(/Заказ № SK-7/);
      expect(line.textContent).toContain('(бонусами 100)');
      expect(line.textContent).not.toContain('+60');
    },
  );

  it('tells a refunded order from one cancelled or lapsed before it was paid (decision 411)', async () => {
    renderOrders([
      { ...ORDER, id: 1, number: 'SK-1', status: 'cancelled', refunded: true },
      { ...ORDER, id: 2, number: 'SK-2', status: 'cancelled', refunded: false },
      { ...ORDER, id: 3, number: 'SK-3', status: 'expired', refunded: false },
    ]);
    const card = async (number: string) =>
      (await screen.findByText(new RegExp(`Заказ № ${number}`))).closest('a')!;
    expect((await card('SK-1')).textContent).toContain('Возвращен');
    expect((await card('SK-1')).textContent).toContain('(бонусами 100)');
    // Never paid: its points were only set aside, and went back untouched.
    expect((await card('SK-2')).textContent).toContain('Отменен');
    expect((await card('SK-2')).textContent).not.toContain('бонусами');
    expect((await card('SK-3')).textContent).toContain('Не оплачен');
    expect((await card('SK-3')).textContent).not.toContain('бонусами');
  });

  it("offers a paid order's hall (#my_places) and its page, where it is cancelled", async () => {
    renderOrders([ORDER]);
    const hall = await screen.findByRole('link', { name: 'Посмотреть зал' });
    expect(hall.getAttribute('href')).toBe('#my_places=11');
    expect(screen.getByRole('link', { name: 'Билеты, чеки и возврат' }).getAttribute('href')).toBe(
      '/order/7',
    );
  });

  it('offers no hall once the session has begun, and no return past its deadline (decision 431)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      // A session 31 minutes away (returnable for one more minute) and yesterday's.
      const soon = Math.floor(Date.now() / 1000) + 31 * 60;
      renderOrders([
        { ...ORDER, starts_at_unix: soon },
        { ...ORDER, id: 8, number: 'SK-8', starts_at_unix: soon - 86_400 },
      ]);
      const buttons = () =>
        [...document.querySelectorAll('.order-card__actions a')].map((a) => a.textContent);
      await vi.waitFor(() =>
        expect(buttons()).toEqual(['Посмотреть зал', 'Билеты, чеки и возврат', 'Билеты и чеки']),
      );
      // The deadline passes: no return; the start passes: no hall.
      act(() => vi.advanceTimersByTime(61_000));
      expect(screen.getAllByRole('link', { name: 'Билеты и чеки' })).toHaveLength(2);
      expect(screen.getAllByRole('link', { name: 'Посмотреть зал' })).toHaveLength(1);
      act(() => vi.advanceTimersByTime(30 * 60_000));
      expect(screen.queryByRole('link', { name: 'Посмотреть зал' })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says a paid order's session is on, then over, where it said 'Оплачен' (decision 474)", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const now = Math.floor(Date.now() / 1000);
      // Tonight's session in a minute (a two-hour film), and last week's.
      renderOrders([
        { ...ORDER, starts_at_unix: now + 60, ends_at_unix: now + 60 + 7200 },
        {
          ...ORDER,
          id: 8,
          number: 'SK-8',
          starts_at_unix: now - 7 * 86_400,
          ends_at_unix: now - 7 * 86_400 + 7200,
        },
        {
          ...ORDER,
          id: 9,
          number: 'SK-9',
          status: 'cancelled',
          refunded: true,
          starts_at_unix: now - 86_400,
          ends_at_unix: now - 86_400 + 7200,
        },
      ]);
      const statuses = () =>
        [...document.querySelectorAll('.order-card__status')].map((s) => s.textContent);
      await vi.waitFor(() => expect(statuses()).toEqual(['Оплачен', 'Сеанс прошел', 'Возвращен']));
      act(() => vi.advanceTimersByTime(61_000));
      expect(statuses()).toEqual(['Сеанс идет', 'Сеанс прошел', 'Возвращен']);
      act(() => vi.advanceTimersByTime(7200_000));
      expect(statuses()).toEqual(['Сеанс прошел', 'Сеанс прошел', 'Возвращен']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("without the end (an older server) a paid order says 'Оплачен' as before", async () => {
    renderOrders([{ ...ORDER, starts_at_unix: Math.floor(Date.now() / 1000) - 30 * 86_400 }]);
    expect(await screen.findByText('Оплачен')).toBeInTheDocument();
  });
});
