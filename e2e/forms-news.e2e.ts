import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FORM_MESSAGES, REPORT_SENT, VACANCY_SENT } from '@softkino/contract/forms';
import { DESKTOP, PHONE, launchChromium, newCityKnownPage, releaseChromium } from './browser';

/**
 * Issue 15's forms and news as a visitor meets them, against the real server: a bug report with
 * a real png from the footer's link and a vacancy application with a résumé from /vacancies,
 * each thanked with the spec's text and found in the sandbox outbox with its file; a news item
 * read from /news; a playbill tag followed to its promotion.
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

/** A small real png, drawn now: a red square with a white bar. */
async function screenshotPng(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 255, g: 90, b: 54 } },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 40, height: 8, channels: 3, background: '#ffffff' },
        })
          .png()
          .toBuffer(),
        left: 12,
        top: 20,
      },
    ])
    .png()
    .toBuffer();
}

/** The outbox's article whose subject starts with `subject`, and its attachment's bytes. */
async function fromOutbox(page: Page, subject: string) {
  const html = await (await page.request.get('/sandbox/outbox')).text();
  const entry = html.split('<article').find((part) => part.includes(subject));
  if (!entry) throw new Error(`nothing in the outbox for '${subject}'`);
  const link = /href="(\/sandbox\/outbox\/\d+\/attachment)"/.exec(entry)?.[1];
  const file = link ? await (await page.request.get(link)).body() : null;
  return { entry, file };
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('forms on a %s', (label, viewport) => {
  it('sends a bug report with a png from the footer link; the outbox has it', async () => {
    const { context, page } = await newCityKnownPage(browser, viewport);
    await openPlaybill(page);
    await page.getByRole('link', { name: 'Сообщить об ошибке' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сообщить об ошибке' });
    await expect.poll(() => dialog.getByRole('button', { name: 'Отправить' }).count()).toBe(1);

    const bug = `Не листается афиша (${label}, ${Date.now()})`;
    await dialog.getByLabel('Телефон или e-mail').fill('8 900 123-45-67');
    await dialog.getByLabel('Что случилось').fill(bug);
    // A text file named .png is refused by its bytes, and the typed text stays.
    await dialog.getByLabel('Снимок экрана').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect.poll(() => dialog.getByText(FORM_MESSAGES.attachmentType).count()).toBe(1);
    expect(await dialog.getByLabel('Что случилось').inputValue()).toBe(bug);

    const png = await screenshotPng();
    await dialog
      .getByLabel('Снимок экрана')
      .setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => dialog.getByText('screen.png').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await expect.poll(() => dialog.getByText(REPORT_SENT).count()).toBe(1);
    // The form gave way to the thanks: the focus is on its 'Закрыть', so Esc closes it too.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Закрыть');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    const { entry, file } = await fromOutbox(page, 'Сообщение об ошибке №');
    expect(entry).toContain(bug);
    expect(entry).toContain('/afisha');
    expect(file?.equals(png)).toBe(true);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('applies for a vacancy from /vacancies with a résumé; the outbox has it', async () => {
    const { context, page } = await newCityKnownPage(browser, viewport);
    await openPlaybill(page);
    await page.getByRole('link', { name: 'Вакансии' }).click();
    await page.waitForURL('**/vacancies');
    await page.getByRole('link', { name: 'Откликнуться на вакансию «Киномеханик»' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отклик на вакансию' });
    const vacancy = dialog.getByLabel('Вакансия');
    // The popup takes the vacancy from its address in an effect after its first render.
    await expect.poll(() => vacancy.inputValue()).toBe('Киномеханик');

    const name = `Алёна Петрова-${label === 'phone' ? 'Водкина' : 'Сидорова'}`;
    await dialog.getByLabel('Имя и фамилия').fill(name);
    const birthday = dialog.getByLabel('Дата рождения');
    await birthday.click();
    await birthday.pressSequentially('31022001');
    await dialog.getByLabel('Телефон или e-mail').fill('+7 (900) 765-43-21');
    await dialog.getByRole('button', { name: 'Откликнуться' }).click();
    await expect.poll(() => dialog.getByText(FORM_MESSAGES.birthdayNoSuchDate).count()).toBe(1);
    expect(await dialog.getByLabel('Имя и фамилия').inputValue()).toBe(name);

    await birthday.fill('');
    await birthday.pressSequentially('28022001');
    expect(await birthday.inputValue()).toBe('28.02.2001');
    const pdf = Buffer.from('%PDF-1.4\n% résumé\n1 0 obj << >> endobj\n%%EOF\n');
    await dialog
      .getByLabel('Резюме')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    // The box, not its text: the text's middle is the policy's link, which opens the policy.
    await dialog.getByRole('checkbox', { name: /Согласен на обработку/ }).check();
    await dialog.getByRole('button', { name: 'Откликнуться' }).click();
    await expect.poll(() => dialog.getByText(VACANCY_SENT).count()).toBe(1);

    const { entry, file } = await fromOutbox(page, 'Отклик на вакансию «Киномеханик»');
    expect(entry).toContain(name);
    expect(entry).toContain('28.02.2001');
    expect(file?.equals(pdf)).toBe(true);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});

/**
 * Opens /afisha and waits for all its films: until the last is drawn (a few per commit), the
 * footer moves down, and a click on a footer link can land on whatever moved under it (seen
 * twice under load, the second time after the first films had come).
 */
async function openPlaybill(page: Page) {
  await page.goto('/afisha');
  await expect.poll(() => page.locator('main ul.film-list[aria-busy="false"]').count()).toBe(1);
}

describe('news', () => {
  it('reads a news item from /news, reached from the footer', async () => {
    const { context, page } = await newCityKnownPage(browser, PHONE);
    await openPlaybill(page);
    await page.getByRole('link', { name: 'Новости и акции' }).click();
    await page.waitForURL('**/news');
    const cards = page.locator('.news-card');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(7);
    await page.getByRole('link', { name: /Ищем людей в команду/ }).click();
    await page.waitForURL('**/news/we-are-hiring');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Ищем людей в команду' }).count())
      .toBe(1);
    await page.getByRole('link', { name: 'Открытые вакансии' }).click();
    await page.waitForURL('**/vacancies');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('follows a playbill tag to its promotion page', async () => {
    const { context, page } = await newCityKnownPage(browser, DESKTOP);
    await page.goto('/afisha');
    const tag = page.locator('a.film-tag[href="/news/sale"]').first();
    await expect.poll(() => tag.count()).toBe(1);
    await tag.click();
    await page.waitForURL('**/news/sale');
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: 'Скидка 30 % на дневные сеансы' }).count(),
      )
      .toBe(1);
    expect(await page.getByText(/Акция действует до/).count()).toBe(1);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
