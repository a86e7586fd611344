import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/db/types';
import { postLedger } from '../../src/repositories/bonuses';
import { FIXED_NOW } from './db';
import type { TestSession } from './sales';

/**
 * Buyable sessions (a day ahead or later, not deleted or disabled, of a cinema that takes
 * bonuses) of films with and without the Pushkin card mark, `count` of each, in id order.
 */
export async function sessionsOfFilms(
  db: Kysely<DB>,
  count: number,
): Promise<{ pushkin: TestSession[]; plain: TestSession[] }> {
  const rows = await db
    .selectFrom('sessions')
    .innerJoin('halls', 'halls.id', 'sessions.hall_id')
    .innerJoin('cinemas', 'cinemas.id', 'halls.cinema_id')
    .select([
      'sessions.id',
      'sessions.hall_id',
      'sessions.film_id',
      'sessions.starts_at',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('film_tags')
              .select('film_tags.tag')
              .whereRef('film_tags.film_id', '=', 'sessions.film_id')
              .where('film_tags.tag', '=', 'pushkin'),
          )
          .as('pushkin'),
    ])
    .where('sessions.deleted', '=', false)
    .where('sessions.disabled', '=', false)
    .where('cinemas.no_bonus', '=', false)
    .where('sessions.starts_at', '>', new Date(FIXED_NOW.getTime() + 24 * 3600_000))
    .orderBy('sessions.id')
    .execute();
  const pushkin: TestSession[] = [];
  const plain: TestSession[] = [];
  for (const r of rows) {
    const list = r.pushkin ? pushkin : plain;
    if (list.length >= count) continue;
    const seats = await db
      .selectFrom('seats')
      .select('id')
      .where('hall_id', '=', r.hall_id)
      .orderBy('id')
      .execute();
    if (seats.length < 12) continue;
    list.push({
      id: r.id,
      hallId: r.hall_id,
      filmId: r.film_id,
      startsAt: new Date(r.starts_at),
      seats: seats.map((s) => s.id),
    });
  }
  return { pushkin, plain };
}

/** Gives the account of `phone` a 10 % card with `points` granted; returns the card's id. */
export async function giveCard(db: Kysely<DB>, phone: string, points: number): Promise<number> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  const card = await db
    .insertInto('bonus_cards')
    .values({ number: `77${phone}`, user_id: user.id, percents: 0.1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cardId = Number(card.id);
  if (points > 0)
    await db
      .transaction()
      .execute((trx) =>
        postLedger(trx, { cardId, orderId: null, kind: 'grant', points }, sql`now()`),
      );
  return cardId;
}

/** The payments of an order, oldest first. */
export function paymentsOf(db: Kysely<DB>, orderId: number) {
  return db
    .selectFrom('payments')
    .select(['id', 'method', 'status', 'fio', 'amount', 'provider_payment_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
