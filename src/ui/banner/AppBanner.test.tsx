import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../api/testing/mockFetch';
import { AppBanner, COVID_NOTICE } from './AppBanner';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AppBanner', () => {
  it('shows the channel promo and hides on dismiss', async () => {
    mockFetch({ 'v2/cinema/covid/': { json: { status: 'success', data: false } } });
    render(<AppBanner />);
    expect(screen.getByRole('link', { name: 'Подписаться' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть объявление' }));
    expect(screen.queryByRole('link', { name: 'Подписаться' })).not.toBeInTheDocument();
  });

  it('hands the focus on to what follows it when closed, not to the page', async () => {
    mockFetch({ 'v2/cinema/covid/': { json: { status: 'success', data: false } } });
    render(
      <>
        <AppBanner />
        <a href="/">Логотип</a>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть объявление' }));
    expect(screen.queryByRole('link', { name: 'Подписаться' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Логотип' })).toHaveFocus();
  });

  it('stays dismissed after a reload (a new mount)', async () => {
    mockFetch({ 'v2/cinema/covid/': { json: { status: 'success', data: false } } });
    const first = render(<AppBanner />);
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть объявление' }));
    first.unmount();
    render(<AppBanner />);
    expect(screen.queryByRole('link', { name: 'Подписаться' })).not.toBeInTheDocument();
  });

  it('shows the COVID notice even after the promo was dismissed; its dismissal lasts one page view', async () => {
    mockFetch({ 'v2/cinema/covid/': { json: { status: 'success', data: true } } });
    localStorage.setItem(
      'bannerAppAdDismissed',
      JSON.stringify({ dismissedAt: new Date().toISOString() }),
    );
    const first = render(<AppBanner />);
    expect(await screen.findByText(COVID_NOTICE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть объявление' }));
    expect(screen.queryByText(COVID_NOTICE)).not.toBeInTheDocument();
    first.unmount();
    render(<AppBanner />);
    expect(await screen.findByText(COVID_NOTICE)).toBeInTheDocument();
  });

  it('shows the COVID notice when the server says so', async () => {
    mockFetch({ 'v2/cinema/covid/': { json: { status: 'success', data: true } } });
    render(<AppBanner />);
    expect(await screen.findByText(COVID_NOTICE)).toBeInTheDocument();
  });

  it('shows no notice when the call fails', async () => {
    const fetchMock = mockFetch({ 'v2/cinema/covid/': { networkError: 'offline' } });
    render(<AppBanner />);
    await act(async () => {
      await fetchMock.mock.results[0]?.value.catch(() => undefined);
    });
    expect(screen.queryByText(COVID_NOTICE)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Подписаться' })).toBeInTheDocument();
  });
});
