import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { OrderCreateResponseSchema, type OrderCreateResponse } from '@softkino/contract/order';
import { PayResponseSchema } from '@softkino/contract/payment';
import type { DB } from '../../src/db/types';
import { API } from './app';
import { FIXED_NOW } from './db';

/** A test clock: the app's `now` and the SQL clock both read it (docs/decisions/051). */
export interface TestClock {
  now: () => Date;
  set(d: Date): void;
  advance(ms: number): void;
}

export function testClock(start: Date = FIXED_NOW): TestClock {
  let current = start;
  return {
    now: () => current,
    set(d) {
      current = d;
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}

export interface TestSession {
  id: number;
  hallId: number;
  filmId: number;
  startsAt: Date;
  /** Seat ids of the hall, in id order. */
  seats: number[];
}

/**
 * Sessions that can be bought at FIXED_NOW and stay so for hours: not deleted, not disabled,
 * starting on day 1 or later. `skip` picks another one, so test files do not share seats.
 */
export async function pickSessions(
  db: Kysely<DB>,
  count: number,
  minSeats = 60,
): Promise<TestSession[]> {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('halls', 'halls.id', 'sessions.hall_id')
    .select(['sessions.id', 'sessions.hall_id', 'sessions.film_id', 'sessions.starts_at'])
    .where('sessions.deleted', '=', false)
    .where('sessions.disabled', '=', false)
    .where('sessions.starts_at', '>', new Date(FIXED_NOW.getTime() + 24 * 3600_000))
    .where(
      (eb) =>
        eb
          .selectFrom('seats')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('seats.hall_id', '=', 'halls.id'),
      '>=',
      minSeats,
    )
    .orderBy('sessions.id')
    .limit(count)
    .execute();
  const result: TestSession[] = [];
  for (const r of rows) {
    const seats = await db
      .selectFrom('seats')
      .select('id')
      .where('hall_id', '=', r.hall_id)
      .orderBy('id')
      .execute();
    result.push({
      id: r.id,
      hallId: r.hall_id,
      filmId: r.film_id,
      startsAt: new Date(r.starts_at),
      seats: seats.map((s) => s.id),
    });
  }
  return result;
}

/** The sandbox's test card that pays. */
export const TEST_CARD = {
  number: '4111 1111 1111 1111',
  expiry: '12/30',
  cvc: '123',
  holder: 'IVAN PETROV',
};

/** A browser: keeps the buyer cookie between calls, as a real one does. */
export class TestBrowser {
  cookie: string | null = null;
  constructor(private readonly app: () => FastifyInstance) {}

  private remember(res: LightMyRequestResponse): LightMyRequestResponse {
    const set = res.cookies.find((c) => c.name === 'sk_session');
    if (set) this.cookie = `sk_session=${set.value}`;
    return res;
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.remember(
      await this.app().inject({
        method: 'GET',
        url: path.startsWith('/sandbox') ? path : `${API}${path}`,
        headers: { ...headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
      }),
    );
  }

  /** POST urlencoded (create_order's form). */
  async postForm(
    path: string,
    form: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.remember(
      await this.app().inject({
        method: 'POST',
        url: path.startsWith('/sandbox') ? path : `${API}${path}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...headers,
          ...(this.cookie ? { cookie: this.cookie } : {}),
        },
        payload: new URLSearchParams(form).toString(),
      }),
    );
  }

  async postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
    return this.remember(
      await this.app().inject({
        method: 'POST',
        url: `${API}${path}`,
        headers: { ...headers, ...(this.cookie ? { cookie: this.cookie } : {}) },
        payload: body as Record<string, unknown>,
      }),
    );
  }

  order(session: number, seats: unknown, extra: Record<string, string> = {}) {
    return this.postForm('/v2/payment/create_order/', {
      session: String(session),
      seats: typeof seats === 'string' ? seats : JSON.stringify(seats),
      email: 'buyer@example.ru',
      phone: '+7 (912) 345-67-89',
      ...extra,
    });
  }

  /** Orders `seats` of `session` and pays for them with the test card; the order must be paid. */
  async buyByCard(
    session: number,
    seats: readonly number[],
    extra: Record<string, string> = {},
  ): Promise<OrderCreateResponse['data']> {
    const created = OrderCreateResponseSchema.parse(
      (await this.order(session, seats, extra)).json(),
    ).data;
    const pay = PayResponseSchema.parse(
      (
        await this.postJson('/v2/payment/pay/', {
          'order-id': created['order-id'],
          'pay-method': 'card',
        })
      ).json(),
    ).data;
    expect((await this.postForm(`${pay.redirect_url}/pay`, TEST_CARD)).body).toContain(
      'data-result="paid"',
    );
    return created;
  }
}

export interface InventoryRow {
  seat_id: number;
  status: string;
  order_id: number | null;
}

/** Inventory rows of a session that are not free (held or sold, expired or not). */
export async function takenRows(db: Kysely<DB>, sessionId: number): Promise<InventoryRow[]> {
  const rows = await db
    .selectFrom('session_seats')
    .select(['seat_id', 'status', 'order_id'])
    .where('session_id', '=', sessionId)
    .where('status', '!=', 'free')
    .orderBy('seat_id')
    .execute();
  return rows.map((r) => ({ ...r, order_id: r.order_id === null ? null : Number(r.order_id) }));
}

export async function countRows(db: Kysely<DB>, table: string): Promise<number> {
  const r = await sql<{
    n: string | number;
  }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * Hands out the sessions `list()` holds (picked in a file's beforeAll) one at a time, so no two
 * tests of a file share a session.
 */
export function sessionCursor(list: () => TestSession[]): () => TestSession {
  let next = 0;
  return () => {
    const s = list()[next++];
    if (!s) throw new Error('out of test sessions');
    return s;
  };
}

/**
 * The bonus ledger's invariant over every card (at least `minCards` of them): a card's balance is
 * the sum of its ledger rows and never below zero.
 */
export async function expectBalancesMatchLedger(db: Kysely<DB>, minCards: number): Promise<void> {
  const rows = await db
    .selectFrom('bonus_cards')
    .leftJoin('bonus_ledger', 'bonus_ledger.card_id', 'bonus_cards.id')
    .select([
      'bonus_cards.id',
      'bonus_cards.balance',
      sql<number>`coalesce(sum(bonus_ledger.points), 0)::integer`.as('sum'),
    ])
    .groupBy(['bonus_cards.id', 'bonus_cards.balance'])
    .execute();
  expect(rows.length).toBeGreaterThan(minCards);
  for (const row of rows) {
    expect(row.balance, `card ${row.id}`).toBe(row.sum);
    expect(row.balance).toBeGreaterThanOrEqual(0);
  }
}

/**
 * A guest in a fresh browser buys `seats` (indexes into the session's seats) and pays by card;
 * returns the browser, the order, and its tickets e-mail with the link's token in it.
 */
export async function buyWithTicketsLink(
  app: () => FastifyInstance,
  db: Kysely<DB>,
  session: TestSession,
  seats: readonly number[],
) {
  const browser = new TestBrowser(app);
  const created = await browser.buyByCard(
    session.id,
    seats.map((n) => session.seats[n] ?? 0),
  );
  const mail = await db
    .selectFrom('outbox')
    .selectAll()
    .where('order_id', '=', created['order-id'])
    .executeTakeFirstOrThrow();
  const token = /\/tickets\/([A-Za-z0-9_-]+)/.exec(mail.body_text)?.[1] ?? '';
  return { browser, orderId: created['order-id'], number: created.number, mail, token };
}
