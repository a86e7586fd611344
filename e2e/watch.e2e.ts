import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchChromium, newCityKnownPage, releaseChromium } from './browser';
import { API, checkout, openSession, pickSeats, throughInfoStep, toCheckout } from './buyer';
import { payInBank, purchaseDialog as purchase, startCardPayment } from './cardPayment';
import { codeFromOutbox, randomPhone } from './outbox';

/**
 * The watch-session popup (#my_places) against the real server: a buyer signed in with a new
 * account that shows its photo buys two seats; a second browser buys one seat of the same
 * session as a guest, opens the hall from its order page ('Посмотреть зал'), sees its own seat
 * and the first buyer's photo loaded onto the map, chooses one more seat (each toggle reads
 * session/places/), and 'Оформить заказ на N руб.' takes it to the purchase popup past the
 * seat map with that seat. Screenshots go to WATCH_SHOTS when it is set.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await releaseChromium(browser);
});

const SHOTS = process.env.WATCH_SHOTS;

/** A photo as a phone would take it: a real PNG, drawn by the browser (a face on a colour). */
async function drawnPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 128;
    canvas.height = 128;
    const ctx = canvas.getContext('2d');
    if (!ctx) return '';
    const sky = ctx.createLinearGradient(0, 0, 128, 128);
    sky.addColorStop(0, '#ffb347');
    sky.addColorStop(1, '#ff5a8a');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 128, 128);
    ctx.fillStyle = '#ffe0c2';
    ctx.beginPath();
    ctx.arc(64, 58, 30, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#3b2a20';
    ctx.fillRect(34, 22, 60, 16);
    ctx.beginPath();
    ctx.arc(52, 58, 4, 0, Math.PI * 2);
    ctx.arc(76, 58, 4, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = '#2f6fdb';
    ctx.fillRect(24, 96, 80, 32);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}

/** Registers `phone` by SMS code through the API in this page's context (signed in after). */
async function signUp(page: Page, phone: string): Promise<void> {
  const sent = await page.request.post(`${API}/v1/user/login/`, {
    form: { phone, type: 'sms', purpose: 'reg' },
  });
  expect(sent.status()).toBe(200);
  const verified = await page.request.post(`${API}/v1/user/verify/`, {
    form: { phone, code: await codeFromOutbox(page, phone), type: 'sms', purpose: 'reg' },
  });
  expect(verified.status()).toBe(200);
  // What the sign-in forms remember: the site then treats this browser as signed in.
  const body = (await verified.json()) as { data: { user: { user_id: number } } };
  await page.evaluate(
    (id) => localStorage.setItem('USER_ID', JSON.stringify(id)),
    body.data.user.user_id,
  );
}

/** A signed-in buyer with a photo shown to others buys two seats of the `nth` session. */
async function buyerWithPhoto(viewport: typeof DESKTOP, nth: number) {
  const { context, page } = await newCityKnownPage(browser, viewport);
  const phone = randomPhone();
  await page.goto('/afisha');
  await signUp(page, phone);
  const edit = await page.request.post(`${API}/v1/user/edit/`, {
    multipart: {
      email: `photo-${phone}@example.ru`,
      show_photo: '1',
      photo: { name: 'me.png', mimeType: 'image/png', buffer: await drawnPhoto(page) },
    },
  });
  expect(edit.status()).toBe(200);
  const profile = (await (await page.request.get(`${API}/v2/user/`)).json()) as {
    data: { avatar: string | null; show_photo: number };
  };
  expect(profile.data.show_photo).toBe(1);
  expect(profile.data.avatar).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);

  const sessionId = await openSession(page, nth, '/afisha', true);
  await pickSeats(page, 2, 2);
  await toCheckout(page);
  const consent = purchase(page).getByText('Я согласен на обработку персональных данных');
  if (await consent.count()) await consent.click();
  const buy = purchase(page).getByRole('button', { name: 'Купить' });
  await expect.poll(() => buy.isDisabled()).toBe(false);
  await buy.click();
  await startCardPayment(page);
  await payInBank(page);
  const session = (await (await page.request.get(`${API}/v1/session/?id=${sessionId}`)).json()) as {
    order_success: { seats: number[] } | null;
  };
  const seats = session.order_success?.seats ?? [];
  expect(seats).toHaveLength(2);
  return { context, sessionId, seats, avatar: profile.data.avatar ?? '' };
}

describe.each([
  ['phone', PHONE, 11],
  ['desktop', DESKTOP, 12],
])('the watch view on a %s', (label, viewport, nth) => {
  it("shows the own seat and another buyer's photo, and orders one more seat", async () => {
    const other = await buyerWithPhoto(viewport, nth);

    // A guest buys one seat of the same session.
    const { context, page } = await newCityKnownPage(browser, viewport);
    await page.goto(`/afisha#buy=${other.sessionId}`);
    await expect.poll(() => purchase(page).getByText('Выбор мест').count()).toBe(1);
    await pickSeats(page, 1, 8);
    await checkout(page, `watch-${label}@example.ru`);
    await startCardPayment(page);
    await payInBank(page);
    await page
      .getByRole('dialog', { name: 'Заказ оплачен' })
      .getByRole('link', { name: 'Посмотреть билеты' })
      .click();
    await expect.poll(() => page.url()).toMatch(/\/order\/\d+$/);

    // The order page opens the watch view; the map asks for the other buyer's photo.
    const photoLoaded = page.waitForRequest((r) => r.url().endsWith(other.avatar));
    const avatarsRead = page.waitForResponse((r) =>
      r.url().includes(`/v1/session/avatar/?id=${other.sessionId}`),
    );
    await page.getByRole('link', { name: 'Посмотреть зал' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#my_places=${other.sessionId}`);
    const avatars = (await (await avatarsRead).json()) as { data: Record<string, string> };
    for (const seat of other.seats) expect(avatars.data[String(seat)]).toBe(other.avatar);
    await photoLoaded;

    const watch = page.getByRole('dialog', { name: 'Схема зала' });
    await expect.poll(() => watch.getByText(/^Ваши места: ряд \d+, место \d+$/).count()).toBe(1);
    const head = (await watch.locator('.watch__head').textContent()) ?? '';
    expect(head).toMatch(/Зал \d+/);
    expect(head).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(head).toMatch(/\d{2}:\d{2}/);
    expect(await watch.getByText('Другие зрители').count()).toBe(1);
    expect(await watch.getByRole('button', { name: /Оформить заказ/ }).count()).toBe(0);

    // By the keyboard, the map calls the own seat the buyer's, not taken, and so does a press on
    // it (decision 460: it said 'занято' and 'Это место уже занято').
    const [, row, place] =
      /ряд (\d+), место (\d+)$/.exec((await watch.locator('.watch__mine').textContent()) ?? '') ??
      [];
    expect(await seatSaid(page, watch, Number(row), Number(place))).toMatch(/, ваше место$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => watch.getByText('Это место уже ваше').count()).toBe(1);
    if (SHOTS) {
      // The photos drawn on the map, for the picture only.
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS}/watch-${label}.png` });
    }

    // One more seat: the toggle reads the server's list, then the order button offers it.
    await watch.getByText('Список свободных мест').click();
    const free = watch.locator('.hall-map__list li button');
    await expect.poll(() => free.count()).toBeGreaterThan(0);
    const placesRead = page.waitForResponse((r) =>
      r.url().includes(`/v1/session/places/?id=${other.sessionId}`),
    );
    await free.first().click();
    await placesRead;
    const order = watch.getByRole('button', { name: /^Оформить заказ на [\d\s]+ руб\.$/ });
    await expect.poll(() => order.count()).toBe(1);
    await expect.poll(() => order.isDisabled()).toBe(false);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/watch-chosen-${label}.png` });
    await order.click();

    // The purchase popup takes the seat on, past the seat map (through the session's info step
    // when it has one).
    await expect.poll(() => new URL(page.url()).hash).toBe(`#buy=${other.sessionId}`);
    await throughInfoStep(page);
    // The seat is the order's (the checkout's list sits folded under 'Ваш заказ').
    await expect.poll(() => purchase(page).locator('.tickets__item').count()).toBe(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/watch-to-checkout-${label}.png` });
    expect((page as Page & { jsErrors?: string[] }).jsErrors).toEqual([]);
    await closeAll(context, other.context);
  }, 180_000);
});

/**
 * Moves the map's keyboard focus to row `row`, seat `place` with the arrow keys and returns what
 * its live region then says.
 */
async function seatSaid(page: Page, scope: Locator, row: number, place: number): Promise<string> {
  await scope.locator('.scheme-engine').focus();
  const live = scope.locator('.scheme-engine [aria-live]');
  const at = async () => {
    const said = (await live.textContent()) ?? '';
    const [, r, p] = /^Ряд (\d+), место (\d+)/.exec(said) ?? [];
    return { said, row: Number(r), place: Number(p) };
  };
  await page.keyboard.press('ArrowRight');
  let now = await at();
  for (let k = 0; k < 40 && now.row !== row; k++) {
    await page.keyboard.press(now.row < row ? 'ArrowDown' : 'ArrowUp');
    now = await at();
  }
  for (const key of ['ArrowRight', 'ArrowLeft'])
    for (let k = 0; k < 60 && now.place !== place; k++) {
      const before = now.said;
      await page.keyboard.press(key);
      now = await at();
      if (now.said === before) break; // the row's end: the other way
    }
  expect({ row: now.row, place: now.place }).toEqual({ row, place });
  return now.said;
}

async function closeAll(...contexts: BrowserContext[]) {
  for (const c of contexts) await c.close();
}
