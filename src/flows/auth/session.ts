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

/** The phone of the last password sign-in, to prefill the form (11 digits or ''). */
export function storedPhone(): string {
  return readStored(STORAGE_KEYS.phone, isDigits, '');
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
  writeStored(STORAGE_KEYS.userId, userId);
  if (phone) writeStored(STORAGE_KEYS.phone, phone);
}

/** On sign-out or when the server says the session is gone. */
export function forgetSignIn(): void {
  removeStored(STORAGE_KEYS.userId);
}
