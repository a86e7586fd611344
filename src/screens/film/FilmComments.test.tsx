import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberSignIn } from '../../flows/auth/session';
import { COMPLAINT_TYPES, type FilmComment } from '@softkino/contract/film';
import { FilmComments } from './FilmComments';

function comment(id: number): FilmComment {
  return {
    id,
    user_name: `Зритель ${id}`,
    body: `Отзыв ${id}`,
    rate: 4,
    created_at: '2026-11-20T10:00:00.000Z',
    complaints: [...COMPLAINT_TYPES],
    complained: false,
    mine: false,
  };
}

/**
 * The walk saw the comments' 'Показать еще' as a grey browser-default pill: it had the site's
 * button shape but no look. It is a secondary button, as the bonus history's 'Показать еще' is
 * (decision 451).
 */
describe('the film comments', () => {
  it("'Показать еще' is the site's secondary button", async () => {
    const api = {
      fetchFilmComments: vi.fn(async () => ({
        items: Array.from({ length: 10 }, (_, i) => comment(30 - i)),
        more: true,
        reviewed: false,
      })),
      complainAboutComment: vi.fn(async () => {}),
      createFilmReview: vi.fn(),
    };
    render(<FilmComments filmId={7} api={api} />);
    const more = await screen.findByRole('button', { name: 'Показать еще' });
    expect(more).toHaveClass('button', 'button--ghost');
  });

  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  function api() {
    return {
      fetchFilmComments: vi.fn(async () => ({ items: [comment(3)], more: false, reviewed: false })),
      complainAboutComment: vi.fn(async () => {}),
      createFilmReview: vi.fn(),
    };
  }

  it("a guest's 'Войти' hands the sign-in this film's reviews to come back to (decision 475)", async () => {
    window.history.replaceState(null, '', '/film/veter?date=05.12.2026');
    render(
      <Router>
        <FilmComments filmId={7} api={api()} />
      </Router>,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Войти' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.history.state).toEqual({ from: '/film/veter?date=05.12.2026#film-comments' });
  });

  it('shows itself once its form is known when the address names it, as after that sign-in', async () => {
    rememberSignIn(7, null);
    window.history.replaceState(null, '', '/film/veter#film-comments');
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
    try {
      render(<FilmComments filmId={7} api={api()} />);
      expect(await screen.findByRole('button', { name: 'Оставить отзыв' })).toBeInTheDocument();
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith('film-comments'));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
