/**
 * A guest's like kept through signing in (decision 433), as the purchase popup keeps its seats
 * (src/flows/purchase/savedChoice.ts): following the 'Войти' of the notice 'Авторизуйтесь для
 * добавления в избранное' stores the film with the time; the first page that loads signed in
 * takes it (read and cleared at once) and adds the film to the wishlist (likeAfterSignIn.ts).
 */
import { readStored, removeStored, writeStored } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storageKeys';

/**
 * How long a kept like waits for the sign-in: the saved choice's 30 minutes (decision 092). A
 * like left with an abandoned sign-in, or stored by another tab long ago, must not be added by
 * surprise at some later sign-in.
 */
export const LIKE_INTENT_TTL_MS = 30 * 60 * 1000;

export interface LikeIntent {
  film: number;
  /** When it was stored (ms since the epoch). */
  savedAt: number;
}

function isLikeIntent(value: unknown): value is LikeIntent {
  if (typeof value !== 'object' || value === null) return false;
  const { film, savedAt } = value as Record<string, unknown>;
  return (
    typeof film === 'number' &&
    Number.isSafeInteger(film) &&
    film > 0 &&
    typeof savedAt === 'number' &&
    Number.isFinite(savedAt)
  );
}

/** Keeps the film a guest liked, as they leave to sign in. */
export function saveLikeIntent(film: number, now = Date.now()): void {
  writeStored(STORAGE_KEYS.likeIntent, { film, savedAt: now } satisfies LikeIntent);
}

/** The kept like, or null (none, or anything stored that is not one). */
export function readLikeIntent(): LikeIntent | null {
  return readStored<LikeIntent | null>(
    STORAGE_KEYS.likeIntent,
    (v): v is LikeIntent | null => isLikeIntent(v),
    null,
  );
}

export function clearLikeIntent(): void {
  removeStored(STORAGE_KEYS.likeIntent);
}

/**
 * What a page load does with the kept like: 'apply' when signed in and it is fresh; 'drop' when
 * it is stale (or from the future: a clock put back); 'keep' for a guest (on the way through
 * /login); 'none' when there is none.
 */
export function likeIntentAction(
  intent: LikeIntent | null,
  signedIn: boolean,
  now: number,
): 'apply' | 'drop' | 'keep' | 'none' {
  if (!intent) return 'none';
  const age = now - intent.savedAt;
  if (age < 0 || age > LIKE_INTENT_TTL_MS) return 'drop';
  return signedIn ? 'apply' : 'keep';
}

/**
 * The kept like to add now, or null. Read and cleared at once, so that it is added once: by
 * this page, not again by a reload or a tab opened later. (Two tabs loading at the same instant
 * could both read it before either clears it: the server keeps one like, and each tab says so.)
 * A stale one is cleared too, and so is
 * anything stored that is no like at all (garbage, a wrong shape); a guest's fresh one stays.
 */
export function takeLikeIntent(signedIn: boolean, now = Date.now()): LikeIntent | null {
  const intent = readLikeIntent();
  const action = likeIntentAction(intent, signedIn, now);
  if (action === 'keep') return null;
  clearLikeIntent();
  return action === 'apply' ? intent : null;
}
