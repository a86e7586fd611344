import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PopupLogin } from './PopupLogin';

const api = { requestCode: vi.fn(), verifyCode: vi.fn() };

describe('PopupLogin', () => {
  it("'Войти по паролю' carries the whole number typed to /login, and a partial one not (decision 431)", () => {
    const beforeLeave = vi.fn();
    const partial = render(
      <PopupLogin beforeLeave={beforeLeave} api={api} initialPhone="8 900 000-00-1" />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Войти по паролю' }));
    expect(window.location.pathname).toBe('/login');
    expect(window.history.state).toBeNull();
    expect(beforeLeave).toHaveBeenCalledTimes(1);
    partial.unmount();

    // Typed as Russians type it, with the 8.
    window.history.replaceState(null, '', '/afisha');
    render(<PopupLogin beforeLeave={beforeLeave} api={api} initialPhone="8 900 000-00-10" />);
    fireEvent.click(screen.getByRole('link', { name: 'Войти по паролю' }));
    expect(window.location.pathname).toBe('/login');
    expect(window.history.state).toEqual({ phone: '79000000010' });
  });
});
