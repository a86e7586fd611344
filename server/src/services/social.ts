import { randomInt } from 'node:crypto';
import { ApiError } from '../errors';
import { findUser, linkSocial, unlinkSocial } from '../repositories/users';
import type { ServiceContext } from './context';
import type { Viewer } from './viewer';

export const SOCIAL_TEXTS = { signIn: 'Войдите в личный кабинет.' } as const;

async function signedInUserId(ctx: ServiceContext, viewer: Viewer): Promise<number> {
  if (viewer.kind !== 'user') throw new ApiError(401, SOCIAL_TEXTS.signIn);
  const user = await findUser(ctx.db, { id: viewer.userId });
  if (!user) throw new ApiError(401, SOCIAL_TEXTS.signIn);
  return user.id;
}

/**
 * Links the user's vk account. The sandbox provider page calls it when the person confirms;
 * a real provider's callback would pass the account id vk returned.
 */
export async function linkVk(
  ctx: ServiceContext,
  viewer: Viewer,
  externalId: string = `sandbox-${randomInt(100_000_000, 999_999_999)}`,
): Promise<void> {
  const userId = await signedInUserId(ctx, viewer);
  await linkSocial(ctx.db, userId, externalId);
}

/** The social control's unlink (a GET to its url, spec section 7). Idempotent. */
export async function unlinkVk(ctx: ServiceContext, viewer: Viewer): Promise<void> {
  const userId = await signedInUserId(ctx, viewer);
  await unlinkSocial(ctx.db, userId);
}
