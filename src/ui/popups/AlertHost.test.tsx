import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from './AlertHost';
import { alertsAtom, showAlert } from './alerts';

describe('AlertHost links', () => {
  beforeEach(() => {
    getDefaultStore().set(alertsAtom, []);
    window.history.replaceState(null, '', '/afisha?day=2');
  });
  afterEach(() => {
    getDefaultStore().set(alertsAtom, []);
    window.history.replaceState(null, '', '/');
  });

  it("goes to the link's page with its history state and closes (the login page's `from`)", async () => {
    render(<AlertHost />);
    act(() =>
      showAlert({
        status: 'warning',
        text: 'Авторизуйтесь для добавления в избранное',
        link: { label: 'Войти', href: '/login', state: { from: '/afisha?day=2' } },
      }),
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Войти' }));
    expect(window.location.pathname).toBe('/login');
    expect(window.history.state).toEqual({ from: '/afisha?day=2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("runs the link's onFollow when it is followed, not when the alert is closed", async () => {
    const onFollow = vi.fn();
    render(<AlertHost />);
    const alert = {
      status: 'warning' as const,
      text: 'Авторизуйтесь для добавления в избранное',
      link: { label: 'Войти', href: '/login', state: { from: '/afisha' }, onFollow },
    };
    act(() => showAlert(alert));
    await userEvent.click(await screen.findByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onFollow).not.toHaveBeenCalled();
    act(() => showAlert(alert));
    await userEvent.click(await screen.findByRole('link', { name: 'Войти' }));
    expect(onFollow).toHaveBeenCalledOnce();
  });

  it('keeps a plain link for a link without state', async () => {
    render(<AlertHost />);
    act(() =>
      showAlert({ status: 'success', text: 'Готово', link: { label: 'К афише', href: '/afisha' } }),
    );
    const link = await screen.findByRole('link', { name: 'К афише' });
    expect(link).toHaveAttribute('href', '/afisha');
  });
});
