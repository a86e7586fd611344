import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  launchChromium,
  newCityKnownPage,
  newPage,
  releaseChromium,
} from './browser';
import { chooseCity } from './buyer';

/**
 * A cinema's page (issue 15) as a buyer reaches it: from the city and cinema chooser and from
 * the playbill's town bar; the halls' pictures drawn by the scheme engine's 2D scene (pixels on
 * every canvas, no WebGL context), today's sessions, and a purchase started from one.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await releaseChromium(browser);
});

/** Counts the WebGL contexts the page creates (the pictures must create none). */
async function countWebGL(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { webglContexts: number };
    w.webglContexts = 0;
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      if (type.startsWith('webgl') || type === 'experimental-webgl') w.webglContexts += 1;
      return (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
}

/** Per hall card: whether its canvas is drawn and how many of its pixels differ from the corner. */
function pictureStats(page: Page) {
  return page.locator('.hall-card canvas').evaluateAll((canvases) =>
    canvases.map((node) => {
      const canvas = node as HTMLCanvasElement;
      const ctx = canvas.getContext('2d');
      if (!ctx || canvas.width === 0) return { width: 0, lit: 0 };
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let lit = 0;
      for (let i = 0; i < data.length; i += 4) {
        const diff =
          Math.abs(data[i]! - data[0]!) +
          Math.abs(data[i + 1]! - data[1]!) +
          Math.abs(data[i + 2]! - data[2]!);
        if (diff > 40) lit += 1;
      }
      return { width: canvas.width, lit: lit / (data.length / 4) };
    }),
  );
}

async function expectHallPictures(page: Page, halls: number) {
  const cards = page.getByRole('list', { name: 'Залы кинотеатра' }).getByRole('listitem');
  await expect.poll(() => cards.count()).toBe(halls);
  await expect
    .poll(() => page.locator('.hall-card__picture[data-drawn="true"]').count())
    .toBe(halls);
  const stats = await pictureStats(page);
  expect(stats).toHaveLength(halls);
  // Seats drawn: a few percent of each picture at least is not the background.
  for (const s of stats) {
    expect(s.width).toBeGreaterThan(120);
    expect(s.lit).toBeGreaterThan(0.02);
  }
  expect(
    await page.evaluate(() => (window as unknown as { webglContexts: number }).webglContexts),
  ).toBe(0);
  const costs = await page.evaluate(() =>
    performance.getEntriesByName('hall-thumbnail').map((e) => e.duration),
  );
  expect(costs).toHaveLength(halls);
  return costs;
}

describe('the cinema page', () => {
  it('opens from the chooser: halls with their pictures, today, and a purchase from a session', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await countWebGL(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('list', { name: 'Города' })
      .getByRole('button', { name: 'Челябинск' })
      .click();
    await dialog
      .getByRole('list', { name: 'Кинотеатры: Челябинск' })
      .getByRole('link', { name: /О кинотеатре «СофтКино Галерея»/ })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cinema/chel-galereya');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'СофтКино Галерея' }).count())
      .toBe(1);
    // The title is set by an effect after the page's render.
    await expect.poll(() => page.title()).toContain('СофтКино Галерея');

    // Address with the maps link, directions, and the bonus fact.
    const map = page.getByRole('link', { name: 'Открыть на карте' });
    const mapUrl = new URL((await map.getAttribute('href')) ?? '');
    expect(mapUrl.host).toBe('yandex.ru');
    expect(mapUrl.searchParams.get('text')).toBe('Челябинск, улица Труда, 203');
    // The box office to call, and when the cinema is open (decision 479).
    const call = page.getByRole('link', { name: '+7 (351) 200-01-01' });
    expect(await call.getAttribute('href')).toBe('tel:+73512000101');
    expect(await page.getByText('Ежедневно с 9:00 до начала последнего сеанса').count()).toBe(1);
    // The directions come with today's sessions (decision 336).
    await expect.poll(() => page.getByRole('heading', { name: 'Как добраться' }).count()).toBe(1);
    expect(await page.getByText('Общественный транспорт').count()).toBe(1);
    expect(await page.getByText('Принимаем бонусные баллы').count()).toBe(1);

    const costs = await expectHallPictures(page, 6);
    expect(await page.getByText('1 187 мест', { exact: false }).count()).toBeGreaterThan(0);
    console.log(`hall pictures (ms): ${costs.map((c) => c.toFixed(1)).join(', ')}`);

    // Today's sessions (after the day's last one, the nearest day's): buy from the last open one
    // (the first may start, and stop selling, while the popup opens).
    const today = page.getByRole('list', { name: /^(Сеансы сегодня|Ближайшие сеансы), / });
    const buy = today.locator('a[href^="#buy="]');
    await expect.poll(() => buy.count()).toBeGreaterThan(0);
    await buy.last().click();
    const purchase = page.getByRole('dialog', { name: 'Покупка билетов' });
    await expect.poll(() => purchase.getByText('Выбор мест').count()).toBe(1);
    expect((page as Page & { jsErrors?: string[] }).jsErrors).toEqual([]);
    await context.close();
  });

  it("opens from the playbill's town bar on a phone, and takes no bonus points at Химки", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await countWebGL(page);
    await page.goto('/');
    await chooseCity(page, 'Москва', null);
    await page.getByRole('link', { name: 'О кинотеатре «СофтКино Химки»' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cinema/msk-khimki');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'СофтКино Химки' }).count())
      .toBe(1);
    expect(await page.getByText('Бонусные баллы не принимаются').count()).toBe(1);
    await expectHallPictures(page, 6);
    expect((page as Page & { jsErrors?: string[] }).jsErrors).toEqual([]);
    await context.close();
  });

  it("an unknown cinema is the site's 404", async () => {
    const { context, page } = await newCityKnownPage(browser, DESKTOP);
    await page.goto('/cinema/no-such-cinema');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Страница не найдена' }).count())
      .toBe(1);
    await page.goto('/cinema/Not%20A%20Cinema');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Страница не найдена' }).count())
      .toBe(1);
    await context.close();
  });
});
