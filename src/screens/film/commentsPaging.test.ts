import { describe, expect, it, vi } from 'vitest';
import { COMPLAINT_TEXTS, COMPLAINT_TYPES, type FilmComment } from '@softkino/contract/film';
import { ApiError } from '../../api/errors';
import type { CommentsPage } from '../../api/film';
import {
  CommentsController,
  commentsReducer,
  initialCommentsState,
  type CommentsState,
} from './commentsPaging';

function comment(id: number, extra: Partial<FilmComment> = {}): FilmComment {
  return {
    id,
    user_name: `Зритель ${id}`,
    body: `Отзыв ${id}`,
    rate: id % 6,
    created_at: '2026-11-20T10:00:00.000Z',
    complaints: [...COMPLAINT_TYPES],
    complained: false,
    mine: false,
    ...extra,
  };
}

function ids(from: number, count: number): FilmComment[] {
  return Array.from({ length: count }, (_, i) => comment(from - i));
}

function loaded(items: FilmComment[], more: boolean): CommentsState {
  return commentsReducer(commentsReducer(initialCommentsState(), { type: 'start' }), {
    type: 'page',
    page: { items, more, reviewed: false },
  });
}

describe('commentsReducer', () => {
  it('asks for the first page once, then appends the next page by the last id', () => {
    const started = commentsReducer(initialCommentsState(), { type: 'start' });
    expect(started.command).toEqual({ type: 'page', lastId: undefined });
    expect(commentsReducer(started, { type: 'start' })).toBe(started);
    const first = commentsReducer(started, {
      type: 'page',
      page: { items: ids(30, 10), more: true, reviewed: false },
    });
    expect(first).toMatchObject({ loading: false, busy: false, more: true, command: null });
    const asking = commentsReducer(first, { type: 'more' });
    expect(asking.command).toEqual({ type: 'page', lastId: 21 });
    // A second press while the page is on its way sends nothing more.
    expect(commentsReducer(asking, { type: 'more' })).toBe(asking);
    const second = commentsReducer(asking, {
      type: 'page',
      page: { items: ids(20, 3), more: false, reviewed: false },
    });
    expect(second.items.map((c) => c.id)).toEqual([...ids(30, 10), ...ids(20, 3)].map((c) => c.id));
    expect(second.more).toBe(false);
    // No further page: 'Показать еще' does nothing (and is not shown).
    expect(commentsReducer(second, { type: 'more' })).toBe(second);
  });

  it('exactly ten comments: one page and no button', () => {
    const state = loaded(ids(10, 10), false);
    expect(state.items).toHaveLength(10);
    expect(state.more).toBe(false);
    expect(commentsReducer(state, { type: 'more' })).toBe(state);
  });

  it('a failed page keeps what is shown; the button retries the same page', () => {
    const first = loaded(ids(30, 10), true);
    const failed = commentsReducer(commentsReducer(first, { type: 'more' }), {
      type: 'failed',
      message: 'Нет сети',
    });
    expect(failed).toMatchObject({ error: 'Нет сети', busy: false, command: null });
    expect(failed.items).toHaveLength(10);
    expect(commentsReducer(failed, { type: 'more' }).command).toEqual({ type: 'page', lastId: 21 });
    // A failed first page retries from the start.
    const none = commentsReducer(commentsReducer(initialCommentsState(), { type: 'start' }), {
      type: 'failed',
      message: 'Нет сети',
    });
    expect(commentsReducer(none, { type: 'more' }).command).toEqual({
      type: 'page',
      lastId: undefined,
    });
  });

  it('knows from the first page whether the viewer has reviewed the film; a review sent here does not change it', () => {
    const fresh = initialCommentsState();
    // Not known before the first page: no form yet.
    expect(fresh.reviewed).toBeNull();
    const started = commentsReducer(fresh, { type: 'start' });
    // A first page that failed says nothing; its retry does.
    expect(commentsReducer(started, { type: 'failed', message: 'Нет связи' }).reviewed).toBeNull();
    const first = commentsReducer(started, {
      type: 'page',
      page: { items: ids(30, 10), more: true, reviewed: true },
    });
    expect(first.reviewed).toBe(true);
    // A later page cannot take it back.
    const next = commentsReducer(commentsReducer(first, { type: 'more' }), {
      type: 'page',
      page: { items: ids(20, 2), more: false, reviewed: false },
    });
    expect(next.reviewed).toBe(true);
    // The form's own review joins the list; the form keeps its thanks, also when the next
    // page (which the server sends with reviewed: true now) comes.
    const none = loaded(ids(30, 10), true);
    expect(none.reviewed).toBe(false);
    const mine = comment(31, { mine: true, complaints: [] });
    const added = commentsReducer(none, { type: 'added', comment: mine });
    expect(added.reviewed).toBe(false);
    const after = commentsReducer(commentsReducer(added, { type: 'more' }), {
      type: 'page',
      page: { items: ids(20, 2), more: false, reviewed: true },
    });
    expect(after.reviewed).toBe(false);
  });

  it('a new review joins the top once, and the next page does not repeat it', () => {
    const first = loaded(ids(30, 10), true);
    const mine = comment(31, { mine: true, complaints: [] });
    const added = commentsReducer(first, { type: 'added', comment: mine });
    expect(added.items[0]).toBe(mine);
    expect(commentsReducer(added, { type: 'added', comment: mine })).toBe(added);
    const next = commentsReducer(commentsReducer(added, { type: 'more' }), {
      type: 'page',
      page: { items: [comment(21), ...ids(20, 2)], more: false, reviewed: false },
    });
    expect(next.items.map((c) => c.id).filter((id) => id === 21)).toHaveLength(1);
  });

  it('complains only with an offered reason, one at a time, and marks the comment', () => {
    const state = loaded([comment(5), comment(4, { complaints: [] })], false);
    expect(commentsReducer(state, { type: 'complain', commentId: 4, reason: 'spam' })).toBe(state);
    const sending = commentsReducer(state, { type: 'complain', commentId: 5, reason: 'abuse' });
    expect(sending).toMatchObject({ busy: true, complaining: 5 });
    expect(sending.command).toMatchObject({ type: 'complain', reason: 'abuse' });
    expect(commentsReducer(sending, { type: 'more' })).toBe(sending);
    const done = commentsReducer(sending, { type: 'complained', commentId: 5 });
    expect(done.items[0]).toMatchObject({ complained: true, complaints: [] });
    expect(done).toMatchObject({ busy: false, complaining: null, command: null });
    // A refused repeat marks it too; another failure leaves it to try again.
    const repeat = commentsReducer(sending, {
      type: 'complaintFailed',
      commentId: 5,
      refused: true,
    });
    expect(repeat.items[0]?.complained).toBe(true);
    const failed = commentsReducer(sending, {
      type: 'complaintFailed',
      commentId: 5,
      refused: false,
    });
    expect(failed.items[0]?.complaints).toEqual([...COMPLAINT_TYPES]);
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('CommentsController', () => {
  it('pages through the api by the last id and stops when there is no more', async () => {
    const pages: Record<string, CommentsPage> = {
      first: { items: ids(25, 10), more: true, reviewed: false },
      16: { items: ids(15, 10), more: true, reviewed: false },
      6: { items: ids(5, 5), more: false, reviewed: false },
    };
    const fetchFilmComments = vi.fn(async (_film: number, lastId?: number) => {
      const page = pages[lastId === undefined ? 'first' : String(lastId)];
      if (!page) throw new Error(`unexpected last-id ${lastId}`);
      return page;
    });
    const controller = new CommentsController(
      7,
      { fetchFilmComments, complainAboutComment: vi.fn() },
      { thanks: vi.fn(), failed: vi.fn() },
      () => 42,
    );
    controller.start();
    controller.dispatch({ type: 'start' });
    await vi.waitFor(() => expect(controller.getState().items).toHaveLength(10));
    controller.dispatch({ type: 'more' });
    await vi.waitFor(() => expect(controller.getState().items).toHaveLength(20));
    controller.dispatch({ type: 'more' });
    await vi.waitFor(() => expect(controller.getState().items).toHaveLength(25));
    expect(controller.getState().more).toBe(false);
    expect(fetchFilmComments.mock.calls).toEqual([[7], [7, 16], [7, 6]].map(([f, l]) => [f, l]));
  });

  it('sends a complaint as the spec shapes it and thanks by its type', async () => {
    const complainAboutComment = vi.fn(async () => {});
    const alerts = { thanks: vi.fn(), failed: vi.fn() };
    const controller = new CommentsController(
      7,
      {
        fetchFilmComments: async () => ({
          items: [comment(9, { user_name: 'Алёна К.' })],
          more: false,
          reviewed: false,
        }),
        complainAboutComment,
      },
      alerts,
      () => 42,
    );
    controller.start();
    controller.dispatch({ type: 'start' });
    await vi.waitFor(() => expect(controller.getState().items).toHaveLength(1));
    controller.dispatch({ type: 'complain', commentId: 9, reason: 'dirty-word' });
    await vi.waitFor(() => expect(controller.getState().items[0]?.complained).toBe(true));
    expect(complainAboutComment).toHaveBeenCalledWith({
      type: 'dirty-word',
      filmBitrixId: 7,
      commentPremierId: 9,
      commentAuthor: 'Алёна К.',
      commentText: 'Отзыв 9',
      userId: 42,
    });
    expect(alerts.thanks).toHaveBeenCalledWith('dirty-word');
  });

  it("fails with the spec's words, or the server's when it says why (a repeat)", async () => {
    const answers = [deferred<void>(), deferred<void>()];
    let call = 0;
    const alerts = { thanks: vi.fn(), failed: vi.fn() };
    const controller = new CommentsController(
      7,
      {
        fetchFilmComments: async () => ({
          items: [comment(9), comment(8)],
          more: false,
          reviewed: false,
        }),
        complainAboutComment: () => answers[call++]!.promise,
      },
      alerts,
      () => 42,
    );
    controller.start();
    controller.dispatch({ type: 'start' });
    await vi.waitFor(() => expect(controller.getState().items).toHaveLength(2));

    controller.dispatch({ type: 'complain', commentId: 9, reason: 'spam' });
    answers[0]!.reject(
      new ApiError('network', 'Что-то пошло не так: offline. Попробуйте еще раз.'),
    );
    await vi.waitFor(() => expect(alerts.failed).toHaveBeenCalledTimes(1));
    expect(alerts.failed).toHaveBeenLastCalledWith(COMPLAINT_TEXTS.failure);
    expect(controller.getState().items[0]?.complained).toBe(false);

    controller.dispatch({ type: 'complain', commentId: 8, reason: 'abuse' });
    const repeat = new ApiError('server', COMPLAINT_TEXTS.duplicate, 409);
    repeat.status = 409;
    answers[1]!.reject(repeat);
    await vi.waitFor(() => expect(alerts.failed).toHaveBeenCalledTimes(2));
    expect(alerts.failed).toHaveBeenLastCalledWith(COMPLAINT_TEXTS.duplicate);
    expect(controller.getState().items[1]?.complained).toBe(true);
    expect(alerts.thanks).not.toHaveBeenCalled();
  });
});
