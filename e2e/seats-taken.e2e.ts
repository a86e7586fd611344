import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchChromium, newPage, releaseChromium } from './browser';
import { checkout, openSession, openSessionById, pickSeats } from './buyer';

/**
 * Seats taken by another buyer between the choice and 'Купить': the server answers 409, the
 * popup drops the taken seat, says so under the map and marks it sold in place, keeping the
 * buyer's zoom and pan (decisions 146 and 148).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await releaseChromium(browser);
});

function jsErrors(page: Page): string[] {
  return (page as Page & { jsErrors?: string[] }).jsErrors ?? [];
}

describe('seats taken meanwhile', () => {
  it('drops the taken seat, says so, and keeps the zoom', async () => {
    const first = await newPage(browser, DESKTOP);
    const second = await newPage(browser, DESKTOP);
    const sessionId = await openSession(first.page, 12);
    // The other buyer opens the same session from its link on the same playbill.
    await openSessionById(second.page, sessionId);
    const chosen = await pickSeats(first.page, 2, 3);
    const dialog = first.page.getByRole('dialog', { name: 'Покупка билетов' });
    const zoomIn = dialog.getByRole('button', { name: 'Приблизить' });
    const zoomOut = dialog.getByRole('button', { name: 'Отдалить' });
    await zoomIn.click();
    await expect.poll(() => zoomOut.isEnabled()).toBe(true);

    // The other buyer holds the first of those seats.
    expect(await pickSeats(second.page, 1, 3)).toEqual([chosen[0]]);
    await checkout(second.page, 'second@example.ru');
    const secondDialog = second.page.getByRole('dialog', { name: 'Покупка билетов' });
    await expect.poll(() => secondDialog.getByRole('timer').count()).toBe(1);

    await checkout(first.page, 'first@example.ru');
    await expect
      .poll(() => dialog.locator('.purchase__notice').textContent())
      .toMatch(/^Места уже заняты: ряд \d+, место \d+$/);
    expect(await dialog.locator('.purchase__error').textContent()).toMatch(/^Места уже заняты/);
    // The order summary (its list is folded at checkout) counts the one seat left.
    await expect
      .poll(() => dialog.locator('.checkout__summary-total').textContent())
      .toMatch(/^1 билет · /);
    expect(await dialog.getByText('Оформление заказа').count()).toBe(1);
    // Marked sold in place: the map was not drawn anew and fitted, the zoom stays.
    await first.page.waitForTimeout(500);
    expect(await zoomOut.isEnabled()).toBe(true);
    expect(jsErrors(first.page)).toEqual([]);
    await second.context.close();
    await first.context.close();
  });
});
