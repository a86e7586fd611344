import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type OrderReview } from '@softkino/contract/review';
import {
  initialReviewState,
  replacesFilmComment,
  reviewReducer,
  type ReviewEvent,
  type ReviewState,
} from './reviewMachine';

const FILM = 'Отличный фильм, смотрели всей семьей.';
const CINEMA = 'Удобные кресла и чистый зал, приду еще.';
const saved: OrderReview = {
  order_id: 7,
  film: { rate: 5, body: FILM },
  cinema: { rate: 4, body: CINEMA },
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

function run(events: ReviewEvent[], state: ReviewState = initialReviewState(7)) {
  return events.reduce(reviewReducer, state);
}
const loadedEmpty = () =>
  run([{ type: 'begin' }, { type: 'loaded', review: null, filmComment: null }]);
const loadedSaved = () =>
  run([
    { type: 'begin' },
    { type: 'loaded', review: saved, filmComment: { ...saved.film, hidden: false } },
  ]);

describe('reviewReducer', () => {
  it('reads the review on begin, with a fresh command each time (a restarted controller asks again)', () => {
    const first = run([{ type: 'begin' }]);
    expect(first.command).toEqual({ type: 'load', orderId: 7 });
    const again = reviewReducer(first, { type: 'begin' });
    expect(again.command).toEqual(first.command);
    expect(again.command).not.toBe(first.command);
    const failed = reviewReducer(first, { type: 'loadFailed', message: 'Нет сети' });
    expect(failed).toMatchObject({ load: 'failed', loadError: 'Нет сети', command: null });
    expect(reviewReducer(failed, { type: 'retry' })).toMatchObject({
      load: 'loading',
      command: { type: 'load' },
    });
    expect(reviewReducer(loadedEmpty(), { type: 'begin' }).command).toBeNull();
  });

  it("starts the form from the buyer's comment on the film when the order has no review (decision 404)", () => {
    const comment = {
      rate: 3,
      body: 'Написал на странице фильма: сюжет затянут, но актеры хороши.',
      hidden: false,
    };
    const loaded = run([{ type: 'begin' }, { type: 'loaded', review: null, filmComment: comment }]);
    expect(loaded.filmComment).toEqual(comment);
    // The emoji pressed on the order page rates the film; the comment's text stays.
    const open = reviewReducer(loaded, { type: 'rate', rate: 5 });
    expect(open).toMatchObject({
      popup: 'edit',
      draft: { filmRate: 5, filmBody: comment.body, cinemaRate: null, cinemaBody: '' },
    });
    // Once saved, the comment is the order's film part.
    const saving = run(
      [
        { type: 'setRate', part: 'cinema', rate: 4 },
        { type: 'setBody', part: 'cinema', body: CINEMA },
        { type: 'submit' },
      ],
      open,
    );
    expect(saving.command?.type).toBe('save');
    const done = reviewReducer(saving, { type: 'saved', review: saved });
    expect(done.filmComment).toEqual({ ...saved.film, hidden: false });
    expect(replacesFilmComment(done)).toBe(false);
    // An order with a review of its own whose film part is still the comment edits that review.
    const same = run([
      { type: 'begin' },
      { type: 'loaded', review: saved, filmComment: { ...saved.film, hidden: false } },
      { type: 'rate', rate: 1 },
      { type: 'edit' },
    ]);
    expect(same.draft).toMatchObject({ filmRate: 5, filmBody: FILM, cinemaBody: CINEMA });
    expect(replacesFilmComment(same)).toBe(false);
    // Another order of the film rewrote the comment since: the film part starts from it, as
    // published, and the form says so; the cinema part stays this order's.
    const later = run([
      { type: 'begin' },
      { type: 'loaded', review: saved, filmComment: comment },
      { type: 'rate', rate: 1 },
      { type: 'edit' },
    ]);
    expect(later.draft).toMatchObject({ filmRate: 3, filmBody: comment.body, cinemaBody: CINEMA });
    expect(replacesFilmComment(later)).toBe(true);
  });

  it('opens the form from an emoji with the film rated, and shows the spec refusals on submit', () => {
    const open = reviewReducer(loadedEmpty(), { type: 'rate', rate: 4 });
    expect(open).toMatchObject({ popup: 'edit', draft: { filmRate: 4, cinemaRate: null } });
    const tried = reviewReducer(open, { type: 'submit' });
    expect(tried.command).toBeNull();
    expect(tried.errors).toEqual({
      ratings: REVIEW_MESSAGES.ratings,
      comments: REVIEW_MESSAGES.short,
    });
    // Once tried, the refusals follow the draft.
    const rated = reviewReducer(tried, { type: 'setRate', part: 'cinema', rate: 3 });
    expect(rated.errors).toEqual({ comments: REVIEW_MESSAGES.short });
    const typed = run(
      [
        { type: 'setBody', part: 'film', body: FILM },
        { type: 'setBody', part: 'cinema', body: 'Коротко.' },
      ],
      rated,
    );
    expect(typed.errors).toEqual({ comments: REVIEW_MESSAGES.short });
    const ready = reviewReducer(typed, { type: 'setBody', part: 'cinema', body: CINEMA });
    expect(ready.errors).toEqual({});
    const saving = reviewReducer(ready, { type: 'submit' });
    expect(saving.command).toEqual({
      type: 'save',
      orderId: 7,
      draft: { filmRate: 4, cinemaRate: 3, filmBody: FILM, cinemaBody: CINEMA },
    });
    // Nothing changes while the save is out: no second save, no edits.
    expect(reviewReducer(saving, { type: 'submit' })).toBe(saving);
    expect(reviewReducer(saving, { type: 'setRate', part: 'film', rate: 1 })).toBe(saving);
  });

  it('does not show refusals before the first try, nor take a rating outside 1-5', () => {
    const open = reviewReducer(loadedEmpty(), { type: 'rate', rate: 2 });
    expect(reviewReducer(open, { type: 'setBody', part: 'film', body: 'а' }).errors).toEqual({});
    expect(reviewReducer(open, { type: 'setRate', part: 'film', rate: 6 })).toBe(open);
    expect(reviewReducer(loadedEmpty(), { type: 'rate', rate: 9 }).draft.filmRate).toBeNull();
  });

  it('closes on save, asks for the thanks alert and keeps the review', () => {
    const saving = run(
      [
        { type: 'rate', rate: 5 },
        { type: 'setRate', part: 'cinema', rate: 4 },
        { type: 'setBody', part: 'film', body: FILM },
        { type: 'setBody', part: 'cinema', body: CINEMA },
        { type: 'submit' },
      ],
      loadedEmpty(),
    );
    const done = reviewReducer(saving, { type: 'saved', review: saved });
    expect(done).toMatchObject({ popup: 'closed', review: saved, command: { type: 'thank' } });
    expect(reviewReducer(done, { type: 'thanked' }).command).toBeNull();
  });

  it("keeps the form and what was typed with the server's refusal", () => {
    const saving = run(
      [
        { type: 'rate', rate: 5 },
        { type: 'setRate', part: 'cinema', rate: 4 },
        { type: 'setBody', part: 'film', body: FILM },
        { type: 'setBody', part: 'cinema', body: CINEMA },
        { type: 'submit' },
      ],
      loadedEmpty(),
    );
    const refused = reviewReducer(saving, { type: 'failed', message: REVIEW_MESSAGES.notPaid });
    expect(refused).toMatchObject({
      popup: 'edit',
      serverError: REVIEW_MESSAGES.notPaid,
      command: null,
      draft: { filmBody: FILM, cinemaBody: CINEMA },
    });
    // Closed and opened again: the draft is still there, the refusal is not.
    const reopened = run([{ type: 'dismiss' }, { type: 'rate', rate: 5 }], refused);
    expect(reopened).toMatchObject({
      popup: 'edit',
      serverError: '',
      draft: { cinemaBody: CINEMA },
    });
  });

  it('shows a saved review with its edit button, edits it prefilled, and opens feedback-static', () => {
    const view = reviewReducer(loadedSaved(), { type: 'rate', rate: 1 });
    expect(view.popup).toBe('view');
    const edit = reviewReducer(view, { type: 'edit' });
    expect(edit).toMatchObject({
      popup: 'edit',
      draft: { filmRate: 5, cinemaRate: 4, filmBody: FILM, cinemaBody: CINEMA },
    });
    expect(reviewReducer(edit, { type: 'submit' }).command).toMatchObject({ type: 'save' });

    const still = reviewReducer(loadedSaved(), { type: 'openStatic' });
    expect(still.popup).toBe('static');
    // No edit from the read-only view, and no static view without a review.
    expect(reviewReducer(still, { type: 'edit' })).toBe(still);
    expect(reviewReducer(loadedEmpty(), { type: 'openStatic' }).popup).toBe('closed');
  });

  it('ignores answers nobody asked for', () => {
    const idle = loadedEmpty();
    expect(reviewReducer(idle, { type: 'saved', review: saved })).toBe(idle);
    expect(reviewReducer(idle, { type: 'failed', message: 'x' })).toBe(idle);
    expect(
      reviewReducer(idle, {
        type: 'loaded',
        review: saved,
        filmComment: { ...saved.film, hidden: false },
      }),
    ).toBe(idle);
    expect(reviewReducer(idle, { type: 'thanked' })).toBe(idle);
    expect(reviewReducer(idle, { type: 'dismiss' })).toBe(idle);
  });
});
