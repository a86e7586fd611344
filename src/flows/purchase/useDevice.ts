/**
 * What the SBP panel needs to know of the device (spec section 2, Payment panels: QR code on
 * desktop, bank list on phones): a phone is a narrow viewport or a coarse pointer, and the
 * bank's app link depends on the phone's system.
 */
import { useSyncExternalStore } from 'react';

/** Narrow viewport or a finger for a pointer: the phone's layout and the bank list. */
export const PHONE_QUERY = '(max-width: 767px), (pointer: coarse)';

export type MobilePlatform = 'ios' | 'android' | 'other';

/** iOS (an iPad reports itself as a Mac with touch), Android, or anything else. */
export function platformOf(userAgent: string, maxTouchPoints = 0): MobilePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

export function devicePlatform(): MobilePlatform {
  if (typeof navigator === 'undefined') return 'other';
  return platformOf(navigator.userAgent, navigator.maxTouchPoints);
}

function subscribe(listener: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

function isPhoneNow(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.(PHONE_QUERY).matches;
}

/** True on a phone-like device; follows the viewport as it changes. */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}
