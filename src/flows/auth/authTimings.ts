/**
 * Timings of the sign-in flows. They belong with the others in src/lib/timings.ts; they sit
 * here only because that file belongs to another part of the tree (docs/decisions/061).
 */

/** The code countdown ticks once a second (spec section 8: next_sms is in seconds). */
export const COUNTDOWN_TICK_MS = 1000;
