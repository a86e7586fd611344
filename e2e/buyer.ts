import { API_ROOT } from '@softkino/contract/api';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** What a buyer does on the site, shared by the e2e files. */
export const API = API_ROOT;

export interface PlacesReply {
  data: { available: number[]; sold: number[] };
}

/** Answers the first visit's city question (or the header's chooser) with a city and cinema. */
export async function chooseCity(
  page: Page,
  city = 'Челябинск',
  cinema: string | null = 'Галерея',
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('list', { name: 'Города' }).getByRole('button', { name: city }).click();
  if (cinema) {
    await dialog
      .getByRole('list', { name: `Кинотеатры: ${city}` })
      .getByRole('button', { name: cinema })
      .click();
  }
  await expect.poll(() => dialog.count()).toBe(0);
}

/**
 * Opens the purchase popup of the `nth` buyable session of the playbill at `path` (the main
 * page or /afisha); returns its id. A new browser answers the city question first; pass
 * `cityKnown` for one that already has.
 */
export async function openSession(
  page: Page,
  nth: number,
  path = '/',
  cityKnown = false,
): Promise<number> {
  await page.goto(path);
  if (!cityKnown) await chooseCity(page);
  const links = page.locator('a[href^="#buy="]');
  await expect.poll(() => links.count()).toBeGreaterThan(nth);
  const href = (await links.nth(nth).getAttribute('href')) ?? '';
  await links.nth(nth).click();
  const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
  await expect.poll(() => dialog.getByText('Выбор мест').count()).toBe(1);
  return Number(href.replace('#buy=', ''));
}

/**
 * Opens the purchase popup's free-seat list on the row with the most free seats (the same row
 * for any buyer who sees the same hall); returns how many it lists.
 */
export async function openRowWithMostFreeSeats(page: Page): Promise<number> {
  const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
  await dialog.getByText('Список свободных мест').click();
  const seats = dialog.locator('.hall-map__list li button');
  await expect.poll(() => seats.count()).toBeGreaterThan(0);
  const rowSelect = dialog.locator('.hall-map__list select');
  const rows = await rowSelect
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  let best = { row: '', free: -1 };
  for (const row of rows) {
    await rowSelect.selectOption(row);
    const free = await seats.count();
    if (free > best.free) best = { row, free };
  }
  await rowSelect.selectOption(best.row);
  return best.free;
}

/**
 * Picks `count` seats through the hall map's accessible seat list, in the row with the most free
 * seats (which session `openSession` lands on depends on the time of day, and halls' first rows
 * are short), starting `skip` seats in when the row is long enough; returns their labels.
 */
export async function pickSeats(page: Page, count: number, skip = 0): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
  const seats = dialog.locator('.hall-map__list li button');
  const free = await openRowWithMostFreeSeats(page);
  expect(free).toBeGreaterThanOrEqual(count);
  const from = Math.min(skip, free - count);
  const labels: string[] = [];
  for (let i = from; i < from + count; i++) {
    labels.push((await seats.nth(i).textContent()) ?? '');
    await seats.nth(i).click();
  }
  const tickets = dialog.getByRole('list', { name: 'Выбранные места' }).getByRole('listitem');
  await expect.poll(() => tickets.count()).toBe(count);
  return labels;
}

/** From the scheme to the checkout form, through the info step when the session has one. */
export async function toCheckout(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  if (await dialog.locator('.purchase-info').count()) {
    const agree = dialog.getByText('Принимаю');
    if (await agree.count()) await agree.click();
    await dialog.locator('.purchase-info .purchase-panel__next').click();
  }
  await expect.poll(() => dialog.getByText('Оформление заказа').count()).toBe(1);
}

/** The checkout form filled as a guest, then 'Купить' (the method list follows). */
export async function checkout(page: Page, email: string) {
  await toCheckout(page);
  const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
  const buy = dialog.getByRole('button', { name: 'Купить' });
  await expect.poll(() => buy.isDisabled()).toBe(true);
  await dialog.getByLabel('Телефон').pressSequentially('9991234567');
  await dialog.getByLabel('E-mail').fill(email);
  // The consent names the policy it agrees to, in a new tab so the purchase stays (152-FZ).
  const policy = dialog.getByRole('link', { name: 'Политика обработки персональных данных' });
  expect(await policy.getAttribute('href')).toBe('/about/pd');
  expect(await policy.getAttribute('target')).toBe('_blank');
  await dialog.getByText('Я согласен на обработку персональных данных').click();
  await expect.poll(() => buy.isDisabled()).toBe(false);
  await buy.click();
}

/**
 * On the method list after 'Купить' (spec section 2, Payment panels): card, the default, and its
 * own buy button 'Оплатить картой N ₽'; the bank page then opens in the payment frame.
 */
export async function payByCard(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
  const card = dialog.getByRole('radio', { name: /Банковская карта/ });
  await expect.poll(() => card.count()).toBe(1);
  expect(await card.isChecked()).toBe(true);
  await dialog.getByRole('button', { name: /^Оплатить картой \d/ }).click();
}

/** The checkout form filled as a guest, 'Купить', then card on the method list. */
export async function checkoutByCard(page: Page, email: string) {
  await checkout(page, email);
  await payByCard(page);
}

/** The sandbox bank page's form filled with its test card (a frame locator or a Frame). */
export async function fillTestCard(bank: { locator(selector: string): Locator }): Promise<void> {
  await bank.locator('#number').fill('4111 1111 1111 1111');
  await bank.locator('#expiry').fill('12/30');
  await bank.locator('#cvc').fill('123');
  await bank.locator('#holder').fill('IVAN PETROV');
}
