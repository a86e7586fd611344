/**
 * The review after an order (spec sections 2 'Order page', 4 'Review popup', 5 'Review'): a pure
 * machine. The order page loads the order's review; the emoji rating opens the feedback popup
 * (the saved review with an edit button, or the form when there is none); the commentary opens
 * the read-only feedback-static view. The controller runs the commands: load, save, thank.
 */
import {
  reviewDraftErrors,
  type OrderReview,
  type OrderReviewRead,
  type ReviewDraft,
  type ReviewDraftErrors,
} from '@softkino/contract/review';

export type ReviewPopup = 'closed' | 'view' | 'edit' | 'static';
export type ReviewPart = 'film' | 'cinema';

export type ReviewCommand =
  | { type: 'load'; orderId: number }
  | { type: 'save'; orderId: number; draft: ReviewDraft }
  | { type: 'thank' };

export interface ReviewState {
  orderId: number;
  /** The saved review: 'loading' until read, then 'loaded' (review or null) or 'failed'. */
  load: 'loading' | 'loaded' | 'failed';
  loadError: string;
  review: OrderReview | null;
  /**
   * The buyer's comment on the order's film, read with the review: written on the film page or
   * by another order's review. Saving the film part rewrites it, so a form with no review of its
   * own starts from it, and says so (decision 404).
   */
  filmComment: OrderReviewRead['film_comment'];
  popup: ReviewPopup;
  draft: ReviewDraft;
  /** The draft's refusals, shown once the buyer has tried to send it, then kept current. */
  errors: ReviewDraftErrors;
  tried: boolean;
  /** The server's refusal of the last save ('' when none). */
  serverError: string;
  command: ReviewCommand | null;
}

export type ReviewEvent =
  /** The page started: read the review (again, when a read was cut short). */
  | { type: 'begin' }
  | { type: 'loaded'; review: OrderReview | null; filmComment: OrderReviewRead['film_comment'] }
  | { type: 'loadFailed'; message: string }
  | { type: 'retry' }
  /** An emoji of the order page's rating (1-5) pressed. */
  | { type: 'rate'; rate: number }
  /** The order's commentary pressed. */
  | { type: 'openStatic' }
  /** 'Изменить отзыв' in the view mode. */
  | { type: 'edit' }
  | { type: 'setRate'; part: ReviewPart; rate: number }
  | { type: 'setBody'; part: ReviewPart; body: string }
  | { type: 'submit' }
  | { type: 'saved'; review: OrderReview }
  | { type: 'failed'; message: string }
  /** The popup closed (close button, Esc, backdrop). */
  | { type: 'dismiss' }
  /** The thanks alert is up. */
  | { type: 'thanked' };

export const EMPTY_DRAFT: ReviewDraft = {
  filmRate: null,
  cinemaRate: null,
  filmBody: '',
  cinemaBody: '',
};

export function initialReviewState(orderId: number): ReviewState {
  return {
    orderId,
    load: 'loading',
    loadError: '',
    review: null,
    filmComment: null,
    popup: 'closed',
    draft: EMPTY_DRAFT,
    errors: {},
    tried: false,
    serverError: '',
    command: null,
  };
}

function draftOf(review: OrderReview): ReviewDraft {
  return {
    filmRate: review.film.rate,
    cinemaRate: review.cinema.rate,
    filmBody: review.film.body,
    cinemaBody: review.cinema.body,
  };
}

/**
 * Whether the film part of the form would replace a comment other than the one it shows as the
 * order's: a review written on the film page, or by another order of the film after this one's
 * (decision 404). The form then starts from that comment and says so.
 */
export function replacesFilmComment(state: Pick<ReviewState, 'review' | 'filmComment'>): boolean {
  const { review, filmComment } = state;
  if (!filmComment) return false;
  return (
    review === null ||
    filmComment.body !== review.film.body ||
    filmComment.rate !== review.film.rate
  );
}

/** A first draft: the film part from the buyer's comment on the film, when there is one. */
function draftFromComment(comment: OrderReviewRead['film_comment']): ReviewDraft {
  return comment
    ? { ...EMPTY_DRAFT, filmRate: clamp(comment.rate), filmBody: comment.body }
    : EMPTY_DRAFT;
}

/** The form opened afresh: from the saved review, or empty with the emoji's rating. */
function openForm(state: ReviewState, draft: ReviewDraft): ReviewState {
  return { ...state, popup: 'edit', draft, errors: {}, tried: false, serverError: '' };
}

function withDraft(state: ReviewState, draft: ReviewDraft): ReviewState {
  return { ...state, draft, errors: state.tried ? reviewDraftErrors(draft) : state.errors };
}

export function isSaving(state: ReviewState): boolean {
  return state.command?.type === 'save';
}

function clamp(rate: number): number | null {
  return Number.isInteger(rate) && rate >= 1 && rate <= 5 ? rate : null;
}

export function reviewReducer(state: ReviewState, event: ReviewEvent): ReviewState {
  switch (event.type) {
    case 'begin':
      // A new command object each time, so a restarted controller asks again.
      return state.load === 'loading'
        ? { ...state, command: { type: 'load', orderId: state.orderId } }
        : state;
    case 'loaded':
      return state.command?.type === 'load'
        ? {
            ...state,
            load: 'loaded',
            review: event.review,
            filmComment: event.filmComment,
            draft: event.review ? state.draft : draftFromComment(event.filmComment),
            command: null,
          }
        : state;
    case 'loadFailed':
      return state.command?.type === 'load'
        ? { ...state, load: 'failed', loadError: event.message, command: null }
        : state;
    case 'retry':
      return state.load === 'failed'
        ? {
            ...state,
            load: 'loading',
            loadError: '',
            command: { type: 'load', orderId: state.orderId },
          }
        : state;
    case 'rate': {
      if (state.load !== 'loaded' || state.popup !== 'closed') return state;
      if (state.review) return { ...state, popup: 'view' };
      // A draft the buyer closed unsent is kept; the emoji sets the film's rating.
      return openForm(state, {
        ...state.draft,
        filmRate: clamp(event.rate) ?? state.draft.filmRate,
      });
    }
    case 'openStatic':
      return state.review && state.popup === 'closed' ? { ...state, popup: 'static' } : state;
    case 'edit': {
      if (!state.review || state.popup !== 'view') return state;
      const draft = draftOf(state.review);
      // The film's comment changed since (another order of the film): the form edits what is
      // published, not this order's older text.
      const comment = state.filmComment;
      if (comment && replacesFilmComment(state))
        return openForm(state, { ...draft, filmRate: clamp(comment.rate), filmBody: comment.body });
      return openForm(state, draft);
    }
    case 'setRate': {
      const rate = clamp(event.rate);
      if (state.popup !== 'edit' || isSaving(state) || rate === null) return state;
      const key = event.part === 'film' ? 'filmRate' : 'cinemaRate';
      return withDraft(state, { ...state.draft, [key]: rate });
    }
    case 'setBody': {
      if (state.popup !== 'edit' || isSaving(state)) return state;
      const key = event.part === 'film' ? 'filmBody' : 'cinemaBody';
      return withDraft(state, { ...state.draft, [key]: event.body });
    }
    case 'submit': {
      if (state.popup !== 'edit' || isSaving(state)) return state;
      const errors = reviewDraftErrors(state.draft);
      if (errors.ratings || errors.comments)
        return { ...state, tried: true, errors, serverError: '' };
      return {
        ...state,
        tried: true,
        errors: {},
        serverError: '',
        command: { type: 'save', orderId: state.orderId, draft: state.draft },
      };
    }
    case 'saved':
      if (!isSaving(state)) return state;
      // Saved: the popup closes and the thanks alert opens; the page shows the review.
      return {
        ...state,
        review: event.review,
        filmComment: { ...event.review.film, hidden: state.filmComment?.hidden ?? false },
        popup: 'closed',
        draft: EMPTY_DRAFT,
        errors: {},
        tried: false,
        command: { type: 'thank' },
      };
    case 'failed':
      // The refusal shows in the form, which keeps what was typed (reopened if it was closed).
      return isSaving(state)
        ? { ...state, popup: 'edit', serverError: event.message, command: null }
        : state;
    case 'dismiss':
      if (state.popup === 'closed') return state;
      // A save on its way still lands; what was typed stays for the next opening.
      return { ...state, popup: 'closed', serverError: '' };
    case 'thanked':
      return state.command?.type === 'thank' ? { ...state, command: null } : state;
  }
}
