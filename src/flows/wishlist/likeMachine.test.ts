import { describe, expect, it } from 'vitest';
import { initialLikeState, likeReducer, type LikeEvent, type LikeState } from './likeMachine';

function run(events: LikeEvent[], state: LikeState = initialLikeState()): LikeState {
  return events.reduce(likeReducer, state);
}

const signedIn = (wishlist: number[], hasEmail = true) => ({
  wishlist,
  authorized: true,
  hasEmail,
});

describe('likeReducer', () => {
  it('likes a film not liked (like=1) and unlikes a liked one (like=0)', () => {
    expect(run([{ type: 'press', filmId: 5, liked: false }]).command).toEqual({
      type: 'like',
      filmId: 5,
      like: true,
    });
    expect(run([{ type: 'press', filmId: 5, liked: true }]).command).toEqual({
      type: 'like',
      filmId: 5,
      like: false,
    });
  });

  it('shows the list and the favorite popup after a like, only the list after an unlike', () => {
    const liked = run([
      { type: 'press', filmId: 5, liked: false },
      { type: 'answered', like: true, result: signedIn([5], false) },
    ]);
    expect(liked.command).toEqual({ type: 'show', wishlist: [5], favorite: { hasEmail: false } });
    const unliked = run([
      { type: 'press', filmId: 5, liked: true },
      { type: 'answered', like: false, result: signedIn([]) },
    ]);
    expect(unliked.command).toEqual({ type: 'show', wishlist: [], favorite: null });
    expect(likeReducer(unliked, { type: 'shown' })).toEqual(initialLikeState());
  });

  it('asks a guest to sign in, with the film the like was for', () => {
    const guest = run([
      { type: 'press', filmId: 5, liked: false },
      { type: 'answered', like: true, result: { wishlist: [], authorized: false, hasEmail: true } },
    ]);
    expect(guest.command).toEqual({ type: 'askSignIn', filmId: 5 });
  });

  it('ignores presses while a like is under way', () => {
    const busy = run([{ type: 'press', filmId: 5, liked: false }]);
    expect(likeReducer(busy, { type: 'press', filmId: 6, liked: false })).toBe(busy);
    expect(likeReducer(busy, { type: 'resume', filmId: 6 })).toBe(busy);
  });

  it('says a failure of the call', () => {
    const failed = run([
      { type: 'press', filmId: 5, liked: false },
      { type: 'failed', text: 'Что-то пошло не так.' },
    ]);
    expect(failed.command).toEqual({ type: 'fail', text: 'Что-то пошло не так.' });
    expect(failed.busy).toBe(true);
  });

  describe('the like resumed after signing in', () => {
    it('reads the list, then adds the film with the favorite popup', () => {
      const reading = run([{ type: 'resume', filmId: 5 }]);
      expect(reading.command).toEqual({ type: 'readWishlist', filmId: 5 });
      const liking = likeReducer(reading, { type: 'wishlistRead', wishlist: [2] });
      expect(liking.command).toEqual({ type: 'like', filmId: 5, like: true });
      const shown = likeReducer(liking, {
        type: 'answered',
        like: true,
        result: signedIn([2, 5]),
      });
      expect(shown.command).toEqual({
        type: 'show',
        wishlist: [2, 5],
        favorite: { hasEmail: true },
      });
    });

    it('changes nothing for a film the list has: no like, no popup', () => {
      const state = run([
        { type: 'resume', filmId: 5 },
        { type: 'wishlistRead', wishlist: [5, 2] },
      ]);
      expect(state.command).toEqual({ type: 'show', wishlist: [5, 2], favorite: null });
    });

    it('says a failure to read the list', () => {
      const state = run([
        { type: 'resume', filmId: 5 },
        { type: 'failed', text: 'Не авторизован' },
      ]);
      expect(state.command).toEqual({ type: 'fail', text: 'Не авторизован' });
    });
  });

  it('ignores answers nobody asked for', () => {
    const idle = initialLikeState();
    expect(likeReducer(idle, { type: 'wishlistRead', wishlist: [5] })).toBe(idle);
    expect(likeReducer(idle, { type: 'answered', like: true, result: signedIn([5]) })).toBe(idle);
    expect(likeReducer(idle, { type: 'failed', text: 'x' })).toBe(idle);
    expect(likeReducer(idle, { type: 'shown' })).toBe(idle);
    const reading = run([{ type: 'resume', filmId: 5 }]);
    expect(likeReducer(reading, { type: 'answered', like: true, result: signedIn([5]) })).toBe(
      reading,
    );
  });
});
