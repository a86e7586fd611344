import type { RawBuilder, Transaction } from 'kysely';
import { BONUS_MESSAGES } from '@softkino/contract/order';
import type { PayMethod } from '@softkino/contract/payment';
import type { Card } from '@softkino/contract/user';
import { bonusAccrual, maxBonusPayable } from '@softkino/contract/bonus';
import { ApiError } from '../errors';
import {
  findCardOfUser,
  lockCard,
  postLedger,
  reservedPoints,
  sessionTakesNoBonus,
  setOrderBonusAdd,
  setOrderBonusPay,
  type CardRecord,
} from '../repositories/bonuses';
import type { DB, Queryable } from '../db/types';
import { setOrderBonusSpend } from '../repositories/cards';
import { addSpend, lockCardHolding } from './tiers';

/** The card as v2 user/ shows it (spec section 3, Card). */
export function cardView(card: CardRecord): Card {
  return {
    number: card.number,
    virtual: card.virtual,
    movie: { percents: card.percents },
    spend: card.spend,
    status: card.status,
  };
}

export interface CardSummary {
  card: CardRecord;
  /** The balance less what live unpaid orders have set aside: what checkout may spend. */
  available: number;
}

/** The account's card and its spendable balance, or null without a card. */
export async function cardSummary(
  q: Queryable,
  userId: number,
  now: RawBuilder<Date>,
): Promise<CardSummary | null> {
  const card = await findCardOfUser(q, userId);
  if (!card) return null;
  const reserved = await reservedPoints(q, card.id, now);
  return { card, available: Math.max(0, card.balance - reserved) };
}

/**
 * The rules of spending `points` on an order that need no lock (spec section 5, Bonuses):
 * checked before anything is held, so a refused order costs no hold.
 */
export function checkBonusRules(
  order: {
    userId: number | null;
    cardId: number | null;
    noBonus: boolean;
    amount: number;
    seatCount: number;
  },
  points: number,
): void {
  if (points <= 0) return;
  if (order.userId === null) throw new ApiError(400, BONUS_MESSAGES.guest);
  if (order.cardId === null) throw new ApiError(400, BONUS_MESSAGES.noCard);
  if (order.noBonus) throw new ApiError(400, BONUS_MESSAGES.noBonus);
  const max = maxBonusPayable(order.amount, order.seatCount);
  if (points > max) throw new ApiError(400, BONUS_MESSAGES.overMax(max));
}

/**
 * Sets `points` of card `cardId` aside for the new unpaid order `orderId`, inside the order's
 * transaction and after its seats are held (so the card row is always the last lock a
 * transaction takes: no deadlock with a payment of another order of the same card). A short
 * balance throws, rolling the hold back.
 */
export async function reserveBonus(
  trx: Transaction<DB>,
  orderId: number,
  cardId: number,
  points: number,
  now: RawBuilder<Date>,
): Promise<void> {
  const card = await lockCard(trx, cardId);
  // Closed (blocked or replaced) since checkout read it: the buyer has no card to spend from.
  if (!card || card.status !== 'live') throw new ApiError(400, BONUS_MESSAGES.noCard);
  const available = card.balance - (await reservedPoints(trx, card.id, now, orderId));
  if (points > available) throw new ApiError(409, BONUS_MESSAGES.short(Math.max(0, available)));
  await setOrderBonusPay(trx, orderId, points);
}

/** The points were gone when the order was paid (cannot happen while reservations hold). */
export class BonusShort extends Error {}

/**
 * At payment, in the payment's transaction: the reserved points are spent (a conditional
 * update; BonusShort when the balance is short) and the points earned on the money paid are
 * added, unless the session's cinema takes no bonus or the money is the state's, paid by a
 * Pushkin card (docs/decisions/454). The money then counts towards the card's tier
 * (services/tiers.ts): the order that crosses a threshold earns at the percent it was paid
 * under, the next ones at the new one (docs/decisions/247). Returns the points earned.
 */
export async function settleOrderBonus(
  trx: Transaction<DB>,
  order: {
    id: number;
    session_id: number;
    amount: number;
    bonus_pay: number;
    bonus_card_id: number | null;
  },
  method: PayMethod,
  now: RawBuilder<Date>,
): Promise<number> {
  if (order.bonus_card_id === null) return 0;
  const card = await lockCardHolding(trx, order.bonus_card_id);
  if (!card) return 0;
  if (order.bonus_pay > 0) {
    const spent = await postLedger(
      trx,
      { cardId: card.id, orderId: order.id, kind: 'spend', points: -order.bonus_pay },
      now,
    );
    if (!spent) throw new BonusShort();
  }
  if (method === 'pushkin_card') return 0;
  if (await sessionTakesNoBonus(trx, order.session_id)) return 0;
  const money = order.amount - order.bonus_pay;
  const earned = bonusAccrual(money, card.percents);
  if (earned > 0) {
    await postLedger(
      trx,
      { cardId: card.id, orderId: order.id, kind: 'accrue', points: earned },
      now,
    );
    await setOrderBonusAdd(trx, order.id, earned);
  }
  if (money > 0) {
    await addSpend(trx, card, money, order.id, now);
    await setOrderBonusSpend(trx, order.id, money);
  }
  return earned;
}
