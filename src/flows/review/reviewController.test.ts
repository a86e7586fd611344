import { describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES, type OrderReview, type OrderReviewRead } from '@softkino/contract/review';
import { ApiError } from '../../api/errors';
import { ReviewController, type ReviewApi } from './reviewController';

const FILM = 'Отличный фильм, смотрели всей семьей.';
const CINEMA = 'Удобные кресла и чистый зал, приду еще.';
const saved: OrderReview = {
  order_id: 7,
  film: { rate: 5, body: FILM },
  cinema: { rate: 4, body: CINEMA },
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

const NONE: OrderReviewRead = { review: null, film_comment: null };
const SAVED: OrderReviewRead = { review: saved, film_comment: { ...saved.film, hidden: false } };

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setUp(api: Partial<ReviewApi> = {}) {
  const fake = {
    fetchOrderReview: vi.fn(api.fetchOrderReview ?? (() => Promise.resolve(NONE))),
    saveOrderReview: vi.fn(api.saveOrderReview ?? (() => Promise.resolve(saved))),
  };
  const thank = vi.fn();
  const controller = new ReviewController(7, fake, { thank });
  return { fake, thank, controller };
}

function fill(controller: ReviewController) {
  controller.dispatch({ type: 'rate', rate: 5 });
  controller.dispatch({ type: 'setRate', part: 'cinema', rate: 4 });
  controller.dispatch({ type: 'setBody', part: 'film', body: FILM });
  controller.dispatch({ type: 'setBody', part: 'cinema', body: CINEMA });
}

describe('ReviewController', () => {
  it('reads the review once begun, and again after a StrictMode restart', async () => {
    const first = deferred<OrderReviewRead>();
    const { fake, controller } = setUp({ fetchOrderReview: () => first.promise });
    const stop = controller.begin();
    stop();
    controller.begin();
    expect(fake.fetchOrderReview).toHaveBeenCalledTimes(2);
    expect(fake.fetchOrderReview).toHaveBeenCalledWith(7);
    first.resolve(SAVED);
    await vi.waitFor(() => expect(controller.getState().load).toBe('loaded'));
    expect(controller.getState().review).toEqual(saved);
  });

  it('sends nothing while the draft is refused, then saves once and thanks', async () => {
    const answer = deferred<OrderReview>();
    const { fake, thank, controller } = setUp({ saveOrderReview: () => answer.promise });
    controller.begin();
    await vi.waitFor(() => expect(controller.getState().load).toBe('loaded'));
    controller.dispatch({ type: 'rate', rate: 5 });
    controller.dispatch({ type: 'submit' });
    expect(controller.getState().errors.ratings).toBe('Не выбраны оценки');
    expect(fake.saveOrderReview).not.toHaveBeenCalled();

    fill(controller);
    controller.dispatch({ type: 'submit' });
    controller.dispatch({ type: 'submit' });
    expect(fake.saveOrderReview).toHaveBeenCalledTimes(1);
    expect(fake.saveOrderReview).toHaveBeenCalledWith(7, {
      filmRate: 5,
      cinemaRate: 4,
      filmBody: FILM,
      cinemaBody: CINEMA,
    });
    expect(thank).not.toHaveBeenCalled();
    answer.resolve(saved);
    await vi.waitFor(() => expect(thank).toHaveBeenCalledTimes(1));
    expect(controller.getState()).toMatchObject({ popup: 'closed', review: saved, command: null });
  });

  it("shows the server's refusal in the form", async () => {
    const { thank, controller } = setUp({
      saveOrderReview: () => Promise.reject(new ApiError('server', REVIEW_MESSAGES.notPaid, 409)),
    });
    controller.begin();
    await vi.waitFor(() => expect(controller.getState().load).toBe('loaded'));
    fill(controller);
    controller.dispatch({ type: 'submit' });
    await vi.waitFor(() => expect(controller.getState().serverError).toBe(REVIEW_MESSAGES.notPaid));
    expect(controller.getState().popup).toBe('edit');
    expect(thank).not.toHaveBeenCalled();
  });

  it('says a failed read in the generic network words and reads again on retry', async () => {
    let calls = 0;
    const { controller } = setUp({
      fetchOrderReview: () =>
        ++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(SAVED),
    });
    controller.begin();
    await vi.waitFor(() => expect(controller.getState().load).toBe('failed'));
    expect(controller.getState().loadError).toBe(
      'Что-то пошло не так: Failed to fetch. Попробуйте еще раз.',
    );
    controller.dispatch({ type: 'retry' });
    await vi.waitFor(() => expect(controller.getState().review).toEqual(saved));
  });

  it('drops a save answer that lands after it stopped', async () => {
    const answer = deferred<OrderReview>();
    const { thank, controller } = setUp({ saveOrderReview: () => answer.promise });
    const stop = controller.begin();
    await vi.waitFor(() => expect(controller.getState().load).toBe('loaded'));
    fill(controller);
    controller.dispatch({ type: 'submit' });
    stop();
    answer.resolve(saved);
    await Promise.resolve();
    await Promise.resolve();
    expect(thank).not.toHaveBeenCalled();
    expect(controller.getState().review).toBeNull();
  });
});
