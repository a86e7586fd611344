import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { cardCheckDigit, formatCardNumber } from '@softkino/contract/card';
import {
  DESKTOP,
  PHONE,
  launchChromium,
  newCityKnownPage,
  newPage,
  releaseChromium,
} from './browser';
import { API, fillTestCard, openSession, payByCard, pickSeats, toCheckout } from './buyer';
import { purchaseDialog } from './cardPayment';
import { codeFromOutbox, randomPhone } from './outbox';
import { registerWithPassword, signInAs } from './register';

/**
 * The bonus program as a buyer meets it (issue 14), against the real server: a new account
 * activates a printed card from the stock with the SMS code from the sandbox outbox, sees it on
 * /profile/bonuses/, earns points with a purchase, spends them on the next one, and finds both
 * accruals in the history with the percent and the spend on the tier slider; the accounts of
 * regions 2, 5 and 6 see their regions' rules (spec section 6).
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await releaseChromium(browser);
});

const PASSWORD = 'Kino2024';

/** A printed card of the demo stock (2990001 + serial + check digit); the README names 1-5. */
function stockCard(serial: number): string {
  const first12 = `2990001${String(serial).padStart(5, '0')}`;
  return `${first12}${cardCheckDigit(first12)}`;
}

function jsErrors(page: Page): string[] {
  return (page as Page & { jsErrors?: string[] }).jsErrors ?? [];
}

interface CardNow {
  balance: number;
  card: { number: string; movie: { percents: number }; spend: number } | null;
}

async function cardNow(page: Page): Promise<CardNow> {
  const reply = await page.request.get(`${API}/v2/user/`);
  return ((await reply.json()) as { data: CardNow }).data;
}

/** Buys 2 seats of the `nth` session, spending `points` (the slider's most when 'max'). */
async function buy(page: Page, nth: number, points: number | 'none' | 'max'): Promise<number> {
  await openSession(page, nth, '/afisha', true);
  await pickSeats(page, 2, 2);
  await toCheckout(page);
  const dialog = purchaseDialog(page);
  const summary = await dialog.locator('.checkout__summary-total').textContent();
  const total = Number((summary ?? '').split('·')[1]?.replace(/\D/g, ''));
  const slider = dialog.getByRole('slider', { name: 'Сколько бонусов списать' });
  let spent = 0;
  if (points === 'none') {
    // A card with no points: the slider is there and cannot move.
    await expect
      .poll(() => dialog.getByText('На карте 0 бонусов', { exact: false }).count())
      .toBe(1);
  } else {
    spent = points === 'max' ? Number(await slider.getAttribute('max')) : points;
    await dialog.getByRole('spinbutton').fill(String(spent));
    await expect.poll(() => slider.inputValue()).toBe(String(spent));
  }
  await dialog.getByText('Я согласен на обработку персональных данных').click();
  const button = dialog.getByRole('button', { name: 'Купить' });
  await expect.poll(() => button.isDisabled()).toBe(false);
  await button.click();
  await payByCard(page);
  const bank = page.frameLocator('iframe[title="Оплата картой"]');
  await fillTestCard(bank);
  await bank.locator('#pay').click();
  const paid = page.getByRole('dialog', { name: 'Заказ оплачен' });
  await expect.poll(() => paid.count(), { timeout: 20_000 }).toBe(1);
  await paid.getByRole('button', { name: 'Закрыть', exact: true }).click();
  return total - spent;
}

describe('the bonus card', () => {
  it('activates a printed card with the SMS code, earns, spends, and shows the history and the percent', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('askCity', String(Date.now())));
    const phone = randomPhone();
    await registerWithPassword(page, phone, PASSWORD);

    // No card yet: the bonus page tells how to get one and offers the activation.
    await page.goto('/profile/bonuses/');
    await expect
      .poll(() => page.getByText('У вас пока нет бонусной карты').count(), { timeout: 20_000 })
      .toBe(1);
    expect(await page.getByText('Уже получили карту в кассе?', { exact: false }).count()).toBe(1);
    await page.getByRole('link', { name: 'Активировать карту' }).click();

    // Step 0: a new account misses the profile fields the card needs, so the long form asks them.
    const popup = page.getByRole('dialog', { name: 'Активация бонусной карты' });
    const number = popup.getByLabel(/Номер карты/);
    await expect.poll(() => number.count(), { timeout: 20_000 }).toBe(1);
    await number.fill('2990001000012');
    await popup.getByRole('button', { name: 'Получить код' }).click();
    await expect
      .poll(() => popup.getByText('В номере карты ошибка', { exact: false }).count())
      .toBe(1);
    const card = stockCard(40);
    await number.fill(card);
    await popup.getByLabel(/Кинотеатр/).selectOption({ label: 'СофтКино Галерея' });
    await popup.getByLabel('Фамилия').fill('Бонусова');
    await popup.getByLabel('Имя').fill('Вера');
    await popup.getByLabel('Отчество').fill('Петровна');
    await popup.getByLabel('E-mail').fill(`${phone}@example.ru`);
    await popup.getByLabel(/Дата рождения/).pressSequentially('14031990');
    // Gender as the profile's two chips, not the browser's bare radios (the popup loads without
    // the profile page's styles).
    const female = popup.getByText('Женский');
    expect((await female.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(
      await popup
        .getByRole('radio', { name: 'Женский' })
        .evaluate((r) => getComputedStyle(r).opacity),
    ).toBe('0');
    await female.click();
    await popup.getByRole('checkbox').check();
    await popup.getByRole('button', { name: 'Получить код' }).click();
    // The registration's code went to this phone a moment ago: the server waits a minute between
    // codes to one phone, and the form says so with a countdown; then the card's code goes out.
    const wait = popup.getByText(/Запросить код можно через \d+ секунд/);
    await expect.poll(() => wait.count(), { timeout: 20_000 }).toBe(1);
    expect(await popup.getByText('Новый код можно будет запросить позже.').count()).toBe(1);
    await expect.poll(() => wait.count(), { timeout: 75_000, interval: 1000 }).toBe(0);
    await popup.getByRole('button', { name: 'Получить код' }).click();

    // Step 1: the SMS code with the resend countdown; a wrong code is said inline.
    const code = popup.getByLabel(/Код из SMS/);
    await expect.poll(() => code.count(), { timeout: 20_000 }).toBe(1);
    expect(await popup.getByText(/Запросить код повторно можно через \d+ секунд/).count()).toBe(1);
    const sent = await codeFromOutbox(page, phone);
    await code.fill(sent === '0000' ? '1111' : '0000');
    await popup.getByRole('button', { name: 'Активировать карту' }).click();
    await expect.poll(() => popup.getByText('Неверный код').count()).toBe(1);
    await code.fill(sent);
    await popup.getByRole('button', { name: 'Активировать карту' }).click();
    await expect
      .poll(() =>
        popup
          .getByText('Карта успешно активирована. Теперь вы сможете оплачивать заказы бонусами.')
          .count(),
      )
      .toBe(1);
    await popup.getByRole('button', { name: 'Готово' }).click();

    // The bonus page: the card's picture, 0 points, 10 %, the slider at its start, no history.
    const picture = page.getByRole('img', { name: `Бонусная карта ${formatCardNumber(card)}` });
    await expect.poll(() => picture.count(), { timeout: 20_000 }).toBe(1);
    expect(await picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const meter = page.getByRole('meter');
    expect(await meter.getAttribute('aria-valuenow')).toBe('0');
    // The history is a request of its own, answered after the card's picture under load.
    await expect
      .poll(() => page.getByText('Начислений пока нет', { exact: false }).count())
      .toBe(1);
    expect((await cardNow(page)).card?.number).toBe(card);

    // Earn: a purchase paid by card brings 10 % of the money.
    const firstMoney = await buy(page, 9, 'none');
    const afterFirst = await cardNow(page);
    const earnedFirst = Math.floor(firstMoney / 10);
    expect(afterFirst.balance).toBe(earnedFirst);
    expect(afterFirst.card?.spend).toBe(firstMoney);

    // Spend: the next purchase takes the points on the slider, the bank charges the rest.
    const secondMoney = await buy(page, 10, 'max');
    const earnedSecond = Math.floor(secondMoney / 10);
    const afterSecond = await cardNow(page);
    expect(afterSecond.balance).toBe(earnedSecond);
    expect(afterSecond.card?.spend).toBe(firstMoney + secondMoney);
    expect(afterSecond.card?.movie.percents).toBe(firstMoney + secondMoney >= 5000 ? 0.15 : 0.1);

    // The history lists both orders with their points, newest first; the percent and the spend.
    await page.goto('/profile/bonuses/');
    const history = page.getByRole('region', { name: 'История начислений' });
    await expect.poll(() => history.getByRole('listitem').count(), { timeout: 20_000 }).toBe(2);
    const items = (await history.getByRole('listitem').allTextContents()).map((t) =>
      t.replace(/\s+/g, ' '),
    );
    expect(items[0]).toContain(`+${earnedSecond} балл`);
    expect(items[0]).toContain(`из них баллами ${earnedFirst}`);
    expect(items[1]).toContain(`+${earnedFirst} балл`);
    expect(await page.getByRole('meter').getAttribute('aria-valuenow')).toBe(
      String(firstMoney + secondMoney),
    );
    const percent = firstMoney + secondMoney >= 5000 ? '15' : '10';
    expect(
      (await page.locator('.bonus-facts__item').nth(1).textContent())?.replace(/\s/g, ' '),
    ).toContain(`${percent} %`);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  }, 300_000);
});

describe('the regions (spec section 6)', () => {
  it('region 5 sees only the app banner; 2 has no activation hint; 6 no bind button for its virtual card', async () => {
    const five = await newCityKnownPage(browser, PHONE);
    await signInAs(five.page, '79000000005');
    await five.page.goto('/profile/bonuses/');
    const banner = five.page.getByRole('region', { name: 'Бонусы в приложении' });
    await expect.poll(() => banner.count(), { timeout: 20_000 }).toBe(1);
    expect(await five.page.getByRole('meter').count()).toBe(0);
    expect(await five.page.getByText('История начислений', { exact: true }).count()).toBe(0);
    expect(await five.page.getByRole('link', { name: /Привязать|Активировать/ }).count()).toBe(0);
    expect(await five.page.getByText('Уже получили карту в кассе?', { exact: false }).count()).toBe(
      0,
    );
    expect(await banner.getByRole('link', { name: 'Google Play' }).count()).toBe(1);
    expect(jsErrors(five.page)).toEqual([]);
    await five.context.close();

    const two = await newCityKnownPage(browser, PHONE);
    await signInAs(two.page, '79000000002');
    await two.page.goto('/profile/bonuses/');
    await expect
      .poll(() => two.page.getByText('У вас пока нет бонусной карты').count(), { timeout: 20_000 })
      .toBe(1);
    expect(await two.page.getByText('Уже получили карту в кассе?', { exact: false }).count()).toBe(
      0,
    );
    await two.context.close();

    const six = await newCityKnownPage(browser, DESKTOP);
    await signInAs(six.page, '79000000006');
    await six.page.goto('/profile/bonuses/');
    await expect.poll(() => six.page.getByRole('meter').count(), { timeout: 20_000 }).toBe(1);
    expect(await six.page.getByRole('img', { name: /Виртуальная бонусная карта/ }).count()).toBe(1);
    expect(await six.page.getByRole('link', { name: 'Привязать пластиковую карту' }).count()).toBe(
      0,
    );
    await six.context.close();
  }, 120_000);
});
