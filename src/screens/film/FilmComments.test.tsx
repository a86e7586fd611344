import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
