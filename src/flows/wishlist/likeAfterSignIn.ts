/**
 * The like a guest asked for, added on the first page signed in (decision 433): the boot starts
 * it on every page, and the screens that show the wishlist read the list once it is done.
 */
import { fetchWishlist } from '../../api/wishlist';
import { storedUserId } from '../auth/session';
import { LikeController } from './likeController';
import { takeLikeIntent } from './likeIntent';

function addLikedFilm(film: number): Promise<void> {
  return new LikeController().resume(film);
}

let settling: Promise<void> | null = null;

/**
 * Adds the kept like once the user is signed in. The first call takes it; the calls while it is
 * being added wait for the same end. Never rejects: the like's own failure popup says what went
 * wrong.
 */
export function settleLikeIntent(
  add: (film: number) => Promise<void> = addLikedFilm,
  signedIn = storedUserId() !== null,
  now = Date.now(),
): Promise<void> {
  if (settling) return settling;
  const intent = takeLikeIntent(signedIn, now);
  if (!intent) return Promise.resolve();
  const run = add(intent.film)
    .catch(() => undefined)
    .then(() => {
      settling = null;
    });
  settling = run;
  return run;
}

/**
 * The wishlist's film ids (GET v1 user/wishlist/), read once a like kept through signing in has
 * been added: the list then has that film, whichever answer comes first.
 */
export function loadWishlist(): Promise<number[]> {
  return settleLikeIntent().then(() => fetchWishlist());
}
