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
  return <ReviewPopup state={state} subject={SUBJECT} dispatch={dispatch} />;
}

const SUBJECT = { film: 'Северный ветер', cinema: 'Родина', timeZone: 'Asia/Yekaterinburg' };

/** The read-only view of a review saved at `at` (ISO). */
function SavedHarness({ at }: { at: string }) {
  const review = {
    order_id: 7,
    film: { rate: 5, body: 'Отличный фильм, смотрели всей семьей.' },
    cinema: { rate: 4, body: 'Удобные кресла и чистый зал, приду еще.' },
    created_at: at,
    updated_at: at,
  };
  const [state, dispatch] = useReducer(reviewReducer, undefined, (): ReviewState => {
    const asked = reviewReducer(initialReviewState(7), { type: 'begin' });
    const loaded = reviewReducer(asked, { type: 'loaded', review, filmComment: null });
    return reviewReducer(loaded, { type: 'openStatic' });
  });
  return <ReviewPopup state={state} subject={SUBJECT} dispatch={dispatch} />;
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

  it("dates the review on the cinema's clock, as the order page writes its moments (decision 431)", async () => {
    // 22:50 UTC on 30 November is 03:50 on 1 December in Yekaterinburg, whatever the device's zone.
    render(<SavedHarness at="2026-11-30T22:50:00.000Z" />);
    expect(await screen.findByText('Оставлен 01.12.2026')).toBeInTheDocument();
  });
});
