import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { fillTestCard } from './buyer';

/** The purchase popup. */
export function purchaseDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Покупка билетов' });
}

/**
 * After 'Купить' of a checkout filled by the test itself: with several methods the chooser
 * shows first (card chosen), and its button starts the card payment; else the bank frame is up.
 */
export async function startCardPayment(page: Page): Promise<void> {
  const dialog = purchaseDialog(page);
  const chooser = dialog.getByRole('radiogroup', { name: 'Способ оплаты' });
  const bank = dialog.locator('iframe[title="Оплата картой"]');
  // The notice paragraph under the map is always there: only a filled one is an answer.
  const refused = dialog.locator('.purchase__notice:not(:empty), [role="alert"]');
  await expect
    .poll(async () => (await chooser.count()) + (await bank.count()) + (await refused.count()), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  if ((await chooser.count()) > 0 && (await bank.count()) === 0)
    await dialog.getByRole('button', { name: /^Оплатить/ }).click();
}

/** Pays in the sandbox bank's frame with its test card; waits for 'Заказ оплачен'. */
export async function payInBank(page: Page): Promise<void> {
  const bank = page.frameLocator('iframe[title="Оплата картой"]');
  await fillTestCard(bank);
  await bank.locator('#pay').click();
  await expect.poll(() => page.getByRole('dialog', { name: 'Заказ оплачен' }).count()).toBe(1);
}
