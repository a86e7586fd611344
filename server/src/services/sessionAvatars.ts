import { ApiError } from '../errors';
import { findSessionHeader } from '../repositories/sessionDetails';
import { othersSeatPhotos } from '../repositories/sessionAvatars';
import type { ServiceContext } from './context';
import { SESSION_NOT_FOUND } from './sessions';
import { photoUrl } from './uploads';
import type { Viewer } from './viewer';

/**
 * GET v1 session/avatar/?id= (spec section 7; the watch view): seat id to the photo of the
 * buyer who holds it, for other buyers' live tickets of paid orders, only where the account
 * allows show_photo and has a photo. The asker's own seats (this browser's orders, and the
 * signed-in account's from any browser) are left out: the watch view marks those itself.
 * An unknown or deleted session is 404; a started one still answers (nothing is sold by it).
 */
export async function sessionAvatars(
  ctx: ServiceContext,
  sessionId: number,
  viewer: Viewer,
): Promise<Record<string, string>> {
  const header = await findSessionHeader(ctx.db, sessionId, ctx.dbNow());
  if (!header || header.deleted) throw new ApiError(404, SESSION_NOT_FOUND);
  const rows = await othersSeatPhotos(ctx.db, sessionId, {
    webSessionId: viewer.buyer?.webSessionId ?? null,
    userId: viewer.kind === 'user' ? viewer.userId : null,
  });
  const avatars: Record<string, string> = {};
  for (const row of rows) {
    const url = photoUrl(row.avatar);
    if (url) avatars[String(row.seat_id)] = url;
  }
  return avatars;
}
