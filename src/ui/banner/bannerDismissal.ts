/**
 * The messenger promo's dismissal, remembered with its date (docs/decisions/128): closed, it
 * stays away for a week on this browser, then comes back once. The COVID notice does not read
 * this: a safety notice is hidden for one page view only.
 */
import { readStored, writeStored } from '../../lib/storage';

export const BANNER_DISMISS_KEY = 'bannerAppAdDismissed';
export const BANNER_DISMISS_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

interface Dismissal {
  dismissedAt: string;
}

function isDismissal(value: unknown): value is Dismissal {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Dismissal).dismissedAt === 'string' &&
    !Number.isNaN(Date.parse((value as Dismissal).dismissedAt))
  );
}

/** True while the promo was closed less than BANNER_DISMISS_DAYS ago. */
export function isBannerDismissed(now: Date): boolean {
  const stored = readStored<Dismissal | null>(BANNER_DISMISS_KEY, isDismissal, null);
  if (!stored) return false;
  const age = now.getTime() - Date.parse(stored.dismissedAt);
  // A date in the future (a clock set back) does not count: the promo shows again.
  return age >= 0 && age < BANNER_DISMISS_DAYS * DAY_MS;
}

export function dismissBanner(now: Date): void {
  writeStored(BANNER_DISMISS_KEY, { dismissedAt: now.toISOString() });
}
