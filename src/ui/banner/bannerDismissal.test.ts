import { afterEach, describe, expect, it } from 'vitest';
import {
  BANNER_DISMISS_DAYS,
  BANNER_DISMISS_KEY,
  dismissBanner,
  isBannerDismissed,
} from './bannerDismissal';

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  localStorage.clear();
});

describe('the messenger banner dismissal', () => {
  it('is remembered with its date and hides the promo for 7 days', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(isBannerDismissed(now)).toBe(false);
    dismissBanner(now);
    expect(JSON.parse(localStorage.getItem(BANNER_DISMISS_KEY) ?? 'null')).toEqual({
      dismissedAt: '2026-11-24T10:00:00.000Z',
    });
    expect(BANNER_DISMISS_DAYS).toBe(7);
    expect(isBannerDismissed(new Date(now.getTime() + 7 * DAY - 1))).toBe(true);
    expect(isBannerDismissed(new Date(now.getTime() + 7 * DAY))).toBe(false);
  });

  it('reads a corrupt or future-dated value as not dismissed', () => {
    localStorage.setItem(BANNER_DISMISS_KEY, '{"dismissedAt":"вчера"}');
    expect(isBannerDismissed(new Date())).toBe(false);
    localStorage.setItem(BANNER_DISMISS_KEY, 'not json');
    expect(isBannerDismissed(new Date())).toBe(false);
    // A clock set back must not hide the banner for longer than the rule says.
    dismissBanner(new Date('2027-01-10T00:00:00Z'));
    expect(isBannerDismissed(new Date('2026-11-24T00:00:00Z'))).toBe(false);
  });
});
