import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchChromium, newPage, releaseChromium } from './browser';
import { checkoutByCard, fillTestCard, openSession, pickSeats } from './buyer';

/**
 * The tickets e-mail (issue 10, docs/decisions/105-107): bought in one browser, its link opens
 * the tickets with their QR codes in a fresh browser without cookies, the e-mail itself carries
 * a QR code per ticket, and the order page shows the whole poster (not the wide key art cut
 * into a tall frame) on a phone and a desktop.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await releaseChromium(browser);
});

/** Screenshots for a person to look at, when TICKETS_SHOTS names a folder (not in CI's run). */
const SHOTS = process.env.TICKETS_SHOTS;

/** The poster is the 2:3 variant in a 2:3 box: the picture is shown whole, no letter cut. */
async function expectWholePoster(page: Page) {
  const img = page.locator('.order-page__poster');
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  const box = await img.evaluate((el: HTMLImageElement) => ({
    natural: el.naturalWidth / el.naturalHeight,
    shown: el.clientWidth / el.clientHeight,
    src: el.currentSrc,
  }));
  // The portrait poster (its AVIF or WebP variant, decision 337), shown whole.
  expect(box.src).toMatch(/-mobile\.[0-9a-f]{10}\.(\d+\.(avif|webp)|jpg|svg)$/);
  expect(Math.abs(box.natural - box.shown)).toBeLessThan(0.02);
}

/** The newest e-mail to `email` in the sandbox outbox: its article element on the outbox page. */
async function openMail(page: Page, email: string) {
  await page.goto('/sandbox/outbox');
  const article = page
    .locator('article')
    .filter({ hasText: `→ ${email}` })
    .first();
  await expect.poll(() => article.count()).toBe(1);
  return article;
}

describe('the tickets e-mail', () => {
  it('its link shows the tickets with QR codes in a fresh browser; the poster is whole', async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    const { context, page } = await newPage(browser, DESKTOP);
    await openSession(page, 5);
    await pickSeats(page, 2, 10);
    const email = 'ticket-link@example.ru';
    await checkoutByCard(page, email);
    const bank = page.frameLocator('iframe[title="Оплата картой"]');
    await fillTestCard(bank);
    await bank.locator('#pay').click();
    const paid = page.getByRole('dialog', { name: 'Заказ оплачен' });
    await paid.getByRole('link', { name: 'Посмотреть билеты' }).click();
    await expect.poll(() => page.url()).toMatch(/\/order\/\d+$/);
    await expect.poll(() => page.locator('.ticket__qr svg').count()).toBe(2);
    const codes = await page.locator('.ticket__code').allTextContents();
    expect(codes).toHaveLength(2);
    await expectWholePoster(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-desktop.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await expectWholePoster(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/order-phone.png`, fullPage: true });

    // The e-mail: a QR code per ticket, with the ticket's code, and the link.
    const mail = await openMail(page, email);
    if (SHOTS) await mail.screenshot({ path: `${SHOTS}/mail.png` });
    for (const code of codes)
      expect(await mail.locator(`svg:has(title:text-is("QR-код билета ${code}"))`).count()).toBe(1);
    // Read on a phone, the letter fits the screen's width and each ticket's 'Билет N из M' is
    // one line beside its QR code (decision 484).
    const fit = await mail.evaluate((article) => {
      const letter = article.querySelector('table[role="presentation"][style*="max-width"]')!;
      const labels = [...article.querySelectorAll('div')].filter((d) =>
        /^Билет \d+ из \d+$/.test(d.textContent ?? ''),
      );
      const lines = labels.map((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      return {
        overflow: letter.scrollWidth - letter.parentElement!.clientWidth,
        lines,
        screen: document.documentElement.clientWidth,
      };
    });
    expect(fit.screen).toBe(PHONE.width);
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.lines).toEqual([1, 1]);
    const href =
      (await mail.getByRole('link', { name: 'Открыть билеты' }).getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/tickets\/[A-Za-z0-9_-]{43}$/);
    await context.close();

    // A fresh browser on a phone and on a desktop: the same tickets, nothing to cancel or pay.
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const other = await newPage(browser, viewport);
      expect(await other.context.cookies()).toEqual([]);
      const referrers: string[] = [];
      other.page.on('request', (r) => {
        if (r.url().includes('/static/')) referrers.push(r.headers()['referer'] ?? '');
      });
      await other.page.goto(href);
      const tickets = other.page.getByRole('list', { name: 'Билеты' }).getByRole('article');
      await expect.poll(() => tickets.count()).toBe(2);
      await expect.poll(() => other.page.locator('.ticket__qr svg').count()).toBe(2);
      expect(await other.page.locator('.ticket__code').allTextContents()).toEqual(codes);
      expect(await other.page.getByText('Заказ не найден').count()).toBe(0);
      // Nothing covers the QR codes at the door: no city question on a first visit here.
      await other.page.waitForTimeout(1000);
      expect(await other.page.getByRole('dialog').count()).toBe(0);
      expect(await other.page.getByText(email).count()).toBe(0);
      expect(await other.page.getByRole('button', { name: /Отменить|Оплатить/ }).count()).toBe(0);
      await expectWholePoster(other.page);
      // The token does not travel on as a referrer.
      expect(referrers.length).toBeGreaterThan(0);
      expect(referrers.filter((r) => r.includes('/tickets/'))).toEqual([]);
      if (SHOTS)
        await other.page.screenshot({ path: `${SHOTS}/tickets-${name}.png`, fullPage: true });
      expect((other.page as Page & { jsErrors?: string[] }).jsErrors).toEqual([]);
      await other.context.close();
    }

    // A wrong token: a clear page, no hint whether any order exists.
    const stranger = await newPage(browser, PHONE);
    await stranger.page.goto(`${href.slice(0, -3)}xyz`);
    await expect
      .poll(() =>
        stranger.page.getByRole('heading', { name: 'Ссылка на билеты недействительна' }).count(),
      )
      .toBe(1);
    if (SHOTS)
      await stranger.page.screenshot({ path: `${SHOTS}/tickets-invalid.png`, fullPage: true });
    await stranger.context.close();
  });
});
