import { describe, expect, it } from 'vitest';
import { planRevoke, recordedReversal } from '../src/services/bonusReversal';
import { decideCancel } from '../src/services/cancelPaidOrder';

describe('decideCancel', () => {
  const at = new Date('2026-03-10T07:00:00Z');
  it('cancels a paid order in time and refuses one too close to the start', () => {
    expect(decideCancel({ status: 'paid', cancelled_at: null, in_time: true })).toBe('cancel');
    expect(decideCancel({ status: 'paid', cancelled_at: null, in_time: false })).toBe('tooLate');
  });
  it('repeats a cancellation made after payment, whenever it is asked again', () => {
    expect(decideCancel({ status: 'cancelled', cancelled_at: at, in_time: false })).toBe('repeat');
    expect(decideCancel({ status: 'cancelled', cancelled_at: at, in_time: true })).toBe('repeat');
  });
  it('refuses orders that were never paid', () => {
    for (const status of ['unpaid', 'expired', 'cancelled'] as const)
      expect(decideCancel({ status, cancelled_at: null, in_time: true })).toBe('notPaid');
  });
});

describe('planRevoke', () => {
  it('takes back everything the card can give', () => {
    expect(planRevoke(50, 120, 0)).toEqual({ take: 50, shortfall: 0 });
  });
  it('takes back what is left and records the rest', () => {
    expect(planRevoke(50, 20, 0)).toEqual({ take: 20, shortfall: 30 });
    expect(planRevoke(50, 0, 0)).toEqual({ take: 0, shortfall: 50 });
  });
  it('never touches points a live unpaid order has set aside', () => {
    expect(planRevoke(50, 100, 70)).toEqual({ take: 30, shortfall: 20 });
    expect(planRevoke(50, 40, 70)).toEqual({ take: 0, shortfall: 50 });
  });
});

describe('recordedReversal', () => {
  it('reads a reversal back from the ledger', () => {
    expect(
      recordedReversal([
        { kind: 'spend', points: -100, shortfall: 0 },
        { kind: 'accrue', points: 40, shortfall: 0 },
        { kind: 'refund', points: 100, shortfall: 0 },
        { kind: 'revoke', points: -25, shortfall: 15 },
      ]),
    ).toEqual({ returned: 100, taken: 25, shortfall: 15 });
    expect(recordedReversal([])).toEqual({ returned: 0, taken: 0, shortfall: 0 });
  });
});
