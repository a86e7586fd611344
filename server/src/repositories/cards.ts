import { sql, type RawBuilder } from 'kysely';
import type { BonusCardStatus, Queryable } from '../db/types';
import type { CardRecord } from './bonuses';
import { ordersWithTheirSession } from './orders';

/** SQL of the bonus program's cards (migration 009): stock, binding, states, tiers, history. */

const CARD_COLUMNS = [
  'id',
  'number',
  'virtual',
  'percents',
  'balance',
  'spend',
  'status',
  'user_id',
] as const;

interface CardRow {
  id: number;
  number: string;
  virtual: boolean;
  percents: string | number;
  balance: number;
  spend: number;
  status: BonusCardStatus;
  user_id: number | null;
}

function toCard(row: CardRow): CardRecord {
  return { ...row, percents: Number(row.percents) };
}

/** A card by its number, optionally locked FOR UPDATE (binding changes its owner). */
export async function findCardByNumber(
  q: Queryable,
  number: string,
  lock = false,
): Promise<CardRecord | undefined> {
  let query = q.selectFrom('bonus_cards').select(CARD_COLUMNS).where('number', '=', number);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toCard(row) : undefined;
}

/** Every card of an account: the live one first, then closed ones, newest first. */
export async function cardsOfUser(q: Queryable, userId: number): Promise<CardRecord[]> {
  const rows = await q
    .selectFrom('bonus_cards')
    .select(CARD_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy(sql`status = 'live'`, 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toCard);
}

/**
 * The account's closed card whose points have not moved on yet (blocked as lost, or the
 * virtual card being replaced), if any: the next card takes them over.
 */
export async function closedCardWithoutSuccessor(
  q: Queryable,
  userId: number,
): Promise<CardRecord | undefined> {
  const row = await q
    .selectFrom('bonus_cards')
    .select(CARD_COLUMNS)
    .where('user_id', '=', userId)
    .where('status', '<>', 'live')
    .where('successor_id', 'is', null)
    .orderBy('closed_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? toCard(row) : undefined;
}

/** Gives a stock card its owner. */
export async function bindCard(
  q: Queryable,
  cardId: number,
  userId: number,
  departmentId: number | null,
  now: RawBuilder<Date>,
): Promise<void> {
  await q
    .updateTable('bonus_cards')
    .set({ user_id: userId, department_id: departmentId, activated_at: now })
    .where('id', '=', cardId)
    .where('user_id', 'is', null)
    .execute();
}

/** A new virtual card for an account: 2991, 8 digits of a sequence, the check digit. */
export async function nextVirtualSerial(q: Queryable): Promise<number> {
  const row = await sql<{
    n: number | string;
  }>`SELECT nextval('bonus_virtual_card_seq') AS n`.execute(q);
  return Number(row.rows[0]?.n);
}

export async function insertVirtualCard(
  q: Queryable,
  number: string,
  userId: number,
  now: RawBuilder<Date>,
): Promise<number> {
  const row = await q
    .insertInto('bonus_cards')
    .values({ number, user_id: userId, virtual: true, activated_at: now, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Closes a live card: 'blocked' (lost) or 'replaced' (a printed card took its place). */
export async function closeCard(
  q: Queryable,
  cardId: number,
  status: Exclude<BonusCardStatus, 'live'>,
  now: RawBuilder<Date>,
): Promise<void> {
  await q
    .updateTable('bonus_cards')
    .set({ status, closed_at: now })
    .where('id', '=', cardId)
    .where('status', '=', 'live')
    .execute();
}

export async function setSuccessor(q: Queryable, cardId: number, successorId: number) {
  await q
    .updateTable('bonus_cards')
    .set({ successor_id: successorId })
    .where('id', '=', cardId)
    .execute();
}

/** The tier state a card takes over from the card before it. */
export async function setCardTier(
  q: Queryable,
  cardId: number,
  spend: number,
  percents: number,
): Promise<void> {
  await q.updateTable('bonus_cards').set({ spend, percents }).where('id', '=', cardId).execute();
}

/**
 * Orders of the old card now belong to its successor: unpaid ones spend from it when paid,
 * paid ones give back to it when cancelled. Run before the cards are locked (orders, then
 * cards: the order a payment locks them in).
 */
export async function repointOrders(q: Queryable, fromCardId: number, toCardId: number) {
  await q
    .updateTable('orders')
    .set({ bonus_card_id: toCardId })
    .where('bonus_card_id', '=', fromCardId)
    .execute();
}

export async function insertTierMove(
  q: Queryable,
  move: { cardId: number; orderId: number | null; from: number; to: number; spend: number },
  now: RawBuilder<Date>,
): Promise<void> {
  await q
    .insertInto('bonus_tier_moves')
    .values({
      card_id: move.cardId,
      order_id: move.orderId,
      from_percents: move.from,
      to_percents: move.to,
      spend: move.spend,
      created_at: now,
    })
    .execute();
}

export async function setOrderBonusSpend(q: Queryable, orderId: number, money: number) {
  await q.updateTable('orders').set({ bonus_spend: money }).where('id', '=', orderId).execute();
}

export async function orderBonusSpend(q: Queryable, orderId: number): Promise<number> {
  const row = await q
    .selectFrom('orders')
    .select('bonus_spend')
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row?.bonus_spend ?? 0;
}

/** A cinema that can be an activation's department: one of the chain's, taking bonuses. */
export async function findBonusCinema(
  q: Queryable,
  id: number,
): Promise<{ id: number } | undefined> {
  return q
    .selectFrom('cinemas')
    .select('id')
    .where('id', '=', id)
    .where('no_bonus', '=', false)
    .executeTakeFirst();
}

export async function insertActivation(
  q: Queryable,
  row: { codeId: number; userId: number; cardId: number; departmentId: number },
): Promise<void> {
  await q
    .insertInto('card_activations')
    .values({
      code_id: row.codeId,
      user_id: row.userId,
      card_id: row.cardId,
      department_id: row.departmentId,
    })
    .execute();
}

export async function findActivation(
  q: Queryable,
  codeId: number,
): Promise<{ user_id: number; card_id: number; department_id: number } | undefined> {
  return q
    .selectFrom('card_activations')
    .select(['user_id', 'card_id', 'department_id'])
    .where('code_id', '=', codeId)
    .executeTakeFirst();
}

export interface HistoryRow {
  id: number;
  number: string;
  paid_at: Date;
  /** The selling cinema's city's IANA zone. */
  timezone: string;
  amount: number;
  bonus_add: number;
  bonus_pay: number;
  film_name: string;
  poster_mobile: string;
}

/**
 * A buyer's paid orders that earned points, newest first, `limit` of them older than the order
 * `beforeId` (orders_user_bonus_idx).
 */
export async function bonusHistory(
  q: Queryable,
  userId: number,
  beforeId: number | null,
  limit: number,
): Promise<HistoryRow[]> {
  let query = ordersWithTheirSession(q)
    .select([
      'orders.id',
      'orders.number',
      sql<Date>`coalesce(orders.paid_at, orders.created_at)`.as('paid_at'),
      'cities.timezone',
      'orders.amount',
      'orders.bonus_add',
      'orders.bonus_pay',
      'films.name as film_name',
      'films.poster_mobile',
    ])
    .where('orders.user_id', '=', userId)
    .where('orders.bonus_add', '>', 0)
    .where('orders.status', '=', 'paid')
    .orderBy('orders.id', 'desc')
    .limit(limit);
  if (beforeId !== null) query = query.where('orders.id', '<', beforeId);
  return query.execute();
}

/** The card that took over this one's points, or null. */
export async function cardSuccessor(q: Queryable, cardId: number): Promise<number | null> {
  const row = await q
    .selectFrom('bonus_cards')
    .select('successor_id')
    .where('id', '=', cardId)
    .executeTakeFirst();
  return row?.successor_id ?? null;
}
