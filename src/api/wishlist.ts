import { apiUrl, getJson, postForm } from './http';
import { LikeResponseSchema, WishlistResponseSchema } from '@softkino/contract/wishlist';

/** GET v1 user/wishlist/: film ids the signed-in user wants to see. */
export async function fetchWishlist(): Promise<number[]> {
  return (await getJson(apiUrl('v1/user/wishlist/'), WishlistResponseSchema)).data;
}

export interface LikeResult {
  wishlist: number[];
  /** False for a guest: nothing was stored. */
  authorized: boolean;
  /** Whether the profile has an e-mail for the wishlist's letters (true when not said). */
  hasEmail: boolean;
}

/** POST v1 films/like/ (form: film, like 0|1). */
export async function likeFilm(filmId: number, like: boolean): Promise<LikeResult> {
  const reply = await postForm(
    apiUrl('v1/films/like/'),
    { film: filmId, like: like ? '1' : '0' },
    LikeResponseSchema,
  );
  const { authorized, has_email: hasEmail = true } = reply.data.user;
  return { wishlist: reply.data.wishlist, authorized, hasEmail };
}
