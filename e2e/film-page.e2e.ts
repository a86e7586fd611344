import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { COMPLAINT_THANKS, FILM_REVIEW_TEXTS } from '@softkino/contract/film';
import { DESKTOP, PHONE, baseUrl, launchChromium, newPage, releaseChromium } from './browser';
import { chooseCity, pickSeats, playbillDays, showPlaybillDay, toCheckout } from './buyer';
import { signInAsDemo } from './register';

/**
 * The film page as a buyer uses it (issue 15), against the real server on a freshly seeded
 * database: from the playbill's film name to its page, a session there opens the purchase
 * popup and reaches checkout; the comments page with 'Показать еще'; a signed-in buyer
 * complains about one comment and posts a review; a film link's HTML carries its Open Graph
 * tags.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await releaseChromium(browser);
});

function comments(page: Page) {
  return page.getByRole('list', { name: 'Отзывы' }).getByRole('listitem');
}

describe('the film page', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('opens from the playbill and buys from a session there (%s)', async (_label, viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/');
    await chooseCity(page, 'Челябинск', 'Галерея');
    // A day after the first with a session to buy, named in the playbill's address, and on it
    // the first film listed that has one.
    const days = await playbillDays(page);
    const day = days.find((d) => d.ids.length > 0 && !d.first);
    if (!day) throw new Error('no session to buy on the playbill');
    await showPlaybillDay(page, '/', day);
    const film = day.films.find((f) =>
      (f.sessions[day.date] ?? []).some((s) => day.ids.includes(s.id)),
    );
    if (!film) throw new Error(`no film with a session to buy on ${day.date}`);
    const nameLink = page
      .getByRole('list', { name: 'Фильмы дня' })
      .getByRole('article')
      .getByRole('heading', { level: 2 })
      .locator(`a[href^="${film.url}"]`);
    const name = ((await nameLink.textContent()) ?? '').trim();
    // The film page's address names the playbill's day, and the page opens on it (428).
    const href = (await nameLink.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/film\/[a-z0-9-]+\?date=\d\d\.\d\d\.\d{4}$/);
    expect(href).toBe(`${film.url}?date=${day.date}`);
    await nameLink.click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: new RegExp(name) }).count())
      .toBe(1);
    // The title is set by an effect after the page's render.
    await expect.poll(() => page.title()).toBe(`${name} — СофтКино`);
    // Facts, the trailer button and the wishlist toggle.
    expect(await page.getByText('Продолжительность').count()).toBe(1);
    expect(await page.getByRole('button', { name: `Хочу сходить: ${name}` }).count()).toBe(1);

    // The page opens on the playbill's day, and a session of the film there opens the purchase
    // popup and reaches checkout.
    const dayIndex = days.indexOf(day);
    const strip = page.getByRole('navigation', { name: 'Выбор дня' }).locator('button.day');
    await expect.poll(() => strip.nth(dayIndex).getAttribute('aria-pressed')).toBe('true');
    const id = (film.sessions[day.date] ?? []).find((s) => day.ids.includes(s.id))?.id;
    const sessions = page.getByRole('list', { name: `Сеансы фильма «${name}»` });
    await sessions.locator(`a[href="#buy=${id}"]`).click();
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    await expect.poll(() => dialog.getByText('Выбор мест').count()).toBe(1);
    await pickSeats(page, 1);
    await toCheckout(page);
    expect(await dialog.getByText('Оформление заказа').count()).toBe(1);
    expect((page as Page & { jsErrors?: string[] }).jsErrors).toEqual([]);
    await context.close();
  });

  it("pages through the comments with 'Показать еще' until there is no more", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/film/severnyj-veter');
    await chooseCity(page, 'Челябинск', 'Галерея');
    await expect.poll(() => comments(page).count()).toBe(10);
    const more = page.getByRole('button', { name: 'Показать еще' });
    await more.click();
    await expect.poll(() => comments(page).count()).toBe(20);
    // By keyboard: the last page takes the button away, and the focus goes on to the first
    // comment that page brought, not to <body> (decision 427).
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => comments(page).count()).toBe(23);
    expect(await more.count()).toBe(0);
    await expect
      .poll(() =>
        comments(page)
          .nth(20)
          .evaluate((li) => li === document.activeElement),
      )
      .toBe(true);
    // A guest is asked to sign in, and is offered no complaint menu.
    expect(await page.getByRole('link', { name: 'Войти' }).last().getAttribute('href')).toBe(
      '/login',
    );
    expect(await page.getByRole('button', { name: /^Пожаловаться/ }).count()).toBe(0);
    // Stars from the numeric rate.
    const stars = await page
      .locator('.comment .stars')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-stars'))));
    expect(stars.every((n) => n >= 0 && n <= 5)).toBe(true);
    expect(new Set(stars).size).toBeGreaterThan(2);
    await context.close();
  });

  it('a signed-in buyer complains about a comment and posts a review', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await chooseCity(page, 'Челябинск', 'Галерея');
    await signInAsDemo(page);
    await page.goto('/film/poslednij-rejs');
    await expect.poll(() => comments(page).count()).toBeGreaterThan(0);
    const target = comments(page).first();
    await target.getByRole('button', { name: /^Пожаловаться/ }).click();
    const reasons = page.getByRole('list', { name: 'Причина жалобы' });
    // The menu lies over the next comment: opaque, so that comment's text does not show through.
    const background = await reasons.evaluate((list) => {
      let el: Element | null = list;
      while (el && getComputedStyle(el).backgroundColor === 'rgba(0, 0, 0, 0)')
        el = el.parentElement;
      return el ? getComputedStyle(el).backgroundColor : '';
    });
    expect(background).toMatch(/^(rgb\(|color\(srgb [\d.]+ [\d.]+ [\d.]+\)$)/);
    // Escape on a reason closes the list and gives the focus back to 'Пожаловаться'.
    const toggle = target.getByRole('button', { name: /^Пожаловаться/ });
    await reasons.getByRole('button', { name: 'Оскорбление' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => reasons.count()).toBe(0);
    expect(await toggle.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await reasons.getByRole('button', { name: 'Спам' }).click();
    const alert = page.getByRole('dialog', { name: 'Отлично!' });
    await expect.poll(() => alert.getByText(COMPLAINT_THANKS.spam).count()).toBe(1);
    await alert.getByRole('button', { name: 'Закрыть' }).first().click();
    await expect.poll(() => target.getByText('Жалоба отправлена').count()).toBe(1);
    expect(await target.getByRole('button', { name: /^Пожаловаться/ }).count()).toBe(0);
    // The focus is back on the comment, not at the top of the page (decision 429).
    await expect
      .poll(() => target.evaluate((comment) => comment.contains(document.activeElement)))
      .toBe(true);

    // The review: the check's words first, then the review at the top of the list.
    const form = page.getByRole('form', { name: 'Ваш отзыв о фильме' });
    await form.getByRole('button', { name: 'Оставить отзыв' }).click();
    await expect.poll(() => form.getByText(FILM_REVIEW_TEXTS.rate).count()).toBe(1);
    await form.getByLabel('4 из 5').check({ force: true });
    await form.getByLabel('Комментарий').fill('Коротко.');
    await form.getByRole('button', { name: 'Оставить отзыв' }).click();
    await expect.poll(() => form.getByText(FILM_REVIEW_TEXTS.short).count()).toBe(1);
    const text = 'Напряжённо до последней минуты, Семён в роли пилота — лучшее, что я видел.';
    await form.getByLabel('Комментарий').fill(text);
    await form.getByRole('button', { name: 'Оставить отзыв' }).click();
    await expect.poll(() => page.getByText(FILM_REVIEW_TEXTS.thanks).count()).toBe(1);
    const mine = comments(page).first();
    expect(await mine.getByText(text).count()).toBe(1);
    expect(await mine.getByText('Ваш отзыв').count()).toBe(1);
    expect(await mine.locator('.stars').getAttribute('data-stars')).toBe('4');
    // It stays after a reload: the server has it, and the form is not offered again.
    await page.reload();
    await expect.poll(() => comments(page).first().getByText(text).count()).toBe(1);
    expect(await page.getByText(FILM_REVIEW_TEXTS.duplicate).count()).toBe(1);
    expect(await form.count()).toBe(0);
    expect((page as Page & { jsErrors?: string[] }).jsErrors).toEqual([]);
    await context.close();
  });

  it.each([
    ['phone', PHONE, 0],
    ['desktop', DESKTOP, 1],
  ])('downloads the landscape backdrop only where it shows (%s)', async (_label, viewport, n) => {
    const { context, page } = await newPage(browser, viewport);
    const posters: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/static/media/posters/')) posters.push(request.url());
    });
    await page.goto('/film/severnyj-veter');
    const poster = page.getByRole('img', { name: 'Постер фильма «Северный ветер»' });
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    const backdrop = page.locator('.film-hero__backdrop img');
    await expect
      .poll(() => backdrop.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toBeTruthy();
    // The portrait poster in both; the landscape one, 1280 px wide, on the desktop only.
    expect(posters.filter((url) => url.includes('severnyj-veter-mobile.')).length).toBe(1);
    expect(posters.filter((url) => url.includes('severnyj-veter-desktop.')).length).toBe(n);
    await context.close();
  });

  it("a screen whose code does not load says so in its place, and the header's links still work", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await chooseCity(page, 'Челябинск', 'Галерея');
    await page.route(/\/static\/assets\/FilmScreen-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/film/severnyj-veter');
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toContain('Что-то пошло не так. Попробуйте еще раз.');
    expect(await page.getByRole('button', { name: 'Обновить страницу' }).count()).toBe(1);
    // The header stays, and another address draws its screen.
    await page.locator('header').getByRole('link', { name: 'Афиша', exact: true }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Фильмы дня' }).count()).toBe(1);
    expect(await alert.count()).toBe(0);
    await context.close();
  });

  it('a popup whose code does not load says so inside it, and the page stays', async () => {
    // A tab left open over a deploy: the hall map's chunk of the old build is gone.
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await chooseCity(page, 'Челябинск', 'Галерея');
    await page.route(/\/static\/assets\/HallMap-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/afisha');
    await page.locator('.playbill a[href*="#buy"]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    await expect
      .poll(() => dialog.getByRole('alert').first().textContent(), { timeout: 20_000 })
      .toContain('Что-то пошло не так. Попробуйте еще раз.');
    expect(await dialog.getByRole('button', { name: 'Обновить страницу' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Закрыть окно' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Фильмы дня' }).count()).toBe(1);
    await context.close();
  });

  it("a film link's HTML names the film and its poster for link previews", async () => {
    const res = await fetch(`${baseUrl()}/film/severnyj-veter`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta property="og:title" content="Северный ветер" />');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(image).toMatch(/^http:\/\/[^/]+\/static\/media\/posters\/severnyj-veter-desktop\./);
    expect((await fetch(image)).status).toBe(200);
    expect((await fetch(`${baseUrl()}/film/net-takogo-filma`)).status).toBe(404);
  });
});
