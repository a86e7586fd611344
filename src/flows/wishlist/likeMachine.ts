/**
 * The 'Хочу сходить' toggle (spec section 4, Wishlist toggle) as a pure reducer: not liked to
 * liked (like=1), liked to not liked (like=0). It never calls the server: it asks for a call, or
 * for what the page shows, by setting `command`, and the controller (likeController.ts) runs it
 * and feeds the outcome back. A guest's answer asks for the sign-in notice; the like the guest
 * asked for comes back after signing in as `resume` (decision 433).
 */
import type { LikeResult } from '../../api/wishlist';

export type LikeCommand =
  | { type: 'readWishlist'; filmId: number }
  | { type: 'like'; filmId: number; like: boolean }
  /** The server's list for the page; `favorite` when a like was added (the favorite popup). */
  | { type: 'show'; wishlist: number[]; favorite: { hasEmail: boolean } | null }
  /** A guest: 'Авторизуйтесь для добавления в избранное', with the way to sign in. */
  | { type: 'askSignIn'; filmId: number }
  | { type: 'fail'; text: string };

export interface LikeState {
  /** A press (or a resumed like) is under way: further presses wait for it. */
  busy: boolean;
  /** The film of the like under way. */
  filmId: number | null;
  command: LikeCommand | null;
}

export type LikeEvent =
  | { type: 'press'; filmId: number; liked: boolean }
  /** The like a guest asked for, back after signing in: added unless the list has it. */
  | { type: 'resume'; filmId: number }
  | { type: 'wishlistRead'; wishlist: number[] }
  | { type: 'answered'; like: boolean; result: LikeResult }
  | { type: 'failed'; text: string }
  /** The controller has shown what `show`, `askSignIn` or `fail` asked for. */
  | { type: 'shown' };

export function initialLikeState(): LikeState {
  return { busy: false, filmId: null, command: null };
}

function asking(filmId: number, command: LikeCommand): LikeState {
  return { busy: true, filmId, command };
}

export function likeReducer(state: LikeState, event: LikeEvent): LikeState {
  const pending = state.command?.type;
  switch (event.type) {
    case 'press':
      if (state.busy) return state;
      return asking(event.filmId, { type: 'like', filmId: event.filmId, like: !event.liked });
    case 'resume':
      if (state.busy) return state;
      return asking(event.filmId, { type: 'readWishlist', filmId: event.filmId });
    case 'wishlistRead':
      if (pending !== 'readWishlist' || state.filmId === null) return state;
      // Already in the list (liked meanwhile, or in another browser): nothing changes.
      return event.wishlist.includes(state.filmId)
        ? { ...state, command: { type: 'show', wishlist: event.wishlist, favorite: null } }
        : { ...state, command: { type: 'like', filmId: state.filmId, like: true } };
    case 'answered': {
      if (pending !== 'like' || state.filmId === null) return state;
      const { result } = event;
      if (!result.authorized)
        return { ...state, command: { type: 'askSignIn', filmId: state.filmId } };
      const favorite = event.like ? { hasEmail: result.hasEmail } : null;
      return { ...state, command: { type: 'show', wishlist: result.wishlist, favorite } };
    }
    case 'failed':
      if (pending !== 'like' && pending !== 'readWishlist') return state;
      return { ...state, command: { type: 'fail', text: event.text } };
    case 'shown':
      return state.busy ? initialLikeState() : state;
  }
}
