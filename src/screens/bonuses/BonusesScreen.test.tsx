import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BonusHistoryItem } from '@softkino/contract/card';
import type { User } from '@softkino/contract/user';
import { mockFetch } from '../../api/testing/mockFetch';
import { userFixture } from '../../api/testing/userFixture';
import { BonusesScreen } from './BonusesScreen';

const SLOW = { timeout: 5000 };

function item(id: number): BonusHistoryItem {
  return {
    id,
    film: { name: `Фильм ${id}`, poster: { small: `/p/${id}.svg` } },
    created_at: '2026-11-20T10:00:00+05:00',
    timezone: 'Asia/Yekaterinburg',
    number: `SK-${id}`,
    amount: { total: 1000, bonus_add: 100 + id, bonus_pay: 0 },
  };
}

const VIRTUAL = {
  number: '2990000000019',
  virtual: true,
  movie: { percents: 0.15 },
  spend: 12500,
  status: 'live' as const,
};
const PRINTED = { ...VIRTUAL, number: '2990001000018', virtual: false };

function serve(user: User) {
  return mockFetch({
    'v2/user/': { json: { status: 'success', data: user } },
    'v2/user/bonus/history/': (url) =>
      url.searchParams.get('last-id') === '3'
        ? { json: { status: 'success', data: { items: [item(2), item(1)], more: false } } }
        : { json: { status: 'success', data: { items: [item(5), item(4), item(3)], more: true } } },
  });
}

function renderPage() {
  return render(
    <Router hook={memoryLocation({ path: '/profile/bonuses/' }).hook}>
      <BonusesScreen />
    </Router>,
  );
}

const region = (id: number | null) => ({ region_id: id, cards: [] });

beforeEach(() => {
  localStorage.setItem('USER_ID', '42');
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/profile/bonuses/', () => {
  it('sends a guest to /login, asking the server nothing', async () => {
    localStorage.clear();
    const fetchMock = serve(userFixture());
    const location = memoryLocation({ path: '/profile/bonuses/', record: true });
    render(
      <Router hook={location.hook}>
        <BonusesScreen />
      </Router>,
    );
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the card, the percent on the tier slider and the history 3 at a time', async () => {
    serve(userFixture({ card: VIRTUAL, balance: 420, user_rest: region(1) }));
    renderPage();
    const meter = await screen.findByRole('meter', {}, SLOW);
    expect(meter).toHaveAttribute('aria-valuenow', '12500');
    expect(meter).toHaveAttribute(
      'aria-valuetext',
      '15\u00a0%; до 20\u00a0% осталось 7\u00a0500\u00a0₽',
    );
    expect(screen.getByText('2 990000 000019')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Привязать пластиковую карту' })).toHaveAttribute(
      'href',
      '#card-activate',
    );
    const history = screen.getByRole('region', { name: 'История начислений' });
    expect(await within(history).findAllByRole('listitem', {}, SLOW)).toHaveLength(3);
    fireEvent.click(within(history).getByRole('button', { name: 'Показать еще' }));
    expect(await within(history).findByText('Фильм 1', {}, SLOW)).toBeInTheDocument();
    expect(within(history).getAllByRole('listitem')).toHaveLength(5);
    expect(within(history).queryByRole('button', { name: 'Показать еще' })).toBeNull();
  });

  it("'Показать еще' pressed with Enter on the last page: the focus goes to the first new item, not to <body>", async () => {
    serve(userFixture({ card: VIRTUAL, user_rest: region(1) }));
    renderPage();
    const history = await screen.findByRole('region', { name: 'История начислений' }, SLOW);
    expect(await within(history).findAllByRole('listitem', {}, SLOW)).toHaveLength(3);
    within(history).getByRole('button', { name: 'Показать еще' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(history).findByText('Фильм 2', {}, SLOW)).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'Показать еще' })).toBeNull();
    // The button left with the last page: the keyboard goes on from what it brought.
    await waitFor(() => expect(within(history).getAllByRole('listitem')[3]).toHaveFocus());
    expect(within(history).getAllByRole('listitem')[3]).toHaveTextContent('Фильм 2');
  });

  it("'Показать еще' with more pages to come keeps the focus", async () => {
    mockFetch({
      'v2/user/': {
        json: { status: 'success', data: userFixture({ card: VIRTUAL, user_rest: region(1) }) },
      },
      'v2/user/bonus/history/': (url) => {
        const last = Number(url.searchParams.get('last-id') ?? '10');
        const items = [last - 1, last - 2, last - 3].map(item);
        return { json: { status: 'success', data: { items, more: true } } };
      },
    });
    renderPage();
    const history = await screen.findByRole('region', { name: 'История начислений' }, SLOW);
    expect(await within(history).findAllByRole('listitem', {}, SLOW)).toHaveLength(3);
    const more = within(history).getByRole('button', { name: 'Показать еще' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(6));
    expect(more).toHaveFocus();
  });

  it('region 5 shows only the app banner', async () => {
    serve(userFixture({ card: VIRTUAL, user_rest: region(5) }));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Бонусы — в приложении СофтКино' }, {}),
    ).toBeInTheDocument();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByText('История начислений')).toBeNull();
    expect(screen.queryByText('2 990000 000019')).toBeNull();
    expect(screen.queryByRole('link', { name: /Привязать/ })).toBeNull();
  });

  it('a virtual card hides the bind button in region 6; a printed card has none', async () => {
    serve(userFixture({ card: VIRTUAL, user_rest: region(6) }));
    const six = renderPage();
    await screen.findByRole('meter', {}, SLOW);
    expect(screen.queryByRole('link', { name: 'Привязать пластиковую карту' })).toBeNull();
    six.unmount();
    vi.unstubAllGlobals();

    serve(userFixture({ card: PRINTED, user_rest: region(1) }));
    renderPage();
    await screen.findByRole('meter', {}, SLOW);
    expect(screen.queryByRole('link', { name: 'Привязать пластиковую карту' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Карта потерялась' })).toBeInTheDocument();
  });

  it("'Карта потерялась' asks on 'Отмена', not on the block; 'Отмена' gives the focus back", async () => {
    serve(userFixture({ card: PRINTED, user_rest: region(1) }));
    renderPage();
    const lost = await screen.findByRole('button', { name: 'Карта потерялась' }, SLOW);
    lost.focus();
    fireEvent.click(lost);
    const ask = screen.getByRole('alertdialog', { name: 'Заблокировать карту?' });
    // The button that had the focus is gone: the question's safe answer takes it, never the
    // page's <body>, and never 'Заблокировать', which a second Enter would press.
    expect(within(ask).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    fireEvent.click(within(ask).getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('button', { name: 'Карта потерялась' })).toHaveFocus();
  });

  it('without a card: the activation hint outside regions 2 and 5', async () => {
    serve(userFixture({ card: null, user_rest: region(1) }));
    const one = renderPage();
    await screen.findByText('У вас пока нет бонусной карты', {}, SLOW);
    expect(screen.getByText(/Уже получили карту в кассе\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Активировать карту' })).toHaveAttribute(
      'href',
      '#card-activate',
    );
    one.unmount();
    vi.unstubAllGlobals();

    serve(userFixture({ card: null, user_rest: region(2) }));
    renderPage();
    await screen.findByText('У вас пока нет бонусной карты', {}, SLOW);
    expect(screen.queryByText(/Уже получили карту в кассе\?/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Выпустить виртуальную карту' })).toBeInTheDocument();
  });

  it('20 % is the slider’s final state', async () => {
    serve(
      userFixture({
        card: { ...PRINTED, movie: { percents: 0.2 }, spend: 26000 },
        user_rest: region(1),
      }),
    );
    renderPage();
    const meter = await screen.findByRole('meter', {}, SLOW);
    expect(meter).toHaveAttribute('aria-valuenow', '20000');
    expect(meter).toHaveAttribute('aria-valuetext', '20\u00a0%, максимальный процент');
    expect(screen.getByText(/У вас максимальный процент/)).toBeInTheDocument();
  });
});
