import { ApiError } from '../errors';
import { filmExists } from '../repositories/films';
import type { ServiceContext } from './context';
import type { Viewer } from './viewer';

export interface LikeResult {
  wishlist: number[];
  user: { authorized: boolean };
}

/** The viewer's wishlist: a guest has none (nothing is stored for guests). */
export async function wishlistOf(_ctx: ServiceContext, viewer: Viewer): Promise<number[]> {
  switch (viewer.kind) {
    case 'guest':
      return [];
  }
}

/**
 * films/like/: a guest's like is not stored; the answer says `authorized: false` so the client
 * shows 'Авторизуйтесь для добавления в избранное'. An unknown film is a 404 for everyone.
 */
export async function like(
  ctx: ServiceContext,
  viewer: Viewer,
  filmId: number,
  _liked: boolean,
): Promise<LikeResult> {
  if (!(await filmExists(ctx.db, filmId))) throw new ApiError(404, 'Фильм не найден.');
  switch (viewer.kind) {
    case 'guest':
      return { wishlist: [], user: { authorized: false } };
  }
}
