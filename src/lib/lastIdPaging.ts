/**
 * A list the server pages by the last item's id ('Показать еще'), as a pure reducer: the first
 * page on 'start', the next one below the last item's id on 'more' (only while the server says
 * another page exists, or to retry a failed page), one request at a time, and an item the list
 * already has never shown twice (a new one may have pushed it into the next page). Screens with
 * more to do (the film's comments) delegate these events here and handle their own.
 */
export type PagingCommand = { type: 'page'; lastId: number | undefined };

export interface PagingState<T extends { id: number }> {
  items: T[];
  /** The server has another page: 'Показать еще' shows. */
  more: boolean;
  /** The first page is loading. */
  loading: boolean;
  /** A call is under way: buttons wait. */
  busy: boolean;
  /** The last page load failed: its text, and 'Показать еще' retries. */
  error: string | null;
}

export type PagingEvent<T> =
  | { type: 'start' }
  | { type: 'more' }
  | { type: 'page'; page: { items: T[]; more: boolean } }
  | { type: 'failed'; message: string };

export function initialPaging<T extends { id: number }>(): PagingState<T> & { command: null } {
  return { items: [], more: false, loading: true, busy: false, error: null, command: null };
}

/** The paging events of any state that holds a paged list and a command slot. */
export function pagingReducer<
  T extends { id: number },
  S extends PagingState<T> & { command: unknown },
>(state: S, event: PagingEvent<T>): S {
  switch (event.type) {
    case 'start':
      return state.busy || !state.loading ? state : ask(state, undefined);
    case 'more':
      if (state.busy || (!state.more && !state.error)) return state;
      return ask(state, state.items.at(-1)?.id);
    case 'page': {
      const known = new Set(state.items.map((item) => item.id));
      const fresh = event.page.items.filter((item) => !known.has(item.id));
      return {
        ...state,
        items: [...state.items, ...fresh],
        more: event.page.more,
        loading: false,
        busy: false,
        command: null,
      };
    }
    case 'failed':
      return { ...state, loading: false, busy: false, error: event.message, command: null };
  }
}

function ask<S extends { busy: boolean; error: string | null; command: unknown }>(
  state: S,
  lastId: number | undefined,
): S {
  const command: PagingCommand = { type: 'page', lastId };
  return { ...state, busy: true, error: null, command };
}
