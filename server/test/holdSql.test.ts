import { createHash } from 'node:crypto';
import { CompiledQuery, PostgresQueryCompiler, sql, type Kysely, type KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript of the benchmark, without types
import { runHold } from '../../bench/http/hold-sql.mjs';
import type { DB } from '../src/db/types';
import { signInBrowser } from '../src/services/buyers';
import { databaseClock } from '../src/services/clock';
import { createOrder } from '../src/services/orders';
import { seedDatabase } from '../seed/index';
import { sandboxContext } from './helpers/app';
import { useTestDb } from './helpers/db';

/**
 * bench/http/create-order.mjs compares create_order with "the bare hold transaction": the same
 * SQL run by a plain script (bench/http/hold-sql.mjs). This proves that script sends exactly the
 * statements createOrder sends, in the same order, and that its hold really holds and refuses a
 * taken seat, so a change of the service fails here until the benchmark follows it.
 */
const testDb = useTestDb({ seed: false });
// The SQL clock is the database's now() here, as in production (no injected clock), so the
// chain is seeded around the real time.
const now = () => new Date();

type Hold = (sessionId: number, seatIds: number[]) => Promise<void>;

function recorder(): { plugin: KyselyPlugin; texts: string[] } {
  const compiler = new PostgresQueryCompiler();
  const texts: string[] = [];
  return {
    texts,
    plugin: {
      transformQuery(args) {
        texts.push(compiler.compileQuery(args.node, args.queryId).sql);
        return args.node;
      },
      async transformResult(args) {
        return args.result;
      },
    },
  };
}

async function signedInBuyer(db: Kysely<DB>, phone: string): Promise<string> {
  const user = await db
    .insertInto('users')
    .values({ phone, phone_confirmed: true, password_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return signInBrowser(db, undefined, user.id, sql<Date>`now()`, 'password');
}

let db: Kysely<DB>;
let session: { id: number; seats: number[] };

beforeAll(async () => {
  db = testDb().database.db;
  await seedDatabase(db, now());
  // A film with the Pushkin mark: its create_order asks the seat count too.
  const row = await db
    .selectFrom('sessions')
    .innerJoin('film_tags', 'film_tags.film_id', 'sessions.film_id')
    .select(['sessions.id', 'sessions.hall_id'])
    .where('film_tags.tag', '=', 'pushkin')
    .where('sessions.deleted', '=', false)
    .where('sessions.disabled', '=', false)
    .where('sessions.starts_at', '>', new Date(Date.now() + 24 * 3600_000))
    .orderBy('sessions.id')
    .executeTakeFirstOrThrow();
  const seats = await db
    .selectFrom('seats')
    .select('id')
    .where('hall_id', '=', row.hall_id)
    .orderBy('id')
    .limit(8)
    .execute();
  session = { id: row.id, seats: seats.map((s) => s.id) };
});

/** The service's holds for one buyer, recording the SQL of each. */
async function serviceHolds(phone: string): Promise<{ hold: Hold; texts: string[][] }> {
  const token = await signedInBuyer(db, phone);
  const texts: string[][] = [];
  const hold: Hold = async (sessionId, seatIds) => {
    const rec = recorder();
    const recorded = db.withPlugin(rec.plugin);
    const ctx = { ...sandboxContext(recorded, now), dbNow: databaseClock() };
    await createOrder(ctx, token, {
      session: sessionId,
      seats: seatIds,
      email: 'bench@example.ru',
      phone: '',
      bonus_pay: 0,
    });
    texts.push(rec.texts);
  };
  return { hold, texts };
}

/** The bench's holds for one buyer, on one connection, recording the SQL of each. */
async function benchHolds(
  phone: string,
): Promise<{ hold: (s: number, ids: number[]) => Promise<{ status: string }>; texts: string[][] }> {
  const token = await signedInBuyer(db, phone);
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const texts: string[][] = [];
  const hold = (sessionId: number, seatIds: number[]) =>
    db.connection().execute(async (conn) => {
      const sent: string[] = [];
      const client = {
        async query(text: string, values: unknown[] = []) {
          if (!['BEGIN', 'COMMIT', 'ROLLBACK'].includes(text)) sent.push(text);
          const res = await conn.executeQuery(CompiledQuery.raw(text, values));
          return { rows: res.rows };
        },
      };
      const result = (await runHold(client, {
        sessionId,
        seatIds,
        tokenHash,
        email: 'bench@example.ru',
        holdSeconds: 420,
      })) as { status: string; orderId?: number };
      texts.push(sent);
      return result;
    });
  return { hold, texts };
}

async function holderOf(seatId: number): Promise<{ status: string; order_id: number | null }> {
  return db
    .selectFrom('session_seats')
    .select(['status', 'order_id'])
    .where('session_id', '=', session.id)
    .where('seat_id', '=', seatId)
    .executeTakeFirstOrThrow();
}

describe("the bench's bare hold transaction", () => {
  it('sends the SQL createOrder sends, first order and a replacing one', async () => {
    const [a, b, c, d, e, f] = session.seats as [number, number, number, number, number, number];
    const service = await serviceHolds('79500000001');
    await service.hold(session.id, [b, a]);
    await service.hold(session.id, [c]);
    const bench = await benchHolds('79500000002');
    const first = await bench.hold(session.id, [e, d]);
    const second = await bench.hold(session.id, [f]);

    expect(first.status).toBe('ok');
    expect(second.status).toBe('ok');
    expect(service.texts[0]?.length).toBeGreaterThan(8);
    expect(bench.texts).toEqual(service.texts);
    // The replacing order freed the first one's seats and holds its own.
    expect(await holderOf(d)).toMatchObject({ status: 'free', order_id: null });
    expect((await holderOf(f)).status).toBe('held');
  });

  it('refuses a seat another order holds and changes nothing', async () => {
    const [, , c] = session.seats as [number, number, number];
    const before = await holderOf(c);
    expect(before.status).toBe('held');
    const bench = await benchHolds('79500000003');
    const result = await bench.hold(session.id, [c]);
    expect(result.status).toBe('taken');
    expect(await holderOf(c)).toEqual(before);
    const orders = await db
      .selectFrom('orders')
      .innerJoin('web_sessions', 'web_sessions.id', 'orders.web_session_id')
      .innerJoin('users', 'users.id', 'web_sessions.user_id')
      .select('orders.id')
      .where('users.phone', '=', '79500000003')
      .execute();
    expect(orders).toEqual([]);
  });
});
