import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchChromium, newCityKnownPage, releaseChromium } from './browser';
import { openSession, pickSeats, toCheckout } from './buyer';

/**
 * Every phone field reads a number the way Russians type and paste it (issue 10, defect 1;
 * docs/decisions/100): '8 900 000-00-00' is +7 (900) 000-00-00, not +7 (890) 000-00-00.
 * Typed key by key and pasted from the real clipboard, in Chromium.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await releaseChromium(browser);
});

async function newPage(viewport = DESKTOP) {
  const made = await newCityKnownPage(browser, viewport);
  await made.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return made;
}

const CASES = [
  ['8 900 000-00-00', '+7 (900) 000-00-00'],
  ['8 (912) 345-67-89', '+7 (912) 345-67-89'],
] as const;

async function clear(field: Locator) {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.press('Backspace');
  await expect.poll(() => field.inputValue()).toBe('');
}

/** Types each case key by key, then pastes it through the clipboard, checking what shows. */
async function checkField(page: Page, field: Locator) {
  await expect.poll(() => field.count()).toBe(1);
  for (const [written, shown] of CASES) {
    await clear(field);
    await field.pressSequentially(written);
    await expect.poll(() => field.inputValue()).toBe(shown);

    await clear(field);
    await page.evaluate((text) => navigator.clipboard.writeText(text), written);
    await field.press('ControlOrMeta+V');
    await expect.poll(() => field.inputValue()).toBe(shown);
  }
}

describe('phone fields read 8 900 … as +7 900 …', () => {
  it('on the login page: every tab, and the 8-prefixed phone signs in to its account', async () => {
    const { context, page } = await newPage(PHONE);
    await page.goto('/login');
    const login = page.locator('.login');
    const field = login.getByLabel('Телефон');
    await checkField(page, field); // 'Вход' by password
    await login.getByRole('button', { name: 'Войти по коду' }).click();
    await checkField(page, field);
    await login.getByRole('tab', { name: 'Регистрация' }).click();
    await checkField(page, field);
    await login.getByRole('tab', { name: 'Вход' }).click();
    await login.getByRole('button', { name: 'Забыли пароль?' }).click();
    await expect.poll(() => login.getByText('Восстановление пароля').count()).toBe(1);
    await checkField(page, field);
    await login.getByRole('button', { name: 'Вернуться ко входу' }).click();
    await login.getByRole('button', { name: 'Войти по паролю' }).click();

    // The demo account is +7 900 000-00-00: typed with the 8, it signs in.
    await clear(field);
    await field.pressSequentially('8 900 000-00-00');
    await login.getByLabel('Пароль').fill('Demo123');
    const [reply] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/user/loginbypass/')),
      login.getByRole('button', { name: 'Войти', exact: true }).click(),
    ]);
    expect(reply.status()).toBe(200);
    expect(reply.request().postData()).toContain('phone=79000000000');
    await page.waitForURL('**/profile');
    await context.close();
  });

  it('on the checkout form and the purchase popup sign-in', async () => {
    const { context, page } = await newPage(DESKTOP);
    await openSession(page, 0, '/', true);
    await pickSeats(page, 1);
    await toCheckout(page);
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    await checkField(page, dialog.getByLabel('Телефон'));
    await dialog.getByRole('button', { name: 'Вход в кабинет' }).click();
    await checkField(page, dialog.locator('.popup-login').getByLabel('Телефон'));
    await context.close();
  });

  it("on the profile's phone confirmation (the only editable phone of the profile)", async () => {
    const { context, page } = await newPage(DESKTOP);
    await page.goto('/login');
    const login = page.locator('.login');
    await login.getByLabel('Телефон').pressSequentially('8 900 000-00-01');
    await login.getByLabel('Пароль').fill('Demo123');
    await login.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.waitForURL('**/profile');
    await checkField(page, page.locator('.profile-lock').getByLabel('Телефон'));
    await context.close();
  });
});
