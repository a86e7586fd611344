import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import type { OrderDetails } from '@softkino/contract';
import { REVIEW_MESSAGES } from '@softkino/contract/review';
import { storedUserId } from '../../flows/auth/session';
import { RATE_LABELS, RatingFaces } from '../../flows/review/RatingFaces';
import { useReview } from '../../flows/review/useReview';
import { useHasCome } from '../../lib/useNowUntil';

/** The feedback popup's code, fetched when the buyer opens it (decision 422). */
const ReviewPopup = lazy(() =>
  import('../../flows/review/ReviewPopup').then((m) => ({ default: m.ReviewPopup })),
);

/**
 * The paid order's review block (spec section 2, Order page): the emoji rating opens the
 * feedback popup; once there is a review, its commentary opens the read-only feedback-static
 * view. A guest is asked to sign in (reviews are the account's, spec section 6). Before the
 * session begins the film has not been seen: the block says when it may be rated, reads
 * nothing, and turns into the rating at the session's start (decision 431).
 */
export function OrderReview({ order }: { order: OrderDetails }) {
  if (!useHasCome(order.starts_at_unix)) return <ReviewLater />;
  if (storedUserId() === null) return <SignInToReview />;
  return <OrderReviewBlock key={order.id} order={order} />;
}

function ReviewLater() {
  return (
    <section className="order-review" aria-labelledby="order-review-title">
      <h2 id="order-review-title" className="order-review__title">
        Отзыв о фильме и кинотеатре
      </h2>
      <p className="order-review__text">{REVIEW_MESSAGES.notStarted}</p>
    </section>
  );
}

function SignInToReview() {
  const [pathname] = useLocation();
  return (
    <section className="order-review" aria-label="Отзыв">
      <h2 className="order-review__title">Как вам фильм?</h2>
      <p className="order-review__text">
        <Link href="/login" state={{ from: pathname }}>
          Войдите в личный кабинет
        </Link>
        , чтобы оценить фильм и кинотеатр.
      </p>
    </section>
  );
}

function OrderReviewBlock({ order }: { order: OrderDetails }) {
  const { state, dispatch } = useReview(order.id);
  const review = state.review;
  const subject = {
    film: order.film.name,
    cinema: order.cinema.name,
    timeZone: order.cinema.timezone,
  };
  return (
    <section className="order-review" aria-labelledby="order-review-title">
      <h2 id="order-review-title" className="order-review__title">
        {review ? 'Ваша оценка фильма' : 'Как вам фильм?'}
      </h2>
      {state.load === 'loading' && (
        <span className="spinner" role="status" aria-label="Загружаем отзыв" />
      )}
      {state.load === 'failed' && (
        <p className="order-review__text" role="alert">
          {state.loadError}{' '}
          <button
            type="button"
            className="button button--ghost order-review__retry"
            onClick={() => dispatch({ type: 'retry' })}
          >
            Попробовать еще раз
          </button>
        </p>
      )}
      {state.load === 'loaded' && (
        <>
          {!review && (
            <p className="order-review__text">
              Оцените фильм и кинотеатр — ваш отзыв поможет другим зрителям.
            </p>
          )}
          <RatingFaces
            value={review?.film.rate ?? null}
            label={review ? 'Ваша оценка фильма, открыть отзыв' : 'Оценить фильм'}
            onPick={(rate) => dispatch({ type: 'rate', rate })}
          />
          {review && (
            <button
              type="button"
              className="order-review__commentary"
              aria-label="Открыть ваш отзыв"
              onClick={() => dispatch({ type: 'openStatic' })}
            >
              <span className="order-review__quote">«{review.film.body}»</span>
              <span className="order-review__quote order-review__quote--muted">
                Кинотеатр, {RATE_LABELS[review.cinema.rate - 1]?.toLowerCase()}: «
                {review.cinema.body}»
              </span>
            </button>
          )}
        </>
      )}
      {state.popup !== 'closed' && (
        <Suspense fallback={null}>
          <ReviewPopup state={state} subject={subject} dispatch={dispatch} />
        </Suspense>
      )}
    </section>
  );
}
