import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Link, useLocation } from 'wouter';
import { App } from './App';
import { stopWatchingHistoryScroll } from './app/navigationScroll';

// Its navigations start the history watch; the next file in this document gets none of it.
afterAll(stopWatchingHistoryScroll);

/** The app's router around a few links, in place of the real screens. */
vi.mock('./routes', () => ({
  AppRoutes: function FakeRoutes() {
    const [, navigate] = useLocation();
    return (
      <>
        <Link href="/film/severnyj-veter">Фильм</Link>
        <Link href="/news">Новости и акции</Link>
        <Link href="/?date=29.11.2026">Другой день</Link>
        <Link href="/#buy=12">Купить</Link>
        <button type="button" onClick={() => navigate('/vacancies', { replace: true })}>
          Вакансии
        </button>
      </>
    );
  },
}));

function spyScroll() {
  return vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
}

describe('the app router (defect: a new page opened at the previous page scroll)', () => {
  it('opens a page reached by a link at its top', async () => {
    const scrollTo = spyScroll();
    render(<App />);
    await userEvent.click(screen.getByRole('link', { name: 'Фильм' }));
    expect(window.location.pathname).toBe('/film/severnyj-veter');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, left: 0 }));
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Новости и акции' }));
    expect(window.location.pathname).toBe('/news');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('opens a page reached by navigate() (a redirect, a replace) at its top too', async () => {
    window.history.replaceState(null, '', '/news');
    const scrollTo = spyScroll();
    render(<App />);
    await userEvent.click(screen.getByRole('button', { name: 'Вакансии' }));
    expect(window.location.pathname).toBe('/vacancies');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('keeps the scroll when only the query or the hash of the page changes', async () => {
    const scrollTo = spyScroll();
    render(<App />);
    await userEvent.click(screen.getByRole('link', { name: 'Другой день' }));
    expect(window.location.search).toBe('?date=29.11.2026');
    await userEvent.click(screen.getByRole('link', { name: 'Купить' }));
    expect(window.location.hash).toBe('#buy=12');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns to where the buyer left the page on Back (restored by the app, not the browser)', async () => {
    let y = 1500;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((
      options: ScrollToOptions,
    ) => {
      y = options.top ?? 0;
    }) as typeof window.scrollTo);
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockReturnValue(7000);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(performance.now());
      return 1;
    });
    try {
      render(<App />);
      await userEvent.click(screen.getByRole('link', { name: 'Фильм' }));
      expect(y).toBe(0);
      scrollTo.mockClear();
      await act(async () => {
        const arrived = new Promise((resolve) =>
          window.addEventListener('popstate', resolve, { once: true }),
        );
        window.history.back();
        await arrived;
      });
      expect(window.location.pathname).toBe('/');
      expect(scrollTo).toHaveBeenCalledWith({ top: 1500, left: 0, behavior: 'instant' });
      expect(y).toBe(1500);
      // The browser's own restoration stays on for full loads.
      expect(window.history.scrollRestoration).not.toBe('manual');
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
    }
  });
});
