import type { RawBuilder, Transaction } from 'kysely';
import type { DB } from '../db/types';
import { orderBonusSpend, setOrderBonusSpend } from '../repositories/cards';
import { addSpend, lockCardHolding } from './tiers';
import { orderLedger, postLedger, reservedPoints, type LedgerEntry } from '../repositories/bonuses';

/** What cancelling a paid order did to its card: points given back, taken back, not recovered. */
export interface BonusReversal {
  /** Points the order spent, given back ('refund'). */
  returned: number;
  /** Points the order earned, taken back ('revoke'). */
  taken: number;
  /** Points it earned that could not be taken back (spent meanwhile): written off. */
  shortfall: number;
}

const NOTHING: BonusReversal = { returned: 0, taken: 0, shortfall: 0 };

function pointsOf(ledger: readonly LedgerEntry[], kind: LedgerEntry['kind']): number {
  return ledger.filter((e) => e.kind === kind).reduce((sum, e) => sum + e.points, 0);
}

/** The reversal an order's ledger already records (a repeated cancellation reads it back). */
export function recordedReversal(ledger: readonly LedgerEntry[]): BonusReversal {
  const revoke = ledger.find((e) => e.kind === 'revoke');
  return {
    returned: pointsOf(ledger, 'refund'),
    taken: revoke && revoke.points !== 0 ? -revoke.points : 0,
    shortfall: revoke?.shortfall ?? 0,
  };
}

/**
 * How many earned points a cancellation takes back (docs/decisions/187): all of them when the
 * card can give them, else what it can give (its balance after the spent points came back,
 * less what live unpaid orders have set aside, so an order being paid right now never finds
 * its points gone). Never below zero, never refuses: the rest is the shortfall.
 */
export function planRevoke(
  earned: number,
  balanceAfterRefund: number,
  reservedByOthers: number,
): { take: number; shortfall: number } {
  const available = Math.max(0, balanceAfterRefund - reservedByOthers);
  const take = Math.min(earned, available);
  return { take, shortfall: earned - take };
}

/**
 * In the cancellation's transaction, after everything else it locks (the card row is always
 * the last lock, as in payment): gives back the points the order spent and takes back the
 * points it earned. Idempotent: an order whose reversal is recorded gets that record back.
 */
export async function reverseOrderBonus(
  trx: Transaction<DB>,
  order: { id: number; bonus_card_id: number | null },
  now: RawBuilder<Date>,
): Promise<BonusReversal> {
  if (order.bonus_card_id === null) return NOTHING;
  const card = await lockCardHolding(trx, order.bonus_card_id);
  if (!card) return NOTHING;
  const ledger = await orderLedger(trx, order.id);
  if (ledger.some((e) => e.kind === 'refund' || e.kind === 'revoke'))
    return recordedReversal(ledger);
  // The money no longer counts towards the tier (docs/decisions/247): the percent may go back.
  const counted = await orderBonusSpend(trx, order.id);
  if (counted > 0) {
    await addSpend(trx, card, -counted, order.id, now);
    await setOrderBonusSpend(trx, order.id, 0);
  }

  const spent = -pointsOf(ledger, 'spend');
  const earned = pointsOf(ledger, 'accrue');
  let balance = card.balance;
  if (spent > 0) {
    await postLedger(
      trx,
      { cardId: card.id, orderId: order.id, kind: 'refund', points: spent, note: 'cancel' },
      now,
    );
    balance += spent;
  }
  if (earned <= 0) return { returned: spent, taken: 0, shortfall: 0 };

  const plan = planRevoke(earned, balance, await reservedPoints(trx, card.id, now));
  if (plan.take > 0 || plan.shortfall > 0) {
    const posted = await postLedger(
      trx,
      {
        cardId: card.id,
        orderId: order.id,
        kind: 'revoke',
        points: plan.take === 0 ? 0 : -plan.take,
        shortfall: plan.shortfall,
        note: 'cancel',
      },
      now,
    );
    // The card is locked and the plan stays within its balance, so this cannot be refused.
    if (!posted) throw new Error(`card ${card.id}: revoking ${plan.take} points was refused`);
  }
  return { returned: spent, taken: plan.take, shortfall: plan.shortfall };
}
