import { render, screen } from '@testing-library/react';
import { useEffect, useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { UserLoad } from '../../api/user';
import { mockFetch } from '../../api/testing/mockFetch';
import { userFixture } from '../../api/testing/userFixture';
import { rememberSignIn } from './session';

// The corner's code arrives when the test says so: after the profile's answer, as on a slow
// phone where the page's screen was preloaded and the corner's chunk was not.
const cornerCode = vi.hoisted(() => {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive, arrived };
});
vi.mock('./SignedInCorner', async (importOriginal) => {
  await cornerCode.arrived;
  return importOriginal();
});

const SLOW = { timeout: 5000 };

afterEach(() => {
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
    // Unit files share their modules: fresh ones, so the corner's code has not loaded before.
    vi.resetModules();
    const { HeaderAccount } = await import('./HeaderAccount');
    const { fetchUser } = await import('../../api/user');
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
    cornerCode.arrive();
    expect(
      await screen.findByRole('button', { name: 'Меню личного кабинета: Анна' }, SLOW),
    ).toBeInTheDocument();
    const userCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/v2/user/'));
    expect(userCalls).toHaveLength(1);
  });
});
