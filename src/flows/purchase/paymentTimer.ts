/**
 * Payment expiry maths and the countdown (spec section 4, Order and Payment timer banner):
 * the payment ends ORDER_EXPIRY_MARGIN_MS before the server's expiry, or
 * DEFAULT_ORDER_EXPIRY_MS from now when the server gives none; the banner shows mm:ss every
 * PAYMENT_TIMER_TICK_MS and calls back once at zero.
 */
import {
  DEFAULT_ORDER_EXPIRY_MS,
  ORDER_EXPIRY_MARGIN_MS,
  PAYMENT_TIMER_TICK_MS,
} from '../../lib/timings';

/** When the client ends the payment, in ms since the epoch. */
export function paymentExpiresAt(expireDateUnix: unknown, now: number = Date.now()): number {
  if (typeof expireDateUnix === 'number' && Number.isFinite(expireDateUnix) && expireDateUnix > 0)
    return expireDateUnix * 1000 - ORDER_EXPIRY_MARGIN_MS;
  return now + DEFAULT_ORDER_EXPIRY_MS;
}

/** Whole seconds left, never negative; NaN when the expiry is not a number. */
export function secondsLeft(expiresAt: number, now: number = Date.now()): number {
  if (!Number.isFinite(expiresAt)) return Number.NaN;
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** '06:50' from 410 seconds; '' when the time is not a number (the banner hides). */
export function formatCountdown(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  const whole = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/**
 * Calls `onTick` now and every tick with the seconds left, and `onExpire` once when they reach
 * zero. Returns a stop function. A non-numeric expiry never ticks or expires.
 */
export function startCountdown(
  expiresAt: number,
  onTick: (seconds: number) => void,
  onExpire: () => void,
  now: () => number = Date.now,
): () => void {
  if (!Number.isFinite(expiresAt)) {
    onTick(Number.NaN);
    return () => {};
  }
  let done = false;
  function tick() {
    if (done) return;
    const left = secondsLeft(expiresAt, now());
    onTick(left);
    if (left === 0) {
      done = true;
      clearInterval(timer);
      onExpire();
    }
  }
  const timer = setInterval(tick, PAYMENT_TIMER_TICK_MS);
  tick();
  return () => {
    done = true;
    clearInterval(timer);
  };
}
