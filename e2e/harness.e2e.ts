import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newPage, releaseChromium } from './browser';

/**
 * The browser every e2e file, benchmark and screenshot drives (scripts/chromium.mjs): a browser
 * context holds the site's page and nothing else. Chromium 156 loaded two address-bar popups
 * (WebUI pages) for every context, a third of Chromium's CPU in an e2e run (decision 382); a
 * later Chromium that brings them back under other names fails here.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await releaseChromium(browser);
});

it('opens a context with only its page: no hidden browser UI', async () => {
  const cdp = await browser.newBrowserCDPSession();
  const { context, page } = await newPage(browser);
  await page.goto('/');
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.map((t) => `${t.type} ${t.url.replace(/[?#].*$/, '')}`)).toEqual([
    `page ${new URL('/', page.url()).href}`,
  ]);
  await context.close();
});
