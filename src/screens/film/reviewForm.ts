/**
 * The film review form of a signed-in buyer (spec sections 3 Review, 4 Forms, 5 Review): a
 * rating 1-5 and a text of at least 25 characters, checked with the contract's own check
 * before sending (the server says the same words); idle, then sending (the button shows
 * loading), then the thanks note or the server's message (errors.message, section 8).
 * Nothing typed is lost on a failure.
 */
import { filmReviewError, type FilmComment } from '@softkino/contract/film';
import * as filmApi from '../../api/film';
import { toApiError } from '../../api/errors';
import { MachineController } from '../../lib/machineController';

export type ReviewCommand = { type: 'send'; body: string; rate: number };

export interface ReviewState {
  rate: number | null;
  body: string;
  status: 'editing' | 'sending' | 'sent';
  /** The check's or the server's message under the form. */
  error: string | null;
  command: ReviewCommand | null;
}

export type ReviewEvent =
  | { type: 'rate'; rate: number }
  | { type: 'body'; body: string }
  | { type: 'submit' }
  | { type: 'sent' }
  | { type: 'failed'; message: string };

export function initialReviewState(): ReviewState {
  return { rate: null, body: '', status: 'editing', error: null, command: null };
}

export function reviewReducer(state: ReviewState, event: ReviewEvent): ReviewState {
  if (state.status === 'sent') return state;
  switch (event.type) {
    case 'rate':
      if (state.status === 'sending') return state;
      return { ...state, rate: event.rate, error: null };
    case 'body':
      if (state.status === 'sending') return state;
      return { ...state, body: event.body, error: null };
    case 'submit': {
      if (state.status === 'sending') return state;
      const error = filmReviewError(state);
      if (error) return { ...state, error };
      return {
        ...state,
        status: 'sending',
        error: null,
        command: { type: 'send', body: state.body.trim(), rate: state.rate as number },
      };
    }
    case 'sent':
      return { ...state, status: 'sent', command: null };
    case 'failed':
      return { ...state, status: 'editing', error: event.message, command: null };
  }
}

export type ReviewApi = Pick<typeof filmApi, 'createFilmReview'>;

export class ReviewController extends MachineController<ReviewState, ReviewEvent, ReviewCommand> {
  constructor(
    private readonly filmId: number,
    /** The stored review, for the comments list to show at its top. */
    private readonly onAdded: (comment: FilmComment) => void,
    private readonly api: ReviewApi = filmApi,
  ) {
    super(initialReviewState(), reviewReducer);
  }

  protected run(command: ReviewCommand): void {
    this.running = command;
    const settle = (event: ReviewEvent) => {
      if (this.running !== command) return;
      this.running = null;
      this.dispatch(event);
    };
    this.api.createFilmReview({ body: command.body, rate: command.rate, filmId: this.filmId }).then(
      (comment) => {
        settle({ type: 'sent' });
        this.onAdded(comment);
      },
      (thrown: unknown) => settle({ type: 'failed', message: toApiError(thrown).message }),
    );
  }
}
