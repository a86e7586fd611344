import { useEffect, useId, useRef, type FormEvent } from 'react';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, type OrderReview } from '@softkino/contract/review';
import { countedLength, tooLongHint } from '@softkino/contract/textLength';
import { CHARACTER_FORMS, pluralize } from '@softkino/contract/plural';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { Modal } from '../../ui/popups/Modal';
import {
  isSaving,
  replacesFilmComment,
  type ReviewEvent,
  type ReviewPart,
  type ReviewState,
} from './reviewMachine';
import { RATE_LABELS, RatingFaces } from './RatingFaces';
import './review.css';

/**
 * Above the film part when the buyer has already reviewed the film (on its page, or with another
 * order) and this order has no review yet: the form starts from that review, and saving replaces
 * it (decision 404).
 */
export const FILM_COMMENT_NOTE =
  'Это ваш отзыв о фильме, он уже опубликован на странице фильма. Изменения здесь заменят его.';

/** The same when complaints have hidden that review until a moderator looks at it. */
export const HIDDEN_FILM_COMMENT_NOTE =
  'Это ваш отзыв о фильме: после жалоб зрителей он скрыт до проверки модератором. Изменения здесь заменят его.';

/** What the popup names: the film and the cinema of the order. */
export interface ReviewSubject {
  film: string;
  cinema: string;
  /**
   * The cinema's city's IANA zone: the review's date is written on its clock, as the order page
   * writes its other moments (decisions 351, 431).
   */
  timeZone: string;
}

/**
 * The feedback popup (spec section 2, Popup types feedback and feedback-static; section 4
 * Review popup): the form ('edit'), the saved review with 'Изменить отзыв' ('view'), or the saved
 * review read-only ('static', from the order's commentary). It renders the state and dispatches.
 */
export function ReviewPopup({
  state,
  subject,
  dispatch,
}: {
  state: ReviewState;
  subject: ReviewSubject;
  dispatch: (event: ReviewEvent) => void;
}) {
  if (state.popup === 'closed') return null;
  const label = state.popup === 'edit' ? 'Отзыв о фильме и кинотеатре' : 'Ваш отзыв';
  return (
    <Modal label={label} size="wide" onClosed={() => dispatch({ type: 'dismiss' })}>
      {() =>
        state.popup === 'edit' ? (
          <ReviewForm state={state} subject={subject} dispatch={dispatch} />
        ) : state.review ? (
          <SavedReview
            review={state.review}
            subject={subject}
            onEdit={state.popup === 'view' ? () => dispatch({ type: 'edit' }) : undefined}
          />
        ) : null
      }
    </Modal>
  );
}

function ReviewForm({
  state,
  subject,
  dispatch,
}: {
  state: ReviewState;
  subject: ReviewSubject;
  dispatch: (event: ReviewEvent) => void;
}) {
  const ids = useId();
  const saving = isSaving(state);
  const { draft, errors } = state;
  const errorsRef = useRef<HTMLDivElement>(null);
  const refused = [errors.ratings, errors.comments, state.serverError].join('|');
  // A refusal shows under the form: bring it into view (the popup scrolls on a phone).
  useEffect(() => {
    if (refused !== '||') errorsRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [refused]);
  function submit(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: 'submit' });
  }
  const part = (which: ReviewPart, title: string, hint: string) => {
    const rate = which === 'film' ? draft.filmRate : draft.cinemaRate;
    const body = which === 'film' ? draft.filmBody : draft.cinemaBody;
    const length = countedLength(body);
    const rateMissing = errors.ratings !== undefined && rate === null;
    // Over the cap: kept whole and refused, not cut by the browser at the limit (412).
    const tooLong = tooLongHint(body, REVIEW_BODY_MAX);
    const bodyShort =
      errors.comments !== undefined && (length < REVIEW_BODY_MIN || tooLong !== null);
    const note = which === 'film' && replacesFilmComment(state);
    return (
      <fieldset className={`review__part${rateMissing ? ' review__part--missing' : ''}`}>
        <legend className="review__legend">{title}</legend>
        {note && (
          <p className="review__note" id={`${ids}-film-note`}>
            {state.filmComment?.hidden ? HIDDEN_FILM_COMMENT_NOTE : FILM_COMMENT_NOTE}
          </p>
        )}
        <div className="review__rate">
          <RatingFaces
            value={rate}
            label={which === 'film' ? 'Оценка фильма' : 'Оценка кинотеатра'}
            disabled={saving}
            arrows
            onPick={(value) => dispatch({ type: 'setRate', part: which, rate: value })}
          />
          <span className="review__rate-word" aria-hidden="true">
            {rate === null ? 'Выберите оценку' : RATE_LABELS[rate - 1]}
          </span>
        </div>
        <div className={`field${bodyShort ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${ids}-${which}`}>
            {which === 'film' ? 'Комментарий о фильме' : 'Комментарий о кинотеатре'}
          </label>
          <textarea
            id={`${ids}-${which}`}
            className="field__input review__text"
            value={body}
            rows={4}
            placeholder={hint}
            disabled={saving}
            aria-invalid={bodyShort || undefined}
            aria-describedby={
              note ? `${ids}-film-note ${ids}-${which}-count` : `${ids}-${which}-count`
            }
            onChange={(event) =>
              dispatch({ type: 'setBody', part: which, body: event.target.value })
            }
          />
          <span
            id={`${ids}-${which}-count`}
            className={`field__hint review__count${length >= REVIEW_BODY_MIN && tooLong === null ? ' review__count--ok' : ''}`}
          >
            {length < REVIEW_BODY_MIN
              ? `Еще ${REVIEW_BODY_MIN - length} из ${REVIEW_BODY_MIN} символов`
              : (tooLong ?? pluralize(length, CHARACTER_FORMS))}
          </span>
        </div>
      </fieldset>
    );
  };
  return (
    <form className="review" onSubmit={submit} noValidate>
      <h2 className="review__title">
        {state.review ? 'Изменить отзыв' : 'Оцените фильм и кинотеатр'}
      </h2>
      <p className="review__lead">
        Отзыв о фильме увидят другие зрители, отзыв о кинотеатре прочитает его администрация.
      </p>
      <div className="review__parts">
        {part('film', `Фильм «${subject.film}»`, 'Что понравилось, что нет, кому посоветуете')}
        {part('cinema', `Кинотеатр «${subject.cinema}»`, 'Зал, звук, кресла, чистота, персонал')}
      </div>
      {(errors.ratings || errors.comments || state.serverError) && (
        <div className="review__errors" role="alert" ref={errorsRef}>
          {errors.ratings && <p>{errors.ratings}</p>}
          {errors.comments && <p>{errors.comments}</p>}
          {state.serverError && <p>{state.serverError}</p>}
        </div>
      )}
      <SubmitButton loading={saving}>
        {state.review ? 'Сохранить отзыв' : 'Отправить отзыв'}
      </SubmitButton>
    </form>
  );
}

function SavedReview({
  review,
  subject,
  onEdit,
}: {
  review: OrderReview;
  subject: ReviewSubject;
  onEdit?: () => void;
}) {
  const edited = review.updated_at !== review.created_at;
  const when = new Date(edited ? review.updated_at : review.created_at).toLocaleDateString(
    'ru-RU',
    { timeZone: subject.timeZone },
  );
  return (
    <div className="review">
      <h2 className="review__title">Ваш отзыв</h2>
      <p className="review__lead">
        {edited ? 'Изменен' : 'Оставлен'} {when}
      </p>
      <div className="review__parts">
        {(
          [
            ['Фильм', subject.film, review.film, 'Оценка фильма'],
            ['Кинотеатр', subject.cinema, review.cinema, 'Оценка кинотеатра'],
          ] as const
        ).map(([kind, name, part, label]) => (
          <section key={kind} className="review__part review__part--saved">
            <h3 className="review__legend">
              {kind} «{name}»
            </h3>
            <div className="review__rate">
              <RatingFaces value={part.rate} label={label} />
              <span className="review__rate-word">{RATE_LABELS[part.rate - 1]}</span>
            </div>
            <p className="review__saved-text">{part.body}</p>
          </section>
        ))}
      </div>
      {onEdit && (
        <button type="button" className="button button--primary" onClick={onEdit}>
          Изменить отзыв
        </button>
      )}
    </div>
  );
}
