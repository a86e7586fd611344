import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { REVIEW_BODY_MAX, REVIEW_MESSAGES } from '@softkino/contract/review';
import { initialReviewState, reviewReducer, type ReviewState } from './reviewMachine';
import { ReviewPopup } from './ReviewPopup';

/** The popup driven by the review machine, opened on a fresh form by a press of the order page's rating. */
function Harness() {
  const [state, dispatch] = useReducer(reviewReducer, undefined, (): ReviewState => {
    const asked = reviewReducer(initialReviewState(7), { type: 'begin' });
    const loaded = reviewReducer(asked, {
      type: 'loaded',
      review: null,
      filmComment: null,
    });
    return reviewReducer(loaded, { type: 'rate', rate: 4 });
  });
  return (
    <ReviewPopup
      state={state}
      subject={{ film: 'Северный ветер', cinema: 'Родина' }}
      dispatch={dispatch}
    />
  );
}

describe('ReviewPopup', () => {
  it('keeps a pasted comment over the cap whole, counts it and refuses it (decision 412)', async () => {
    render(<Harness />);
    const film = await screen.findByLabelText('Комментарий о фильме');
    const long = 'Отличный фильм, смотрите обязательно. '.repeat(70).trim();
    expect(long.length).toBeGreaterThan(REVIEW_BODY_MAX);
    await userEvent.click(film);
    await userEvent.paste(long);
    // Cut at 2,000 before, with nothing said.
    expect(film).toHaveValue(long);
    expect(screen.getByText(/сократите на/).textContent).toContain(
      String(long.length - REVIEW_BODY_MAX),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    expect(await screen.findByText(REVIEW_MESSAGES.long)).toBeInTheDocument();
  });
});
