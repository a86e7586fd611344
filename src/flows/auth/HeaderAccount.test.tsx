import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { UserLoad } from '../../api/user';
import { mockFetch } from '../../api/testing/mockFetch';
import { userFixture } from '../../api/testing/userFixture';
import { rememberSignIn } from './session';

/**
 * Fresh modules (unit files share theirs, so the corner's code has not loaded before), with the
 * corner's chunk under the test's control: it arrives when `arrived` resolves, or fails to load.
 */
async function freshHeader(corner: { arrived?: Promise<void>; fails?: boolean }) {
  vi.resetModules();
  vi.doMock('./SignedInCorner', async (importOriginal) => {
    if (corner.fails) throw new TypeError('Failed to fetch dynamically imported module');
    await corner.arrived;
    return importOriginal();
  });
  const header = await import('./HeaderAccount');
  const { fetchUser } = await import('../../api/user');
  return { ...header, fetchUser };
}

const SLOW = { timeout: 5000 };

afterEach(() => {
  vi.doUnmock('./SignedInCorner');
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A page screen that asks for the profile as it mounts, as /profile does. */
function profileProbe(fetchUser: () => Promise<UserLoad>) {
  return function ProfileProbe() {
    const [name, setName] = useState('');
    useEffect(() => {
      void fetchUser().then((load) => load.kind === 'user' && setName(load.user.first_name));
    }, []);
    return <p>Профиль: {name}</p>;
  };
}

describe('the header account corner', () => {
  it('shares the profile request with the page when its code comes after the answer', async () => {
    // The corner's code comes after the profile's answer, as on a slow phone where the page's
    // screen was preloaded and the corner's chunk was not.
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { HeaderAccount, fetchUser } = await freshHeader({ arrived });
    const ProfileProbe: ComponentType = profileProbe(fetchUser);
    rememberSignIn(7, null);
    const fetchMock = mockFetch({
      'v2/user/': { json: { status: 'success', data: userFixture({ first_name: 'Анна' }) } },
    });
    render(
      <Router hook={memoryLocation({ path: '/profile' }).hook}>
        <ul>
          <HeaderAccount />
        </ul>
        <ProfileProbe />
      </Router>,
    );
    // Until the corner's code is here the header shows the sign-in link.
    expect(screen.getByRole('link', { name: 'Войти' })).toBeInTheDocument();
    expect(await screen.findByText('Профиль: Анна', {}, SLOW)).toBeInTheDocument();
    arrive();
    expect(
      await screen.findByRole('button', { name: 'Меню личного кабинета: Анна' }, SLOW),
    ).toBeInTheDocument();
    const userCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/v2/user/'));
    expect(userCalls).toHaveLength(1);
  });

  it("gives the page's screen the header's answer when the screen's code comes after it (one v2/user/)", async () => {
    // /profile of an account whose phone is unconfirmed (a 403 each time, decision 443): the
    // screen's code came after the header's answer, and the screen asked again.
    const { HeaderAccount } = await freshHeader({});
    const { ProfileScreen } = await import('../../screens/profile/ProfileScreen');
    rememberSignIn(7, null);
    const fetchMock = mockFetch({
      'v2/user/': {
        status: 403,
        json: { status: 'error', errors: { code: 14, message: 'Подтвердите телефон' } },
      },
    });
    const location = memoryLocation({ path: '/profile' });
    const page = (screenCode: boolean) => (
      <Router hook={location.hook}>
        <ul>
          <HeaderAccount />
        </ul>
        {screenCode && <ProfileScreen />}
      </Router>
    );
    const view = render(page(false));
    // The answer is in once the corner's menu has its (card-less) balance line.
    await userEvent.click(
      await screen.findByRole('button', { name: 'Меню личного кабинета: Кабинет' }, SLOW),
    );
    await screen.findByRole('link', { name: /Бонусной карты нет/ }, SLOW);
    view.rerender(page(true));
    expect(
      await screen.findByText('Подтвердите свой номер телефона для доступа к профилю', {}, SLOW),
    ).toBeInTheDocument();
    const userCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/v2/user/'));
    expect(userCalls).toHaveLength(1);
  });

  it("keeps the sign-in link when the corner's code does not load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { HeaderAccount, SignedInCorner } = await freshHeader({ fails: true });
    rememberSignIn(7, null);
    mockFetch({
      'v2/user/': { json: { status: 'success', data: userFixture({ first_name: 'Анна' }) } },
    });
    render(
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <ul>
          <HeaderAccount />
        </ul>
        <p>Афиша</p>
      </Router>,
    );
    // The failed load reaches the header's boundary, which shows the link; the page stays.
    await expect(SignedInCorner.preload()).rejects.toThrow();
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled(), SLOW);
    expect(screen.getByRole('link', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByText('Афиша')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('shows the account as soon as the browser signs in on the page, with no new address (decision 446)', async () => {
    const { HeaderAccount } = await freshHeader({});
    const { noteSignedIn } = await import('./signIns');
    mockFetch({
      'v2/user/': { json: { status: 'success', data: userFixture({ first_name: 'Анна' }) } },
    });
    render(
      <Router hook={memoryLocation({ path: '/login' }).hook}>
        <ul>
          <HeaderAccount />
        </ul>
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'Войти' })).toBeInTheDocument();
    // A sign-in by code: the 'Придумайте пароль' popup opens over /login, the address stays.
    act(() => {
      rememberSignIn(7, null);
      noteSignedIn();
    });
    expect(
      await screen.findByRole('button', { name: 'Меню личного кабинета: Анна' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Войти' })).toBeNull();
  });
});
