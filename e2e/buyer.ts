import { API_ROOT } from '@softkino/contract/api';
import type { City, PlaybillFilm, PlaybillResponse } from '@softkino/contract';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { isCurrentCity, resolvePlace } from '../src/flows/city/cityRules';
import { NO_FILTERS, filterFilms } from '../src/screens/playbill/playbillFilters';
import { filmsOfDay, openingDayIndex } from '../src/screens/playbill/playbillRules';

/** What a buyer does on the site, shared by the e2e files. */
export const API = API_ROOT;

export interface PlacesReply {
  data: { available: number[]; sold: number[] };
}

/** A session's seats as any other buyer sees them (no cookie: a buyer's own hold reads free). */
export async function sessionPlaces(
  baseUrl: string,
  sessionId: number,
): Promise<PlacesReply['data']> {
  const reply = await fetch(`${baseUrl}${API}/v1/session/places/?id=${sessionId}`);
  return ((await reply.json()) as PlacesReply).data;
}

/** The server has freed the held seats (its hold ended): each is free, none is sold. */
export async function expectSeatsFreeAgain(
  baseUrl: string,
  sessionId: number,
  held: number[],
  wait: { timeout: number; interval: number },
): Promise<void> {
  await expect
    .poll(async () => {
      const now = await sessionPlaces(baseUrl, sessionId);
      return held.every((id) => now.available.includes(id) && !now.sold.includes(id));
    }, wait)
    .toBe(true);
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
  // On the playbill, until the chosen place's films replace the suggested place's ones.
  const playbill = page.locator('#playbill');
  if ((await playbill.count()) > 0) {
    await expect.poll(() => playbill.getAttribute('aria-busy')).toBe('false');
  }
}

/**
 * How far ahead a session a test buys must start: the server refuses a started one, and a
 * purchase test (hold, payment, cancel) takes a few minutes on a loaded machine.
 */
export const SESSION_MARGIN_MS = 20 * 60_000;

/** One day of the playbill a page shows, with the sessions a test may buy on it. */
export interface PlaybillDayToBuy {
  /** DD.MM.YYYY, as the playbill's `?date=` names it. */
  date: string;
  /**
   * The day the page shows when its address names none: the playbill's first day, or late in
   * the evening, once every session of it has begun, the nearest day with one open (413).
   */
  first: boolean;
  /** The ids of its #buy links in the page's order, only those starting late enough. */
  ids: number[];
  /** The day's films as the page lists them (no filters). */
  films: PlaybillFilm[];
  /** Every session of the day those films list (started ones too). */
  sessionIds: number[];
}

/** 'YYYY-MM-DD HH:MM' of an instant on the clock of `timeZone`. */
function wallClock(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(ms));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** 'DD.MM.YYYY' and 'HH:MM' of the playbill as 'YYYY-MM-DD HH:MM'. */
function playbillClock(date: string, time: string): string {
  const [d, m, y] = date.split('.');
  return `${y}-${m}-${d} ${time}`;
}

/**
 * The days of the playbill the page shows (the place it resolves from its stored city choice,
 * as the site does), read from the server now: each with its #buy sessions in the page's order
 * that start at least `marginMs` after the server's clock. Which day has enough of them depends
 * on the time of day: late in the evening the cinemas' today has none left.
 */
export async function playbillDays(
  page: Page,
  marginMs = SESSION_MARGIN_MS,
): Promise<PlaybillDayToBuy[]> {
  const stored: unknown = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('currentCity') ?? 'null'),
  );
  const cities = (
    (await (await page.request.get(`${API}/v1/cinema/cities/`)).json()) as { data: City[] }
  ).data;
  const place = resolvePlace(cities, isCurrentCity(stored) ? stored : null, null);
  if (!place) throw new Error('no city for the playbill');
  const cinema = place.cinema ? `&cinema=${place.cinema.id}` : '';
  const reply = await page.request.get(`${API}/v1/films/playbill/?city=${place.city.id}${cinema}`);
  const serverNow = Date.parse(reply.headers()['date'] ?? '') || Date.now();
  const from = wallClock(serverNow + marginMs, place.city.timezone);
  const playbill = (await reply.json()) as PlaybillResponse;
  const opening = openingDayIndex(playbill.map, playbill.data);
  return playbill.map.map((day, index) => {
    const shown = filterFilms(filmsOfDay(playbill.data, day.date), day.date, {
      ...NO_FILTERS,
      date: day.date,
    });
    const ids = shown.flatMap(({ sessions }) =>
      sessions
        .filter((s) => !s.disabled && playbillClock(day.date, s.time) >= from)
        .map((s) => s.id),
    );
    return {
      date: day.date,
      first: index === opening,
      ids,
      films: shown.map(({ film }) => film),
      sessionIds: shown.flatMap(({ sessions }) => sessions.map((s) => s.id)),
    };
  });
}

/**
 * Shows `day` on the playbill at `path` (the first day is the page's own; another one is named
 * in the address) and waits until the page lists that day's films of this place with its
 * sessions to buy: not a list left from before the city question was answered, nor one still
 * loading.
 */
export async function showPlaybillDay(page: Page, path: string, day: PlaybillDayToBuy) {
  if (!day.first) await page.goto(`${path}?date=${day.date}`);
  const films = day.films.map((film) => `film-${film.id}-name`);
  const sessions = new Set(day.sessionIds.map((id) => `#buy=${id}`));
  await expect
    .poll(async () => {
      const shown = await page.evaluate(() => {
        const list = document.querySelector('[aria-label="Фильмы дня"]');
        const attrs = (selector: string, name: string) =>
          [...(list?.querySelectorAll(selector) ?? [])].map((el) => el.getAttribute(name) ?? '');
        return { films: attrs('article', 'aria-labelledby'), links: attrs('a.session', 'href') };
      });
      return (
        shown.films.join() === films.join() &&
        shown.links.every((href) => sessions.has(href)) &&
        day.ids.every((id) => shown.links.includes(`#buy=${id}`))
      );
    })
    .toBe(true);
}

/** The first day of the playbill the page shows that has more than `nth` sessions to buy. */
export async function dayWithSessions(
  page: Page,
  nth: number,
  marginMs = SESSION_MARGIN_MS,
): Promise<PlaybillDayToBuy> {
  const day = (await playbillDays(page, marginMs)).find((d) => d.ids.length > nth);
  if (!day) throw new Error(`no day of the playbill has ${nth + 1} sessions to buy`);
  return day;
}

/**
 * On the playbill at `/` (city chosen): the `#buy=` address of a session among the day's
 * `from`-th to 20th whose popup shows the timetable strip (its film has more sessions that
 * day), with the day itself. The popup is closed again.
 */
export async function sessionWithStrip(
  page: Page,
  from = 9,
): Promise<{ href: string; day: PlaybillDayToBuy }> {
  const strip = page.getByRole('navigation', { name: 'Сеансы дня' });
  const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
  // A day with 20 sessions to buy: today, or a later day late in the evening.
  const day = await dayWithSessions(page, 19);
  await showPlaybillDay(page, '/', day);
  for (let i = from; i < 20; i++) {
    const href = `#buy=${day.ids[i]}`;
    await page.evaluate((h) => (window.location.hash = h), href);
    await expect.poll(() => dialog.getByText('Выбор мест').count()).toBe(1);
    const shown = (await strip.count()) > 0;
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    if (shown) return { href, day };
  }
  throw new Error('no session of the day shows the timetable strip');
}

/**
 * Opens the purchase popup of the `nth` buyable session of the playbill at `path` (the main
 * page or /afisha) on the first day that has that many starting at least `marginMs` from now
 * (today, or a later day late in the evening); returns its id. A new browser answers the city
 * question first; pass `cityKnown` for one that already has.
 */
export async function openSession(
  page: Page,
  nth: number,
  path = '/',
  cityKnown = false,
  marginMs = SESSION_MARGIN_MS,
): Promise<number> {
  await page.goto(path);
  if (!cityKnown) await chooseCity(page);
  const day = await dayWithSessions(page, nth, marginMs);
  const id = day.ids[nth] as number;
  await pressSession(page, path, day, id);
  return id;
}

/** Shows `day` on the playbill at `path`, presses session `id` and waits for its seat map. */
async function pressSession(page: Page, path: string, day: PlaybillDayToBuy, id: number) {
  await showPlaybillDay(page, path, day);
  await page.locator(`a[href="#buy=${id}"]`).first().click();
  const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
  await expect.poll(() => dialog.getByText('Выбор мест').count()).toBe(1);
}

/**
 * Opens the purchase popup of session `id` from its link on the playbill at `path` (a buyer who
 * follows another's choice); the session must still be on sale.
 */
export async function openSessionById(
  page: Page,
  id: number,
  path = '/',
  cityKnown = false,
): Promise<void> {
  await page.goto(path);
  if (!cityKnown) await chooseCity(page);
  const day = (await playbillDays(page, 0)).find((d) => d.ids.includes(id));
  if (!day) throw new Error(`session ${id} is not on sale on this playbill`);
  await pressSession(page, path, day, id);
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
  await throughInfoStep(page);
}

/**
 * Waits for the step after the seats: the checkout form, or first the session's info step
 * (some sessions have one), which it accepts and leaves; ends on the checkout form.
 */
export async function throughInfoStep(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Покупка билетов' });
  const checkoutShown = () => dialog.getByText('Оформление заказа').count();
  const info = dialog.locator('.purchase-info');
  await expect.poll(async () => (await checkoutShown()) + (await info.count())).toBe(1);
  if (await info.count()) {
    const agree = dialog.getByText('Принимаю');
    if (await agree.count()) await agree.click();
    await dialog.locator('.purchase-info .purchase-panel__next').click();
  }
  await expect.poll(checkoutShown).toBe(1);
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
  // So do the rules 'Купить' accepts (decision 450).
  const rules = dialog.getByRole('link', { name: 'правила покупки и возврата билетов' });
  expect(await rules.getAttribute('href')).toBe('/about/rules');
  expect(await rules.getAttribute('target')).toBe('_blank');
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

export interface PlaybillSession {
  id: number;
  time: string;
  date: string;
}

/**
 * Future night sessions (00:00-03:59) of the seeded chain that are on sale (not deleted, not
 * closed), two or more days ahead. The playbill also lists deleted sessions (`del`), which the
 * session popup rightly does not find: late in the evening the first night session two days
 * ahead was such a one.
 */
export async function nightSessions(page: Page): Promise<PlaybillSession[]> {
  const found: PlaybillSession[] = [];
  for (let city = 1; city <= 12 && found.length < 3; city++) {
    const reply = await page.request.get(`${API}/v1/films/playbill/?city=${city}`);
    if (!reply.ok()) continue;
    const body = (await reply.json()) as {
      data: {
        sessions: Record<string, { id: number; time: string; disabled: boolean; del: boolean }[]>;
      }[];
    };
    for (const film of body.data)
      for (const [date, list] of Object.entries(film.sessions))
        for (const s of list)
          if (/^0[0-3]:\d\d$/.test(s.time) && !s.disabled && !s.del)
            found.push({ id: s.id, time: s.time, date });
  }
  const inTwoDays = Date.now() + 2 * 86_400_000;
  return found.filter((s) => {
    const [d, m, y] = s.date.split('.').map(Number);
    return Date.UTC(y ?? 0, (m ?? 1) - 1, d) > inTwoDays;
  });
}
