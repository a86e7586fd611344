import { describe, expect, it, vi } from 'vitest';
import { FILM_REVIEW_TEXTS, type FilmComment } from '@softkino/contract/film';
import { ApiError } from '../../api/errors';
import { ReviewController, initialReviewState, reviewReducer } from './reviewForm';

const BODY = 'Сходили всей семьёй, остались в восторге от финала.';

describe('reviewReducer', () => {
  it('checks the rating, then the text, before sending, and keeps what was typed', () => {
    let state = reviewReducer(initialReviewState(), { type: 'body', body: BODY });
    state = reviewReducer(state, { type: 'submit' });
    expect(state).toMatchObject({
      error: FILM_REVIEW_TEXTS.rate,
      status: 'editing',
      command: null,
    });
    state = reviewReducer(state, { type: 'rate', rate: 4 });
    expect(state.error).toBeNull();
    state = reviewReducer(state, { type: 'body', body: 'Коротко.' });
    state = reviewReducer(state, { type: 'submit' });
    expect(state.error).toBe(FILM_REVIEW_TEXTS.short);
    expect(state.body).toBe('Коротко.');
    state = reviewReducer(state, { type: 'body', body: `  ${BODY}  ` });
    state = reviewReducer(state, { type: 'submit' });
    expect(state).toMatchObject({ status: 'sending', error: null });
    expect(state.command).toEqual({ type: 'send', body: BODY, rate: 4 });
    // While sending nothing changes and nothing is sent twice.
    expect(reviewReducer(state, { type: 'submit' })).toBe(state);
    expect(reviewReducer(state, { type: 'rate', rate: 1 })).toBe(state);
  });

  it("shows the server's message and lets the buyer try again", () => {
    let state = reviewReducer(initialReviewState(), { type: 'rate', rate: 5 });
    state = reviewReducer(reviewReducer(state, { type: 'body', body: BODY }), { type: 'submit' });
    state = reviewReducer(state, { type: 'failed', message: FILM_REVIEW_TEXTS.duplicate });
    expect(state).toMatchObject({
      status: 'editing',
      error: FILM_REVIEW_TEXTS.duplicate,
      body: BODY,
      rate: 5,
    });
    expect(reviewReducer(state, { type: 'submit' }).status).toBe('sending');
  });
});

describe('ReviewController', () => {
  it('sends body, rate and film, then hands the stored review to the list', async () => {
    const stored = { id: 99, body: BODY, rate: 3 } as FilmComment;
    const createFilmReview = vi.fn(async () => stored);
    const onAdded = vi.fn();
    const controller = new ReviewController(7, onAdded, { createFilmReview });
    controller.start();
    controller.dispatch({ type: 'rate', rate: 3 });
    controller.dispatch({ type: 'body', body: BODY });
    controller.dispatch({ type: 'submit' });
    await vi.waitFor(() => expect(controller.getState().status).toBe('sent'));
    expect(createFilmReview).toHaveBeenCalledWith({ body: BODY, rate: 3, filmId: 7 });
    expect(onAdded).toHaveBeenCalledWith(stored);
  });

  it('a refusal shows errors.message', async () => {
    const controller = new ReviewController(7, vi.fn(), {
      createFilmReview: async () => {
        throw new ApiError('server', FILM_REVIEW_TEXTS.signIn, 401);
      },
    });
    controller.start();
    controller.dispatch({ type: 'rate', rate: 3 });
    controller.dispatch({ type: 'body', body: BODY });
    controller.dispatch({ type: 'submit' });
    await vi.waitFor(() => expect(controller.getState().error).toBe(FILM_REVIEW_TEXTS.signIn));
    expect(controller.getState().status).toBe('editing');
  });
});
