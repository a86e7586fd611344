/**
 * The film page's comments (spec section 4, Comments; section 9: pages of 10). The first page
 * loads; 'Показать еще' appends the next page below the last comment's id and shows only while
 * the server says another page exists; a new review joins the top. A signed-in buyer's
 * complaint (spec section 4, Complaint) runs here too: a success or a failure alert, and the
 * comment is marked so its menu does not offer the same complaint twice. A pure reducer asks
 * for work through `command`; CommentsController runs it, one call at a time.
 */
import {
  COMPLAINT_TEXTS,
  COMPLAINT_THANKS,
  type ComplaintType,
  type FilmComment,
} from '@softkino/contract/film';
import * as filmApi from '../../api/film';
import { toApiError } from '../../api/errors';
import { storedUserId } from '../../flows/auth/session';
import {
  initialPaging,
  pagingReducer,
  type PagingCommand,
  type PagingEvent,
  type PagingState,
} from '../../lib/lastIdPaging';
import { MachineController } from '../../lib/machineController';
import { showAlert } from '../../ui/popups/alerts';

export type CommentsCommand =
  PagingCommand | { type: 'complain'; comment: FilmComment; reason: ComplaintType };

/** The paged list (busy also while a complaint is sent), and the complaint under way. */
export interface CommentsState extends PagingState<FilmComment> {
  /** The comment whose complaint is being sent. */
  complaining: number | null;
  /**
   * Whether the viewer has a review of this film already (one per user and film), as the
   * first page that came said it: null until then (no form yet), true: the form is not
   * offered. Later pages do not change it, so a review sent from this page's form keeps the
   * form's thanks.
   */
  reviewed: boolean | null;
  command: CommentsCommand | null;
}

export type CommentsEvent =
  | Exclude<PagingEvent<FilmComment>, { type: 'page' }>
  | { type: 'page'; page: { items: FilmComment[]; more: boolean; reviewed: boolean } }
  | { type: 'added'; comment: FilmComment }
  | { type: 'complain'; commentId: number; reason: ComplaintType }
  | { type: 'complained'; commentId: number }
  | { type: 'complaintFailed'; commentId: number; refused: boolean };

export function initialCommentsState(): CommentsState {
  return { ...initialPaging<FilmComment>(), complaining: null, reviewed: null };
}

/** The comment marked as complained about: no reasons left to offer. */
function markComplained(items: FilmComment[], id: number): FilmComment[] {
  return items.map((c) => (c.id === id ? { ...c, complained: true, complaints: [] } : c));
}

export function commentsReducer(state: CommentsState, event: CommentsEvent): CommentsState {
  switch (event.type) {
    case 'start':
    case 'more':
    case 'failed':
      return pagingReducer<FilmComment, CommentsState>(state, event);
    case 'page': {
      // A review added at the top is not shown twice when its page comes.
      const next = pagingReducer<FilmComment, CommentsState>(state, event);
      return state.reviewed === null ? { ...next, reviewed: event.page.reviewed } : next;
    }
    case 'added':
      if (state.items.some((c) => c.id === event.comment.id)) return state;
      return { ...state, items: [event.comment, ...state.items] };
    case 'complain': {
      const comment = state.items.find((c) => c.id === event.commentId);
      if (state.busy || !comment || !comment.complaints.includes(event.reason)) return state;
      return {
        ...state,
        busy: true,
        complaining: comment.id,
        command: { type: 'complain', comment, reason: event.reason },
      };
    }
    case 'complained':
      return {
        ...state,
        busy: false,
        complaining: null,
        command: null,
        items: markComplained(state.items, event.commentId),
      };
    case 'complaintFailed':
      return {
        ...state,
        busy: false,
        complaining: null,
        command: null,
        // Refused as a repeat: the server has this buyer's complaint already.
        items: event.refused ? markComplained(state.items, event.commentId) : state.items,
      };
  }
}

export type CommentsApi = Pick<typeof filmApi, 'fetchFilmComments' | 'complainAboutComment'>;

/** The alerts a complaint ends with (spec section 8, Complaint). */
export interface ComplaintAlerts {
  thanks(reason: ComplaintType): void;
  failed(message: string): void;
}

const ALERTS: ComplaintAlerts = {
  thanks: (reason) => showAlert({ status: 'success', text: COMPLAINT_THANKS[reason] }),
  failed: (text) => showAlert({ status: 'error', title: COMPLAINT_TEXTS.failureTitle, text }),
};

/** The HTTP statuses whose server text says more than 'try again': repeat, sign-in, own. */
const TOLD = new Set([401, 403, 409]);

export class CommentsController extends MachineController<
  CommentsState,
  CommentsEvent,
  CommentsCommand
> {
  constructor(
    private readonly filmId: number,
    private readonly api: CommentsApi = filmApi,
    private readonly alerts: ComplaintAlerts = ALERTS,
    private readonly userId: () => number | null = storedUserId,
  ) {
    super(initialCommentsState(), commentsReducer);
  }

  protected run(command: CommentsCommand): void {
    this.running = command;
    const settle = (event: CommentsEvent) => {
      if (this.running !== command) return;
      this.running = null;
      this.dispatch(event);
    };
    if (command.type === 'page') {
      this.api.fetchFilmComments(this.filmId, command.lastId).then(
        (page) => settle({ type: 'page', page }),
        (thrown: unknown) => settle({ type: 'failed', message: toApiError(thrown).message }),
      );
      return;
    }
    const { comment, reason } = command;
    this.api
      .complainAboutComment({
        type: reason,
        filmBitrixId: this.filmId,
        commentPremierId: comment.id,
        commentAuthor: comment.user_name,
        commentText: comment.body,
        userId: this.userId() ?? 0,
      })
      .then(
        () => {
          settle({ type: 'complained', commentId: comment.id });
          this.alerts.thanks(reason);
        },
        (thrown: unknown) => {
          const error = toApiError(thrown);
          const told = error.kind === 'server' && TOLD.has(error.status ?? 0);
          settle({ type: 'complaintFailed', commentId: comment.id, refused: error.status === 409 });
          this.alerts.failed(told ? error.message : COMPLAINT_TEXTS.failure);
        },
      );
  }
}
