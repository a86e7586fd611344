import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { mockFetch } from '../../api/testing/mockFetch';
import { userFixture } from '../../api/testing/userFixture';
import type { User } from '@softkino/contract/user';
import type { UserLoad } from '../../api/user';
import { ORDER_CANCELLED_EVENT, ORDER_PAID_EVENT, announceOrder } from '../../lib/orderEvents';
import SignedInCorner from './SignedInCorner';

/** The shared 2-core machine can be slow: wait up to 5 s for what loads. */
const SLOW = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The menu on `path`, its user read from `user` at each request (a later balance, say). */
function renderCorner(
  user: Partial<User> | (() => Partial<User>),
  path = '/',
  takeFirstLoad?: () => Promise<UserLoad> | undefined,
) {
  const read = typeof user === 'function' ? user : () => user;
  mockFetch({ 'v2/user/': () => ({ json: { status: 'success', data: userFixture(read()) } }) });
  return render(
    <Router hook={memoryLocation({ path }).hook}>
      <ul>
        <Suspense>
          <SignedInCorner login={<li>Войти</li>} current={false} takeFirstLoad={takeFirstLoad} />
        </Suspense>
      </ul>
    </Router>,
  );
}

describe('the signed-in menu', () => {
  it('shows the points balance and the card, and links to the bonus page and the wishlist', async () => {
    renderCorner({
      balance: 500,
      card: {
        number: '2990000000019',
        virtual: true,
        movie: { percents: 0.1 },
        spend: 0,
        status: 'live',
      },
    });
    const button = await screen.findByRole('button', { name: 'Меню личного кабинета: Анна' }, SLOW);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const balance = screen.getByRole('link', { name: /Бонусы/ });
    expect(balance).toHaveTextContent('500 баллов');
    expect(balance).toHaveTextContent('Карта •••• 0019');
    expect(balance).toHaveAttribute('href', '/profile/bonuses/');
    const menu = screen.getByRole('navigation', { name: 'Личный кабинет' });
    expect(within(menu).getByRole('link', { name: 'Бонусная карта' })).toHaveAttribute(
      'href',
      '/profile/bonuses/',
    );
    expect(within(menu).getByRole('link', { name: 'Мои заказы' })).toHaveAttribute(
      'href',
      '/profile#orders',
    );
    expect(within(menu).getByRole('link', { name: 'Хочу сходить' })).toHaveAttribute(
      'href',
      '/profile/wishlist',
    );
    expect(within(menu).getByRole('link', { name: 'Выйти' })).toHaveAttribute(
      'href',
      '/?logout=yes',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Личный кабинет' })).not.toBeInTheDocument();
  });

  it('links the lobby boards for staff who run them, and not for a buyer (decision 469)', async () => {
    const { unmount } = renderCorner({ staff_roles: ['lobby_admin'] });
    await userEvent.click(
      await screen.findByRole('button', { name: /Меню личного кабинета/ }, SLOW),
    );
    const menu = screen.getByRole('navigation', { name: 'Личный кабинет' });
    expect(within(menu).getByRole('link', { name: 'Табло сеансов' })).toHaveAttribute(
      'href',
      '/lobby',
    );
    unmount();
    vi.unstubAllGlobals();
    renderCorner({ staff_roles: [] });
    await userEvent.click(
      await screen.findByRole('button', { name: /Меню личного кабинета/ }, SLOW),
    );
    const buyers = screen.getByRole('navigation', { name: 'Личный кабинет' });
    expect(within(buyers).getByRole('link', { name: 'Выйти' })).toBeInTheDocument();
    expect(within(buyers).queryByRole('link', { name: 'Табло сеансов' })).toBeNull();
  });

  it('closes when Tab takes the focus past its last link, as when a click lands outside', async () => {
    mockFetch({ 'v2/user/': () => ({ json: { status: 'success', data: userFixture({}) } }) });
    render(
      <Router hook={memoryLocation({ path: '/profile' }).hook}>
        <ul>
          <Suspense>
            <SignedInCorner login={<li>Войти</li>} current={false} />
          </Suspense>
        </ul>
        <input aria-label="E-mail" />
      </Router>,
    );
    const button = await screen.findByRole('button', { name: 'Меню личного кабинета: Анна' }, SLOW);
    await userEvent.click(button);
    const logout = screen.getByRole('link', { name: 'Выйти' });
    logout.focus();
    // Inside the menu it stays open.
    await userEvent.tab({ shift: true });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    logout.focus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Личный кабинет' })).not.toBeInTheDocument();
  });

  // With its own first read, and with the header's read of the page start, which its code took
  // when it came after it: a read after an order asks the server either way (decision 446).
  it.each([
    ['its own first read', false],
    ["the header's first read", true],
  ])(
    'reads the balance again after an order is cancelled or paid on the page, after %s',
    async (_, header) => {
      // The fixture's user has a card.
      let balance = 610;
      const headerRead = Promise.resolve<UserLoad>({
        kind: 'user',
        user: userFixture({ balance }),
      });
      renderCorner(() => ({ balance }), '/order/17', header ? () => headerRead : undefined);
      const button = await screen.findByRole(
        'button',
        { name: 'Меню личного кабинета: Анна' },
        SLOW,
      );
      await userEvent.click(button);
      const shown = () => screen.getByRole('link', { name: /Бонусы/ }).textContent;
      expect(shown()).toContain('610 баллов');
      // The cancel took back 43 earned points.
      balance = 567;
      announceOrder(ORDER_CANCELLED_EVENT, 17);
      await vi.waitFor(() => expect(shown()).toContain('567 баллов'), SLOW);
      // A payment spent 67.
      balance = 500;
      announceOrder(ORDER_PAID_EVENT, 18);
      await vi.waitFor(() => expect(shown()).toContain('500 баллов'), SLOW);
    },
  );

  it('says when there is no card, and where to learn how to get one', async () => {
    renderCorner({ balance: 0, card: null });
    await userEvent.click(
      await screen.findByRole('button', { name: /Меню личного кабинета/ }, SLOW),
    );
    expect(await screen.findByRole('link', { name: /Бонусной карты нет/ }, SLOW)).toHaveTextContent(
      'Как получить карту',
    );
    expect(screen.queryByText(/баллов/)).not.toBeInTheDocument();
  });
});

describe("the corner's avatar", () => {
  it("of an account whose phone is unconfirmed (no name known) is the default one, not 'Кабинет''s letter", async () => {
    mockFetch({
      'v2/user/': {
        status: 403,
        json: { status: 'error', errors: { code: 14, message: 'Подтвердите телефон' } },
      },
    });
    render(
      <Router hook={memoryLocation({ path: '/profile' }).hook}>
        <ul>
          <SignedInCorner login={<li>Войти</li>} current />
        </ul>
      </Router>,
    );
    const button = screen.getByRole('button', { name: 'Меню личного кабинета: Кабинет' });
    // While the profile is on its way, as after it: the label, and a picture with no letter.
    const avatar = () => button.querySelector('.site-nav__avatar');
    expect(button).toHaveTextContent(/^Кабинет$/);
    expect(avatar()?.querySelector('svg')).not.toBeNull();
    // The answer is in once the menu has its (card-less) balance line.
    await userEvent.click(button);
    await screen.findByRole('link', { name: /Бонусной карты нет/ }, SLOW);
    expect(button).toHaveTextContent(/^Кабинет$/);
    expect(avatar()?.querySelector('svg')).not.toBeNull();
  });

  it("of a signed-in user is the profile's picture", async () => {
    renderCorner({ avatar: null, default_avatar: '/static/media/avatar-default.svg' });
    const button = await screen.findByRole('button', { name: 'Меню личного кабинета: Анна' }, SLOW);
    expect(button.querySelector('img.site-nav__avatar')).toHaveAttribute(
      'src',
      '/static/media/avatar-default.svg',
    );
    expect(button).toHaveTextContent(/^Анна$/);
  });
});
