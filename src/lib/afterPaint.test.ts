import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, FIRST_PAINT_WAIT_MS } from './afterPaint';

/** A fake PerformanceObserver for 'paint' whose callback the test fires. */
function stubPaintObserver() {
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly entry: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const report = (name: string) => {
    for (const o of observers.filter((o) => !o.disconnected))
      o.callback(
        { getEntries: () => [{ name }] } as unknown as PerformanceObserverEntryList,
        {} as PerformanceObserver,
      );
  };
  return { report, observers };
}

let paints: { name: string }[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  paints = [{ name: 'first-paint' }, { name: 'first-contentful-paint' }];
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(
    () => paints as unknown as PerformanceEntryList,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('afterPaint', () => {
  it('runs after the next frame and a task after it, not at once', () => {
    const run = vi.fn();
    afterPaint(run);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    // The frame's callback only queued the task: the paint comes first.
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, before the frame or between the frame and the task', () => {
    const early = vi.fn();
    afterPaint(early)();
    const late = vi.fn();
    const cancelLate = afterPaint(late);
    vi.advanceTimersToNextFrame();
    cancelLate();
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS * 2);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('on a hidden page, where no frame comes, runs on the next task', () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const run = vi.fn();
    afterPaint(run);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on a first load, waits for the first contentful paint to be reported', () => {
    paints = [{ name: 'first-paint' }];
    const { report } = stubPaintObserver();
    const run = vi.fn();
    afterPaint(run);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    expect(run).not.toHaveBeenCalled();
    report('first-paint');
    expect(run).not.toHaveBeenCalled();
    report('first-contentful-paint');
    expect(run).toHaveBeenCalledTimes(1);
    // Once only, whatever else is reported or however long the wait.
    report('first-contentful-paint');
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for that report FIRST_PAINT_WAIT_MS at most', () => {
    paints = [];
    const { observers } = stubPaintObserver();
    const run = vi.fn();
    afterPaint(run);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });

  it('cancelled while waiting for the report: never runs, and stops observing', () => {
    paints = [];
    const { report, observers } = stubPaintObserver();
    const run = vi.fn();
    const cancel = afterPaint(run);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    cancel();
    report('first-contentful-paint');
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(run).not.toHaveBeenCalled();
    expect(observers.every((o) => o.disconnected)).toBe(true);
  });
});
