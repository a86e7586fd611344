import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchChromium, newCityKnownPage, releaseChromium } from './browser';
import { fillTestCard, openSession, payByCard, pickSeats, toCheckout } from './buyer';
import { purchaseDialog } from './cardPayment';
import { randomPhone } from './outbox';
import { registerWithPassword, signInAsDemo } from './register';
import { REVIEW_MESSAGES } from '@softkino/contract/review';
import { FAVORITE_NO_EMAIL_TEXT } from '../src/ui/popups/alerts';

/**
 * Reviews after an order and the wishlist (issue 15), against the real server: a new account
 * buys and pays a ticket and finds on the order's page that the film may be rated once the
 * session begins (decision 431); it likes a film on the playbill, sees the favourite popup and
 * finds the film on /profile/wishlist with its sessions, and removes it. The demo account opens
 * its order of a session that has begun, rates the film with the emoji scale, meets the spec's
 * refusals, sends the review, finds it again after a reload, edits it and reads it in the
 * read-only view.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await releaseChromium(browser);
});

const PASSWORD = 'Kino2024';
const FILM_TEXT = 'Сильная история и красивая съемка, два часа пролетели незаметно.';
const CINEMA_TEXT = 'Удобные кресла, хороший звук, в зале было чисто и прохладно.';
const CINEMA_EDIT = 'Передумал насчет буфета: очередь была длинной, но кресла отличные.';

function jsErrors(page: Page): string[] {
  return (page as Page & { jsErrors?: string[] }).jsErrors ?? [];
}

/** Buys one seat of the `nth` session of /afisha, paid by card in the sandbox bank. */
async function buyOneSeat(page: Page, nth: number, email: string) {
  await openSession(page, nth, '/afisha', true);
  await pickSeats(page, 1, 3);
  await toCheckout(page);
  const dialog = purchaseDialog(page);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByText('Я согласен на обработку персональных данных').click();
  const buy = dialog.getByRole('button', { name: 'Купить' });
  await expect.poll(() => buy.isDisabled()).toBe(false);
  await buy.click();
  await payByCard(page);
  const bank = page.frameLocator('iframe[title="Оплата картой"]');
  await fillTestCard(bank);
  await bank.locator('#pay').click();
  const paid = page.getByRole('dialog', { name: 'Заказ оплачен' });
  await expect.poll(() => paid.count(), { timeout: 20_000 }).toBe(1);
  await paid.getByRole('button', { name: 'Закрыть', exact: true }).click();
  await expect.poll(() => paid.count()).toBe(0);
}

async function closeThanks(page: Page) {
  const thanks = page.getByRole('dialog', { name: 'Отлично!' });
  await expect.poll(() => thanks.getByText('Спасибо за отзыв!', { exact: false }).count()).toBe(1);
  await thanks.getByRole('button', { name: 'Закрыть', exact: true }).click();
  await expect.poll(() => thanks.count()).toBe(0);
}

describe('reviews after an order and the wishlist', () => {
  it('asks for no review before the session, and keeps a liked film on /profile/wishlist', async () => {
    const { context, page } = await newCityKnownPage(browser, DESKTOP);
    const phone = randomPhone();
    await registerWithPassword(page, phone, PASSWORD);
    await buyOneSeat(page, 4, `${phone}@example.ru`);

    // The order's page, from the profile's list: the film has not been seen yet (decision 431).
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Билеты, чеки и возврат' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\/\d+$/);
    const later = page.getByRole('region', { name: 'Отзыв о фильме и кинотеатре' });
    await expect.poll(() => later.count(), { timeout: 20_000 }).toBe(1);
    expect(await later.textContent()).toContain(REVIEW_MESSAGES.notStarted);
    expect(await page.getByRole('radiogroup', { name: 'Оценить фильм' }).count()).toBe(0);

    // The wishlist: like a film on the playbill, the favourite popup leads to the list.
    await page.goto('/afisha');
    const like = page.getByRole('button', { name: /^Хочу сходить: / }).first();
    await expect.poll(() => like.count(), { timeout: 20_000 }).toBe(1);
    const filmName = ((await like.getAttribute('aria-label')) ?? '').replace('Хочу сходить: ', '');
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    const favorite = page.getByRole('dialog', { name: 'Фильм в избранном!' });
    await expect.poll(() => favorite.count()).toBe(1);
    // This buyer's profile has no e-mail (the checkout's is not the profile's): the popup asks
    // for one rather than promising a letter (decision 429).
    expect(await favorite.getByText(FAVORITE_NO_EMAIL_TEXT).count()).toBe(1);
    expect(await favorite.getByRole('link', { name: 'Указать e-mail' }).getAttribute('href')).toBe(
      '/profile',
    );
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await favorite.getByRole('button', { name: 'Хорошо' }).click();
    await expect.poll(() => favorite.count()).toBe(0);
    await page.goto('/profile/wishlist');

    const list = page.getByRole('list', { name: 'Фильмы, на которые вы хотите сходить' });
    const item = list.getByRole('listitem').filter({ hasText: filmName });
    await expect.poll(() => item.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => item.locator('a[href^="#buy="]').count()).toBeGreaterThan(0);
    // The checkout's e-mail is not the profile's: the page asks for one for the alerts.
    await expect
      .poll(() => page.getByRole('link', { name: 'Укажите e-mail в профиле' }).count())
      .toBe(1);
    await item.getByRole('button', { name: `Убрать из списка: ${filmName}` }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Перейти к афише' }).count()).toBe(1);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it("reviews the demo account's order of a session it has been to, and edits the review", async () => {
    const { context, page } = await newCityKnownPage(browser, DESKTOP);
    await signInAsDemo(page);
    // The seed's order of a session that began a day ago is the oldest of the account's.
    await page.goto('/profile');
    // Past its return deadline, its button names no return (decision 431).
    const links = page.getByRole('link', { name: 'Билеты и чеки', exact: true });
    await expect.poll(() => links.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await links.last().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/order\/\d+$/);
    const block = page.locator('.order-review');
    const rateFilm = block.getByRole('radiogroup', { name: 'Оценить фильм' });
    await expect.poll(() => rateFilm.count(), { timeout: 20_000 }).toBe(1);
    // Drawn by their own styles before the popup's code has ever loaded (decision 422): round
    // outlined faces in a row, not the browser's filled black discs.
    expect(
      await rateFilm.evaluate((faces) => {
        const disc = faces.querySelector('.face__disc');
        return [getComputedStyle(faces).display, disc ? getComputedStyle(disc).fill : null];
      }),
    ).toEqual(['flex', 'none']);
    await rateFilm.getByRole('radio', { name: '5 из 5: Отлично' }).click();

    // The feedback popup: the emoji rated the film; the spec's refusals come first.
    const form = page.getByRole('dialog', { name: 'Отзыв о фильме и кинотеатре' });
    await expect.poll(() => form.count()).toBe(1);
    const send = form.getByRole('button', { name: 'Отправить отзыв' });
    await send.click();
    const refusal = form.getByRole('alert');
    await expect.poll(() => refusal.textContent()).toContain('Не выбраны оценки');
    expect(await refusal.textContent()).toContain('Комментарий должен быть больше 25 символов');
    await form
      .getByRole('radiogroup', { name: 'Оценка кинотеатра' })
      .getByRole('radio', { name: '4 из 5: Хорошо' })
      .click();
    await form.getByLabel('Комментарий о фильме').fill('Понравилось!');
    await form.getByLabel('Комментарий о кинотеатре').fill(CINEMA_TEXT);
    await expect
      .poll(() => refusal.textContent())
      .toBe('Комментарий должен быть больше 25 символов');
    await form.getByLabel('Комментарий о фильме').fill(FILM_TEXT);
    await expect.poll(() => refusal.count()).toBe(0);
    await send.click();
    await closeThanks(page);
    await expect.poll(() => form.count()).toBe(0);

    // Saved: after a reload the page shows the rating and the commentary.
    await page.reload();
    const commentary = page.getByRole('button', { name: 'Открыть ваш отзыв' });
    await expect.poll(() => commentary.count(), { timeout: 20_000 }).toBe(1);
    expect(await commentary.textContent()).toContain(FILM_TEXT);
    const rated = page.getByRole('radiogroup', { name: 'Ваша оценка фильма, открыть отзыв' });
    expect(
      await rated.getByRole('radio', { name: '5 из 5: Отлично' }).getAttribute('aria-checked'),
    ).toBe('true');

    // The view mode with its edit button; the edit changes the one review.
    await rated.getByRole('radio', { name: '3 из 5: Нормально' }).click();
    const view = page.getByRole('dialog', { name: 'Ваш отзыв' });
    await expect.poll(() => view.getByText(CINEMA_TEXT).count()).toBe(1);
    await view.getByRole('button', { name: 'Изменить отзыв' }).click();
    const edit = page.getByRole('dialog', { name: 'Отзыв о фильме и кинотеатре' });
    const cinemaField = edit.getByLabel('Комментарий о кинотеатре');
    await expect.poll(() => cinemaField.inputValue()).toBe(CINEMA_TEXT);
    await cinemaField.fill(CINEMA_EDIT);
    await edit
      .getByRole('radiogroup', { name: 'Оценка кинотеатра' })
      .getByRole('radio', { name: '3 из 5: Нормально' })
      .click();
    await edit.getByRole('button', { name: 'Сохранить отзыв' }).click();
    await closeThanks(page);
    await expect.poll(() => commentary.textContent()).toContain(CINEMA_EDIT);

    // The commentary opens the read-only view: the edited words, no edit button.
    await commentary.click();
    const still = page.getByRole('dialog', { name: 'Ваш отзыв' });
    await expect.poll(() => still.getByText(CINEMA_EDIT).count()).toBe(1);
    expect(await still.getByText(/^Изменен /).count()).toBe(1);
    expect(await still.getByRole('button', { name: 'Изменить отзыв' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => still.count()).toBe(0);

    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
