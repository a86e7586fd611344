import { ApiError } from '../errors';
import { filmExists } from '../repositories/films';
import { setWish, wishlistFilms } from '../repositories/users';
import type { ServiceContext } from './context';
import type { Viewer } from './viewer';

export interface LikeResult {
  wishlist: number[];
  user: { authorized: boolean };
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
 * answer carries the whole wishlist. An unknown film is a 404 for everyone.
 */
export async function like(
  ctx: ServiceContext,
  viewer: Viewer,
  filmId: number,
  liked: boolean,
): Promise<LikeResult> {
  if (!(await filmExists(ctx.db, filmId))) throw new ApiError(404, 'Фильм не найден.');
  switch (viewer.kind) {
    case 'guest':
      return { wishlist: [], user: { authorized: false } };
    case 'user': {
      const q = ctx.db;
      await setWish(q, viewer.userId, filmId, liked);
      return { wishlist: await wishlistFilms(q, viewer.userId), user: { authorized: true } };
    }
  }
}
