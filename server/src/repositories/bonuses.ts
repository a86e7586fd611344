import { sql, type RawBuilder } from 'kysely';
import type { BonusCardStatus, BonusLedgerKind, Queryable } from '../db/types';

type Trx = Queryable;

export interface CardRecord {
  id: number;
  number: string;
  virtual: boolean;
  /** 0.1 is 10 %. */
  percents: number;
  balance: number;
  /** Roubles paid on orders with the card: its tier (migration 009). */
  spend: number;
  status: BonusCardStatus;
  user_id: number | null;
}

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

function toCard(row: {
  id: number;
  number: string;
  virtual: boolean;
  percents: string | number;
  balance: number;
  spend: number;
  status: BonusCardStatus;
  user_id: number | null;
}): CardRecord {
  return { ...row, percents: Number(row.percents) };
}

/** The account's live card, or undefined (read without a lock). */
export async function findCardOfUser(
  q: Queryable,
  userId: number,
): Promise<CardRecord | undefined> {
  const row = await q
    .selectFrom('bonus_cards')
    .select(CARD_COLUMNS)
    .where('user_id', '=', userId)
    .where('status', '=', 'live')
    .executeTakeFirst();
  return row ? toCard(row) : undefined;
}

/**
 * Locks a card row for a spending check. FOR NO KEY UPDATE, not FOR UPDATE: inserting an order
 * that references the card takes FOR KEY SHARE on it, and two orders upgrading that to FOR
 * UPDATE would deadlock each other; NO KEY UPDATE does not conflict with KEY SHARE, so the
 * second order just waits for the first.
 */
export async function lockCard(trx: Trx, cardId: number): Promise<CardRecord | undefined> {
  const row = await trx
    .selectFrom('bonus_cards')
    .select(CARD_COLUMNS)
    .where('id', '=', cardId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return row ? toCard(row) : undefined;
}

/**
 * Points promised to unpaid orders whose hold is alive on the SQL clock: they cannot be spent
 * twice. A lapsed or cancelled order promises nothing, whether or not the sweeper has run.
 */
export async function reservedPoints(
  q: Queryable,
  cardId: number,
  now: RawBuilder<Date>,
  exceptOrderId?: number,
): Promise<number> {
  let query = q
    .selectFrom('orders')
    .select(sql<number>`COALESCE(SUM(bonus_pay), 0)`.as('points'))
    .where('bonus_card_id', '=', cardId)
    .where('status', '=', 'unpaid')
    .where(sql<boolean>`expires_at > ${now}`);
  if (exceptOrderId !== undefined) query = query.where('id', '<>', exceptOrderId);
  const row = await query.executeTakeFirstOrThrow();
  return row.points;
}

export async function setOrderBonusPay(trx: Trx, orderId: number, points: number): Promise<void> {
  await trx.updateTable('orders').set({ bonus_pay: points }).where('id', '=', orderId).execute();
}

export async function setOrderBonusAdd(trx: Trx, orderId: number, points: number): Promise<void> {
  await trx.updateTable('orders').set({ bonus_add: points }).where('id', '=', orderId).execute();
}

/**
 * Writes one ledger entry and moves the cached balance with it. A spend is a conditional
 * update that never drives the balance below zero: it returns false (and writes nothing)
 * when the balance is short.
 */
export async function postLedger(
  trx: Trx,
  entry: {
    cardId: number;
    orderId: number | null;
    kind: BonusLedgerKind;
    points: number;
    note?: string;
    /** A 'revoke' only: earned points it could not take back (migration 007). */
    shortfall?: number;
  },
  now: RawBuilder<Date>,
): Promise<boolean> {
  const moved = await trx
    .updateTable('bonus_cards')
    .set({ balance: sql<number>`balance + ${entry.points}::integer` })
    .where('id', '=', entry.cardId)
    .where(sql<boolean>`balance + ${entry.points}::integer >= 0`)
    .returning('id')
    .executeTakeFirst();
  if (!moved) return false;
  await trx
    .insertInto('bonus_ledger')
    .values({
      card_id: entry.cardId,
      order_id: entry.orderId,
      kind: entry.kind,
      points: entry.points,
      note: entry.note ?? null,
      shortfall: entry.shortfall ?? 0,
      created_at: now,
    })
    .execute();
  return true;
}

/** Whether the session's cinema takes no bonus points (spec: no_bonus). */
export async function sessionTakesNoBonus(q: Queryable, sessionId: number): Promise<boolean> {
  const row = await q
    .selectFrom('sessions')
    .innerJoin('halls', 'halls.id', 'sessions.hall_id')
    .innerJoin('cinemas', 'cinemas.id', 'halls.cinema_id')
    .select('cinemas.no_bonus')
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  return row?.no_bonus ?? true;
}

export interface LedgerEntry {
  kind: BonusLedgerKind;
  points: number;
  shortfall: number;
}

/** The ledger entries of one order (at most one per kind), oldest first. */
export async function orderLedger(q: Queryable, orderId: number): Promise<LedgerEntry[]> {
  return q
    .selectFrom('bonus_ledger')
    .select(['kind', 'points', 'shortfall'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
