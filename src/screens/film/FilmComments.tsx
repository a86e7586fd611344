import { FILM_REVIEW_TEXTS } from '@softkino/contract/film';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { storedUserId } from '../../flows/auth/session';
import { useNextPageFocus } from '../../ui/useNextPageFocus';
import { CommentItem } from './CommentItem';
import { CommentsController, type CommentsApi } from './commentsPaging';
import { FILM_COMMENTS_ID, ReviewForm, ReviewGuestPrompt } from './ReviewForm';
import type { ReviewApi } from './reviewForm';

interface FilmCommentsProps {
  filmId: number;
  api?: CommentsApi & ReviewApi;
}

/**
 * The comments block (the spec's film-comments mount point): a signed-in buyer's review form or
 * a prompt to sign in, the comments newest first with 'Показать еще', and the complaint menu.
 */
export function FilmComments({ filmId, api }: FilmCommentsProps) {
  const [controller] = useState(() => new CommentsController(filmId, api));
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const [signedIn] = useState(() => storedUserId() !== null);
  useEffect(() => {
    const stop = controller.start();
    controller.dispatch({ type: 'start' });
    return stop;
  }, [controller]);

  const { rootRef, pressedAt } = useNextPageFocus<HTMLElement>('.comment');

  // '#film-comments' (the sign-in the guest's 'Войти' led to comes back here, decision 475): the
  // block comes after the film and its sessions, past the moment the page scrolled to its
  // fragment, so it is shown here once its review form (or its note) is known.
  const formKnown = !signedIn || state.reviewed !== null;
  useEffect(() => {
    if (!formKnown || window.location.hash !== `#${FILM_COMMENTS_ID}`) return;
    rootRef.current?.scrollIntoView?.({ block: 'start' });
  }, [formKnown, rootRef]);

  return (
    <section
      ref={rootRef}
      id={FILM_COMMENTS_ID}
      className="film-comments"
      aria-labelledby="film-comments-title"
      aria-busy={state.busy}
    >
      <h2 id="film-comments-title" className="film-page__subtitle">
        Отзывы зрителей
      </h2>
      {!signedIn ? (
        <ReviewGuestPrompt />
      ) : state.reviewed ? (
        <p className="review-form review-form--sent">{FILM_REVIEW_TEXTS.duplicate}</p>
      ) : (
        state.reviewed === false && (
          <ReviewForm
            filmId={filmId}
            api={api}
            onAdded={(comment) => controller.dispatch({ type: 'added', comment })}
          />
        )
      )}
      {state.loading && (
        <p className="film-comments__status" role="status">
          <span className="spinner" aria-hidden="true" /> Загружаем отзывы...
        </p>
      )}
      {!state.loading && !state.error && state.items.length === 0 && (
        <p className="film-comments__status">Отзывов пока нет. Станьте первым!</p>
      )}
      {state.items.length > 0 && (
        <ul className="film-comments__list" aria-label="Отзывы">
          {state.items.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              signedIn={signedIn}
              sending={state.complaining === comment.id}
              disabled={state.busy}
              onComplain={(reason) =>
                controller.dispatch({ type: 'complain', commentId: comment.id, reason })
              }
            />
          ))}
        </ul>
      )}
      {state.error && (
        <p className="film-comments__error" role="alert">
          {state.error}
        </p>
      )}
      {(state.more || state.error) && (
        <button
          type="button"
          className="button button--ghost film-comments__more"
          // Busy, it keeps the focus (aria-disabled, not disabled): the next Tab goes on from
          // here, to the comments just loaded (decision 405).
          aria-disabled={state.busy || undefined}
          aria-busy={state.busy && state.complaining === null}
          onClick={() => {
            if (state.busy) return;
            pressedAt(state.items.length);
            controller.dispatch({ type: 'more' });
          }}
        >
          {state.busy && state.complaining === null && !state.loading ? (
            <>
              <span className="spinner" aria-hidden="true" /> Загружаем...
            </>
          ) : (
            'Показать еще'
          )}
        </button>
      )}
    </section>
  );
}
