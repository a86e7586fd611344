import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchChromium, newPage } from './browser';
import { chooseCity } from './buyer';

/**
 * The playbill as a buyer uses it, against the real server on a freshly seeded database:
 * the first visit asks for the city, the first day's films show, days switch, an empty day says
 * so, a trailer opens, and the city can be changed from the header.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

function films(page: Page) {
  return page.getByRole('list', { name: 'Фильмы дня' }).getByRole('article');
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('playbill on a %s', (_label, viewport) => {
  it('asks for the city on the first visit, then shows the first day of that cinema', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Где вы смотрите кино?' }).count())
      .toBe(1);
    await chooseCity(page, 'Челябинск', 'Галерея');

    await expect
      .poll(() => page.getByRole('heading', { name: 'Расписание сеансов' }).count())
      .toBe(1);
    const days = page.getByRole('navigation', { name: 'Выбор дня' }).getByRole('button', {
      pressed: true,
    });
    await expect.poll(() => days.first().getAttribute('aria-label')).toMatch(/^Сегодня/);
    await expect.poll(() => films(page).count()).toBeGreaterThan(0);
    // Every shown film has at least one session link to the purchase popup or a closed session.
    const first = films(page).first();
    await expect.poll(() => first.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await page.getByText('Загружаем сеансы...').count()).toBe(0);

    // The city is remembered: a reload does not ask again and keeps Галерея.
    await page.reload();
    await expect.poll(() => films(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { name: 'Где вы смотрите кино?' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('currentCity'))).toContain('cinemaId');
    expect((page as Page & { jsErrors?: string[] }).jsErrors).toEqual([]);
    await context.close();
  });

  it('switches days, and an empty day shows the empty-day popup', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/');
    await chooseCity(page, 'Челябинск', 'Галерея');
    const strip = page.getByRole('navigation', { name: 'Выбор дня' });
    await expect.poll(() => films(page).count()).toBeGreaterThan(0);

    const tomorrow = strip.getByRole('button', { name: /^Завтра/ });
    await tomorrow.click();
    await expect.poll(() => tomorrow.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => films(page).count()).toBeGreaterThan(0);

    // The seed leaves one day of Галерея without sessions in the first week.
    const empty = strip.getByRole('button', { name: /сеансов пока нет/ }).first();
    await empty.scrollIntoViewIfNeeded();
    await empty.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Сеансы скоро будут').count()).toBe(1);
    // The selected day stays the one chosen before.
    expect(await tomorrow.getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: 'Закрыть окно' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });

  it('opens a trailer in a popup with the video embed', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/');
    await chooseCity(page, 'Челябинск', 'Галерея');
    await expect.poll(() => films(page).count()).toBeGreaterThan(0);
    // A film whose trailer is a real video link (the seed has two broken ones on purpose).
    const links = page.locator('a.trailer-link[href*="youtube.com/watch"]');
    await expect.poll(() => links.count()).toBeGreaterThan(0);
    const href = await links.first().getAttribute('href');
    const id = new URL(href ?? '').searchParams.get('v');
    expect(id).toMatch(/^[\w-]{11}$/);
    await links.first().click();
    const frame = page.getByRole('dialog').locator('iframe');
    await expect.poll(() => frame.getAttribute('src')).toContain(`/embed/${id}`);
    await context.close();
  });

  it("changes the city from the header and shows that city's playbill", async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/');
    await chooseCity(page, 'Челябинск', 'Галерея');
    await expect.poll(() => films(page).count()).toBeGreaterThan(0);

    await page
      .getByRole('link', { name: /^Город и кинотеатр: Челябинск/ })
      .first()
      .click();
    await chooseCity(page, 'Самара', null);
    await expect
      .poll(() => page.getByRole('link', { name: /^Город и кинотеатр: Самара/ }).count())
      .toBeGreaterThan(0);
    await expect.poll(() => films(page).count()).toBeGreaterThan(0);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('currentCity') ?? '{}'),
    );
    const cities = await (
      await page.request.get('/local/php_interface/api/v1/cinema/cities/')
    ).json();
    const samara = cities.data.find((c: { name: string }) => c.name === 'Самара');
    expect(stored.cityId).toBe(samara.id);
    // The server now knows the city too (the chooser sets the city cookie).
    const geo = await (await page.request.get('/local/php_interface/api/v1/user/geo/')).json();
    expect(geo.data).toEqual({ validate: 'Y', city_id: samara.id });
    await context.close();
  });
});
