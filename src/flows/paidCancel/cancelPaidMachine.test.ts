import { describe, expect, it } from 'vitest';
import { CANCEL_PAID_MESSAGES } from '@softkino/contract';
import {
  cancelOpen,
  cancelPaidReducer,
  initialCancelPaidState,
  type CancelPaidEvent,
  type CancelPaidState,
} from './cancelPaidMachine';

const result = {
  id: 7,
  status: 'cancelled' as const,
  refund: 600,
  bonus_returned: 40,
  bonus_taken: 0,
};

function run(events: CancelPaidEvent[], state: CancelPaidState = initialCancelPaidState(7)) {
  return events.reduce(cancelPaidReducer, state);
}

describe('cancelPaidReducer', () => {
  it('asks, confirms with one cancel command, and reads the order again once cancelled', () => {
    const asked = run([{ type: 'ask' }]);
    expect(asked.phase).toBe('confirm');
    expect(asked.command).toBeNull();
    const confirmed = cancelPaidReducer(asked, { type: 'confirm' });
    expect(confirmed).toMatchObject({
      phase: 'cancelling',
      command: { type: 'cancel', orderId: 7 },
    });
    // A second press while the call is out changes nothing (no second cancel).
    expect(cancelPaidReducer(confirmed, { type: 'confirm' })).toBe(confirmed);
    const done = cancelPaidReducer(confirmed, { type: 'cancelled', result });
    expect(done).toMatchObject({ phase: 'done', result, command: { type: 'refresh' } });
    expect(cancelPaidReducer(done, { type: 'refreshed' })).toMatchObject({
      phase: 'done',
      command: null,
      result,
    });
  });

  it("keeps the popup open with the server's refusal, and clears it on the next try", () => {
    const refused = run([
      { type: 'ask' },
      { type: 'confirm' },
      { type: 'failed', message: CANCEL_PAID_MESSAGES.tooLate },
    ]);
    expect(refused).toMatchObject({
      phase: 'confirm',
      error: CANCEL_PAID_MESSAGES.tooLate,
      command: null,
    });
    expect(cancelPaidReducer(refused, { type: 'confirm' }).error).toBe('');
    expect(cancelPaidReducer(refused, { type: 'dismiss' })).toMatchObject({
      phase: 'idle',
      error: '',
    });
  });

  it('lets a cancel on its way land after the popup is closed, and ignores stray answers', () => {
    const cancelling = run([{ type: 'ask' }, { type: 'confirm' }]);
    const closed = cancelPaidReducer(cancelling, { type: 'dismiss' });
    expect(closed).toMatchObject({ phase: 'idle', command: { type: 'cancel' } });
    // Asked again and confirmed: the same call, not a second one.
    const again = run([{ type: 'ask' }, { type: 'confirm' }], closed);
    expect(again.command).toBe(cancelling.command);
    expect(cancelPaidReducer(closed, { type: 'cancelled', result })).toMatchObject({
      phase: 'done',
      result,
    });
    // A refusal with the popup closed shows beside the button.
    expect(cancelPaidReducer(closed, { type: 'failed', message: 'Нет' })).toMatchObject({
      phase: 'idle',
      error: 'Нет',
      command: null,
    });

    const idle = initialCancelPaidState(7);
    expect(cancelPaidReducer(idle, { type: 'cancelled', result })).toBe(idle);
    expect(cancelPaidReducer(idle, { type: 'failed', message: 'x' })).toBe(idle);
    expect(cancelPaidReducer(idle, { type: 'confirm' })).toBe(idle);
    expect(cancelPaidReducer(idle, { type: 'refreshed' })).toBe(idle);
    const done = run([{ type: 'ask' }, { type: 'confirm' }, { type: 'cancelled', result }]);
    expect(cancelPaidReducer(done, { type: 'ask' })).toBe(done);
  });
});

describe('cancelOpen', () => {
  const until = 1_800_000_000;
  it('is open for a paid order until its deadline, never after, never for other statuses', () => {
    expect(cancelOpen({ status: 'paid', cancel_until_unix: until }, until * 1000 - 1)).toBe(true);
    expect(cancelOpen({ status: 'paid', cancel_until_unix: until }, until * 1000)).toBe(false);
    expect(cancelOpen({ status: 'paid', cancel_until_unix: null }, 0)).toBe(false);
    for (const status of ['unpaid', 'cancelled', 'expired'] as const)
      expect(cancelOpen({ status, cancel_until_unix: until }, 0)).toBe(false);
  });
});
