import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  LOBBY_CARDS_PER_SCREEN,
  LobbyResponseSchema,
  LobbySeatsResponseSchema,
  type LobbyData,
} from '@softkino/contract/lobby';
import { SessionResponseSchema } from '@softkino/contract/session';
import { UserResponseSchema } from '@softkino/contract/user';
import { ensureLobbyStaff, STAFF_PASSWORD, STAFF_PHONE } from '../seed/lobby';
import { DEMO_PASSWORD, DEMO_PHONE, ensureDemoAccount } from '../seed/demoAccount';
import { AccountBrowser } from './helpers/accounts';
import { API, useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import { TestBrowser } from './helpers/sales';
import { cinemaIdBySlug } from './helpers/seedIds';

const ctx = useTestApp();

async function board(query: string, browser?: AccountBrowser): Promise<LobbyData> {
  const res = browser
    ? await browser.get(`/v1/scheme-screen/?${query}`)
    : await ctx.app().inject({ method: 'GET', url: `${API}/v1/scheme-screen/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return LobbyResponseSchema.parse(res.json()).data;
}

async function refused(query: string) {
  const res = await ctx.app().inject({ method: 'GET', url: `${API}/v1/scheme-screen/?${query}` });
  return { status: res.statusCode, body: res.json() as unknown };
}

describe('GET v1/scheme-screen/', () => {
  it('answers the cards of screen 1 with the server time and the count of screens', async () => {
    const cinema = await cinemaIdBySlug(ctx.db().database.db, 'chel-galereya');
    const data = await board(`cinema=${cinema}&screen=1`);
    expect(data.time).toBe(Math.floor(FIXED_NOW.getTime() / 1000));
    expect(data.cinema).toMatchObject({ id: cinema, timezone: 'Asia/Yekaterinburg' });
    expect(data.screen_number).toBe(1);
    expect(data.admin).toBe(false);
    expect(data.screen.length).toBe(LOBBY_CARDS_PER_SCREEN);
    expect(data.screens_count).toBeGreaterThan(1);
    const card = data.screen[0]!;
    expect(card.url).toMatch(/^\/film\/[a-z0-9-]+$/);
    expect(card.poster).toMatch(/^\/static\/media\/posters\//);
    expect(card.premiere_date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(card.duration).toBeGreaterThan(0);
    expect(card.genre).not.toBe('');
    // Today (10.03.2026 in Yekaterinburg) and tomorrow, nothing later, nothing started more
    // than 30 minutes ago.
    const dates = new Set(data.screen.flatMap((c) => Object.keys(c.sessions)));
    for (const d of dates) expect(['10.03.2026', '11.03.2026']).toContain(d);
    const now = FIXED_NOW.getTime() / 1000;
    for (const c of data.screen)
      for (const list of Object.values(c.sessions))
        for (const s of list) {
          expect(s.timestamp).toBeGreaterThanOrEqual(now - 30 * 60);
          expect(s.buy_url).toBe(`/#buy=${s.id}`);
          expect(s.seats_left).toBeGreaterThan(0);
        }
    // Films in the order of their first session.
    const firsts = data.screen.map((c) =>
      Math.min(
        ...Object.values(c.sessions)
          .flat()
          .map((s) => s.timestamp),
      ),
    );
    expect([...firsts].sort((a, b) => a - b)).toEqual(firsts);
  });

  it('pages the films: screens do not overlap, the last one holds the rest', async () => {
    const cinema = await cinemaIdBySlug(ctx.db().database.db, 'chel-galereya');
    const first = await board(`cinema=${cinema}`);
    const pages: LobbyData[] = [first];
    for (let n = 2; n <= first.screens_count; n += 1)
      pages.push(await board(`cinema=${cinema}&screen=${n}`));
    const ids = pages.flatMap((p) => p.screen.map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
    const last = pages.at(-1)!;
    expect(last.screen.length).toBeGreaterThan(0);
    expect(last.screen.length).toBeLessThanOrEqual(LOBBY_CARDS_PER_SCREEN);
    expect(ids.length).toBe(
      (first.screens_count - 1) * LOBBY_CARDS_PER_SCREEN + last.screen.length,
    );
  });

  it('names the halls of two sessions of a film at the same time and format, and no other (decision 455)', async () => {
    const cinemas = await ctx.db().database.db.selectFrom('cinemas').select('id').execute();
    let twins = 0;
    for (const { id } of cinemas) {
      const first = await board(`cinema=${id}`);
      const pages = [first];
      for (let n = 2; n <= first.screens_count; n += 1)
        pages.push(await board(`cinema=${id}&screen=${n}`));
      for (const card of pages.flatMap((p) => p.screen))
        for (const list of Object.values(card.sessions)) {
          const same = new Map<string, typeof list>();
          for (const s of list)
            same.set(`${s.time}|${s.format}`, [...(same.get(`${s.time}|${s.format}`) ?? []), s]);
          for (const group of same.values()) {
            if (group.length < 2) {
              for (const s of group) expect(s.hall).toBeUndefined();
              continue;
            }
            twins += group.length;
            const halls = group.map((s) => s.hall);
            for (const h of halls) expect(h).toMatch(/\S/);
            expect(new Set(halls).size).toBe(group.length);
          }
        }
    }
    // The seed has twins (Самара, Магнитогорск): the rule is tested on real ones.
    expect(twins).toBeGreaterThan(1);
  });

  it('refuses a bad screen number and an unknown cinema in the envelope', async () => {
    const cinema = await cinemaIdBySlug(ctx.db().database.db, 'chel-galereya');
    const { screens_count } = await board(`cinema=${cinema}`);
    const past = await refused(`cinema=${cinema}&screen=${screens_count + 1}`);
    expect(past.status).toBe(404);
    expect(past.body).toEqual({
      status: 'error',
      errors: {
        code: 404,
        message: expect.stringMatching(
          new RegExp(
            `^Экран ${screens_count + 1} не найден: фильмов хватает на ${screens_count} экран(а|ов)?\\.$`,
          ),
        ),
      },
    });
    for (const bad of ['0', '-1', 'abc', '1.5', '']) {
      const res = await refused(`cinema=${cinema}&screen=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual({
        status: 'error',
        errors: { code: 400, message: 'Некорректное значение: параметр «screen».' },
      });
    }
    expect((await refused('screen=1')).body).toMatchObject({
      status: 'error',
      errors: { code: 400 },
    });
    expect(await refused('cinema=999999&screen=1')).toEqual({
      status: 404,
      body: { status: 'error', errors: { code: 404, message: 'Кинотеатр не найден.' } },
    });
    expect((await refused(`cinema=${cinema}&screen=1&foo=1`)).status).toBe(400);
  });

  it('gives the admin flag to a staff account only', async () => {
    const db = ctx.db().database.db;
    await ensureLobbyStaff(db);
    await ensureDemoAccount(db);
    const cinema = await cinemaIdBySlug(db, 'chel-galereya');
    const staff = new AccountBrowser(ctx.app, '203.0.113.41');
    const login = await staff.post('/v1/user/loginbypass/', {
      phone: STAFF_PHONE,
      password: STAFF_PASSWORD,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await board(`cinema=${cinema}`, staff)).admin).toBe(true);
    const user = new AccountBrowser(ctx.app, '203.0.113.42');
    expect(
      (await user.post('/v1/user/loginbypass/', { phone: DEMO_PHONE, password: DEMO_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await board(`cinema=${cinema}`, user)).admin).toBe(false);
    // The profile says it too: the account menu links the boards for staff (decision 469).
    const roles = async (browser: AccountBrowser) => {
      const res = await browser.get('/v2/user/');
      expect(res.statusCode, res.body).toBe(200);
      return UserResponseSchema.parse(res.json()).data.staff_roles;
    };
    expect(await roles(staff)).toEqual(['lobby_admin']);
    expect(await roles(user)).toEqual([]);
  });
});

describe('GET v1/scheme-screen/seats/', () => {
  it('counts the seats left, less those a live order holds', async () => {
    const cinema = await cinemaIdBySlug(ctx.db().database.db, 'chel-almaz');
    const data = await board(`cinema=${cinema}`);
    const sessions = data.screen.flatMap((c) => Object.values(c.sessions).flat());
    const upcoming = sessions.find((s) => s.timestamp > FIXED_NOW.getTime() / 1000)!;
    const ids = sessions.slice(0, 6).map((s) => s.id);
    if (!ids.includes(upcoming.id)) ids.push(upcoming.id);
    const read = async () => {
      const res = await ctx.app().inject({
        method: 'GET',
        url: `${API}/v1/scheme-screen/seats/?cinema=${cinema}&ids=${ids.join(',')}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return LobbySeatsResponseSchema.parse(res.json()).data.seats;
    };
    const before = await read();
    expect(Object.keys(before).map(Number).sort()).toEqual([...ids].sort());
    expect(before[String(upcoming.id)]).toBe(upcoming.seats_left);

    // Two seats held by a buyer's order leave the count two lower.
    const map = SessionResponseSchema.parse(
      (await new TestBrowser(ctx.app).get(`/v1/session/?id=${upcoming.id}`)).json(),
    );
    const free = map.data.places
      .filter((p) => p.status === 1)
      .slice(0, 2)
      .map((p) => p.id);
    const order = await new TestBrowser(ctx.app).order(upcoming.id, free);
    expect(order.statusCode, order.body).toBe(200);
    expect((await read())[String(upcoming.id)]).toBe(upcoming.seats_left - 2);
  });

  it('leaves out sessions of other cinemas and refuses bad ids', async () => {
    const db = ctx.db().database.db;
    const almaz = await cinemaIdBySlug(db, 'chel-almaz');
    const galereya = await cinemaIdBySlug(db, 'chel-galereya');
    const id = Object.values((await board(`cinema=${almaz}`)).screen[0]!.sessions).flat()[0]!.id;
    const other = await ctx.app().inject({
      method: 'GET',
      url: `${API}/v1/scheme-screen/seats/?cinema=${galereya}&ids=${id}`,
    });
    expect(LobbySeatsResponseSchema.parse(other.json()).data.seats).toEqual({});
    const tooMany = Array.from({ length: 41 }, (_, i) => i + 1).join(',');
    for (const ids of ['', 'a', '1,,2', '0', tooMany]) {
      const res = await ctx.app().inject({
        method: 'GET',
        url: `${API}/v1/scheme-screen/seats/?cinema=${almaz}&ids=${ids}`,
      });
      expect(res.statusCode, ids).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', errors: { code: 400 } });
    }
    // An id past the database's integers names the parameter sent, not a missing 'ids.0'.
    const huge = await ctx.app().inject({
      method: 'GET',
      url: `${API}/v1/scheme-screen/seats/?cinema=${almaz}&ids=79005557101`,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({
      errors: { message: 'Некорректное значение: параметр «ids».' },
    });
  });
});

describe("the QR codes' site", () => {
  it('is PUBLIC_URL when the server has one, so a TV opened by a local address links to the site', async () => {
    const db = ctx.db().database.db;
    const cinema = await cinemaIdBySlug(db, 'chel-galereya');
    // Without PUBLIC_URL the board links to the address it was opened by: no site.
    expect((await board(`cinema=${cinema}`)).site).toBeUndefined();
    const app = await buildApp({ db, now: () => FIXED_NOW, publicUrl: 'https://kino.example' });
    try {
      const res = await app.inject({
        method: 'GET',
        url: `${API}/v1/scheme-screen/?cinema=${cinema}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(LobbyResponseSchema.parse(res.json()).data.site).toBe('https://kino.example');
    } finally {
      await app.close();
    }
  });
});
