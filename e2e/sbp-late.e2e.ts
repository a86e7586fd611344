import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, useOwnServer } from './browser';
import { purchaseDialog as purchase } from './cardPayment';
import {
  API,
  expectSeatsFreeAgain,
  sessionPlaces,
  checkout,
  checkoutByCard,
  chooseCity,
  fillTestCard,
  openRowWithMostFreeSeats,
  openSession,
  pickSeats,
} from './buyer';

/**
 * An SBP payment that comes after its hold ended (issue 12, late payment), on a server of this
 * file's own whose holds last HOLD_SECONDS = 20 s (like e2e/expiry.e2e.ts): the client's time
 * ends at 10 s (the QR goes, polling goes on, nothing is cancelled: decision 197), the hold at
 * 20 s, the popup's first poll comes at 30 s. The sandbox SBP page, open in another page of the
 * same browser as the buyer's bank app, approves after the hold ended:
 * 1. the seats are still free: the order completes, the popup's poll says paid and opens it;
 * 2. another buyer bought the seats meanwhile: the money is refunded, the popup goes home.
 */
const HOLD_SECONDS = 20;
const LONG = { timeout: 50_000, interval: 250 };

const own = useOwnServer('softkino-sbp-late-', { HOLD_SECONDS: String(HOLD_SECONDS) });
const newPage = own.newPage;

async function heldSeats(page: Page): Promise<number[]> {
  const reply = await page.request.get(`${API}/v1/user/session`);
  const body = (await reply.json()) as { data: { places: { id: number }[] } | null };
  return body.data?.places.map((p) => p.id) ?? [];
}

interface SbpStart {
  redirect_url: string;
  callback_url: string;
  order_number: string;
  expire_date_unix: number;
}

/** Checkout, SBP on the method list; returns the pay call's answer. */
async function startSbp(page: Page, email: string): Promise<SbpStart> {
  await checkout(page, email);
  const dialog = purchase(page);
  await dialog.getByRole('radio', { name: /СБП/ }).check();
  const answer = page.waitForResponse((r) => r.url().includes('/v2/payment/pay/'));
  await dialog.getByRole('button', { name: /^Оплатить через СБП \d/ }).click();
  const data = ((await (await answer).json()) as { data: SbpStart }).data;
  await expect.poll(() => dialog.getByText('Оплата через СБП').count()).toBe(1);
  return data;
}

/** The client's time ran out: the QR went, the panel still waits for the bank. */
async function expectLateNotice(page: Page) {
  await expect
    .poll(
      () =>
        purchase(page)
          .getByText(/Время действия QR-кода истекло/)
          .count(),
      LONG,
    )
    .toBe(1);
  expect(
    await purchase(page)
      .getByRole('img', { name: /QR-код/ })
      .count(),
  ).toBe(0);
}

describe('a late SBP payment', () => {
  it('completes the order when its seats are still free; the polling popup opens it', async () => {
    const { context, page } = await newPage(PHONE);
    let cancels = 0;
    page.on('request', (r) => {
      if (r.url().includes('/v1/buy/cancel/')) cancels++;
    });
    const sessionId = await openSession(page, 0);
    await pickSeats(page, 1, 2);
    const sbp = await startSbp(page, 'late-sbp@example.ru');
    const held = await heldSeats(page);
    expect(held).toHaveLength(1);
    // The buyer's bank app, opened from the QR while it was valid.
    const bank = await context.newPage();
    await bank.goto(sbp.redirect_url);
    await expectLateNotice(page);
    await expectSeatsFreeAgain(own.baseUrl(), sessionId, held, LONG);
    await bank.locator('#pay').click();
    await expect.poll(() => bank.getByText('Оплата прошла успешно').count()).toBe(1);
    // The popup's poll (30 s after the panel opened) hears 'paid' and opens the order.
    await expect.poll(() => new URL(page.url()).pathname, LONG).toBe(sbp.callback_url);
    expect((await sessionPlaces(own.baseUrl(), sessionId)).sold).toEqual(
      expect.arrayContaining(held),
    );
    expect(cancels).toBe(0);
    await context.close();
  }, 120_000);

  it('is refunded when another buyer bought the seats meanwhile; the popup goes home', async () => {
    const { context, page } = await newPage(DESKTOP);
    const sessionId = await openSession(page, 1);
    const labels = await pickSeats(page, 1, 3);
    const sbp = await startSbp(page, 'late-sbp-refund@example.ru');
    const held = await heldSeats(page);
    expect(held).toHaveLength(1);
    const bank = await context.newPage();
    await bank.goto(sbp.redirect_url);
    await expectSeatsFreeAgain(own.baseUrl(), sessionId, held, LONG);

    // Another buyer takes the seat, free again, and pays by card.
    const other = await newPage(DESKTOP);
    await other.page.goto('/');
    await chooseCity(other.page);
    await other.page.evaluate((id) => (window.location.hash = `#buy=${id}`), sessionId);
    const otherDialog = purchase(other.page);
    await expect.poll(() => otherDialog.getByText('Выбор мест').count()).toBe(1);
    await openRowWithMostFreeSeats(other.page);
    for (const label of labels)
      await otherDialog
        .locator('.hall-map__list li button')
        .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
        .click();
    await checkoutByCard(other.page, 'meanwhile@example.ru');
    const card = other.page.frameLocator('iframe[title="Оплата картой"]');
    await fillTestCard(card);
    await card.locator('#pay').click();
    await expect.poll(() => other.page.getByText('Заказ оплачен').count(), LONG).toBe(1);
    expect((await sessionPlaces(own.baseUrl(), sessionId)).sold).toEqual(
      expect.arrayContaining(held),
    );

    // The first buyer's bank pays now: too late, the money goes back.
    await bank.locator('#pay').click();
    await expect.poll(() => bank.getByText('Деньги возвращены').count()).toBeGreaterThan(0);
    // The popup hears 'expired' and goes home (a new page: the #buy address is gone).
    await expect.poll(() => page.url(), LONG).toBe(`${own.baseUrl()}/`);
    expect(
      await page.evaluate(() => [localStorage.getItem('ORDER_ID'), localStorage.getItem('SBPPAY')]),
    ).toEqual([null, null]);
    await other.context.close();
    await context.close();
  }, 150_000);
});
