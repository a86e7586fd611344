import type { RawBuilder, Transaction } from 'kysely';
import { tierPercents } from '@softkino/contract/card';
import type { DB } from '../db/types';
import { lockCard, type CardRecord } from '../repositories/bonuses';
import { cardSuccessor, insertTierMove, setCardTier } from '../repositories/cards';

/**
 * Accrual tiers (spec section 9, docs/decisions/247): a card's percent follows the roubles
 * paid on orders with it. The percent moves inside the transaction of the payment (or the
 * cancellation) that crosses a threshold, under the card's row lock, so two payments at once
 * are applied one after the other: neither can skip a move (both reading the old spend) nor
 * make it twice.
 */

/** At most this many hops from a closed card to the card that holds its points now. */
const MAX_HOPS = 20;

/**
 * Locks the card that holds card `cardId`'s points now: the card itself, or, when it was
 * closed and its points moved on, its successor (an order made just before a card was
 * replaced still pays and earns on the buyer's card).
 */
export async function lockCardHolding(
  trx: Transaction<DB>,
  cardId: number,
): Promise<CardRecord | undefined> {
  let id = cardId;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const card = await lockCard(trx, id);
    if (!card || card.status === 'live') return card;
    const next = await cardSuccessor(trx, id);
    if (next === null) return card;
    id = next;
  }
  throw new Error(`card ${cardId}: successor chain longer than ${MAX_HOPS}`);
}

/**
 * Adds `delta` roubles (negative: takes them off, never below 0) to a card locked by this
 * transaction, moves its percent to the spend's tier and records the move. Returns the card as
 * it is now.
 */
export async function addSpend(
  trx: Transaction<DB>,
  card: CardRecord,
  delta: number,
  orderId: number | null,
  now: RawBuilder<Date>,
): Promise<CardRecord> {
  if (delta === 0) return card;
  const spend = Math.max(0, card.spend + delta);
  const percents = tierPercents(spend);
  await setCardTier(trx, card.id, spend, percents);
  if (percents !== card.percents)
    await insertTierMove(
      trx,
      { cardId: card.id, orderId, from: card.percents, to: percents, spend },
      now,
    );
  return { ...card, spend, percents };
}
