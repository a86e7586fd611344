import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertHost } from './AlertHost';
import { alertsAtom, showAlert, showEmptyDayAlert } from './alerts';

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

describe('AlertHost queue', () => {
  afterEach(() => {
    getDefaultStore().set(alertsAtom, []);
    vi.useRealTimers();
  });

  it('a double tap on an empty day shows its popup once: closed, it does not come back', async () => {
    render(<AlertHost />);
    act(() => {
      showEmptyDayAlert();
      showEmptyDayAlert();
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Закрыть окно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getDefaultStore().get(alertsAtom)).toEqual([]);
  });

  it('keeps another alert queued behind it, and the same one asked for again after a close', async () => {
    render(<AlertHost />);
    act(() => {
      showEmptyDayAlert();
      showAlert({ status: 'error', text: 'Не удалось загрузить расписание' });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Закрыть окно' }));
    expect(await screen.findByText('Не удалось загрузить расписание')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть окно' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => showEmptyDayAlert());
    expect(await screen.findByRole('dialog', { name: 'Сеансы скоро будут' })).toBeInTheDocument();
  });

  it("keeps two alerts whose links carry their own state (two guests' likes), not one", () => {
    const like = (film: string) => ({
      status: 'warning' as const,
      text: 'Авторизуйтесь для добавления в избранное',
      link: { label: 'Войти', href: '/login', state: { from: '/afisha' }, onFollow: () => film },
    });
    showAlert(like('Первый'));
    showAlert(like('Второй'));
    expect(getDefaultStore().get(alertsAtom)).toHaveLength(2);
  });

  it('queues the same alert again when the first was raised over a second ago', () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    showEmptyDayAlert();
    vi.setSystemTime(1_000_000 + 1_500);
    showEmptyDayAlert();
    expect(getDefaultStore().get(alertsAtom)).toHaveLength(2);
  });
});
