import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireSignIn } from './RequireSignIn';
import { rememberSignIn } from './session';

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** The page at `address` behind RequireSignIn, its content being `text`. */
function openPage(address: string, text: string) {
  window.history.replaceState(null, '', address);
  render(
    <RequireSignIn>
      <p>{text}</p>
    </RequireSignIn>,
  );
}

describe('RequireSignIn', () => {
  it('sends a guest to /login, remembering the page with its query to come back to', () => {
    openPage('/profile/bonuses/?from=mail', 'Бонусная карта');
    expect(screen.queryByText('Бонусная карта')).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(window.history.state).toEqual({ from: '/profile/bonuses/?from=mail' });
  });

  it('shows the page to a signed-in user', () => {
    rememberSignIn(42, null);
    openPage('/profile', 'Личный кабинет');
    expect(screen.getByText('Личный кабинет')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/profile');
  });
});
