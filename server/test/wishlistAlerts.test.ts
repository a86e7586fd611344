import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { addSessions } from '../src/services/catalogueSessions';
import { sendWishlistAlerts, WISHLIST_PATH } from '../src/services/wishlistAlerts';
import { AccountBrowser, signUpByCode } from './helpers/accounts';
import { sandboxContext, useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import { cityIdByName } from './helpers/seedIds';

/**
 * The wishlist's e-mail about new sessions (issue 15; decision 278): one message per buyer per
 * film per batch of new sessions in the buyer's city, only to buyers with an e-mail, never
 * twice, and written by the app itself soon after a catalogue change.
 */
const log: string[] = [];
const ctx = useTestApp({
  smsLog: (line) => log.push(line),
  sweepIntervalMs: 0,
  wishlistAlertsMs: 0,
});
const db = () => ctx.db().database.db;
const service = () => sandboxContext(db(), () => FIXED_NOW);

const FILM = 'severnyj-veter';
const OTHER_FILM = 'poslednij-rejs';
/** FIXED_NOW is 10.03.2026; a day within the playbill's two weeks. */
const DAY = { day: 14, month: 3, year: 2026 };

let phones = 0;
/** A signed-in buyer with `email` ('' for none) whose browser chose `city`. */
async function buyer(email: string, city: string | null): Promise<AccountBrowser> {
  phones += 1;
  const phone = `7968${String(phones).padStart(7, '0')}`;
  const b = new AccountBrowser(ctx.app, `198.51.100.${phones + 20}`);
  await signUpByCode(b, phone, log);
  await db().updateTable('users').set({ email }).where('phone', '=', phone).execute();
  if (city) b.cookie = `${b.cookie}; city=${await cityIdByName(db(), city)}`;
  return b;
}

async function like(b: AccountBrowser, slug: string, liked = true) {
  const film = await db()
    .selectFrom('films')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const res = await b.post('/v1/films/like/', { film: String(film.id), like: liked ? '1' : '0' });
  expect(res.statusCode).toBe(200);
}

async function mails(to?: string) {
  let q = db()
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body_text', 'body_html'])
    .where('subject', 'like', 'Новые сеансы:%')
    .orderBy('id');
  if (to) q = q.where('recipient', '=', to);
  return q.execute();
}

beforeAll(async () => {
  // The seed's own sessions are queued too (they were inserted after migration 012): news to
  // nobody, since no wishlist is older than them.
  const first = await sendWishlistAlerts(service());
  expect(first.sessions).toBeGreaterThan(100);
  expect(first.mails).toBe(0);
});

describe('wishlist alerts', () => {
  it('mails a buyer about new sessions in their city once, and nobody else', async () => {
    const anna = await buyer('anna@example.ru', 'Челябинск');
    const noMail = await buyer('', 'Челябинск');
    const ufa = await buyer('ufa@example.ru', 'Уфа');
    const otherFilm = await buyer('other@example.ru', 'Челябинск');
    const unliked = await buyer('unliked@example.ru', 'Челябинск');
    for (const b of [anna, noMail, ufa, unliked]) await like(b, FILM);
    await like(otherFilm, OTHER_FILM);
    await like(unliked, FILM, false);

    await addSessions(db(), {
      filmSlug: FILM,
      cinemaSlug: 'chel-almaz',
      date: DAY,
      times: [
        { hour: 19, minute: 0 },
        { hour: 21, minute: 40 },
      ],
    });
    await addSessions(db(), {
      filmSlug: FILM,
      cinemaSlug: 'chel-gorki',
      date: DAY,
      times: [{ hour: 20, minute: 15 }],
      format: '3D',
    });
    // Already started by FIXED_NOW: not news.
    await addSessions(db(), {
      filmSlug: FILM,
      cinemaSlug: 'chel-gorki',
      date: { day: 9, month: 3, year: 2026 },
      times: [{ hour: 18, minute: 0 }],
    });

    const run = await sendWishlistAlerts(service());
    expect(run).toEqual({ sessions: 4, mails: 1, newsletters: 0 });
    const sent = await mails();
    expect(sent.map((m) => m.recipient)).toEqual(['anna@example.ru']);
    const [mail] = sent;
    expect(mail?.subject).toBe('Новые сеансы: «Северный ветер»');
    expect(mail?.body_text).toContain('новые сеансы в городе Челябинск');
    expect(mail?.body_text).toContain('суббота, 14 марта, 19:00');
    expect(mail?.body_text).toContain('суббота, 14 марта, 21:40');
    expect(mail?.body_text).toMatch(/суббота, 14 марта, 20:15 — .+, 3D/);
    expect(mail?.body_text).not.toContain('9 марта');
    expect(mail?.body_text).toContain(WISHLIST_PATH);
    expect(mail?.body_html).toContain(`href="${WISHLIST_PATH}"`);

    // A second run has nothing to say.
    expect(await sendWishlistAlerts(service())).toEqual({ sessions: 0, mails: 0, newsletters: 0 });
    expect(await mails()).toHaveLength(1);

    // Sessions in Уфа are news to the buyer who chose Уфа only.
    await addSessions(db(), {
      filmSlug: FILM,
      cinemaSlug: 'ufa-planeta',
      date: DAY,
      times: [{ hour: 17, minute: 30 }],
    });
    expect(await sendWishlistAlerts(service())).toEqual({ sessions: 1, mails: 1, newsletters: 0 });
    expect((await mails()).map((m) => m.recipient)).toEqual(['anna@example.ru', 'ufa@example.ru']);
    expect((await mails('ufa@example.ru'))[0]?.body_text).toContain('в городе Уфа');
  });

  it('takes the profile city, then the default city, when no city was chosen', async () => {
    const profileUfa = await buyer('profile-ufa@example.ru', null);
    await db()
      .updateTable('users')
      .set({ city: 'Уфа' })
      .where('email', '=', 'profile-ufa@example.ru')
      .execute();
    const nowhere = await buyer('nowhere@example.ru', null);
    await like(profileUfa, OTHER_FILM);
    await like(nowhere, OTHER_FILM);
    await addSessions(db(), {
      filmSlug: OTHER_FILM,
      cinemaSlug: 'ufa-planeta',
      date: DAY,
      times: [{ hour: 12, minute: 0 }],
    });
    await addSessions(db(), {
      filmSlug: OTHER_FILM,
      cinemaSlug: 'chel-galereya',
      date: DAY,
      times: [{ hour: 13, minute: 0 }],
    });
    await sendWishlistAlerts(service());
    expect((await mails('profile-ufa@example.ru')).map((m) => m.body_text.includes('Уфа'))).toEqual(
      [true],
    );
    // Челябинск is the chain's default city; the Челябинск buyer of the first test liked this film too.
    expect(
      (await mails('nowhere@example.ru')).map((m) => m.body_text.includes('Челябинск')),
    ).toEqual([true]);
    expect(await mails('other@example.ru')).toHaveLength(1);
  });

  it('says nothing about sessions that were there before the like', async () => {
    await addSessions(db(), {
      filmSlug: FILM,
      cinemaSlug: 'chel-almaz',
      date: DAY,
      times: [{ hour: 10, minute: 0 }],
    });
    const late = await buyer('late@example.ru', 'Челябинск');
    await like(late, FILM);
    await sendWishlistAlerts(service());
    expect(await mails('late@example.ru')).toHaveLength(0);
  });

  it('is sent by the app on its own soon after sessions are added', async () => {
    const app = await buildApp({
      db: db(),
      listen: ctx.db().database.listen,
      now: () => FIXED_NOW,
      distDir: '/nonexistent-dist',
      sweepIntervalMs: 0,
      wishlistAlertsMs: 600_000,
    });
    await app.ready();
    try {
      const auto = await buyer('auto@example.ru', 'Челябинск');
      await like(auto, FILM);
      await addSessions(db(), {
        filmSlug: FILM,
        cinemaSlug: 'chel-galereya',
        date: DAY,
        times: [{ hour: 23, minute: 0 }],
      });
      await vi.waitFor(async () => expect(await mails('auto@example.ru')).toHaveLength(1), {
        timeout: 8000,
        interval: 200,
      });
    } finally {
      await app.close();
    }
  });
});

describe("the newsletter of new films, 'Сообщать о новых фильмах и сеансах' (decision 457)", () => {
  /** A signed-in buyer of `city` (the profile's) with the newsletter ticked or not. */
  async function reader(email: string, city: string, notify: boolean): Promise<AccountBrowser> {
    const b = await buyer(email, null);
    await db()
      .updateTable('users')
      .set({ city, movies_notify: notify })
      .where('email', '=', email)
      .execute();
    return b;
  }

  async function newsletters(to: string) {
    return db()
      .selectFrom('outbox')
      .select(['subject', 'body_text', 'body_html'])
      .where('recipient', '=', to)
      .where('subject', 'like', 'Нов% в афише:%')
      .orderBy('id')
      .execute();
  }

  it("tells a city's readers once of a film new to its playbill, and nobody else", async () => {
    const perm = await cityIdByName(db(), 'Пермь');
    const film = await db()
      .selectFrom('films as f')
      .select(['f.id', 'f.slug', 'f.name', 'f.age'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('sessions as s')
              .innerJoin('halls as h', 'h.id', 's.hall_id')
              .innerJoin('cinemas as c', 'c.id', 'h.cinema_id')
              .select('s.id')
              .whereRef('s.film_id', '=', 'f.id')
              .where('c.city_id', '=', perm)
              .where('s.deleted', '=', false),
          ),
        ),
      )
      .orderBy('f.id')
      .executeTakeFirstOrThrow();
    await reader('fan@example.ru', 'Пермь', true);
    await reader('off@example.ru', 'Пермь', false);
    const wisher = await reader('wisher@example.ru', 'Пермь', true);
    await like(wisher, film.slug);
    await reader('ufa-fan@example.ru', 'Уфа', true);
    await reader(' ', 'Пермь', true);

    await addSessions(db(), {
      filmSlug: film.slug,
      cinemaSlug: 'perm-planeta',
      date: DAY,
      times: [
        { hour: 19, minute: 0 },
        { hour: 21, minute: 30 },
      ],
    });
    // An account made after the sessions came has seen them (so the seed's are news to no one).
    await reader('newcomer@example.ru', 'Пермь', true);
    expect(await sendWishlistAlerts(service())).toEqual({
      sessions: 2,
      mails: 1,
      newsletters: 1,
    });
    const [mail, ...more] = await newsletters('fan@example.ru');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Новый фильм в афише: «${film.name}»`);
    expect(mail?.body_text).toContain('в городе Пермь новый фильм');
    expect(mail?.body_text).toContain(
      `«${film.name}» (${film.age}) — с 14 марта, 2 сеанса: /film/${film.slug}`,
    );
    expect(mail?.body_text).toContain('«Сообщать о новых фильмах и сеансах»');
    expect(mail?.body_html).toContain(`href="/film/${film.slug}"`);
    // The wisher has the wishlist's message about the same sessions, not a second one.
    expect(await newsletters('wisher@example.ru')).toEqual([]);
    for (const to of ['off@example.ru', 'ufa-fan@example.ru', 'newcomer@example.ru'])
      expect(await newsletters(to)).toEqual([]);

    // More sessions of it in Пермь are not news to the newsletter.
    await addSessions(db(), {
      filmSlug: film.slug,
      cinemaSlug: 'perm-planeta',
      date: { ...DAY, day: 15 },
      times: [{ hour: 18, minute: 0 }],
    });
    expect((await sendWishlistAlerts(service())).newsletters).toBe(0);
    expect(await newsletters('fan@example.ru')).toHaveLength(1);
  });
});
