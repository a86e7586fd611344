import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  frames,
  launchChromium,
  newCityKnownPage,
  newPage,
  releaseChromium,
} from './browser';
import {
  API,
  checkout,
  checkoutByCard,
  chooseCity,
  nightSessions,
  openSession,
  pickSeats,
  sessionWithStrip,
  throughInfoStep,
  toCheckout,
} from './buyer';

/**
 * Issue 10 in the purchase popup, as a buyer meets it: one popup at a time on page load
 * (docs/decisions/112), the night notice (110), 'Сегодня' on the cinema's calendar with the
 * device in another zone (111), #pay and #buy with nothing to open (113), the hover tip after a
 * press (114) and the full-screen map on a phone (115).
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

/** Every dialog on the page (popups and alerts). */
async function dialogNames(page: Page): Promise<string[]> {
  return page
    .getByRole('dialog')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
}

/** Waits long enough for the page-load check of an unpaid order to have answered. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

/**
 * A session on sale in a hall whose seat count `fits`: the largest hall (over 1,000 seats) has
 * seats too small to choose on a phone's map at the fit scale, and so has a 250-320 seat one.
 */
async function sessionInHall(page: Page, fits: (seats: number) => boolean): Promise<number> {
  const reply = await page.request.get(`${API}/v1/films/playbill/`);
  const body = (await reply.json()) as {
    data: {
      sessions: Record<string, { id: number; disabled: boolean; del: boolean }[]>;
    }[];
  };
  // A day after tomorrow or later: on sale in every time zone of the chain whatever the hour.
  const later = Date.now() + 86_400_000;
  const ids: number[] = [];
  for (const film of body.data)
    for (const [date, list] of Object.entries(film.sessions)) {
      const [d, m, y] = date.split('.').map(Number);
      if (Date.UTC(y ?? 0, (m ?? 1) - 1, d) > later)
        for (const s of list) if (!s.disabled && !s.del) ids.push(s.id);
    }
  for (const id of ids) {
    const places = (await (
      await page.request.get(`${API}/v1/session/places/?id=${id}`)
    ).json()) as {
      data?: { places?: unknown[] };
    };
    if (fits(places.data?.places?.length ?? 0)) return id;
  }
  throw new Error('no session of such a hall is on sale');
}

function sessionInLargestHall(page: Page): Promise<number> {
  return sessionInHall(page, (seats) => seats > 1000);
}

/** Pixels of the exits' green (their door marks and 'Выход' labels) in a PNG. */
async function exitGreenPixels(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    if (g > 90 && g > r + 40 && g > b + 15) count++;
  }
  return count;
}

describe('one popup at a time on page load', () => {
  it('a reload during payment shows the purchase popup only, and its buttons work', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await openSession(page, 5);
    await pickSeats(page, 1, 3);
    await checkoutByCard(page, 'reload@example.ru');
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    await expect.poll(() => dialog.locator('iframe[title="Оплата картой"]').count()).toBe(1);

    await page.reload();
    await expect.poll(() => dialog.getByText('Выбор мест').count()).toBe(1);
    await settle(page);
    expect(await dialogNames(page)).toEqual(['Покупка билетов']);
    // Nothing lies over it: its own buttons take the clicks.
    await dialog.getByRole('button', { name: 'Продолжить' }).click({ timeout: 5000 });
    await expect
      .poll(() => dialog.getByText(/Оформление заказа|Информация о сеансе/).count())
      .toBeGreaterThan(0);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it("'/#buy-cancel=N' opened by link with an unpaid order: 'Да, отменить' cancels it", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await openSession(page, 6);
    await pickSeats(page, 1, 5);
    await checkoutByCard(page, 'cancel-link@example.ru');
    await expect.poll(() => page.locator('iframe[title="Оплата картой"]').count()).toBe(1);
    const orderId = await page.evaluate(() => localStorage.getItem('ORDER_ID'));
    expect(orderId).toMatch(/^\d+$/);

    const tab = await context.newPage();
    await tab.goto(`/afisha#buy-cancel=${orderId}`);
    const confirm = tab.getByRole('dialog', { name: 'Отмена заказа' });
    await expect
      .poll(() => confirm.getByText('Вы действительно хотите отменить заказ?').count())
      .toBe(1);
    await settle(tab);
    expect(await dialogNames(tab)).toEqual(['Отмена заказа']);
    await confirm.getByRole('button', { name: 'Да, отменить' }).click({ timeout: 5000 });
    const done = tab.getByRole('dialog', { name: 'Заказ отменен' });
    await expect.poll(() => done.count()).toBe(1);
    const reply = await tab.request.get(`${API}/v1/user/session`);
    expect(((await reply.json()) as { data: unknown }).data).toBeNull();
    expect(jsErrors(tab)).toEqual([]);
    await context.close();
  });
});

describe('the timetable strip', () => {
  it('is hidden while the buyer has an unpaid order, also in another session’s popup', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await chooseCity(page);
    const strip = page.getByRole('navigation', { name: 'Сеансы дня' });
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    const { href: withStrip, day } = await sessionWithStrip(page);

    // An unpaid order for another session...
    const other = `#buy=${day.ids[4]}`;
    expect(other).not.toBe(withStrip);
    await page.evaluate((h) => (window.location.hash = h), other);
    await expect.poll(() => dialog.getByText('Выбор мест').count()).toBe(1);
    await pickSeats(page, 1, 7);
    await checkoutByCard(page, 'strip@example.ru');
    await expect.poll(() => dialog.locator('iframe[title="Оплата картой"]').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Закрыть окно' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // ...hides the strip of the first session.
    await page.evaluate((h) => (window.location.hash = h), withStrip);
    await expect.poll(() => dialog.getByText('Выбор мест').count()).toBe(1);
    await page.waitForTimeout(500);
    expect(await strip.count()).toBe(0);
    await context.close();
  });
});

describe('another time picked with seats chosen', () => {
  it('keeps those seats for when the buyer comes back to that time, and says so on its button', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await chooseCity(page);
    const strip = page.getByRole('navigation', { name: 'Сеансы дня' });
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    const tickets = dialog.getByRole('list', { name: 'Выбранные места' }).getByRole('listitem');
    const { href } = await sessionWithStrip(page);
    await page.evaluate((h) => (window.location.hash = h), href);
    await expect.poll(() => dialog.getByText('Выбор мест').count()).toBe(1);
    await pickSeats(page, 2);
    const chosen = await tickets.allTextContents();
    await toCheckout(page);
    // From the checkout, another time of the day: its map opens with no seat chosen...
    const first = strip.getByRole('button', { pressed: true });
    const time = ((await first.locator('.purchase-times__time').textContent()) ?? '').trim();
    await strip.getByRole('button', { pressed: false }).first().click();
    await expect.poll(() => dialog.getByText('Выбор мест').count()).toBe(1);
    // The hash itself, not a substring: '#buy=28' contains '#buy=2'.
    await expect.poll(() => new URL(page.url()).hash).not.toBe(href);
    expect(await tickets.count()).toBe(0);
    // ...and the time left says the seats wait there.
    const back = strip.getByRole('button', { name: new RegExp(`^${time}.*выбрано 2 места`) });
    await expect.poll(() => back.count()).toBe(1);
    await back.click();
    await expect.poll(() => tickets.count()).toBe(2);
    expect(await tickets.allTextContents()).toEqual(chosen);
    await expect.poll(() => strip.getByRole('button', { name: /выбрано/ }).count()).toBe(0);
    await context.close();
  });
});

describe('texts the buyer relies on', () => {
  it('the night notice names the night before the session’s date', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    const night = (await nightSessions(page))[0];
    expect(night).toBeDefined();
    await page.goto(`/afisha#buy=${night?.id}`);
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    await expect.poll(() => dialog.getByText('Выбор мест').count()).toBe(1);
    // 'вторник, 1 декабря, 02:05' in the header...
    const when = (await dialog.locator('.purchase__meta > span').nth(2).textContent()) ?? '';
    const [, weekday, dayMonth] = /(\p{L}+), (\d+ \p{L}+), 0\d:\d\d/u.exec(when) ?? [];
    expect(weekday).toBeTruthy();
    // ...is the night from Monday to Tuesday: 'в ночь с понедельника на вторник (30 ноября на 1 декабря)'.
    const notice = (await dialog.locator('.purchase-notes__item--night').textContent()) ?? '';
    expect(notice).toMatch(
      new RegExp(
        `^Сеанс начинается в ${night?.time} в ночь со? \\p{L}+ на ${weekday?.slice(0, 3)}\\p{L}* \\(\\d+( \\p{L}+)? на ${dayMonth}\\)$`,
        'u',
      ),
    );
    expect(notice).not.toContain('с этого дня на следующий');
    await context.close();
  });

  it("the seat popup says 'Сегодня' as the playbill does, with the device in a far time zone", async () => {
    // Chelyabinsk is UTC+5: pick the zone whose date differs from the cinema's right now.
    const cinemaHour = (new Date().getUTCHours() + 5) % 24;
    const timezoneId = cinemaHour < 15 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    const context = await browser.newContext({
      viewport: PHONE,
      baseURL: baseUrl(),
      locale: 'ru-RU',
      timezoneId,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const device = await page.evaluate(() => new Date().toLocaleDateString('ru-RU'));
    const cinema = new Date().toLocaleDateString('ru-RU', { timeZone: 'Asia/Yekaterinburg' });
    expect(device).not.toBe(cinema);

    await openSession(page, 0);
    const day = await page.locator('button.day[aria-pressed="true"]').getAttribute('aria-label');
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    const when = (await dialog.locator('.purchase__meta > span').nth(2).textContent()) ?? '';
    // The playbill's chosen day is today or tomorrow on the cinema's calendar, and the popup
    // names it the same way.
    const name = /Сегодня|Завтра/.exec(day ?? '')?.[0];
    expect(name).toBeTruthy();
    expect(when).toMatch(new RegExp(`^${name}, \\d\\d:\\d\\d$`));
    await context.close();
  });

  it("'#pay' with no order says there is none; '#buy=abc' says the session is not found", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/afisha#pay');
    const none = page.getByRole('dialog', { name: 'Нет заказа для оплаты' });
    await expect.poll(() => none.count()).toBe(1);
    expect(await page.getByText('Время ожидания оплаты заказа истекло').count()).toBe(0);
    expect(await none.getByRole('link', { name: 'Перейти в афишу' }).getAttribute('href')).toBe(
      '/afisha',
    );
    await none.getByRole('button', { name: 'Закрыть', exact: true }).click();

    await page.goto('/afisha#buy=abc');
    const lost = page.getByRole('dialog', { name: 'Сеанс не найден' });
    await expect.poll(() => lost.count()).toBe(1);
    await settle(page);
    expect(await dialogNames(page)).toEqual(['Сеанс не найден']);
    await context.close();
  });
});

describe('the seat map', () => {
  it("Enter on 'Приблизить' up to the closest zoom keeps the focus there, and so does 'Отдалить' down to the fit", async () => {
    // A disabled button at the limit dropped the focus to the page (decision 460).
    const { context, page } = await newPage(browser, DESKTOP);
    await openSession(page, 7);
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    const label = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    for (const [name, other] of [
      ['Приблизить', 'Отдалить'],
      ['Отдалить', 'Приблизить'],
    ] as const) {
      const button = dialog.getByRole('button', { name });
      await expect.poll(() => button.isEnabled()).toBe(true);
      await button.focus();
      for (let i = 0; i < 20 && (await button.getAttribute('aria-disabled')) !== 'true'; i++) {
        await page.keyboard.press('Enter');
        await frames(page);
      }
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      expect(await label()).toBe(name);
      // A press at the limit does nothing; the other way is open.
      await page.keyboard.press('Enter');
      expect(await label()).toBe(name);
      expect(await dialog.getByRole('button', { name: other }).isEnabled()).toBe(true);
    }
    await context.close();
  });

  it("the hover tip of a seat just pressed says 'выбрано'", async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await openSession(page, 7);
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    const zoomIn = dialog.getByRole('button', { name: 'Приблизить' });
    await expect.poll(() => zoomIn.isEnabled()).toBe(true);
    for (let i = 0; i < 4 && (await zoomIn.isEnabled()); i++) {
      await zoomIn.click();
      await frames(page);
    }
    const tip = dialog.locator('.scheme-engine .scheme-engine__tooltip');
    const box = await dialog.locator('.scheme-engine').boundingBox();
    expect(box).not.toBeNull();
    // Look for a free seat under the pointer on a grid over the map.
    let found = false;
    for (let y = 0.2; y < 0.9 && !found; y += 0.07)
      for (let x = 0.1; x < 0.9 && !found; x += 0.05) {
        await page.mouse.move(box!.x + box!.width * x, box!.y + box!.height * y);
        found = (await tip.isVisible()) && ((await tip.textContent()) ?? '').endsWith('свободно');
      }
    expect(found).toBe(true);
    await page.mouse.down();
    await page.mouse.up();
    await expect.poll(() => tip.textContent()).toMatch(/, выбрано$/);
    await expect
      .poll(() =>
        dialog.getByRole('list', { name: 'Выбранные места' }).getByRole('listitem').count(),
      )
      .toBe(1);
    await context.close();
  });

  it('back from the payment methods finds the checkout as it was left (decision 364)', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await openSession(page, 5);
    await pickSeats(page, 1);
    await checkout(page, 'back@example.ru');
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    const card = dialog.getByRole('radio', { name: /Банковская карта/ });
    await expect.poll(() => card.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Назад' }).click();
    const buy = dialog.getByRole('button', { name: 'Купить' });
    await expect.poll(() => buy.count()).toBe(1);
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe('back@example.ru');
    expect(await dialog.getByLabel('Телефон').inputValue()).toBe('+7 (999) 123-45-67');
    expect(await dialog.getByLabel('Я согласен на обработку персональных данных').isChecked()).toBe(
      true,
    );
    await expect.poll(() => buy.isEnabled()).toBe(true);
    // Changed, then back to the seats and on again: the change is what comes back.
    await dialog.getByLabel('E-mail').fill('fixed@example.ru');
    await dialog.getByRole('button', { name: 'Назад' }).click();
    await dialog.getByRole('button', { name: 'Продолжить' }).click();
    await throughInfoStep(page);
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe('fixed@example.ru');
    await context.close();
  });

  it('by keyboard, a new step takes the focus to its title, and Esc still closes the popup', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await openSession(page, 5);
    await pickSeats(page, 1);
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    await dialog.getByRole('button', { name: 'Продолжить' }).focus();
    await page.keyboard.press('Enter');
    // The button is gone with its step: the focus is on the new step's title, in the popup.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className))
      .toBe('purchase__step');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(
      /^(Информация о сеансе|Оформление заказа)$/,
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });

  it("the phone's Back closes the popup but keeps the seats: Forward, or the session again, brings them back", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await openSession(page, 7);
    const seats = await pickSeats(page, 2, 3);
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    const tickets = dialog.getByRole('list', { name: 'Выбранные места' }).getByRole('listitem');
    const chosen = async () =>
      (await tickets.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
    const labels = await chosen();
    expect(labels).toHaveLength(seats.length);
    const here = page.url();
    await dialog.getByRole('button', { name: 'Продолжить' }).click();
    await throughInfoStep(page);

    // Back (a phone's Back button or gesture) leaves the #buy address: the popup closes.
    await page.goBack();
    await expect.poll(() => dialog.count()).toBe(0);
    // Forward opens it again, at the seat map, with the same seats chosen.
    await page.goForward();
    await expect.poll(() => tickets.count(), { timeout: 20_000 }).toBe(seats.length);
    expect(await chosen()).toEqual(labels);
    expect(await dialog.getByText('Выбор мест').count()).toBe(1);

    // The same again, and this time the buyer presses the session on the playbill again.
    await page.goBack();
    await expect.poll(() => dialog.count()).toBe(0);
    await page
      .locator(`a[href="${new URL(here).hash}"]`)
      .first()
      .click();
    await expect.poll(() => tickets.count(), { timeout: 20_000 }).toBe(seats.length);
    expect(await chosen()).toEqual(labels);
    // Closed with its own button, the popup forgets them: the buyer chose to leave.
    await dialog.getByRole('button', { name: 'Закрыть окно' }).first().click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page
      .locator(`a[href="${new URL(here).hash}"]`)
      .first()
      .click();
    await expect.poll(() => dialog.getByText('Выбор мест').count()).toBe(1);
    expect(await tickets.count()).toBe(0);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('on a phone the map keeps its size as seats are chosen, so seats stay under the finger', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await openSession(page, 8);
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    const map = dialog.locator('.scheme-engine');
    await expect.poll(async () => (await map.boundingBox())?.height ?? 0).toBeGreaterThan(150);
    await frames(page);
    const before = await map.boundingBox();
    const tickets = dialog.getByRole('list', { name: 'Выбранные места' }).getByRole('listitem');
    await pickSeats(page, 3, 1);
    // The free-seat list floats over the map: closed again before measuring.
    await dialog.getByText('Список свободных мест').click();
    await frames(page);
    expect(await tickets.count()).toBe(3);
    expect(await map.boundingBox()).toEqual(before);
    // The foot's total: the count over the sum, no lone '·' ending a line (decision 427).
    const total = dialog.locator('.purchase-panel__total');
    expect(await total.textContent()).toMatch(/^3 билета · [\d\s]+₽$/);
    expect(await total.locator('.tickets-summary__sep').isVisible()).toBe(false);
    const count = (await total.locator('.tickets-summary__count').boundingBox())!;
    const sum = (await total.locator('.tickets-summary__sum').boundingBox())!;
    expect(sum.y).toBeGreaterThanOrEqual(count.y + count.height - 1);
    await context.close();
  });

  it('on a phone a big hall says a tap zooms; the hint goes once a tap can choose a seat', async () => {
    const { context, page } = await newCityKnownPage(browser, PHONE);
    const id = await sessionInLargestHall(page);
    await page.goto(`/afisha#buy=${id}`);
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    const hint = dialog.getByText('Нажмите на схему, чтобы приблизить');
    await expect.poll(() => hint.isVisible(), { timeout: 20_000 }).toBe(true);
    const map = dialog.locator('.scheme-engine');
    const box = (await map.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => hint.isVisible()).toBe(false);
    // The tap zoomed; it chose nothing.
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Отдалить' }).isEnabled())
      .toBe(true);
    expect(await dialog.getByRole('list', { name: 'Выбранные места' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Показать весь зал' }).click();
    await expect.poll(() => hint.isVisible()).toBe(true);
    await context.close();

    // On a desktop the same hall's seats are large enough to choose: no hint.
    const desktop = await newCityKnownPage(browser, DESKTOP);
    await desktop.page.goto(`/afisha#buy=${id}`);
    const wide = desktop.page.getByRole('dialog', { name: 'Покупка билетов' });
    await expect
      .poll(() => wide.locator('.scheme-engine canvas').count(), { timeout: 20_000 })
      .toBe(1);
    await frames(desktop.page);
    expect(await wide.locator('.purchase__tap-hint').isHidden()).toBe(true);
    expect(await wide.locator('.purchase__tap-hint').count()).toBe(1);
    await desktop.context.close();
  });

  it("on a phone the tap-zoom hint covers none of a hall's exits", async () => {
    // A small phone (iPhone SE): the map is shorter, so the fitted hall narrower.
    const { context, page } = await newCityKnownPage(browser, { width: 375, height: 667 });
    const id = await sessionInHall(page, (seats) => seats >= 250 && seats <= 320);
    await page.goto(`/afisha#buy=${id}`);
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    const hint = dialog.locator('.purchase__tap-hint');
    await expect.poll(() => hint.isVisible(), { timeout: 20_000 }).toBe(true);
    const map = dialog.locator('.purchase__map');
    await frames(page);
    const withHint = await exitGreenPixels(await map.screenshot());
    await hint.evaluate((el) => (el.style.visibility = 'hidden'));
    await frames(page);
    const without = await exitGreenPixels(await map.screenshot());
    // The exits are drawn, and every pixel of them shows with the hint over the map.
    expect(without).toBeGreaterThan(20);
    expect(withHint).toBe(without);
    await context.close();
  });

  it('on a phone the map opens full screen keeping the seats, zoom and pan, and comes back', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await openSession(page, 8);
    await pickSeats(page, 2, 1);
    const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
    await dialog.getByText('Список свободных мест').click();
    const zoomIn = dialog.getByRole('button', { name: 'Приблизить' });
    const zoomOut = dialog.getByRole('button', { name: 'Отдалить' });
    await zoomIn.click();
    await frames(page);
    await zoomIn.click();
    await expect.poll(() => zoomOut.isEnabled()).toBe(true);
    // The engine's canvas is marked: full screen must show this same one, not a rebuilt map.
    await dialog.locator('.scheme-engine canvas').evaluate((c) => c.setAttribute('data-mark', '1'));

    await dialog.getByRole('button', { name: 'Схема на весь экран' }).click();
    const stage = page.locator('.purchase__stage--full');
    await expect.poll(() => stage.count()).toBe(1);
    await expect
      .poll(async () => {
        const b = await stage.boundingBox();
        return b && [b.x, b.y, Math.round(b.width), Math.round(b.height)];
      })
      .toEqual([0, 0, PHONE.width, PHONE.height]);
    // The canvas follows the stage's size.
    await expect
      .poll(async () => (await page.locator('.scheme-engine').boundingBox())?.height ?? 0)
      .toBeGreaterThan(PHONE.height * 0.6);
    expect(await page.locator('.scheme-engine canvas[data-mark="1"]').count()).toBe(1);
    expect(await stage.getByText(/^2 билета · \d[\d\s]*₽$/).count()).toBe(1);
    expect(await zoomOut.isEnabled()).toBe(true);

    // The focus went to the full screen's head; the map's own toggle is not shown there.
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(await focused()).toBe('Свернуть схему');
    expect(await stage.getByRole('button', { name: 'Свернуть схему' }).count()).toBe(1);
    await stage.getByRole('button', { name: 'Готово' }).press('Enter');
    await expect.poll(() => page.locator('.purchase__stage--full').count()).toBe(0);
    // Back on the toggle that opened it, not dropped to the page (decision 460).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Схема на весь экран',
    );
    // Leaving the browser's full screen is asynchronous (document.exitFullscreen's promise).
    await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
    expect(await dialog.locator('.scheme-engine canvas[data-mark="1"]').count()).toBe(1);
    expect(await zoomOut.isEnabled()).toBe(true);
    const tickets = dialog.getByRole('list', { name: 'Выбранные места' }).getByRole('listitem');
    expect(await tickets.count()).toBe(2);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
