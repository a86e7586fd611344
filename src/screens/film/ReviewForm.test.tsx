import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FILM_REVIEW_TEXTS, REVIEW_MAX_LENGTH } from '@softkino/contract/film';
import { ReviewForm } from './ReviewForm';

describe('ReviewForm', () => {
  it('keeps a pasted text over the limit whole, counts it and says why it is not sent (decision 412)', async () => {
    const api = { createFilmReview: vi.fn() };
    render(<ReviewForm filmId={3} api={api} onAdded={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: '4 из 5' }));
    const long = 'Отличный фильм, смотрите обязательно. '.repeat(70);
    expect(long.trim().length).toBeGreaterThan(REVIEW_MAX_LENGTH);
    await userEvent.click(screen.getByLabelText('Комментарий'));
    await userEvent.paste(long);
    // Cut at 2,000 before, with nothing said: the end of the review was lost.
    expect(screen.getByLabelText('Комментарий')).toHaveValue(long);
    const over = long.trim().length - REVIEW_MAX_LENGTH;
    expect(screen.getByText(/сократите на/).textContent).toBe(
      `${long.trim().length.toLocaleString('ru-RU')} из ${REVIEW_MAX_LENGTH.toLocaleString('ru-RU')}: сократите на ${over} символов`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Оставить отзыв' }));
    expect(await screen.findByText(FILM_REVIEW_TEXTS.long)).toBeInTheDocument();
    expect(api.createFilmReview).not.toHaveBeenCalled();
  });
});
