import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireSignIn } from './RequireSignIn';
import { rememberSignIn } from './session';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('RequireSignIn', () => {
  it('sends a guest to /login, remembering the page with its query to come back to', () => {
    window.history.replaceState(null, '', '/profile/bonuses/?from=mail');
    render(
      <RequireSignIn>
        <p>Бонусная карта</p>
      </RequireSignIn>,
    );
    expect(screen.queryByText('Бонусная карта')).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(window.history.state).toEqual({ from: '/profile/bonuses/?from=mail' });
  });

  it('shows the page to a signed-in user', () => {
    rememberSignIn(42, null);
    window.history.replaceState(null, '', '/profile');
    render(
      <RequireSignIn>
        <p>Личный кабинет</p>
      </RequireSignIn>,
    );
    expect(screen.getByText('Личный кабинет')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/profile');
  });
});
