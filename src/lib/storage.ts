/**
 * localStorage that never throws: a missing storage (privacy mode, server side) or a corrupt
 * value reads as the fallback instead of breaking the page.
 */

function storageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Accessing localStorage itself throws when the browser blocks storage.
    return null;
  }
}

/** The stored JSON value, checked by `isValid`; the fallback when missing, corrupt or invalid. */
export function readStored<T>(
  key: string,
  isValid: (value: unknown) => value is T,
  fallback: T,
): T {
  const storage = storageOrNull();
  if (!storage) return fallback;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Stores `value` as JSON; returns false when the storage is missing or full. */
export function writeStored(key: string, value: unknown): boolean {
  const storage = storageOrNull();
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    storageOrNull()?.removeItem(key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}
