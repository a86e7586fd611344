import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ORDER_EXPIRY_MS, ORDER_EXPIRY_MARGIN_MS } from '../../lib/timings';
import { formatCountdown, paymentExpiresAt, secondsLeft, startCountdown } from './paymentTimer';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('paymentExpiresAt', () => {
  it("is the server's expiry minus 10 s", () => {
    const unix = NOW / 1000 + 420;
    expect(paymentExpiresAt(unix, NOW)).toBe(NOW + 420_000 - ORDER_EXPIRY_MARGIN_MS);
    expect(paymentExpiresAt(unix, NOW) - NOW).toBe(410_000);
  });

  it('defaults to 410000 ms from now when the expiry is unknown', () => {
    expect(DEFAULT_ORDER_EXPIRY_MS).toBe(410_000);
    for (const unknown of [undefined, null, 'soon', Number.NaN, 0]) {
      expect(paymentExpiresAt(unknown, NOW)).toBe(NOW + 410_000);
    }
  });
});

describe('secondsLeft and formatCountdown', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(secondsLeft(NOW + 1500, NOW)).toBe(2);
    expect(secondsLeft(NOW - 5000, NOW)).toBe(0);
    expect(secondsLeft(Number.NaN, NOW)).toBeNaN();
  });

  it('shows mm:ss, and nothing when the time is not a number', () => {
    expect(formatCountdown(410)).toBe('06:50');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('');
  });
});

describe('startCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every second and calls the expiry callback once at zero', () => {
    const ticks: number[] = [];
    const onExpire = vi.fn();
    startCountdown(NOW + 3000, (s) => ticks.push(s), onExpire);
    expect(ticks).toEqual([3]);
    vi.advanceTimersByTime(2000);
    expect(ticks).toEqual([3, 2, 1]);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(ticks).toEqual([3, 2, 1, 0]);
    expect(onExpire).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(ticks).toHaveLength(4);
  });

  it('expires at once when the time has already passed', () => {
    const onExpire = vi.fn();
    startCountdown(NOW - 1, () => {}, onExpire);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('stops when asked', () => {
    const onExpire = vi.fn();
    const stop = startCountdown(NOW + 2000, () => {}, onExpire);
    stop();
    vi.advanceTimersByTime(5000);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('never expires a time that is not a number', () => {
    const ticks: number[] = [];
    const onExpire = vi.fn();
    startCountdown(Number.NaN, (s) => ticks.push(s), onExpire);
    vi.advanceTimersByTime(10_000);
    expect(ticks).toHaveLength(1);
    expect(ticks[0]).toBeNaN();
    expect(onExpire).not.toHaveBeenCalled();
  });
});
