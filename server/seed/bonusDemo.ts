import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { bonusAccrual } from '@softkino/contract/bonus';
import { cardCheckDigit, tierPercents } from '@softkino/contract/card';
import type { DB } from '../src/db/types';
import { postLedger } from '../src/repositories/bonuses';
import { hashPassword } from '../src/services/passwords';
import { DEMO_PASSWORD } from './demoAccount';
import { seedCardPayment, seedSoldSeat } from './paidOrders';

/**
 * The bonus program's demo (issue 14, README "Try the demo"): a stock of printed cards not yet
 * bound to anyone, accounts in regions 2, 5 and 6 (spec section 6), and an account with a
 * bound printed card and a history of orders that earned points. Idempotent: what exists
 * stays, so a data directory seeded before the bonus program gets it on the next start.
 */

/** Printed cards in stock: 2990001 + a 5-digit serial + the EAN-13 check digit. */
export const STOCK_SIZE = 50;
export function stockCardNumber(serial: number): string {
  const first12 = `2990001${String(serial).padStart(5, '0')}`;
  return `${first12}${cardCheckDigit(first12)}`;
}

/** The stock cards the README names, free to activate in a fresh demo. */
export const DEMO_STOCK_CARDS = [1, 2, 3, 4, 5].map(stockCardNumber);

/** The account with a bound printed card and its bonus history. */
export const DEMO_CARD_HOLDER_PHONE = '79000000010';
/** Stock serial 50: bound to DEMO_CARD_HOLDER_PHONE. */
export const DEMO_HOLDER_CARD = stockCardNumber(STOCK_SIZE);

/** One account per region whose bonus rules differ (spec section 6). */
export const DEMO_REGION_ACCOUNTS = [
  { phone: '79000000002', city: 'Уфа', region: 2, first: 'Ильдар', last: 'Галиев', gender: 1 },
  { phone: '79000000005', city: 'Москва', region: 5, first: 'Мария', last: 'Орлова', gender: 0 },
  { phone: '79000000006', city: 'Пермь', region: 6, first: 'Павел', last: 'Шилов', gender: 1 },
] as const;
/** The region-6 account's virtual card (2991 + serial 90000001, the check digit). */
export const DEMO_REGION6_VIRTUAL = (() => {
  const first12 = '299190000001';
  return `${first12}${cardCheckDigit(first12)}`;
})();

/** The card holder's paid orders: money paid each (roubles), oldest first: 4 of them, 4 800 ₽. */
const HOLDER_ORDERS = [900, 1400, 1100, 1400];

export async function ensureBonusDemo(db: Kysely<DB>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE users IN EXCLUSIVE MODE`.execute(trx);
    await trx
      .insertInto('bonus_cards')
      .values(
        Array.from({ length: STOCK_SIZE }, (_, i) => ({
          number: stockCardNumber(i + 1),
          virtual: false,
        })),
      )
      .onConflict((oc) => oc.column('number').doNothing())
      .execute();
    const known = await trx
      .selectFrom('users')
      .select('id')
      .where('phone', '=', DEMO_CARD_HOLDER_PHONE)
      .executeTakeFirst();
    if (known) return false;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    for (const account of DEMO_REGION_ACCOUNTS) {
      const id = await insertDemoUser(trx, passwordHash, {
        phone: account.phone,
        city: account.city,
        first: account.first,
        last: account.last,
        gender: account.gender,
      });
      if (account.region === 6)
        await trx
          .insertInto('bonus_cards')
          .values({
            number: DEMO_REGION6_VIRTUAL,
            user_id: id,
            virtual: true,
            activated_at: sql<Date>`now()`,
          })
          .onConflict((oc) => oc.column('number').doNothing())
          .execute();
    }
    const holder = await insertDemoUser(trx, passwordHash, {
      phone: DEMO_CARD_HOLDER_PHONE,
      city: 'Челябинск',
      first: 'Олег',
      last: 'Карпов',
      gender: 1,
    });
    await seedHolderHistory(trx, holder);
    return true;
  });
}

async function insertDemoUser(
  trx: Transaction<DB>,
  passwordHash: string,
  u: { phone: string; city: string; first: string; last: string; gender: number },
): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      phone: u.phone,
      phone_confirmed: true,
      password_hash: passwordHash,
      email: `${u.phone}@example.ru`,
      last_name: u.last,
      first_name: u.first,
      patronymic: u.gender === 1 ? 'Андреевич' : 'Андреевна',
      birthday: '1988-03-14',
      gender: u.gender,
      accept_rules: true,
      city: u.city,
    })
    .onConflict((oc) => oc.column('phone').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) return row.id;
  const existing = await trx
    .selectFrom('users')
    .select('id')
    .where('phone', '=', u.phone)
    .executeTakeFirstOrThrow();
  return existing.id;
}

/**
 * Binds DEMO_HOLDER_CARD and gives it paid orders (2 seats each, at the chain's Челябинск
 * cinemas) that earned points: 4 800 ₽ spent, so one more purchase of 200 ₽ or more crosses
 * 5 000 ₽ and the card moves to 15 %.
 */
async function seedHolderHistory(trx: Transaction<DB>, userId: number): Promise<void> {
  const card = await trx
    .updateTable('bonus_cards')
    .set({
      user_id: userId,
      activated_at: sql<Date>`now() - interval '30 days'`,
      department_id: sql<number>`(SELECT id FROM cinemas WHERE slug = 'chel-galereya')`,
    })
    .where('number', '=', DEMO_HOLDER_CARD)
    .where('user_id', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!card) return;
  const sessions = await trx
    .selectFrom('sessions')
    .innerJoin('halls', 'halls.id', 'sessions.hall_id')
    .innerJoin('cinemas', 'cinemas.id', 'halls.cinema_id')
    .select(['sessions.id', 'sessions.hall_id'])
    .where('cinemas.slug', 'in', ['chel-galereya', 'chel-gorki'])
    .where('sessions.deleted', '=', false)
    .where('sessions.disabled', '=', false)
    .orderBy('sessions.starts_at', 'desc')
    .orderBy('sessions.id', 'desc')
    .offset(1)
    .limit(HOLDER_ORDERS.length)
    .execute();
  const webSession = await trx
    .insertInto('web_sessions')
    .values({ token_hash: `demo:${randomBytes(16).toString('hex')}`, user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  let spend = 0;
  for (const [i, session] of sessions.entries()) {
    const money = HOLDER_ORDERS[i] ?? 0;
    const seats = await trx
      .selectFrom('seats')
      .select('id')
      .where('hall_id', '=', session.hall_id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('session_seats')
              .select('session_seats.seat_id')
              .where('session_seats.session_id', '=', session.id)
              .whereRef('session_seats.seat_id', '=', 'seats.id'),
          ),
        ),
      )
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    if (seats.length === 0) continue;
    const earned = bonusAccrual(money, tierPercents(spend));
    const daysAgo = (HOLDER_ORDERS.length - i) * 6;
    const at = sql<Date>`now() - ${daysAgo}::integer * interval '1 day'`;
    const order = await trx
      .insertInto('orders')
      .values({
        session_id: session.id,
        web_session_id: webSession.id,
        user_id: userId,
        status: 'paid',
        phone: DEMO_CARD_HOLDER_PHONE,
        email: `${DEMO_CARD_HOLDER_PHONE}@example.ru`,
        amount: money,
        bonus_card_id: card.id,
        bonus_add: earned,
        bonus_spend: money,
        expires_at: at,
        created_at: at,
        paid_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const price = Math.floor(money / seats.length);
    for (const [k, seat] of seats.entries()) {
      await seedSoldSeat(trx, {
        orderId: order.id,
        sessionId: session.id,
        seatId: seat.id,
        // The last seat takes the odd rouble, so the seats add up to the order.
        price: k === seats.length - 1 ? money - price * (seats.length - 1) : price,
      });
    }
    await seedCardPayment(trx, order.id, money, at);
    if (earned > 0)
      await postLedger(
        trx,
        { cardId: card.id, orderId: order.id, kind: 'accrue', points: earned },
        at,
      );
    spend += money;
  }
  await trx
    .updateTable('bonus_cards')
    .set({ spend, percents: tierPercents(spend) })
    .where('id', '=', card.id)
    .execute();
}
