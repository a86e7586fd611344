/**
 * What the browser remembers about the signed-in user (spec section 3, Client storage keys:
 * USER_ID, PHONE, userChooseInfo) and where the buyer goes after signing in.
 */
import { readStored, removeStored, writeStored } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storageKeys';

function isDigits(value: unknown): value is string {
  return typeof value === 'string' && /^\d{11}$/.test(value);
}

function isUserId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * How long the phone of a password sign-in is kept to prefill the form: the spec's "30 (time
 * unit not shown)" for the stored phone, read as days, as the city cookie (decisions 021, 365).
 */
export const PHONE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

interface StoredPhone {
  phone: string;
  /** When it was stored, ms since the epoch. */
  savedAt: number;
}

function isStoredPhone(value: unknown): value is StoredPhone {
  if (typeof value !== 'object' || value === null) return false;
  const { phone, savedAt } = value as Record<string, unknown>;
  return isDigits(phone) && typeof savedAt === 'number' && Number.isFinite(savedAt);
}

/** The phone of the last password sign-in within 30 days, to prefill the form (11 digits or ''). */
export function storedPhone(): string {
  const stored = readStored<StoredPhone | null>(STORAGE_KEYS.phone, isStoredPhone, null);
  if (!stored) return '';
  const age = Date.now() - stored.savedAt;
  return age >= 0 && age < PHONE_TTL_MS ? stored.phone : '';
}

export function storedUserId(): number | null {
  return readStored<number | null>(
    STORAGE_KEYS.userId,
    (v): v is number | null => isUserId(v),
    null,
  );
}

/** After any sign-in: USER_ID; after a password sign-in also PHONE (spec section 4). */
export function rememberSignIn(userId: number, phone: string | null): void {
  // A sign-out's mark still here (its page's script never ran) must not undo this sign-in.
  dropSignedOutMark();
  writeStored(STORAGE_KEYS.userId, userId);
  if (phone) writeStored(STORAGE_KEYS.phone, { phone, savedAt: Date.now() } satisfies StoredPhone);
}

/** On sign-out or when the server says the session is gone. */
export function forgetSignIn(): void {
  removeStored(STORAGE_KEYS.userId);
}

/**
 * What GET /?logout=yes leaves beside its redirect to / (server/src/routes/logout.ts, decision
 * 443): the page there no longer has the address that says the browser signed out.
 */
const SIGNED_OUT_COOKIE = 'sk_signed_out';

/** Whether `cookie` (document.cookie) holds the server's sign-out mark (SIGNED_OUT_COOKIE). */
function hasSignedOutMark(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim() === `${SIGNED_OUT_COOKIE}=1`);
}

function dropSignedOutMark(): void {
  if (hasSignedOutMark(document.cookie))
    document.cookie = `${SIGNED_OUT_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

/**
 * The page's first step (its inline script, src/app/pageStart.ts): after the server's sign-out
 * (/?logout=yes, redirected to /, decision 443) the browser forgets USER_ID before anything asks
 * for the profile, and the mark goes.
 */
export function settleServerSignOut(): void {
  if (!hasSignedOutMark(document.cookie)) return;
  forgetSignIn();
  dropSignedOutMark();
}
