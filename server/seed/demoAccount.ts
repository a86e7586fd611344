import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../src/db/types';
import { postLedger } from '../src/repositories/bonuses';
import { hashPassword } from '../src/services/passwords';
import { bonusAccrual } from '@softkino/contract/bonus';
import { tierPercents } from '@softkino/contract/card';
import { seedCardPayment, seedSoldSeat } from './paidOrders';

/** The README's demo account: sign in with this phone and password. */
export const DEMO_PHONE = '79000000000';
export const DEMO_PASSWORD = 'Demo123';
/** The demo account's bonus card: 10 % back, DEMO_CARD_POINTS to spend at checkout. */
export const DEMO_CARD_NUMBER = '2990000000019';
export const DEMO_CARD_POINTS = 500;
/** The demo card's share of money back in points: the first tier's (10 %). */
const DEMO_CARD_PERCENTS = tierPercents(0);
/** A second account whose phone is not confirmed, to see the locked profile. */
export const DEMO_UNCONFIRMED_PHONE = '79000000001';

/**
 * Adds the demo accounts when they are missing (a fresh database, or one seeded before
 * accounts existed): a confirmed user with a name, a child, a bonus card of DEMO_CARD_POINTS and
 * two paid orders with tickets: one for the chain's latest session, and one with the card for a
 * session it has already been to (to rate the film; its points are in the card's history, the
 * welcome points make up the rest), and an unconfirmed one. Returns false when they were
 * already there.
 */
export async function ensureDemoAccount(db: Kysely<DB>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE users IN EXCLUSIVE MODE`.execute(trx);
    const exists = await trx
      .selectFrom('users')
      .select('id')
      .where('phone', '=', DEMO_PHONE)
      .executeTakeFirst();
    if (exists) {
      // A data directory seeded before bonus cards existed gets the demo card now.
      const card = await createDemoCard(trx, exists.id);
      if (card !== null) await grantWelcome(trx, card, DEMO_CARD_POINTS);
      return false;
    }
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const user = await trx
      .insertInto('users')
      .values({
        phone: DEMO_PHONE,
        phone_confirmed: true,
        password_hash: passwordHash,
        email: 'demo@example.ru',
        last_name: 'Демидова',
        first_name: 'Анна',
        patronymic: 'Сергеевна',
        birthday: '1990-05-17',
        gender: 0,
        accept_rules: true,
        city: 'Челябинск',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userId = user.id;
    const card = await createDemoCard(trx, userId);
    await trx
      .insertInto('user_children')
      .values({ user_id: userId, name: 'Миша', birthday: '2016-09-01', gender: 1, sort: 0 })
      .execute();
    await trx
      .insertInto('users')
      .values({
        phone: DEMO_UNCONFIRMED_PHONE,
        phone_confirmed: false,
        password_hash: passwordHash,
      })
      .onConflict((oc) => oc.column('phone').doNothing())
      .execute();

    const session = await trx
      .selectFrom('sessions')
      .innerJoin('session_prices', 'session_prices.session_id', 'sessions.id')
      .select(['sessions.id', 'sessions.hall_id', 'session_prices.price'])
      .where('sessions.deleted', '=', false)
      .where('sessions.disabled', '=', false)
      .where('session_prices.zone', '=', 'standard')
      .orderBy('sessions.starts_at', 'desc')
      .orderBy('sessions.id', 'desc')
      .executeTakeFirst();
    let earned = 0;
    if (session) {
      const webSession = await trx
        .insertInto('web_sessions')
        .values({ token_hash: `demo:${randomBytes(16).toString('hex')}`, user_id: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const owner = { userId, webSessionId: webSession.id };
      // First the film already seen, to rate on its order's page (decision 431), bought two
      // days before with the card, which it earned points on; then the tickets still to use.
      const watched = await seedWatchedSession(trx);
      if (watched)
        earned = await seedDemoOrder(
          trx,
          owner,
          watched,
          new Date(watched.startsAt.getTime() - 2 * DAY_MS),
          card,
        );
      await seedDemoOrder(trx, owner, session, sql<Date>`now()`, null);
    }
    // The welcome points make up the rest: the card holds DEMO_CARD_POINTS in all.
    if (card !== null) await grantWelcome(trx, card, DEMO_CARD_POINTS - earned);
    return true;
  });
}

const DAY_MS = 24 * 3600_000;

interface DemoSession {
  id: number;
  hall_id: number;
  /** The standard seat's price. */
  price: number;
}

/**
 * A paid order of the demo account: the session's last two standard seats (the back row, out of
 * the way of people trying the seat map), paid by card in the sandbox at `paidAt`. With the
 * bonus card `cardId` it earns the card's points on its money (posted at `paidAt`), and counts
 * towards the card's spend. Returns the points it earned.
 */
async function seedDemoOrder(
  trx: Transaction<DB>,
  owner: { userId: number; webSessionId: number },
  session: DemoSession,
  paidAt: Date | RawBuilder<Date>,
  cardId: number | null,
): Promise<number> {
  const seats = await trx
    .selectFrom('seats')
    .select('id')
    .where('hall_id', '=', session.hall_id)
    .where('zone', '=', 'standard')
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  const money = session.price * seats.length;
  const earned = cardId === null ? 0 : bonusAccrual(money, DEMO_CARD_PERCENTS);
  const order = await trx
    .insertInto('orders')
    .values({
      session_id: session.id,
      web_session_id: owner.webSessionId,
      user_id: owner.userId,
      status: 'paid',
      phone: DEMO_PHONE,
      email: 'demo@example.ru',
      amount: money,
      bonus_card_id: cardId,
      bonus_add: earned,
      bonus_spend: cardId === null ? 0 : money,
      created_at: paidAt,
      expires_at: paidAt,
      paid_at: paidAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const seat of seats) {
    await seedSoldSeat(trx, {
      orderId: order.id,
      sessionId: session.id,
      seatId: seat.id,
      price: session.price,
    });
  }
  await seedCardPayment(trx, order.id, money, paidAt);
  if (cardId !== null && earned > 0) {
    const at = paidAt instanceof Date ? sql<Date>`${paidAt.toISOString()}::timestamptz` : paidAt;
    await postLedger(trx, { cardId, orderId: order.id, kind: 'accrue', points: earned }, at);
    await trx
      .updateTable('bonus_cards')
      .set({ spend: sql<number>`spend + ${money}::integer` })
      .where('id', '=', cardId)
      .execute();
  }
  return earned;
}

/**
 * A session the demo account has already been to: the schedule's first session, a day earlier
 * (its film, hall, format and prices), so it has begun whatever the hour the seed runs at.
 * Undefined when the schedule is empty.
 */
async function seedWatchedSession(
  trx: Transaction<DB>,
): Promise<(DemoSession & { startsAt: Date }) | undefined> {
  const first = await trx
    .selectFrom('sessions')
    .selectAll()
    .where('deleted', '=', false)
    .where('disabled', '=', false)
    .orderBy('starts_at')
    .orderBy('id')
    .executeTakeFirst();
  if (!first) return undefined;
  const startsAt = new Date(new Date(first.starts_at).getTime() - DAY_MS);
  const added = await trx
    .insertInto('sessions')
    .values({
      film_id: first.film_id,
      hall_id: first.hall_id,
      starts_at: startsAt,
      format: first.format,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const prices = await trx
    .selectFrom('session_prices')
    .select(['zone', 'price'])
    .where('session_id', '=', first.id)
    .execute();
  for (const p of prices)
    await trx
      .insertInto('session_prices')
      .values({ session_id: added.id, ...p })
      .execute();
  const standard = prices.find((p) => p.zone === 'standard') ?? prices[0];
  if (!standard) return undefined;
  return { id: added.id, hall_id: first.hall_id, price: standard.price, startsAt };
}

/** The demo user's bonus card, made when it has none: its id, or null when it was there. */
async function createDemoCard(q: Transaction<DB>, userId: number): Promise<number | null> {
  const card = await q
    .insertInto('bonus_cards')
    .values({
      number: DEMO_CARD_NUMBER,
      user_id: userId,
      virtual: true,
      percents: DEMO_CARD_PERCENTS,
    })
    .onConflict((oc) => oc.column('number').doNothing())
    .returning('id')
    .executeTakeFirst();
  return card?.id ?? null;
}

/** The welcome points on the card, as a grant in its history. */
async function grantWelcome(q: Transaction<DB>, cardId: number, points: number): Promise<void> {
  await postLedger(
    q,
    { cardId, orderId: null, kind: 'grant', points, note: 'Приветственные баллы' },
    sql<Date>`now()`,
  );
}
