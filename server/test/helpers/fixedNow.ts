/**
 * "Now" for every server test: Tuesday 10 March 2026, 12:00 in Yekaterinburg (07:00 UTC).
 * The seed and the app both use it, so dates and "already started" are deterministic.
 */
export const FIXED_NOW = new Date('2026-03-10T07:00:00Z');
