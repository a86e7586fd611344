import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium as launchOwnChromium } from '../scripts/chromium.mjs';
import { makeDataDir, removeDir, startServer } from '../scripts/server-process.mjs';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * Two animation frames: what the page changed is laid out and drawn (the seat map, for one,
 * applies a zoom at once and tells its buttons on the next frame).
 */
export async function frames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/**
 * The motion the pages of `newPage` ask for. Most files ask for less (`prefers-reduced-motion`):
 * no placeholder shimmer, spinner or popup fade is drawn while a test waits, which cost about a
 * tenth of Chromium's CPU on two cores, more under load (decision 419). The files that walk a
 * purchase end to end or audit accessibility keep the full motion (`useFullMotion`), and the
 * payment methods' file makes its own contexts, with full motion too.
 */
let motion: 'reduce' | 'no-preference' = 'reduce';

/** This file's pages get the site's full motion, as most buyers see it. */
export function useFullMotion(): void {
  beforeAll(() => {
    motion = 'no-preference';
  });
  afterAll(() => {
    motion = 'reduce';
  });
}

/** A page in a fresh context (empty storage) at the given viewport, on the shared server. */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  base = baseUrl(),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    baseURL: base,
    locale: 'ru-RU',
    reducedMotion: motion,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(String(err)));
  (page as Page & { jsErrors?: string[] }).jsErrors = errors;
  return { context, page };
}

/**
 * A fresh page of a buyer who has already answered the city question (the playbill tests cover
 * it), so its popup does not cover what the test opens on the first visit.
 */
export async function newCityKnownPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const made = await newPage(browser, viewport);
  await made.context.addInitScript(() => {
    // The script runs in every frame, also in documents without storage: the error page of an
    // embed that cannot load here (the info step's YouTube video, offline) would otherwise
    // throw, and that throw would count as the site's JS error.
    try {
      if (localStorage.getItem('askCity') === null)
        localStorage.setItem('askCity', `${Date.now()}`);
    } catch {
      // no storage in this document: nothing to answer
    }
  });
  return made;
}

let shared: Browser | undefined;

/**
 * The worker's one Chromium, launched by the first e2e file that asks: the files share the
 * worker's modules (vitest.config.ts, isolate: false), and a launch cost 1.4 s of CPU a file
 * (decision 419). Relaunched if it has gone. Playwright closes it when the worker exits. A file
 * hands it back with `releaseChromium`, which closes the contexts the file left open, so no
 * file sees another's pages.
 */
export async function launchChromium(): Promise<Browser> {
  if (!shared?.isConnected()) shared = await launchOwnChromium();
  return shared;
}

/** Closes every context still open in the shared Chromium; the browser stays for the next file. */
export async function releaseChromium(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/**
 * A server of the file's own (a short hold, wallets configured...) with a fresh data directory,
 * and a Chromium for it: started before the file's tests, stopped after them.
 */
export function useOwnServer(prefix: string, env: Record<string, string>) {
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = makeDataDir(prefix);
    server = await startServer({ dataDir, env });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await releaseChromium(browser);
    await server?.stop();
    if (dataDir) removeDir(dataDir);
  });
  const baseUrl = (): string => {
    if (!server) throw new Error('the server is not started');
    return server.baseUrl;
  };
  return {
    baseUrl,
    /** A page in a fresh context against this server. */
    newPage(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
      if (!browser) throw new Error('the browser is not started');
      return newPage(browser, viewport, baseUrl());
    },
  };
}
