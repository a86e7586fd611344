import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  FILM_REVIEW_TEXTS,
  REVIEW_MAX_LENGTH,
  REVIEW_MIN_LENGTH,
  type FilmComment,
} from '@softkino/contract/film';
import { countedLength, tooLongHint } from '@softkino/contract/textLength';
import { ReviewController, type ReviewApi } from './reviewForm';

const RATE_WORDS = ['', 'Плохо', 'Так себе', 'Неплохо', 'Хорошо', 'Отлично'];

interface ReviewFormProps {
  filmId: number;
  api?: ReviewApi | undefined;
  onAdded: (comment: FilmComment) => void;
}

/** A signed-in buyer's review: stars 1-5 and a text of 25 characters or more. */
export function ReviewForm({ filmId, api, onAdded }: ReviewFormProps) {
  const [controller] = useState(() => new ReviewController(filmId, onAdded, api));
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  useEffect(() => controller.start(), [controller]);
  const ids = useId();

  if (state.status === 'sent') {
    return (
      <p className="review-form review-form--sent" role="status">
        {FILM_REVIEW_TEXTS.thanks}
      </p>
    );
  }
  const sending = state.status === 'sending';
  const length = countedLength(state.body);
  const tooLong = tooLongHint(state.body, REVIEW_MAX_LENGTH);
  return (
    <form
      className="review-form"
      noValidate
      aria-labelledby={`${ids}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        controller.dispatch({ type: 'submit' });
      }}
    >
      <h3 id={`${ids}-title`} className="review-form__title">
        Ваш отзыв о фильме
      </h3>
      <fieldset className="review-form__rate" disabled={sending}>
        <legend>Оценка</legend>
        <div className="rate-picker">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={state.rate !== null && n <= state.rate ? 'is-on' : ''}>
              <input
                type="radio"
                name={`${ids}-rate`}
                value={n}
                checked={state.rate === n}
                onChange={() => controller.dispatch({ type: 'rate', rate: n })}
                aria-label={`${n} из 5`}
              />
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4L2.8 9.5l6.4-.8z" />
              </svg>
            </label>
          ))}
          <span className="rate-picker__word">{state.rate ? RATE_WORDS[state.rate] : ''}</span>
        </div>
      </fieldset>
      <label className="review-form__label" htmlFor={`${ids}-body`}>
        Комментарий
      </label>
      <textarea
        id={`${ids}-body`}
        className="review-form__body"
        rows={4}
        // No maxLength: the browser cut a pasted text at the limit without a word; a longer
        // one is kept whole, the count says so and the check refuses it (decision 412).
        value={state.body}
        readOnly={sending}
        placeholder="Что понравилось, а что нет? Без спойлеров, пожалуйста."
        aria-invalid={state.error !== null}
        aria-describedby={`${ids}-hint ${ids}-error`}
        onChange={(event) => controller.dispatch({ type: 'body', body: event.target.value })}
      />
      <div className="review-form__foot">
        <span id={`${ids}-hint`} className="review-form__hint">
          {length < REVIEW_MIN_LENGTH
            ? `Не меньше ${REVIEW_MIN_LENGTH} символов: ${length} из ${REVIEW_MIN_LENGTH}`
            : (tooLong ?? `${length} из ${REVIEW_MAX_LENGTH}`)}
        </span>
        <button
          type="submit"
          className="button button--primary"
          disabled={sending}
          aria-busy={sending}
        >
          {sending ? (
            <>
              <span className="spinner" aria-hidden="true" /> Отправляем...
            </>
          ) : (
            'Оставить отзыв'
          )}
        </button>
      </div>
      <p id={`${ids}-error`} className="review-form__error" role="alert">
        {state.error ?? ''}
      </p>
    </form>
  );
}

/** The comments block's id: '#film-comments' in an address shows it (FilmComments). */
export const FILM_COMMENTS_ID = 'film-comments';

/**
 * A guest is asked to sign in to review and to complain; the sign-in returns here, to the
 * reviews (`#film-comments`), not to the film page's top (decision 475).
 */
export function ReviewGuestPrompt() {
  const [pathname] = useLocation();
  const search = useSearch();
  const from = `${pathname}${search ? `?${search}` : ''}#${FILM_COMMENTS_ID}`;
  return (
    <div className="review-form review-form--guest">
      <p>Войдите, чтобы оставить отзыв о фильме или пожаловаться на чужой комментарий.</p>
      <Link className="button button--primary" href="/login" state={{ from }}>
        Войти
      </Link>
    </div>
  );
}
