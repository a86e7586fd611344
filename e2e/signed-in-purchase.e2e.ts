import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchChromium, newPage, releaseChromium } from './browser';
import { payInBank, purchaseDialog as purchase } from './cardPayment';
import {
  fillTestCard,
  openSession,
  payByCard,
  pickSeats as pickFreeSeats,
  toCheckout,
} from './buyer';
import { codeFromOutbox } from './outbox';
import { signInAsDemo } from './register';

/**
 * Where the purchase and the accounts meet, against the real server: a guest with seats chosen
 * signs in (on /login with the password, or inside the popup with the code from the dev outbox)
 * and comes back to the same page with the popup and the same seats; the signed-in buyer's
 * checkout has the account's phone and e-mail filled in and locked, spends points of the demo
 * bonus card, pays the rest by card in the sandbox bank, and finds the order on /profile with
 * the points spent and earned.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await releaseChromium(browser);
});

const DEMO_PHONE = '9000000000';
const SHOTS = process.env.SIGNED_IN_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Picks `count` seats through the seat list; returns them as the ticket list names them. */
async function pickSeats(page: Page, count: number, skip: number): Promise<string[]> {
  await pickFreeSeats(page, count, skip);
  return chosenSeats(page, count);
}

/** The seats' names in the ticket list ('Ряд 8, место 10') once it holds `count` seats. */
async function chosenSeats(page: Page, count: number): Promise<string[]> {
  const tickets = purchase(page)
    .getByRole('list', { name: 'Выбранные места' })
    .getByRole('listitem');
  await expect.poll(() => tickets.count()).toBe(count);
  const names = await tickets.locator('.tickets__seat').allTextContents();
  return names.map((t) => t.replace(/\s+/g, ' ').trim());
}

/**
 * The demo account signed in at `viewport`, on session `nth` of /afisha with `count` seats
 * chosen (skipping `skip`) and the checkout open; returns the page and the seats' labels.
 */
async function demoAtCheckout(viewport: typeof DESKTOP, nth: number, count: number, skip: number) {
  const { context, page } = await newPage(browser, viewport);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('askCity', String(Date.now())));
  await signInAsDemo(page);
  await openSession(page, nth, '/afisha', true);
  const seats = await pickSeats(page, count, skip);
  await toCheckout(page);
  return { context, page, seats };
}

/** Consents and presses 'Купить': the order is made, and the popup shows its payment methods. */
async function buyToMethods(page: Page) {
  const dialog = purchase(page);
  await dialog.getByText('Я согласен на обработку персональных данных').click();
  const buy = dialog.getByRole('button', { name: 'Купить' });
  await expect.poll(() => buy.isDisabled()).toBe(false);
  await buy.click();
  await expect
    .poll(() => dialog.getByRole('radiogroup', { name: 'Способ оплаты' }).count())
    .toBe(1);
}

describe('signing in from the purchase popup', () => {
  it('a guest signs in on /login with the password and comes back to the same seats', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await openSession(page, 6, '/afisha');
    const seats = await pickSeats(page, 2, 6);
    // The page with its query: late in the day the session is on a later day (`?date=`), and
    // the way back keeps it.
    const here = new URL(page.url());
    const path = here.pathname + here.search;
    // The guest note leads to /login; the choice is saved first.
    const note = purchase(page).locator('.purchase-notes__item--guest');
    expect(await note.textContent()).toContain('Бонусы на кассе не начисляются');
    await note.getByRole('link', { name: 'Войдите' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    const saved = await page.evaluate(() => localStorage.getItem('userChooseInfo'));
    expect(JSON.parse(saved ?? '{}')).toMatchObject({ previousPage: path });

    const form = page.locator('#auth');
    await form.getByLabel('Телефон').pressSequentially(DEMO_PHONE);
    await form.getByLabel('Пароль').fill('Demo123');
    await form.getByRole('button', { name: 'Войти', exact: true }).click();

    // Back on the page the popup was open on: it reopens with the same seats, once.
    await expect
      .poll(() => {
        const back = new URL(page.url());
        return back.pathname + back.search;
      })
      .toBe(path);
    expect(await chosenSeats(page, 2)).toEqual(seats);
    expect(await page.evaluate(() => localStorage.getItem('userChooseInfo'))).toBeNull();
    // Signed in: no guest note any more.
    expect(await purchase(page).locator('.purchase-notes__item--guest').count()).toBe(0);
    await shot(page, 'restored-phone');
    expect((page as Page & { jsErrors?: string[] }).jsErrors).toEqual([]);
    await context.close();
  });

  it('a guest signs in inside the popup by code, then buys with locked contacts; /profile lists the order', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await openSession(page, 7, '/afisha');
    const seats = await pickSeats(page, 2, 10);
    const path = new URL(page.url()).pathname;
    await toCheckout(page);
    const dialog = purchase(page);
    await shot(page, 'checkout-guest-desktop');
    await dialog.getByRole('button', { name: 'Вход в кабинет' }).click();

    const login = dialog.locator('.popup-login');
    const send = login.getByRole('button', { name: 'Получить код' });
    await login.getByLabel('Телефон').pressSequentially('900000000');
    // Ten digits after +7 is not yet a phone: the send button waits for the eleventh.
    expect(await send.isDisabled()).toBe(true);
    await login.getByLabel('Телефон').pressSequentially('0');
    await expect.poll(() => send.isDisabled()).toBe(false);
    await send.click();
    await expect.poll(() => login.getByLabel('Код из SMS').count()).toBe(1);
    expect(await login.getByText(/Запросить код повторно можно через \d+ секунд/).count()).toBe(1);
    await shot(page, 'popup-login-code-desktop');

    // A wrong code: the 'Ошибка!' popup with the server's message.
    await login.getByLabel('Код из SMS').fill('0000');
    await login.getByRole('button', { name: 'Войти', exact: true }).click();
    const error = page.getByRole('dialog', { name: 'Ошибка!' });
    await expect.poll(() => error.getByText('Неверный код').count()).toBe(1);
    await shot(page, 'popup-login-error-desktop');
    await error.getByRole('button', { name: 'Закрыть', exact: true }).click();
    await expect.poll(() => error.count()).toBe(0);

    await login.getByLabel('Код из SMS').fill(await codeFromOutbox(page, `7${DEMO_PHONE}`));
    await login.getByRole('button', { name: 'Войти', exact: true }).click();

    // The page reloads signed in and the popup reopens.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('USER_ID'))).toMatch(/^\d+$/);
    await expect.poll(() => new URL(page.url()).pathname).toBe(path);
    // Back at checkout, where the buyer signed in from (decision 431), with the same seats.
    await expect.poll(() => dialog.getByText('Оформление заказа').count()).toBe(1);
    await dialog.getByText('Ваш заказ').click();
    expect(await chosenSeats(page, 2)).toEqual(seats);

    // The account's phone and e-mail, filled in and read-only.
    const phone = dialog.getByLabel('Телефон');
    const email = dialog.getByLabel('E-mail');
    expect(await phone.inputValue()).toBe('+7 (900) 000-00-00');
    expect(await phone.getAttribute('readonly')).not.toBeNull();
    expect(await email.inputValue()).toMatch(/@/);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await dialog.getByText('Контакты из вашего профиля').count()).toBe(1);
    expect(await dialog.getByRole('button', { name: 'Вход в кабинет' }).count()).toBe(0);
    // The demo account has a bonus card with 500 points (spec section 6: a buyer with a card may
    // spend them): the slider starts at the most this order allows, 1 rouble a ticket kept.
    expect(await dialog.getByText('У вас нет бонусной карты', { exact: false }).count()).toBe(0);
    const summary = await dialog.locator('.checkout__summary-total').textContent();
    const total = Number((summary ?? '').split('·')[1]?.replace(/\D/g, ''));
    const slider = dialog.getByRole('slider', { name: 'Сколько бонусов списать' });
    const max = Math.min(500, total - 2);
    expect(Number(await slider.getAttribute('max'))).toBe(max);
    expect(Number(await slider.inputValue())).toBe(max);
    expect(await dialog.getByText('На карте 500 бонусов', { exact: false }).count()).toBe(1);
    // Spend 100 instead, through the exact field.
    await dialog.getByRole('spinbutton').fill('100');
    await expect.poll(() => slider.inputValue()).toBe('100');
    const foot = dialog.locator('.purchase-panel__total');
    await expect
      .poll(async () => (await foot.textContent())?.replace(/\s+/g, ' '))
      .toBe(
        `К оплате: ${(total - 100).toLocaleString('ru-RU').replace(/\s/g, ' ')} ₽и 100 бонусов`,
      );
    await shot(page, 'checkout-signed-in-desktop');

    const buy = dialog.getByRole('button', { name: 'Купить' });
    await dialog.getByText('Я согласен на обработку персональных данных').click();
    await expect.poll(() => buy.isDisabled()).toBe(false);
    await buy.click();
    // Back from the payment methods: the 100 points the buyer chose come back with the form,
    // not the most the order allows (decision 411).
    const card = dialog.getByRole('radio', { name: /Банковская карта/ });
    await expect.poll(() => card.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Назад' }).click();
    await expect.poll(() => buy.count()).toBe(1);
    expect(await slider.inputValue()).toBe('100');
    await expect.poll(() => buy.isDisabled()).toBe(false);
    await buy.click();
    await payByCard(page);

    // The payment step names the money left and the points, as the checkout did.
    const money = `${(total - 100).toLocaleString('ru-RU').replace(/\s/g, ' ')} ₽`;
    await expect
      .poll(async () =>
        (await dialog.locator('.payment__order').textContent())?.replace(/\s+/g, ' '),
      )
      .toMatch(new RegExp(`· ${money} и 100 бонусов$`));
    const bank = page.frameLocator('iframe[title="Оплата картой"]');
    // The bank charges only the money part.
    await expect
      .poll(() => bank.getByText('Ещё 100 ₽ оплачивается бонусами', { exact: false }).count())
      .toBe(1);
    await fillTestCard(bank);
    await bank.locator('#pay').click();
    const paid = page.getByRole('dialog', { name: 'Заказ оплачен' });
    await expect.poll(() => paid.count()).toBe(1);
    await paid.getByRole('button', { name: 'Закрыть', exact: true }).click();

    await page.goto('/profile');
    const orders = page.getByRole('region', { name: 'Мои заказы' });
    await expect.poll(() => orders.getByRole('listitem').count()).toBeGreaterThan(1);
    const newest = orders.getByRole('listitem').first();
    expect(await newest.textContent()).toContain('2 билета');
    expect(await newest.textContent()).toContain('Оплачен');
    // Paid with 100 points; 10 % of the money part came back to the card.
    expect(await newest.textContent()).toContain('(бонусами 100)');
    const earned = Math.floor((total - 100) / 10);
    expect((await newest.textContent())?.replace(/\s+/g, ' ')).toContain(`+${earned} бонус`);
    const user = await page.evaluate(async () => {
      const res = await fetch('/local/php_interface/api/v2/user/', { credentials: 'include' });
      return (await res.json()) as { data: { balance: number } };
    });
    expect(user.data.balance).toBe(500 - 100 + earned);
    await shot(page, 'profile-orders-desktop');
    expect((page as Page & { jsErrors?: string[] }).jsErrors).toEqual([]);
    await context.close();
  });

  it('on a phone, a checkout field reached by Tab is never hidden under the pinned foot', async () => {
    const { context, page } = await demoAtCheckout(PHONE, 4, 2, 3);
    const dialog = purchase(page);
    const foot = dialog.locator('.purchase-panel__foot');
    // Every control of the form above the foot, in Tab order from the step's title; then on a
    // short phone, where the whole sheet scrolls (decision 389).
    for (const size of [PHONE, { width: 360, height: 640 }]) {
      await page.setViewportSize(size);
      await dialog.getByText('Оформление заказа', { exact: true }).focus();
      const names: string[] = [];
      // Until the focus reaches the foot: the notes above the form (an unpaid order's links, a
      // rent note) add stops of their own, so no fixed count of presses is enough.
      for (let tab = 0; tab < 60; tab++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (el?.closest('.purchase-panel__foot')) return 'foot';
          if (!el || !el.closest('.purchase-panel')) return null;
          const label = (el as HTMLInputElement).labels?.[0]?.textContent?.trim();
          const r = el.getBoundingClientRect();
          return { name: el.getAttribute('aria-label') ?? label ?? el.id, bottom: r.bottom };
        });
        if (focused === 'foot') break;
        if (!focused) continue;
        // The browser scrolls a focused control into view: all of it above the foot's line.
        const footTop = (await foot.boundingBox())!.y;
        expect(focused.bottom, `${size.width}: ${focused.name}`).toBeLessThanOrEqual(footTop);
        names.push(focused.name);
      }
      // The bonus card's two fields were among them (the demo account has a card).
      expect(names).toContain('Сколько бонусов списать');
      expect(
        names.some((n) => n.startsWith('Списать')),
        names.join(' | '),
      ).toBe(true);
    }
    await context.close();
  });

  it('the popup closed on the payment step with the order unpaid says so at once (decision 399)', async () => {
    const { context, page, seats } = await demoAtCheckout(DESKTOP, 7, 1, 9);
    const [seat] = seats;
    await buyToMethods(page);
    await purchase(page).getByRole('button', { name: 'Закрыть окно' }).first().click();
    // The order holds the seat (and the points): the unpaid-order popup names it, with its time.
    const unpaid = page.getByRole('dialog', { name: 'У вас есть неоплаченный заказ' });
    await expect.poll(() => unpaid.count()).toBe(1);
    const [row, place] = (seat ?? '').match(/\d+/g) ?? [];
    expect(await unpaid.textContent()).toContain(`ряд ${row}, место ${place}`);
    expect(await unpaid.getByRole('button', { name: 'Оплатить' }).count()).toBe(1);
    // Its cancel frees the seat at once.
    await unpaid.getByRole('button', { name: 'Отменить заказ' }).click();
    await unpaid.getByRole('button', { name: 'Да, отменить' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Заказ отменен' }).count()).toBe(1);
    expect((page as Page & { jsErrors?: string[] }).jsErrors).toEqual([]);
    await context.close();
  });

  it("an order left on the method list: after a reload the seat map's note pays it", async () => {
    const { context, page } = await demoAtCheckout(DESKTOP, 5, 1, 14);
    await buyToMethods(page);
    const dialog = purchase(page);

    // No payment was started: the order has no bank page yet. The note still offers to pay.
    await page.reload();
    const note = dialog.locator('.purchase-notes__item--unpaid');
    await expect.poll(() => note.count(), { timeout: 20_000 }).toBe(1);
    expect(await note.textContent()).toContain('или отменить его в профиле');
    await note.getByRole('link', { name: 'Оплатить' }).click();
    await payInBank(page);
    expect((page as Page & { jsErrors?: string[] }).jsErrors).toEqual([]);
    await context.close();
  });
});
