import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const requestSession = vi.fn((id: number) => ({
  session: Promise.resolve({ id }),
  info: Promise.resolve(null),
}));
vi.mock('./sessionRequests', () => ({ requestSession }));
vi.mock('./PurchasePopup', () => ({ default: () => null }));
vi.mock('../../ui/hall-map/HallMap', () => ({ default: () => null }));

const {
  HOVER_DWELL_MS,
  PREFETCH_MAX_AGE_MS,
  dropPrefetch,
  prefetchSession,
  sessionIdOf,
  takePrefetched,
  watchSessionLinks,
} = await import('./sessionPrefetch');

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.innerHTML = '<span>12:30</span>';
  document.body.append(a);
  return a;
}

function pointer(type: string, target: Element, pointerType = 'mouse') {
  const event = new Event(type, { bubbles: true }) as Event & { pointerType: string };
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

beforeEach(() => {
  requestSession.mockClear();
  document.body.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

describe('sessionPrefetch', () => {
  it('reads only positive ids from #buy params', () => {
    expect(sessionIdOf('12')).toBe(12);
    expect(sessionIdOf('0')).toBeNull();
    expect(sessionIdOf('abc')).toBeNull();
    expect(sessionIdOf('12abc')).toBeNull();
  });

  it('hands a fresh prefetch over once, and asks once for repeated presses', async () => {
    prefetchSession(7, 1000);
    prefetchSession(7, 1500);
    const taken = takePrefetched(7, 2000);
    expect(taken).not.toBeNull();
    expect(await (await taken)?.session).toEqual({ id: 7 });
    expect(requestSession).toHaveBeenCalledTimes(1);
    // Taken: the next load asks again.
    expect(takePrefetched(7, 2000)).toBeNull();
  });

  it('never hands over an old prefetch, nor a dropped one', () => {
    prefetchSession(8, 1000);
    expect(takePrefetched(8, 1000 + PREFETCH_MAX_AGE_MS + 1)).toBeNull();
    prefetchSession(9, 1000);
    dropPrefetch(9);
    expect(takePrefetched(9, 1000)).toBeNull();
  });

  it('prefetches on pointerdown on a session link, and on a mouse resting on it', async () => {
    vi.useFakeTimers();
    const stop = watchSessionLinks();
    const a = link('#buy=21');
    pointer('pointerdown', a.firstElementChild as Element, 'touch');
    expect(takePrefetched(21)).not.toBeNull();

    // A touch that turns into a scroll drops its prefetch.
    pointer('pointerdown', a, 'touch');
    pointer('pointercancel', a, 'touch');
    expect(takePrefetched(21)).toBeNull();

    // The mouse passing over a link does nothing; resting on it prefetches.
    const b = link('#buy=22');
    pointer('pointerover', b);
    pointer('pointerover', document.body);
    vi.advanceTimersByTime(HOVER_DWELL_MS * 2);
    expect(takePrefetched(22)).toBeNull();
    pointer('pointerover', b);
    vi.advanceTimersByTime(HOVER_DWELL_MS);
    expect(takePrefetched(22)).not.toBeNull();

    // Other links are left alone.
    pointer('pointerdown', link('#pay'));
    pointer('pointerdown', link('/afisha'));
    stop();
    pointer('pointerdown', link('#buy=23'));
    expect(takePrefetched(23)).toBeNull();
    await vi.runAllTimersAsync();
  });
});
