import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  scrollOnNavigate,
  stopWatchingHistoryScroll,
  watchHistoryScroll,
} from './navigationScroll';

/** wouter's browser navigate, as the router hands it to aroundNav. */
function push(to: string, options?: { replace?: boolean; state?: unknown }) {
  if (options?.replace) window.history.replaceState(options.state ?? null, '', to);
  else window.history.pushState(options?.state ?? null, '', to);
}

/** An element with the id, its scrollIntoView recorded. */
function section(id: string) {
  const el = document.createElement('section');
  el.id = id;
  el.scrollIntoView = vi.fn();
  document.body.append(el);
  return el;
}

/** jsdom lays nothing out: the window's scroll position and the page's height, by hand. */
let pageHeight = 5000;
let frames: Array<FrameRequestCallback | null> = [];

function scrollWindow(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

function drawFrames() {
  for (const callback of frames.splice(0)) callback?.(performance.now());
}

/** Back or Forward, resolved when the browser has told the page (popstate). */
async function traverse(go: () => void) {
  const arrived = new Promise((resolve) =>
    window.addEventListener('popstate', resolve, { once: true }),
  );
  go();
  await arrived;
}

let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  watchHistoryScroll();
  pageHeight = 5000;
  scrollWindow(0);
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrollWindow(options.top ?? 0);
  }) as typeof window.scrollTo);
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    return this === document.documentElement ? pageHeight : 0;
  });
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    if (id > 0 && id <= frames.length) frames[id - 1] = null;
  });
});

afterEach(() => {
  drawFrames();
  scrollWindow(0);
});

// The unit tests share one document between files: the next file gets no listeners of these.
afterAll(stopWatchingHistoryScroll);

describe('scrollOnNavigate', () => {
  it('goes on with the navigation when the browser refuses to replace the history state', () => {
    // Safari and Firefox throw when replaceState is called too often; a link must still work.
    window.history.pushState(null, '', '/afisha');
    vi.spyOn(window.history, 'replaceState').mockImplementation(() => {
      throw new DOMException('too many calls', 'SecurityError');
    });
    const navigate = vi.fn(push);
    expect(() => scrollOnNavigate(navigate, '/news', {})).not.toThrow();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/news');
  });

  it('passes the navigation on, its state keeping what it carries beside a key of its own', () => {
    const navigate = vi.fn(push);
    scrollOnNavigate(navigate, '/login', { replace: true, state: { from: '/profile' } });
    expect(navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { from: '/profile', scrollKey: expect.any(String) },
    });
    expect(window.history.state).toMatchObject({ from: '/profile' });
  });

  it('puts a new page at its top at once, not smoothly', () => {
    scrollWindow(1500);
    scrollOnNavigate(push, '/film/severnyj-veter');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(window.scrollY).toBe(0);
  });

  it("scrolls a new page to its link's fragment once it is drawn", () => {
    scrollOnNavigate(push, '/about/bonus#lost');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    const lost = section('lost');
    drawFrames();
    expect(lost.scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'instant' });
  });

  it('on the same page, keeps the scroll for a new query or a popup hash', () => {
    window.history.replaceState(null, '', '/?date=28.11.2026');
    scrollWindow(700);
    const popupLookalike = section('buy=12');
    scrollOnNavigate(push, '/?date=29.11.2026');
    scrollOnNavigate(push, '/?date=29.11.2026#buy=12');
    drawFrames();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(popupLookalike.scrollIntoView).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(700);
  });

  it("on the same page, goes to a link's other fragment the way the browser does", () => {
    window.history.replaceState(null, '', '/about/bonus#how');
    const lost = section('lost');
    scrollOnNavigate(push, '/about/bonus#lost');
    drawFrames();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(lost.scrollIntoView).toHaveBeenCalledWith({ block: 'start', behavior: 'auto' });
  });
});

describe('Back and Forward', () => {
  it('return to where the buyer left each page, as soon as the page has grown back', async () => {
    scrollWindow(1500);
    scrollOnNavigate(push, '/film/severnyj-veter');
    scrollWindow(900);

    // The playbill comes back with its first films only: the window follows it as it grows.
    pageHeight = 1200;
    await traverse(() => window.history.back());
    expect(window.location.pathname).toBe('/');
    drawFrames();
    expect(window.scrollY).toBe(1200 - window.innerHeight);
    pageHeight = 7000;
    drawFrames();
    expect(window.scrollY).toBe(1500);
    drawFrames();
    expect(frames).toHaveLength(0);

    await traverse(() => window.history.forward());
    drawFrames();
    expect(window.location.pathname).toBe('/film/severnyj-veter');
    expect(window.scrollY).toBe(900);
  });

  it("stop restoring when the buyer scrolls, and leave a query's entries to the browser", async () => {
    scrollWindow(1500);
    scrollOnNavigate(push, '/news');
    pageHeight = 1000;
    await traverse(() => window.history.back());
    drawFrames();
    window.dispatchEvent(new Event('wheel'));
    pageHeight = 7000;
    drawFrames();
    expect(window.scrollY).toBe(1000 - window.innerHeight);

    scrollWindow(300);
    scrollOnNavigate(push, '/?date=29.11.2026');
    scrollWindow(2000);
    scrollTo.mockClear();
    await traverse(() => window.history.back());
    drawFrames();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keep the positions in the tab when the document goes (Back after a reload)', () => {
    scrollWindow(1500);
    scrollOnNavigate(push, '/vacancies');
    scrollWindow(250);
    window.dispatchEvent(new Event('pagehide'));
    const kept = JSON.parse(sessionStorage.getItem('scrollPositions') ?? '[]') as unknown[];
    expect(kept).toEqual(
      expect.arrayContaining([
        [expect.any(String), 1500],
        [(window.history.state as { scrollKey: string }).scrollKey, 250],
      ]),
    );
  });
});
