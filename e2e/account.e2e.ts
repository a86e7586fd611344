import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchChromium, newPage, releaseChromium } from './browser';
import { API } from './buyer';
import { signInAsDemo } from './register';

/**
 * Issue 10, the account corner: the demo buyer signs in, opens the header menu, sees the points
 * balance and follows its links to the bonus page and the wishlist; the phone header fits the
 * city's name; every internal link of the header, menu and footer opens a real page; the
 * dismissed messenger banner stays dismissed after a reload.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await releaseChromium(browser);
});

const NOT_FOUND = 'Страница не найдена';
const PENDING = 'Этот раздел сайта пока недоступен';

function jsErrors(page: Page): string[] {
  return (page as Page & { jsErrors?: string[] }).jsErrors ?? [];
}

/** A browser that has chosen `cityId` (all its cinemas) and been asked today. */
async function rememberCity(page: Page, cityId: number) {
  await page.evaluate((id) => {
    localStorage.setItem('currentCity', JSON.stringify({ cityId: id, cinemaId: null }));
    localStorage.setItem('askCity', String(Date.now()));
    document.cookie = `city=${id}; path=/`;
  }, cityId);
}

/** Whether the header's city name is shown whole (not cut with an ellipsis). */
async function cityNameFits(page: Page, name: string): Promise<boolean> {
  const city = page.locator('.city-button__city');
  await expect.poll(() => city.textContent()).toBe(name);
  return city.evaluate((el) => el.scrollWidth <= el.clientWidth);
}

async function citiesOf(page: Page): Promise<Array<{ id: number; name: string }>> {
  const reply = await page.request.get(`${API}/v1/cinema/cities/`);
  return ((await reply.json()) as { data: Array<{ id: number; name: string }> }).data;
}

describe('the account corner', () => {
  it('fits every city name in the 390x844 header, for a guest and signed in', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/afisha');
    const cities = await citiesOf(page);
    expect(cities.length).toBeGreaterThan(5);
    const cut = async () => {
      const names: string[] = [];
      for (const city of cities) {
        await rememberCity(page, city.id);
        await page.goto('/afisha');
        if (!(await cityNameFits(page, city.name))) names.push(city.name);
      }
      return names;
    };
    expect(await cut()).toEqual([]);
    await signInAsDemo(page);
    await page.goto('/afisha');
    await page.getByRole('button', { name: /Меню личного кабинета/ }).waitFor();
    expect(await cut()).toEqual([]);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('shows the balance in the menu and leads to the bonus page and the wishlist', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/afisha');
    await rememberCity(page, (await citiesOf(page)).find((c) => c.name === 'Челябинск')!.id);
    await signInAsDemo(page);
    await page.goto('/afisha');

    const openMenu = async () => {
      await page.getByRole('button', { name: 'Меню личного кабинета: Анна' }).click();
      return page.getByRole('navigation', { name: 'Личный кабинет' });
    };
    let menu = await openMenu();
    // Other files of the run spend and earn the demo card's points: the menu shows what the
    // server says now (500 on a fresh seed), with the word in its form.
    const points = await page.evaluate(async (api) => {
      const reply = await fetch(`${api}/v2/user/`, { credentials: 'include' });
      return ((await reply.json()) as { data: { balance: number } }).data.balance;
    }, API);
    const balance = page.getByRole('link', { name: /Бонусы/ });
    // 'балл' / 'балла' / 'баллов' by the number, as Intl.PluralRules('ru') picks it.
    const form = { one: 'балл', few: 'балла', many: 'баллов' }[
      new Intl.PluralRules('ru').select(points) as 'one' | 'few' | 'many'
    ];
    expect(await balance.textContent()).toContain(`${points} ${form}`);
    expect(await balance.textContent()).toContain('Карта •••• 0019');

    await menu.getByRole('link', { name: 'Бонусная карта' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile/bonuses/');
    const card = page.locator('#bonus-card-block');
    await expect.poll(() => card.count()).toBe(1);
    // The server's picture of the card, named with the number as EAN-13 prints it (issue 14).
    expect(
      await card.getByRole('img', { name: 'Виртуальная бонусная карта 2 990000 000019' }).count(),
    ).toBe(1);
    expect(await card.textContent()).toContain(String(points));
    expect(await card.textContent()).toContain('10\u00a0%');
    expect(await page.getByRole('heading', { name: 'История начислений' }).count()).toBe(1);
    // Following a link closed the menu.
    expect(await page.getByRole('navigation', { name: 'Личный кабинет' }).count()).toBe(0);

    // Like a film on the playbill, then find it on the wishlist with its sessions.
    await page.goto('/afisha');
    const firstFilm = page.locator('article.film').first();
    await firstFilm.waitFor();
    const filmName = (await firstFilm.locator('.film__name span').first().textContent())!.trim();
    await firstFilm.getByRole('button', { name: /Хочу сходить/ }).click();
    await expect.poll(() => page.getByText('Фильм в избранном!').count()).toBe(1);
    await page.getByRole('button', { name: 'Закрыть' }).first().click();

    menu = await openMenu();
    await menu.getByRole('link', { name: 'Хочу сходить' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/profile/wishlist');
    const list = page.getByRole('list', { name: 'Фильмы, на которые вы хотите сходить' });
    await expect.poll(() => list.getByRole('heading', { name: filmName }).count()).toBe(1);
    // The film's name leads to its page, where all its sessions are.
    expect(
      await list.getByRole('heading', { name: filmName }).getByRole('link').getAttribute('href'),
    ).toMatch(/^\/film\/[a-z0-9-]+$/);
    const buy = list.locator('a[href^="#buy="]').first();
    await buy.click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Покупка билетов' }).count()).toBe(1);
    await page.goBack();
    await page.goto('/profile/wishlist');
    await list.getByRole('button', { name: `Убрать из списка: ${filmName}` }).click();
    await expect.poll(() => page.getByText('Список пуст', { exact: false }).count()).toBe(1);
    // The button went with its film: the focus is on the page's title, not lost (decision 430).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('page-title');
    expect(await page.getByRole('link', { name: 'Перейти к афише' }).getAttribute('href')).toBe(
      '/afisha',
    );
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('every internal link of the header, menu and footer opens a real page', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/afisha');
    await rememberCity(page, (await citiesOf(page))[0]!.id);
    await signInAsDemo(page);
    await page.goto('/afisha');
    await page.getByRole('button', { name: /Меню личного кабинета/ }).click();
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"], .account-menu a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const paths = [...new Set(hrefs.map((h) => new URL(h, 'http://x').pathname))].filter(
      (p) => !p.startsWith('/?'),
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        '/profile/bonuses/',
        '/profile/wishlist',
        '/about/pd',
        '/about/rules',
      ]),
    );
    const bad: string[] = [];
    for (const path of paths) {
      // Each loaded directly, as from a bookmark or another tab: the server answers it with
      // 200 (the contract's page list, decision 346), and the client shows no 404 screen.
      const response = await page.goto(path);
      if (response?.status() !== 200) bad.push(`${path}: HTTP ${response?.status()}`);
      await page.locator('#main').waitFor();
      await page.waitForLoadState('networkidle');
      const text = (await page.locator('#main').textContent()) ?? '';
      if (text.includes(NOT_FOUND) || text.includes(PENDING)) bad.push(path);
    }
    expect(bad).toEqual([]);
    // The rules checkout links to (decision 450), whole: its last section is there.
    await page.goto('/about/rules#contacts');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Правила покупки и возврата билетов' }).count())
      .toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { name: '7. Контакты' }).isVisible())
      .toBe(true);
    await context.close();
  });

  it('the dismissed banner stays dismissed after a reload', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/afisha');
    await rememberCity(page, (await citiesOf(page))[0]!.id);
    // A fresh address: the first visit's city question left its #anchor in this one.
    await page.goto('/afisha');
    const promo = page.getByRole('link', { name: 'Подписаться' });
    await promo.waitFor();
    await page.getByRole('button', { name: 'Скрыть объявление' }).click();
    await expect.poll(() => promo.count()).toBe(0);
    await page.reload();
    await page.locator('.city-button__city').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await promo.count()).toBe(0);
    expect(await page.locator('#banner-app-ad').count()).toBe(0);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
