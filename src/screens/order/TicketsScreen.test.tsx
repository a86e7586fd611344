import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { formatRubles } from '@softkino/contract/money';
import { TICKET_LINK_INVALID, type TicketsView } from '@softkino/contract/tickets';
import { mockFetch } from '../../api/testing/mockFetch';
import { TicketsScreen } from './TicketsScreen';

const TOKEN = 'Ab0_-'.repeat(8) + 'xyz';

/** A session `fromNow` seconds away (negative: begun), 100 minutes long. */
function sessionAt(fromNow: number) {
  const starts = Math.floor(Date.now() / 1000) + fromNow;
  return { starts_at_unix: starts, ends_at_unix: starts + 100 * 60 };
}

function paidView(): TicketsView {
  return {
    ...sessionAt(2 * 86_400),
    number: '100008',
    film: {
      name: 'Северный ветер',
      age: '12+',
      url: '/film/veter',
      poster: { small: '/static/p.svg', desktop: '/static/d.svg' },
    },
    cinema: {
      name: 'Родина',
      address: 'ул. Ленина, 1',
      phone: '73512000101',
      url: '/cinema/rodina',
      timezone: 'Europe/Moscow',
    },
    hall: 'Зал 1',
    date: '21.11.2026',
    time: '19:00',
    amount: 840,
    tickets: [
      { id: 1, row: 3, place: 4, price: 420, code: 'ABC123' },
      { id: 2, row: 3, place: 5, price: 420, code: 'ABC124' },
    ],
    cancelled: null,
  };
}

/** The walk's order 100008: two seats, 480 points and 360 ₽ by card, refunded. */
function refundedView(): TicketsView {
  return {
    ...paidView(),
    tickets: [],
    cancelled: {
      refund: 360,
      bonus_returned: 480,
      bonus_taken: 36,
      pay_method: 'card',
      bonus_pay: 480,
    },
  };
}

function renderLink(token = TOKEN) {
  return render(
    <Router hook={memoryLocation({ path: `/tickets/${token}` }).hook}>
      <Route path="/tickets/:token" component={TicketsScreen} />
    </Router>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("TicketsScreen: the tickets e-mail's link", () => {
  it('shows the tickets of a paid order', async () => {
    mockFetch({ 'v1/tickets/': { json: { status: 'success', data: paidView() } } });
    renderLink();
    const list = await screen.findByRole('list', { name: 'Билеты' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Заказ отменен')).toBeNull();
    // The box office's phone, to dial (decision 483).
    expect(screen.getByRole('link', { name: /\+7 \(351\) 200-01-01/ }).getAttribute('href')).toBe(
      'tel:+73512000101',
    );
    // The session for the calendar, by the same link (decision 480).
    expect(screen.getByRole('link', { name: 'Добавить в календарь' }).getAttribute('href')).toBe(
      `/local/php_interface/api/v1/tickets/calendar/?token=${TOKEN}`,
    );
  });

  it('says the session is on, then over, as the order page does, and offers the calendar only before it (decision 482)', async () => {
    for (const [fromNow, status] of [
      [-10 * 60, 'Сеанс идет'],
      [-3 * 3600, 'Сеанс прошел'],
    ] as const) {
      mockFetch({
        'v1/tickets/': {
          json: { status: 'success', data: { ...paidView(), ...sessionAt(fromNow) } },
        },
      });
      const { unmount } = renderLink();
      await screen.findByRole('list', { name: 'Билеты' });
      expect(screen.getByText(status)).toBeTruthy();
      expect(screen.queryByText('Оплачен')).toBeNull();
      expect(screen.queryByRole('link', { name: 'Добавить в календарь' })).toBeNull();
      unmount();
    }
    mockFetch({ 'v1/tickets/': { json: { status: 'success', data: paidView() } } });
    renderLink();
    await screen.findByRole('list', { name: 'Билеты' });
    expect(screen.getByText('Оплачен')).toBeTruthy();
  });

  it('from a server without the session times or the phone: Оплачен, the calendar, no phone', async () => {
    const { starts_at_unix: _s, ends_at_unix: _e, ...older } = paidView();
    const { phone: _p, ...cinema } = older.cinema;
    mockFetch({ 'v1/tickets/': { json: { status: 'success', data: { ...older, cinema } } } });
    renderLink();
    await screen.findByRole('list', { name: 'Билеты' });
    expect(screen.getByText('Оплачен')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Добавить в календарь' })).toBeTruthy();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });

  it('says a refunded order was cancelled and what came back, not that the link is broken (decision 461)', async () => {
    mockFetch({ 'v1/tickets/': { json: { status: 'success', data: refundedView() } } });
    renderLink();
    const title = await screen.findByRole('heading', { name: 'Заказ отменен' });
    const box = screen.getByRole('status');
    expect(box.contains(title)).toBe(true);
    // The same lines as the order page's box.
    expect(
      within(box)
        .getAllByText(/\.$/)
        .map((p) => p.textContent),
    ).toEqual([
      `Возвращено на карту: ${formatRubles(360)}.`,
      'На бонусный счет вернулось 480 бонусов.',
      'Начисленные за заказ бонусы списаны: 36 бонусов.',
    ]);
    // Which order: the film and the session.
    expect(screen.getByRole('heading', { name: /Северный ветер/ })).toBeTruthy();
    expect(screen.getByText(/21\.11\.2026, 19:00/)).toBeTruthy();
    expect(screen.getByText('Возвращен')).toBeTruthy();
    expect(screen.getByText('Заказ возвращен: его билеты больше не действуют.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Билеты' })).toBeNull();
    expect(screen.queryByText(/недействительна/)).toBeNull();
    expect(document.title).toContain('100008');
  });

  it("keeps 'Ссылка на билеты недействительна' for an unknown or garbled link", async () => {
    mockFetch({
      'v1/tickets/': {
        status: 404,
        json: { status: 'error', errors: { code: 404, message: TICKET_LINK_INVALID } },
      },
    });
    const unknown = renderLink();
    expect(
      await screen.findByRole('heading', { name: 'Ссылка на билеты недействительна' }),
    ).toBeTruthy();
    // Where to find the whole link, in words that read (decision 473: 'целиком' stood apart).
    expect(
      screen.getByText(/Откройте билеты по полной ссылке из последнего письма о заказе/),
    ).toBeTruthy();
    expect(screen.queryByText('Заказ отменен')).toBeNull();
    unknown.unmount();
    renderLink('abc');
    expect(screen.getByRole('heading', { name: 'Ссылка на билеты недействительна' })).toBeTruthy();
  });
});
