import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../scripts/chromium.mjs';
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

export { launchChromium };

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
    await browser?.close();
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
