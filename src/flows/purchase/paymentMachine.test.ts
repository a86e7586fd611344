import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES, type PayData, type PayMethod } from '@softkino/contract';
import { REDIRECT_DELAY_MS, SBP_FIRST_POLL_MS, SBP_POLL_INTERVAL_MS } from '../../lib/timings';
import { ORDER_EXPIRED_TEXT, sberPayUrl } from './paymentMachine';
import {
  initialPurchaseState,
  reducePurchase,
  type PurchaseEvent,
  type PurchaseState,
} from './purchaseMachine';

const ORDER = { id: 7, number: '7', amount: 700, bonusPay: 0, expiresAt: 1000 };
const ALL = { card: {}, sbp: {}, sberpay: {}, pushkin_card: {}, google: { merchant_id: 'm1' } };

function data(extra: Partial<PayData> = {}): PayData {
  return {
    redirect_url: '/sandbox/sbp/t7',
    order_number: '7',
    callback_url: '/order/7',
    bonus_order: false,
    expire_date_unix: 0,
    ...extra,
  };
}

function run(state: PurchaseState, ...events: PurchaseEvent[]): PurchaseState {
  return events.reduce(reducePurchase, state);
}

/** choicePayment of order 7 with every method offered. */
function choosing(): PurchaseState {
  return run(
    initialPurchaseState(5),
    { type: 'sessionLoaded', sessionId: 5, hasInfo: false },
    { type: 'select', selection: ['1'] },
    { type: 'continue' },
    { type: 'orderCreated', order: ORDER, methods: ALL },
  );
}

function paying(method: PayMethod): PurchaseState {
  return run(choosing(), { type: 'chooseMethod', method }, { type: 'pay' });
}

/** The SBP panel open, its first poll asked. */
function sbpOpen(): PurchaseState {
  return run(paying('sbp'), { type: 'payStarted', orderId: 7, method: 'sbp', data: data() });
}

describe('choicePayment', () => {
  it('offers every method, card chosen; any method can be chosen', () => {
    const s = choosing();
    expect(s.methods.map((m) => m.key)).toEqual([
      'sberpay',
      'sbp',
      'card',
      'pushkin_card',
      'google-pay',
    ]);
    expect(s.method).toBe('card');
    expect(s.commands).toEqual([{ type: 'markUnpaid', orderId: 7 }]);
    expect(run(s, { type: 'chooseMethod', method: 'sberpay' }).method).toBe('sberpay');
    // Apple Pay was not offered on this device: it cannot be chosen.
    expect(run(s, { type: 'chooseMethod', method: 'apple-pay' }).method).toBe('card');
  });

  it("each method's buy button asks for its own payment", () => {
    expect(paying('card').commands).toEqual([{ type: 'pay', orderId: 7, method: 'card' }]);
    expect(paying('sbp').commands).toEqual([{ type: 'pay', orderId: 7, method: 'sbp' }]);
    expect(paying('sberpay').commands).toEqual([{ type: 'pay', orderId: 7, method: 'sberpay' }]);
    expect(paying('google-pay')).toMatchObject({ busy: 'wallet' });
    expect(paying('google-pay').commands).toEqual([
      {
        type: 'walletPay',
        orderId: 7,
        method: 'google-pay',
        amount: 700,
        settings: { merchant_id: 'm1' },
      },
    ]);
    // The Pushkin card asks for the name first: no call yet.
    const pushkin = paying('pushkin_card');
    expect(pushkin).toMatchObject({ step: 'pushkinPay', busy: null });
    expect(pushkin.commands).toEqual(choosing().commands);
  });

  it('a second press while paying sends nothing more', () => {
    const s = paying('sbp');
    expect(run(s, { type: 'pay' })).toBe(s);
    expect(run(s, { type: 'chooseMethod', method: 'card' })).toBe(s);
  });

  it('a refused payment shows the text under the method; 410 ends as timed out', () => {
    const refused = run(paying('sbp'), {
      type: 'payFailed',
      orderId: 7,
      failure: { status: 400, message: PAYMENT_MESSAGES.methodUnavailable },
    });
    expect(refused).toMatchObject({ step: 'choicePayment', busy: null });
    expect(refused.error).toBe(PAYMENT_MESSAGES.methodUnavailable);
    const gone = run(paying('card'), {
      type: 'payFailed',
      orderId: 7,
      failure: { status: 410, message: 'x' },
    });
    expect(gone.commands).toEqual([{ type: 'finish', outcome: 'timeout', orderId: 7 }]);
  });

  it('a wallet payment goes to the wallet page and clears the markers', () => {
    const s = run(paying('google-pay'), {
      type: 'payStarted',
      orderId: 7,
      method: 'google-pay',
      data: data({ googleRedirectUrl: '/order/7?paid=google' }),
    });
    expect(s.leaving).toBe('wallet');
    expect(s.commands).toEqual([
      { type: 'clearMarkers' },
      { type: 'redirect', url: '/order/7?paid=google', delayMs: 0 },
    ]);
  });
});

describe('sbpPay', () => {
  it('opens with the QR, keeps the SBPPAY marker and polls first after 30 s', () => {
    const s = sbpOpen();
    expect(s).toMatchObject({ step: 'sbpPay', busy: null, paymentUrl: null });
    expect(s.pay?.redirect_url).toBe('/sandbox/sbp/t7');
    expect(s.commands).toEqual([
      {
        type: 'storeSbp',
        marker: { orderId: 7, orderNumber: '7', callbackUrl: '/order/7', expiresAt: 1000 },
      },
      { type: 'pollSbp', orderId: 7, orderNumber: '7', delayMs: SBP_FIRST_POLL_MS },
    ]);
  });

  it('pending or a failed poll: asks again after 15 s', () => {
    const poll = { type: 'pollSbp', orderId: 7, orderNumber: '7', delayMs: SBP_POLL_INTERVAL_MS };
    expect(run(sbpOpen(), { type: 'sbpPolled', orderId: 7, status: 'pending' }).commands).toEqual([
      poll,
    ]);
    expect(run(sbpOpen(), { type: 'sbpPollFailed', orderId: 7 }).commands).toEqual([poll]);
  });

  it('paid: clears the markers and goes to the callback page after 1 s', () => {
    const s = run(sbpOpen(), { type: 'sbpPolled', orderId: 7, status: 'paid' });
    expect(s.leaving).toBe('paid');
    expect(s.commands).toEqual([
      { type: 'clearMarkers' },
      { type: 'redirect', url: '/order/7', delayMs: REDIRECT_DELAY_MS },
    ]);
    // Nothing after that: a late answer or the time ending changes nothing.
    expect(run(s, { type: 'sbpPolled', orderId: 7, status: 'expired' })).toBe(s);
    expect(run(s, { type: 'expired' })).toBe(s);
    expect(run(s, { type: 'back' })).toBe(s);
  });

  it('expired: clears the markers and goes home after 1 s', () => {
    const s = run(sbpOpen(), { type: 'sbpPolled', orderId: 7, status: 'expired' });
    expect(s.leaving).toBe('expired');
    expect(s.commands).toEqual([
      { type: 'clearMarkers' },
      { type: 'redirect', url: '/?payment=expired', delayMs: REDIRECT_DELAY_MS },
    ]);
  });

  it("the order's time ending hides the QR and keeps polling: no cancel", () => {
    const s = run(sbpOpen(), { type: 'expired' });
    expect(s).toMatchObject({ step: 'sbpPay', sbpLate: true });
    expect(s.order).toEqual(ORDER);
    expect(s.commands).toEqual([]);
    expect(run(s, { type: 'sbpPolled', orderId: 7, status: 'paid' }).leaving).toBe('paid');
  });

  it('back returns to the methods with the order, stops polling and drops SBPPAY', () => {
    const s = run(sbpOpen(), { type: 'back' });
    expect(s).toMatchObject({ step: 'choicePayment', pay: null, order: ORDER });
    expect(s.commands).toEqual([{ type: 'stopSbpPoll' }, { type: 'clearSbp' }]);
    // A poll answer for the closed panel is not used.
    expect(run(s, { type: 'sbpPolled', orderId: 7, status: 'paid' })).toBe(s);
    // And back again cancels the order (spec: back from choicePayment).
    const out = run(s, { type: 'back' });
    expect(out).toMatchObject({ step: 'checkout', order: null });
    expect(out.commands).toEqual([{ type: 'cancel', orderId: 7 }]);
  });
});

describe('sberpay', () => {
  const sber = data({
    redirect_url: '/sandbox/sberpay/t7',
    token: 'tok',
    returnUrl: '/order/7',
    amount: 700,
    shopName: 'СофтКино',
    orderNumber: '7',
  });

  it('shows the SberPay button; pressing it goes to the SberPay page with the token', () => {
    const s = run(paying('sberpay'), {
      type: 'payStarted',
      orderId: 7,
      method: 'sberpay',
      data: sber,
    });
    expect(s.step).toBe('sberpay');
    const out = run(s, { type: 'openSberPay' });
    expect(out.leaving).toBe('sberpay');
    expect(out.commands).toEqual([
      {
        type: 'redirect',
        url: '/sandbox/sberpay/t7?token=tok&returnUrl=%2Forder%2F7&amount=700&shopName=%D0%A1%D0%BE%D1%84%D1%82%D0%9A%D0%B8%D0%BD%D0%BE&orderNumber=7',
        delayMs: 0,
      },
    ]);
  });

  it('keeps the fields the page address already names, and another site whole', () => {
    expect(sberPayUrl(data({ redirect_url: '/sp?token=a', token: 'b' }))).toBe(
      '/sp?token=a&orderNumber=7',
    );
    expect(sberPayUrl(data({ redirect_url: 'https://bank.example/pay' }))).toBe(
      'https://bank.example/pay?orderNumber=7',
    );
  });

  it('back returns to the methods with the order kept; the SberPay page is not opened', () => {
    const s = run(paying('sberpay'), {
      type: 'payStarted',
      orderId: 7,
      method: 'sberpay',
      data: sber,
    });
    const out = run(s, { type: 'back' });
    expect(out).toMatchObject({ step: 'choicePayment', order: ORDER, pay: null });
    expect(out.commands).toEqual([]);
    expect(run(out, { type: 'openSberPay' })).toBe(out);
  });

  it('the time ending before the page opens cancels the order and returns to checkout', () => {
    const s = run(paying('sberpay'), {
      type: 'payStarted',
      orderId: 7,
      method: 'sberpay',
      data: sber,
    });
    const out = run(s, { type: 'expired' });
    expect(out).toMatchObject({ step: 'checkout', order: null, pay: null });
    expect(out.orderedSessions).toEqual([out.sessionId]);
    expect(out.commands).toEqual([{ type: 'cancel', orderId: 7 }]);
    // The buyer is told why they are back on the form (spec section 8's timeout words).
    expect(out.error).toBe(ORDER_EXPIRED_TEXT);
    expect(out.error.startsWith('Время ожидания оплаты заказа истекло.')).toBe(true);
  });
});

describe('pushkinPay', () => {
  it('pays only with a full name of three words, and sends it', () => {
    let s = paying('pushkin_card');
    s = run(s, { type: 'fio', value: 'Иванов Иван' }, { type: 'payPushkin' });
    expect(s.busy).toBeNull();
    s = run(s, { type: 'fio', value: 'Иванов Иван Иванович ' }, { type: 'payPushkin' });
    expect(s.busy).toBe('pay');
    expect(s.commands).toEqual([
      { type: 'pay', orderId: 7, method: 'pushkin_card', fio: 'Иванов Иван Иванович' },
    ]);
  });

  it('takes a name typed with two spaces or pasted with a no-break one, and sends it single-spaced', () => {
    const s = run(
      paying('pushkin_card'),
      { type: 'fio', value: ' Сидорова-Ёлкина  Анна\u00a0Сергеевна' },
      { type: 'payPushkin' },
    );
    expect(s.busy).toBe('pay');
    expect(s.commands).toEqual([
      { type: 'pay', orderId: 7, method: 'pushkin_card', fio: 'Сидорова-Ёлкина Анна Сергеевна' },
    ]);
  });

  it('then shows the Mir card page in the frame; its messages end the payment', () => {
    const s = run(
      paying('pushkin_card'),
      { type: 'fio', value: 'Petrov Petr Petrovich' },
      { type: 'payPushkin' },
      {
        type: 'payStarted',
        orderId: 7,
        method: 'pushkin_card',
        data: data({ redirect_url: '/sandbox/bank/p7' }),
      },
    );
    expect(s).toMatchObject({ step: 'pushkinPay', paymentUrl: '/sandbox/bank/p7' });
    expect(run(s, { type: 'frameMessage', message: 'paid' }).commands).toEqual([
      { type: 'finish', outcome: 'paid', orderId: 7 },
    ]);
    // The time ending with the page open: the page is told, the popup says 'Заказ не оплачен'.
    expect(run(s, { type: 'expired' }).commands).toEqual([
      { type: 'postTimeout' },
      { type: 'finish', outcome: 'timeout', orderId: 7 },
    ]);
  });

  it('the time ending on the name form cancels the order and returns to checkout', () => {
    const out = run(paying('pushkin_card'), { type: 'expired' });
    expect(out).toMatchObject({ step: 'checkout', order: null, fio: '' });
    expect(out.commands).toEqual([{ type: 'cancel', orderId: 7 }]);
  });

  it('back returns to the methods with the order kept', () => {
    const out = run(paying('pushkin_card'), { type: 'back' });
    expect(out).toMatchObject({ step: 'choicePayment', order: ORDER });
    expect(out.commands).toEqual([]);
  });

  it('a refusal of the server shows under the form', () => {
    const s = run(
      paying('pushkin_card'),
      { type: 'fio', value: 'Иванов Иван Иванович' },
      { type: 'payPushkin' },
      {
        type: 'payFailed',
        orderId: 7,
        failure: { status: 400, message: PAYMENT_MESSAGES.pushkinOneSeat },
      },
    );
    expect(s).toMatchObject({
      step: 'pushkinPay',
      busy: null,
      error: PAYMENT_MESSAGES.pushkinOneSeat,
    });
  });
});
