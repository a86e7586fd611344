import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@softkino/contract/envelope';
import { OrderDetailsResponseSchema } from '@softkino/contract/order';
import { CALENDAR_ALARM_MINUTES, escapeText, foldOctets } from '../src/services/orderCalendar';
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
 * 'Добавить в календарь' (decision 480): a paid order's session as an iCalendar file, for its
 * buyer (v1 order/calendar/) and for the tickets e-mail's link (v1 tickets/calendar/).
 */
const clock = testClock();
const SITE = 'https://kino.example';
const ctx = useTestApp({ now: clock.now, sweepIntervalMs: 0, publicUrl: SITE });
const db = () => ctx.db().database.db;

let sessions: TestSession[];
beforeAll(async () => {
  sessions = await pickSessions(db(), 2);
});

async function buy(i: number, seats: number[]) {
  clock.set(FIXED_NOW);
  return buyWithTicketsLink(ctx.app, db(), sessions[i]!, seats);
}

/** The properties of an iCalendar text, its folded lines joined and escapes read (RFC 5545). */
function properties(ics: string): Map<string, string[]> {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  const out = new Map<string, string[]>();
  for (const line of unfolded.split('\r\n').filter(Boolean)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    const value = line
      .slice(colon + 1)
      .replace(/\\n/gi, '\n')
      .replace(/\\([,;\\])/g, '$1');
    out.set(name, [...(out.get(name) ?? []), value]);
  }
  return out;
}

const one = (props: Map<string, string[]>, name: string) => {
  expect(props.get(name), name).toHaveLength(1);
  return props.get(name)![0]!;
};

/** 20261203T140000Z from a Date. */
const icsTime = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

describe('the calendar file of a paid order', () => {
  it("gives its buyer the session: film, the cinema's address, hall and seats, the order, its page, an alarm", async () => {
    const { browser, orderId, number } = await buy(0, [3, 4]);
    const res = await browser.get(`/v1/order/calendar/?id=${orderId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="softkino-${number}.ics"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    // Lines end in CRLF and none is longer than 75 octets (RFC 5545, 3.1).
    expect(res.body.endsWith('\r\n')).toBe(true);
    for (const line of res.body.split('\r\n'))
      expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);

    const order = OrderDetailsResponseSchema.parse(
      (await browser.get(`/v1/order/?id=${orderId}`)).json(),
    ).data;
    const film = await db()
      .selectFrom('sessions')
      .innerJoin('films', 'films.id', 'sessions.film_id')
      .select(['films.duration', 'sessions.starts_at'])
      .where('sessions.id', '=', order.session_id)
      .executeTakeFirstOrThrow();
    const props = properties(res.body);
    // One calendar with one event and its alarm.
    expect(props.get('BEGIN')).toEqual(['VCALENDAR', 'VEVENT', 'VALARM']);
    expect(one(props, 'SUMMARY')).toBe(`Кино: ${order.film.name} (${order.film.age})`);
    const start = new Date(film.starts_at);
    expect(one(props, 'DTSTART')).toBe(icsTime(start));
    expect(one(props, 'DTEND')).toBe(icsTime(new Date(start.getTime() + film.duration * 60_000)));
    expect(one(props, 'LOCATION')).toBe(`${order.cinema.name}, ${order.cinema.address}`);
    const seats = order.tickets.map((t) => `ряд ${t.row}, место ${t.place}`).join('; ');
    // The event's notes, then the alarm's text.
    expect(props.get('DESCRIPTION')).toEqual([
      `${order.hall}, ${seats}\nЗаказ № ${number}\nЗаказ: ${SITE}/order/${orderId}`,
      `Через час сеанс: ${order.film.name}, ${order.cinema.name}`,
    ]);
    // Every comma of a text is escaped, the alarm's too (RFC 5545, 3.3.11).
    const raw = res.body.replace(/\r\n /g, '');
    expect(raw).toContain(
      `\r\nDESCRIPTION:Через час сеанс: ${order.film.name}\\, ${order.cinema.name}\r\n`,
    );
    expect(one(props, 'DTSTAMP')).toBe(icsTime(FIXED_NOW));
    expect(one(props, 'PRODID')).toBe('-//SoftKino//Tickets//RU');
    expect(one(props, 'UID')).toBe(`order-${number}@kino.example`);
    expect(one(props, 'STATUS')).toBe('CONFIRMED');
    expect(one(props, 'TRIGGER')).toBe(`-PT${CALENDAR_ALARM_MINUTES}M`);
  });

  it("refuses another browser's order, an unknown one and one not paid with the order's 404", async () => {
    const { orderId } = await buy(1, [5]);
    const stranger = new TestBrowser(ctx.app);
    const unpaid = new TestBrowser(ctx.app);
    const s = sessions[1]!;
    const created = (await unpaid.order(s.id, [s.seats[7]])).json() as {
      data: { 'order-id': number };
    };
    for (const [browser, id] of [
      [stranger, orderId],
      [stranger, 99_999_999],
      [unpaid, created.data['order-id']],
    ] as const) {
      const res = await browser.get(`/v1/order/calendar/?id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(ErrorEnvelopeSchema.parse(res.json()).errors).toEqual({
        message: 'Заказ не найден.',
        code: 404,
      });
    }
    const bad = await stranger.get('/v1/order/calendar/?id=abc');
    expect(bad.statusCode).toBe(400);
  });
});

describe("the calendar file of the tickets e-mail's link", () => {
  it('is the same event, its notes leading to the link; a revoked or garbled link gets its 404', async () => {
    const { browser, orderId, token } = await buy(0, [8]);
    const own = properties((await browser.get(`/v1/order/calendar/?id=${orderId}`)).body);
    const res = await new TestBrowser(ctx.app).get(
      `/v1/tickets/calendar/?token=${encodeURIComponent(token)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const props = properties(res.body);
    // One event whichever way it was saved: a second file updates the first.
    for (const name of ['UID', 'SUMMARY', 'DTSTART', 'DTEND', 'LOCATION', 'TRIGGER'])
      expect(one(props, name)).toBe(one(own, name));
    expect(props.get('DESCRIPTION')![0]).toMatch(new RegExp(`\nБилеты: ${SITE}/tickets/${token}$`));

    const revoked = await browser.postJson('/v1/order/ticket_link/revoke/', {
      'order-id': orderId,
    });
    expect(revoked.statusCode).toBe(200);
    for (const t of [token, 'garbled', '']) {
      const refused = await new TestBrowser(ctx.app).get(
        `/v1/tickets/calendar/?token=${encodeURIComponent(t)}`,
      );
      expect(refused.statusCode).toBe(404);
      expect(ErrorEnvelopeSchema.parse(refused.json()).errors).toEqual({
        message: 'Ссылка на билеты недействительна.',
        code: 404,
      });
    }
  });
});

describe('the tickets e-mail (decision 481)', () => {
  it("links to its link's calendar file in the text and in the HTML, at the site's address", async () => {
    const { mail, token, number } = await buy(0, [12]);
    const prefix = `${SITE}/local/php_interface/api/v1/tickets/calendar/?token=`;
    const inText = /^Добавить в календарь \(напомнит за час до начала\): (\S+)$/m.exec(
      mail.body_text,
    )?.[1];
    expect(inText).toBe(`${prefix}${token}`);
    const inHtml = /<a href="([^"]+)"[^>]*>Добавить в календарь<\/a>/.exec(
      mail.body_html ?? '',
    )?.[1];
    expect(inHtml?.replace(/&amp;/g, '&')).toBe(inText);
    // The address answers the event of the order the e-mail is about, with its hour's alarm.
    const res = await new TestBrowser(ctx.app).get(inText!.slice(prefix.indexOf('/v1/')));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="softkino-${number}.ics"`,
    );
    expect(one(properties(res.body), 'TRIGGER')).toBe('-PT60M');
  });
});

describe('foldOctets', () => {
  it('folds at 75 octets between whole characters, and unfolds to the same text', () => {
    const text = `DESCRIPTION:${'Ряд 5, место 7 🎬 '.repeat(12)}end`;
    const folded = foldOctets(`BEGIN:VEVENT\r\n${text}\r\nEND:VEVENT\r\n`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(6);
    for (const line of lines) {
      expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(`BEGIN:VEVENT\r\n${text}\r\nEND:VEVENT\r\n`);
  });

  it('never ends a line inside an escape', () => {
    // At every position of the fold, a '\\n' or '\\;' stays whole.
    for (let pad = 0; pad < 80; pad++) {
      const text = `DESCRIPTION:${'ж'.repeat(pad)}${'а\\nб\\;в\\\\'.repeat(30)}`;
      const folded = foldOctets(text);
      for (const line of folded.split('\r\n'))
        expect((/\\+$/.exec(line)?.[0].length ?? 0) % 2, line).toBe(0);
      expect(folded.replace(/\r\n /g, '')).toBe(text);
    }
  });
});

describe('escapeText', () => {
  it("escapes a film's or cinema's name wherever it goes into a text", () => {
    expect(escapeText('Дюна; Часть вторая, \\ тест\nещё')).toBe(
      'Дюна\\; Часть вторая\\, \\\\ тест\\nещё',
    );
  });
});
