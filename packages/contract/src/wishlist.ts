import { z } from 'zod';
import { idParam } from './ids';
import { successEnvelope } from './envelope';

/** GET v1 user/wishlist/: the film ids the signed-in user wants to see. */
export const WishlistResponseSchema = successEnvelope(z.array(z.number().int()));

/** POST v1 films/like/ form: film id and like 0 or 1. */
export const LikeFormSchema = z.object({
  film: idParam(),
  like: z.enum(['0', '1']),
});

/**
 * A guest gets `user.authorized` false and nothing is stored. A user's answer also says whether
 * the profile has an e-mail, where the letters about the film's new sessions go (beyond the
 * spec: decision 429).
 */
export const LikeResponseSchema = successEnvelope(
  z.object({
    wishlist: z.array(z.number().int()),
    user: z.object({ authorized: z.boolean(), has_email: z.boolean().optional() }),
  }),
);
