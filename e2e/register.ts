import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { codeFromOutbox } from './outbox';

/**
 * Registers `phone` (11 digits) on /login#registration with the code from the sandbox outbox and
 * sets `password`; ends on /profile/settings, signed in.
 */
export async function registerWithPassword(page: Page, phone: string, password: string) {
  await page.goto('/login#registration');
  const login = page.locator('.login');
  await expect
    .poll(() => login.getByRole('tab', { name: 'Регистрация' }).getAttribute('aria-selected'))
    .toBe('true');
  const field = login.getByLabel('Телефон');
  await field.click();
  await field.pressSequentially(phone.slice(1));
  await login.getByRole('button', { name: 'Зарегистрироваться' }).click();
  const code = login.getByLabel(/Последние 4 цифры номера|Код из SMS/);
  await expect.poll(() => code.count()).toBe(1);
  await code.fill(await codeFromOutbox(page, phone));
  await login.getByRole('button', { name: 'Подтвердить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Создание пароля' });
  await expect.poll(() => dialog.count()).toBe(1);
  await dialog.getByLabel('Новый пароль').fill(password);
  await dialog.getByLabel('Повторите пароль').fill(password);
  await dialog.getByRole('button', { name: 'Сохранить пароль' }).click();
  await page.waitForURL('**/profile/settings');
}

/**
 * A seeded account (password Demo123, or `password`) signed in on /login; ends where it goes.
 * `phone` is the account's eleven digits ('79000000010').
 */
export async function signInAs(page: Page, phone: string, password = 'Demo123') {
  await page.goto('/login');
  const form = page.locator('#auth');
  await form.getByLabel('Телефон').pressSequentially(phone.slice(1));
  await form.getByLabel('Пароль').fill(password);
  await form.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/login');
}

/** The README's demo account (+7 900 000-00-00, Demo123), signed in on /login; ends where it goes. */
export async function signInAsDemo(page: Page) {
  await signInAs(page, '79000000000');
}
