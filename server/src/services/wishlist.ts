import { ApiError } from '../errors';
import { findCity } from '../repositories/cities';
import { filmExists } from '../repositories/films';
import { findUser, setWish, wishlistFilms } from '../repositories/users';
import type { ServiceContext } from './context';
import type { Viewer } from './viewer';

export interface LikeResult {
  wishlist: number[];
  user: { authorized: boolean; has_email?: boolean };
}

/** The viewer's wishlist: a guest has none (nothing is stored for guests). */
export async function wishlistOf(ctx: ServiceContext, viewer: Viewer): Promise<number[]> {
  switch (viewer.kind) {
    case 'guest':
      return [];
    case 'user':
      return wishlistFilms(ctx.db, viewer.userId);
  }
}

/**
 * films/like/: a guest's like is not stored; the answer says `authorized: false` so the client
 * shows 'Авторизуйтесь для добавления в избранное'. A user's like or unlike is stored and the
 * answer carries the whole wishlist, and whether the profile has an e-mail for the alerts. An unknown film is a 404 for everyone. `cityCookie` (the
 * `city` cookie) is kept with a like: the alerts look for new sessions there (decision 278).
 */
export async function like(
  ctx: ServiceContext,
  viewer: Viewer,
  filmId: number,
  liked: boolean,
  cityCookie?: string,
): Promise<LikeResult> {
  if (!(await filmExists(ctx.db, filmId))) throw new ApiError(404, 'Фильм не найден.');
  switch (viewer.kind) {
    case 'guest':
      return { wishlist: [], user: { authorized: false } };
    case 'user': {
      const q = ctx.db;
      const cityId = liked ? await chosenCityId(ctx, cityCookie) : null;
      await setWish(q, viewer.userId, filmId, liked, cityId);
      const user = await findUser(q, { id: viewer.userId });
      return {
        wishlist: await wishlistFilms(q, viewer.userId),
        user: { authorized: true, has_email: (user?.email.trim() ?? '') !== '' },
      };
    }
  }
}

/** The id of the city the cookie names, when it is one of the chain's; else null. */
async function chosenCityId(
  ctx: ServiceContext,
  cookie: string | undefined,
): Promise<number | null> {
  if (cookie === undefined || !/^\d{1,9}$/.test(cookie)) return null;
  const city = await findCity(ctx.db, Number(cookie));
  return city?.id ?? null;
}
