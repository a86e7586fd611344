import { describe, expect, it } from 'vitest';
import type { PayData } from '@softkino/contract';
import {
  backTarget,
  initialPurchaseState,
  reducePurchase,
  showsTimetable,
  stepAfterScheme,
  type PurchaseEvent,
  type PurchaseState,
} from './purchaseMachine';

const ORDER = { id: 7, number: 'SK-7', amount: 700, bonusPay: 0, expiresAt: 1000 };

function payData(redirect_url: string): PayData {
  return {
    redirect_url,
    order_number: '7',
    callback_url: '/order/7',
    bonus_order: false,
    expire_date_unix: 0,
  };
}

function run(state: PurchaseState, ...events: PurchaseEvent[]): PurchaseState {
  return events.reduce(reducePurchase, state);
}

function loaded(hasInfo: boolean): PurchaseState {
  return run(initialPurchaseState(5), { type: 'sessionLoaded', sessionId: 5, hasInfo });
}

describe('purchase steps', () => {
  it('goes scheme → info → checkout → choicePayment when the session has info', () => {
    let s = run(loaded(true), { type: 'select', selection: ['1', '2'] });
    expect(s.step).toBe('scheme');
    s = run(s, { type: 'continue' });
    expect(s.step).toBe('info');
    s = run(s, { type: 'continue' });
    expect(s.step).toBe('checkout');
    s = run(s, { type: 'orderCreated', order: ORDER });
    expect(s.step).toBe('choicePayment');
    expect(s.order).toEqual(ORDER);
    expect(s.busy).toBe('pay');
    s = run(s, {
      type: 'payStarted',
      orderId: 7,
      method: 'card',
      data: payData('/sandbox/bank/x'),
    });
    expect(s.paymentUrl).toBe('/sandbox/bank/x');
  });

  it('a guest opens the login step from checkout only; back from it leads to the scheme', () => {
    const atScheme = run(loaded(false), { type: 'select', selection: ['1'] });
    expect(run(atScheme, { type: 'login' }).step).toBe('scheme');
    const s = run(atScheme, { type: 'continue' }, { type: 'login' });
    expect(s.step).toBe('login');
    expect(s.selection).toEqual(['1']);
    expect(backTarget('login', true)).toEqual({ step: 'scheme', cancelsOrder: false });
    expect(run(s, { type: 'back' }).step).toBe('scheme');
    // With a live order there is nothing to sign in for: its seats are already held.
    const paying = run(
      s,
      { type: 'back' },
      { type: 'continue' },
      { type: 'orderCreated', order: ORDER },
    );
    expect(run(paying, { type: 'login' }).step).toBe('choicePayment');
  });

  it('skips info when the session has none', () => {
    expect(stepAfterScheme(false)).toBe('checkout');
    const s = run(loaded(false), { type: 'select', selection: ['1'] }, { type: 'continue' });
    expect(s.step).toBe('checkout');
  });

  it('does not continue without seats', () => {
    expect(run(loaded(false), { type: 'continue' }).step).toBe('scheme');
  });

  it('removing the last seat returns to the scheme', () => {
    const s = run(
      loaded(true),
      { type: 'select', selection: ['1'] },
      { type: 'continue' },
      { type: 'continue' },
      { type: 'select', selection: [] },
    );
    expect(s.step).toBe('scheme');
    expect(s.selection).toEqual([]);
  });

  it('keeps the seats of a live order fixed', () => {
    const s = run(
      loaded(false),
      { type: 'select', selection: ['1'] },
      { type: 'continue' },
      { type: 'orderCreated', order: ORDER },
      { type: 'select', selection: ['1', '2'] },
    );
    expect(s.selection).toEqual(['1']);
  });

  it('a new session starts a new choice; the same session keeps it', () => {
    const s = run(loaded(false), { type: 'select', selection: ['1'] });
    expect(run(s, { type: 'sessionLoaded', sessionId: 5, hasInfo: false }).selection).toEqual([
      '1',
    ]);
    expect(run(s, { type: 'sessionLoaded', sessionId: 6, hasInfo: false }).selection).toEqual([]);
    expect(
      run(s, { type: 'sessionLoaded', sessionId: 6, hasInfo: false, selection: ['9'] }).selection,
    ).toEqual(['9']);
  });

  it('says over the map why seats that waited for it are fewer (decision 429)', () => {
    const came = run(initialPurchaseState(5), {
      type: 'sessionLoaded',
      sessionId: 6,
      hasInfo: false,
      selection: ['9'],
      notice: 'Некоторые места уже заняли, они убраны из выбора.',
    });
    expect(came).toMatchObject({
      selection: ['9'],
      notice: 'Некоторые места уже заняли, они убраны из выбора.',
    });
    // Closed sales say so instead.
    expect(
      run(initialPurchaseState(5), {
        type: 'sessionLoaded',
        sessionId: 6,
        hasInfo: false,
        closed: true,
        selection: ['9'],
        notice: 'Некоторые места уже заняли, они убраны из выбора.',
      }).notice,
    ).toBe('');
  });

  it('keeps the sessions the popup ordered in across a switch (their earlier unpaid orders were replaced)', () => {
    const ordered = run(
      loaded(false),
      { type: 'select', selection: ['1'] },
      { type: 'continue' },
      { type: 'orderCreated', order: ORDER },
      { type: 'expired' },
    );
    expect(ordered.orderedSessions).toEqual([5]);
    const switched = run(ordered, { type: 'sessionLoaded', sessionId: 6, hasInfo: false });
    expect(switched.orderedSessions).toEqual([5]);
  });
});

describe('back rules', () => {
  it('from choicePayment cancels the order and returns to checkout', () => {
    expect(backTarget('choicePayment', true)).toEqual({ step: 'checkout', cancelsOrder: true });
    const s = run(
      loaded(true),
      { type: 'select', selection: ['1'] },
      { type: 'continue' },
      { type: 'continue' },
      { type: 'orderCreated', order: ORDER },
      { type: 'payStarted', orderId: 7, method: 'card', data: payData('/bank') },
      { type: 'back' },
    );
    expect(s.step).toBe('checkout');
    expect(s.order).toBeNull();
    expect(s.paymentUrl).toBeNull();
    expect(s.selection).toEqual(['1']);
  });

  it('from checkout goes to info if info exists, else to the scheme', () => {
    expect(backTarget('checkout', true)).toEqual({ step: 'info', cancelsOrder: false });
    expect(backTarget('checkout', false)).toEqual({ step: 'scheme', cancelsOrder: false });
  });

  it('from other steps goes to the scheme', () => {
    expect(backTarget('info', true)).toEqual({ step: 'scheme', cancelsOrder: false });
    const s = run(loaded(true), { type: 'select', selection: ['1'] }, { type: 'continue' });
    expect(run(s, { type: 'back' }).step).toBe('scheme');
    // The scheme has nowhere to go back to.
    expect(run(loaded(true), { type: 'back' }).step).toBe('scheme');
  });
});

describe('expiry and the timetable strip', () => {
  it('expiry during choicePayment drops the order and returns to checkout', () => {
    const s = run(
      loaded(false),
      { type: 'select', selection: ['1'] },
      { type: 'continue' },
      { type: 'orderCreated', order: ORDER },
      { type: 'expired' },
    );
    expect(s.step).toBe('checkout');
    expect(s.order).toBeNull();
  });

  it('expiry elsewhere changes nothing', () => {
    const s = run(loaded(false), { type: 'select', selection: ['1'] });
    expect(run(s, { type: 'expired' })).toBe(s);
  });

  it('hides the strip while an unpaid order exists or during choicePayment', () => {
    const s = run(loaded(false), { type: 'select', selection: ['1'] });
    expect(showsTimetable(s, false)).toBe(true);
    expect(showsTimetable(s, true)).toBe(false);
    const paying = run(s, { type: 'continue' }, { type: 'orderCreated', order: ORDER });
    expect(showsTimetable(paying, false)).toBe(false);
  });
});

describe('payment methods and commands', () => {
  it('without payment.methods offers card alone and starts its payment at once', () => {
    const s = run(
      loaded(false),
      { type: 'select', selection: ['1'] },
      { type: 'continue' },
      { type: 'orderCreated', order: ORDER },
    );
    expect(s.methods.map((m) => m.key)).toEqual(['card']);
    expect(s.commands).toEqual([
      { type: 'markUnpaid', orderId: 7 },
      { type: 'pay', orderId: 7, method: 'card' },
    ]);
  });

  it('a direct bank page from create_order opens without a pay call', () => {
    const s = run(
      loaded(false),
      { type: 'select', selection: ['1'] },
      { type: 'continue' },
      { type: 'orderCreated', order: ORDER, methods: { card: {} }, url: '/bank/direct' },
    );
    expect(s.paymentUrl).toBe('/bank/direct');
    expect(s.commands).toEqual([{ type: 'markUnpaid', orderId: 7 }]);
  });
});

describe('a session whose sales the cinema closed', () => {
  const press = (id: string): PurchaseEvent => ({
    type: 'seatPressed',
    press: { id, sold: false, row: '1', place: id, price: 300, via: 'pointer' },
  });

  it('chooses its free seats while sales are open', () => {
    expect(run(loaded(false), press('4')).selection).toEqual(['4']);
  });

  it('refuses every press with the reason, and drops a restored choice', () => {
    const closed = run(initialPurchaseState(5), {
      type: 'sessionLoaded',
      sessionId: 5,
      hasInfo: false,
      closed: true,
      selection: ['4'],
    });
    expect(closed.selection).toEqual([]);
    const pressed = run(closed, press('4'));
    expect(pressed.selection).toEqual([]);
    expect(pressed.notice).toBe('Продажа билетов на этот сеанс закрыта.');
    expect(run(pressed, { type: 'continue' }).step).toBe('scheme');
  });
});
