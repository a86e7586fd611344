import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { OrderDetailsResponseSchema } from '@softkino/contract/order';
import { TicketsViewResponseSchema } from '@softkino/contract/tickets';
import { loadEnv } from '../src/env';
import { linkOpens } from '../src/services/ticketLinks';
import { useTestApp } from './helpers/app';
import { FIXED_NOW } from './helpers/db';
import {
  buyWithTicketsLink,
  pickSessions,
  testClock,
  TestBrowser,
  type TestSession,
} from './helpers/sales';

/**
 * The tickets e-mail's link (docs/decisions/105): a random token bound to one paid order opens
 * its tickets in any browser, read-only; wrong, garbled and revoked tokens all get the same 404.
 */
const clock = testClock();
const SITE = 'https://kino.example';
const ctx = useTestApp({ now: clock.now, sweepIntervalMs: 0, publicUrl: SITE });
const db = () => ctx.db().database.db;

const INVALID = 'Ссылка на билеты недействительна.';

let sessions: TestSession[];
beforeAll(async () => {
  sessions = await pickSessions(db(), 3);
});

/** A guest buys `seats` of session `i` and pays by card; returns the order and its e-mail. */
async function buy(i: number, seats: number[]) {
  clock.set(FIXED_NOW);
  const s = sessions[i];
  if (!s) throw new Error(`no session ${i}`);
  return buyWithTicketsLink(ctx.app, db(), s, seats);
}

async function openTickets(token: string, browser = new TestBrowser(ctx.app)) {
  return browser.get(`/v1/tickets/?token=${encodeURIComponent(token)}`);
}

function expectRefused(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(404);
  const body = ErrorEnvelopeSchema.parse(res.json());
  expect(body.errors).toEqual({ message: INVALID, code: 404 });
}

describe('the tickets link of the e-mail', () => {
  it('opens its order in a browser without cookies: the tickets and nothing personal', async () => {
    const { browser, orderId, number, mail, token } = await buy(0, [3, 4]);
    // ≥ 128 bits: 32 random bytes in base64url.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Absolute, as a link in a mail client must be (PUBLIC_URL).
    expect(mail.body_html).toContain(`href="${SITE}/tickets/${token}"`);
    expect(mail.body_text).toContain(`${SITE}/tickets/${token}`);

    const res = await openTickets(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const view = TicketsViewResponseSchema.parse(res.json()).data;
    const own = OrderDetailsResponseSchema.parse(
      (await browser.get(`/v1/order/?id=${orderId}`)).json(),
    ).data;
    expect(view.number).toBe(number);
    expect(view.tickets).toEqual(own.tickets);
    expect(view.tickets).toHaveLength(2);
    expect(view.film.name).toBe(own.film.name);
    expect(view.cinema).toEqual(own.cinema);
    // The pages write the order's moments on the cinema's clock, its city's zone (decision 351).
    expect(own.cinema.timezone).toMatch(/^(Europe|Asia)\/\w+$/);
    expect(() => new Intl.DateTimeFormat('ru-RU', { timeZone: own.cinema.timezone })).not.toThrow();
    // Both pages link the film and the cinema: their addresses answer.
    const pageCalls = {
      [own.film.url]: `/v1/films/film/?slug=${own.film.url.replace('/film/', '')}`,
      [own.cinema.url]: `/v1/cinema/?slug=${own.cinema.url.replace('/cinema/', '')}`,
    };
    for (const [url, call] of Object.entries(pageCalls))
      expect([url, (await browser.get(call)).statusCode]).toEqual([url, 200]);
    // The box office's phone is the cinema page's (decision 483).
    const cinemaPage = (await browser.get(pageCalls[own.cinema.url]!)).json() as {
      data: { contacts: { phone: string | null } };
    };
    expect(own.cinema.phone).toMatch(/^7\d{10}$/);
    expect(own.cinema.phone).toBe(cinemaPage.data.contacts.phone);
    expect(view.hall).toBe(own.hall);
    expect(`${view.date} ${view.time}`).toBe(`${own.date} ${own.time}`);
    // The session's times, as the order page has them (decision 482).
    expect(view.starts_at_unix).toBe(own.starts_at_unix);
    expect(view.ends_at_unix).toBe(own.ends_at_unix);
    // Read-only and without the buyer's contacts.
    const raw = res.body;
    expect(raw).not.toContain('buyer@example.ru');
    expect(raw).not.toContain('345-67-89');
    expect(Object.keys((res.json() as { data: object }).data).sort()).toEqual([
      'amount',
      'cancelled',
      'cinema',
      'date',
      'ends_at_unix',
      'film',
      'hall',
      'number',
      'starts_at_unix',
      'tickets',
      'time',
    ]);

    // Only a hash is stored.
    const rows = await db()
      .withTables<{ ticket_links: { order_id: number; token_hash: string } }>()
      .selectFrom('ticket_links')
      .select(['order_id', 'token_hash'])
      .where('order_id', '=', orderId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('puts a QR code of every ticket into the e-mail', async () => {
    const { mail, token } = await buy(1, [5, 6]);
    const view = TicketsViewResponseSchema.parse((await openTickets(token)).json()).data;
    const html = mail.body_html ?? '';
    const svgs = html.match(/<svg[^>]*>/g) ?? [];
    expect(svgs).toHaveLength(2);
    for (const t of view.tickets) {
      expect(html).toContain(t.code);
      expect(html).toContain(`QR-код билета ${t.code}`);
    }
    // A QR code is a drawing of dark modules, not a placeholder.
    expect((html.match(/<path[^>]*d="M[^"]{200,}"/g) ?? []).length).toBeGreaterThanOrEqual(2);
    for (const words of ['Ряд', 'Место', 'Зал', 'Сумма', 'Открыть билеты'])
      expect(html).toContain(words);
  });

  it('reaches only its own order', async () => {
    const a = await buy(2, [1]);
    const b = await buy(2, [2]);
    expect(a.token).not.toBe(b.token);
    const va = TicketsViewResponseSchema.parse((await openTickets(a.token)).json()).data;
    const vb = TicketsViewResponseSchema.parse((await openTickets(b.token)).json()).data;
    expect(va.number).toBe(a.number);
    expect(vb.number).toBe(b.number);
    expect(va.tickets.map((t) => t.code)).not.toEqual(vb.tickets.map((t) => t.code));
    // The token does not open the order's own-browser call.
    const stranger = new TestBrowser(ctx.app);
    await openTickets(a.token, stranger);
    expect((await stranger.get(`/v1/order/?id=${a.orderId}`)).statusCode).toBe(404);
  });

  it('refuses a wrong or garbled token with the same 404 and never a 500', async () => {
    const { token } = await buy(0, [7]);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [
      flipped,
      token.slice(0, 42),
      `${token}A`,
      'A'.repeat(43),
      '',
      '1',
      "' OR 1=1 --",
      '../../etc/passwd',
      'Билет',
      '%00',
      'x'.repeat(1500),
    ])
      expectRefused(await openTickets(bad));
    for (const query of ['', '?', '?token', `?token=${token}&token=${token}`, '?id=1']) {
      const res = await new TestBrowser(ctx.app).get(`/v1/tickets/${query}`);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      ErrorEnvelopeSchema.parse(res.json());
    }
  });

  it('is revoked by the buyer, and dies with the order leaving paid', async () => {
    const first = await buy(1, [8]);
    expect((await openTickets(first.token)).statusCode).toBe(200);
    // Another browser cannot revoke it, and learns nothing.
    const other = new TestBrowser(ctx.app);
    await other.order(sessions[1]?.id ?? 0, [sessions[1]?.seats[30] ?? 0]);
    const foreign = await other.postJson('/v1/order/ticket_link/revoke/', {
      'order-id': first.orderId,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await openTickets(first.token)).statusCode).toBe(200);

    const revoked = await first.browser.postJson('/v1/order/ticket_link/revoke/', {
      'order-id': first.orderId,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ status: 'success', data: { revoked: 1 } });
    expectRefused(await openTickets(first.token));
    // Idempotent; the buyer's own page still shows the tickets.
    const again = await first.browser.postJson('/v1/order/ticket_link/revoke/', {
      'order-id': first.orderId,
    });
    expect(again.json()).toEqual({ status: 'success', data: { revoked: 0 } });
    expect((await first.browser.get(`/v1/order/?id=${first.orderId}`)).statusCode).toBe(200);
    const when = await db()
      .withTables<{ ticket_links: { order_id: number; revoked_at: Date | null } }>()
      .selectFrom('ticket_links')
      .select('revoked_at')
      .where('order_id', '=', first.orderId)
      .executeTakeFirstOrThrow();
    expect(when.revoked_at).not.toBeNull();

    // An order no longer paid that its buyer did not cancel after paying (here: set cancelled,
    // no cancelled_at) opens nothing, even unrevoked. A buyer's cancel: cancelPaid.test.ts.
    const second = await buy(1, [9]);
    expect((await openTickets(second.token)).statusCode).toBe(200);
    await db()
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('id', '=', second.orderId)
      .execute();
    expectRefused(await openTickets(second.token));
  });
});

describe('linkOpens (decision 461)', () => {
  const cancelledAt = new Date(FIXED_NOW);
  it.each([
    [null, 'paid', null, 'tickets'],
    ['order', 'cancelled', cancelledAt, 'cancelled'],
    // Cancelled between the link's read and the order's.
    [null, 'cancelled', cancelledAt, 'cancelled'],
    // The buyer revoked it: its holder learns nothing, whatever became of the order.
    ['buyer', 'paid', null, 'nothing'],
    ['buyer', 'cancelled', cancelledAt, 'nothing'],
    // Not paid and not cancelled by its buyer after paying.
    [null, 'cancelled', null, 'nothing'],
    [null, 'expired', null, 'nothing'],
    [null, 'unpaid', null, 'nothing'],
  ] as const)(
    'a link revoked by %s of an order %s (cancelled at %s) opens %s',
    (reason, status, at, opens) => {
      expect(linkOpens(reason, { status, cancelled_at: at })).toBe(opens);
    },
  );
});

describe('PUBLIC_URL', () => {
  it('is an origin; the trailing slash is dropped; anything else fails at boot', () => {
    expect(loadEnv({}).publicUrl).toBeUndefined();
    expect(loadEnv({ PUBLIC_URL: 'https://kino.example/' }).publicUrl).toBe('https://kino.example');
    expect(loadEnv({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe(
      'http://localhost:3000',
    );
    for (const bad of ['kino.example', 'https://kino.example/tickets', 'ftp://kino.example'])
      expect(() => loadEnv({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/);
  });
});
