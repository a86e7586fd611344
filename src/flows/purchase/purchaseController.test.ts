import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { OrderCreateResponse, PayData } from '@softkino/contract';
import { PurchaseController, type PurchaseApi, type PurchaseHost } from './purchaseController';
import { clearUnpaidMarkers, readOrderId, readPaymentLink } from './unpaidMarkers';

const ORDER_ID = 41;
const INPUT = { session: 5, seats: [1, 2], email: 'a@b.ru', phone: '', bonusPay: 0 };

function createdReply(methods: Record<string, object> = { card: {} }): OrderCreateResponse['data'] {
  return {
    'order-id': ORDER_ID,
    'user-id': null,
    number: 'SK-41',
    // Hold of 60 s: the client ends the payment 10 s earlier.
    expire_date_unix: Math.floor(Date.now() / 1000) + 60,
    amount: 700,
    bonus_pay: 0,
    payment: { provider: 'sandbox', methods },
  };
}

function payData(redirect_url = '/sandbox/bank/41'): PayData {
  return {
    redirect_url,
    order_number: '41',
    callback_url: '/order/41',
    bonus_order: false,
    expire_date_unix: 0,
  };
}

function refusal(status: number, message: string): ApiError {
  const error = new ApiError('server', message);
  error.status = status;
  return error;
}

function fakes(overrides: Partial<PurchaseApi> = {}, free: number[] = [1, 2]) {
  const api = {
    createOrder: vi.fn(async () => createdReply()),
    payOrder: vi.fn(async () => payData()),
    sbpStatus: vi.fn(async () => 'pending' as const),
    cancelOrder: vi.fn(async () => {}),
    ...overrides,
  } satisfies PurchaseApi;
  const host = {
    refreshPlaces: vi.fn(async () => new Set(free)),
    refreshFailedText: 'Ошибка загрузки мест сеанса',
    close: vi.fn(),
  } satisfies PurchaseHost;
  const alerts = { paid: vi.fn(), timeout: vi.fn() };
  const remindUnpaid = vi.fn();
  const controller = new PurchaseController({ api, host, alerts, remindUnpaid });
  controller.start();
  return { api, host, alerts, controller, remindUnpaid };
}

/** At checkout with seats 1 and 2 (a session with info: scheme → info → checkout). */
function atCheckout(controller: PurchaseController) {
  controller.dispatch({
    type: 'sessionLoaded',
    sessionId: 5,
    hasInfo: true,
    selection: ['1', '2'],
  });
  controller.dispatch({ type: 'continue' });
  controller.dispatch({ type: 'continue' });
}

async function buy(controller: PurchaseController) {
  atCheckout(controller);
  controller.dispatch({ type: 'buy', input: INPUT });
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  clearUnpaidMarkers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PurchaseController: create and pay', () => {
  it('creates the order, marks it unpaid, and with card alone starts the card payment at once', async () => {
    const { api, controller } = fakes();
    atCheckout(controller);
    controller.dispatch({ type: 'buy', input: INPUT });
    expect(controller.getState().busy).toBe('create');
    controller.dispatch({ type: 'buy', input: INPUT });
    expect(api.createOrder).toHaveBeenCalledTimes(1);
    expect(api.createOrder).toHaveBeenCalledWith(INPUT);
    await vi.advanceTimersByTimeAsync(0);
    expect(readOrderId()).toBe(ORDER_ID);
    expect(api.payOrder).toHaveBeenCalledWith(ORDER_ID, 'card', {});
    const state = controller.getState();
    expect(state).toMatchObject({
      step: 'choicePayment',
      paymentUrl: '/sandbox/bank/41',
      busy: null,
    });
    expect(state.order).toMatchObject({ id: ORDER_ID, number: 'SK-41', amount: 700 });
    expect(readPaymentLink()).toMatchObject({ url: '/sandbox/bank/41', orderId: ORDER_ID });
  });

  it('an order paid partly with points asks the methods for the money left, and says both', async () => {
    const { controller } = fakes({
      createOrder: vi.fn(async () => ({ ...createdReply(), amount: 660, bonus_pay: 500 })),
    });
    await buy(controller);
    expect(controller.getState().order).toMatchObject({ amount: 160, bonusPay: 500 });
  });

  it('lists the methods create_order sends, SberPay, SBP, card; the buyer pays with card', async () => {
    const { api, controller } = fakes({
      createOrder: vi.fn(async () => createdReply({ card: {}, sbp: {}, sberpay: {} })),
    });
    await buy(controller);
    expect(controller.getState().methods.map((m) => m.key)).toEqual(['sberpay', 'sbp', 'card']);
    expect(controller.getState().method).toBe('card');
    expect(api.payOrder).not.toHaveBeenCalled();
    controller.dispatch({ type: 'chooseMethod', method: 'sbp' });
    expect(controller.getState().method).toBe('sbp');
    controller.dispatch({ type: 'chooseMethod', method: 'card' });
    controller.dispatch({ type: 'pay' });
    expect(api.payOrder).toHaveBeenCalledWith(ORDER_ID, 'card', {});
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().paymentUrl).toBe('/sandbox/bank/41');
  });

  it('shows a refused payment under the methods; 410 ends the payment as timed out', async () => {
    const payOrder = vi.fn(async (): Promise<PayData> => {
      throw refusal(400, 'Этот способ оплаты недоступен.');
    });
    const { api, host, alerts, controller } = fakes({ payOrder });
    await buy(controller);
    expect(controller.getState()).toMatchObject({
      step: 'choicePayment',
      busy: null,
      error: 'Этот способ оплаты недоступен.',
    });
    payOrder.mockRejectedValueOnce(refusal(410, 'Время ожидания оплаты истекло.'));
    controller.dispatch({ type: 'pay' });
    await vi.advanceTimersByTimeAsync(0);
    expect(host.close).toHaveBeenCalled();
    expect(alerts.timeout).toHaveBeenCalled();
    expect(api.cancelOrder).toHaveBeenCalledWith(ORDER_ID);
    expect(readOrderId()).toBeNull();
  });

  it("the bank page's 'paid' closes the popup, clears the markers and cancels nothing", async () => {
    const { api, host, alerts, controller } = fakes();
    await buy(controller);
    controller.dispatch({ type: 'frameMessage', message: 'paid' });
    expect(host.close).toHaveBeenCalled();
    expect(alerts.paid).toHaveBeenCalledWith(ORDER_ID);
    expect(readOrderId()).toBeNull();
    expect(api.cancelOrder).not.toHaveBeenCalled();
  });
});

describe('PurchaseController: seats taken', () => {
  it('on 409 re-reads the hall and keeps only the seats still free, whatever the text', async () => {
    const { host, controller } = fakes(
      { createOrder: vi.fn(async () => Promise.reject(refusal(409, 'Seats are gone'))) },
      [1],
    );
    await buy(controller);
    expect(host.refreshPlaces).toHaveBeenCalledTimes(1);
    expect(controller.getState()).toMatchObject({
      step: 'checkout',
      selection: ['1'],
      error: 'Seats are gone',
      notice: 'Seats are gone',
      busy: null,
      order: null,
    });
    expect(readOrderId()).toBeNull();
  });

  it('another refusal only shows its text; a failed re-read says so under the map', async () => {
    const createOrder = vi.fn(async (): Promise<OrderCreateResponse['data']> => {
      throw refusal(400, 'Некорректный список мест.');
    });
    const { host, controller } = fakes({ createOrder });
    await buy(controller);
    expect(host.refreshPlaces).not.toHaveBeenCalled();
    expect(controller.getState()).toMatchObject({ error: 'Некорректный список мест.', notice: '' });
    createOrder.mockRejectedValueOnce(refusal(409, 'Места уже заняты: ряд 1, место 2'));
    host.refreshPlaces.mockRejectedValueOnce(new Error('offline'));
    controller.dispatch({ type: 'buy', input: INPUT });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().notice).toBe('Ошибка загрузки мест сеанса');
    expect(controller.getState().selection).toEqual(['1', '2']);
  });
});

describe('PurchaseController: expiry', () => {
  it('at the end of the time before the bank page opens: cancels and returns to checkout', async () => {
    const { api, alerts, controller } = fakes({
      createOrder: vi.fn(async () => createdReply({ card: {}, sbp: {} })),
    });
    await buy(controller);
    await vi.advanceTimersByTimeAsync(49_000);
    expect(api.cancelOrder).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.cancelOrder).toHaveBeenCalledWith(ORDER_ID);
    expect(controller.getState()).toMatchObject({ step: 'checkout', order: null });
    expect(readOrderId()).toBeNull();
    expect(alerts.timeout).not.toHaveBeenCalled();
    // Once: the countdown of the cancelled order is gone.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.cancelOrder).toHaveBeenCalledTimes(1);
  });

  it('with the bank page open: tells the page, closes the popup and says the order is not paid', async () => {
    const { api, host, alerts, controller } = fakes();
    await buy(controller);
    const postTimeout = vi.fn();
    controller.frame.current = { postTimeout };
    await vi.advanceTimersByTimeAsync(50_000);
    expect(postTimeout).toHaveBeenCalledTimes(1);
    expect(host.close).toHaveBeenCalledTimes(1);
    expect(alerts.timeout).toHaveBeenCalledTimes(1);
    expect(api.cancelOrder).toHaveBeenCalledWith(ORDER_ID);
    expect(readPaymentLink()).toBeNull();
  });
});

describe('PurchaseController: back', () => {
  it('goes back step by step; only back from payment cancels the order', async () => {
    const { api, controller } = fakes();
    await buy(controller);
    controller.dispatch({ type: 'back' });
    expect(api.cancelOrder).toHaveBeenCalledWith(ORDER_ID);
    expect(readOrderId()).toBeNull();
    expect(controller.getState()).toMatchObject({
      step: 'checkout',
      order: null,
      paymentUrl: null,
    });
    controller.dispatch({ type: 'back' });
    expect(controller.getState().step).toBe('info');
    controller.dispatch({ type: 'back' });
    expect(controller.getState().step).toBe('scheme');
    controller.dispatch({ type: 'back' });
    expect(controller.getState().step).toBe('scheme');
    expect(controller.getState().selection).toEqual(['1', '2']);
    // The countdown of the cancelled order is gone: its time ending cancels nothing more.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.cancelOrder).toHaveBeenCalledTimes(1);
  });

  it('back from login leads to the scheme', () => {
    const { controller } = fakes();
    atCheckout(controller);
    controller.dispatch({ type: 'login' });
    expect(controller.getState().step).toBe('login');
    controller.dispatch({ type: 'back' });
    expect(controller.getState().step).toBe('scheme');
  });

  it('a payment link that arrives after back is not kept', async () => {
    let answer: (reply: PayData) => void = () => {};
    const { controller } = fakes({
      payOrder: vi.fn(() => new Promise<PayData>((r) => (answer = r))),
    });
    await buy(controller);
    controller.dispatch({ type: 'back' });
    answer(payData());
    await vi.advanceTimersByTimeAsync(0);
    expect(readPaymentLink()).toBeNull();
    expect(controller.getState().paymentUrl).toBeNull();
  });
});

describe('PurchaseController: leaving the popup', () => {
  it('says its live order is unpaid when it closes, not on a remount or without an order', async () => {
    const { controller, remindUnpaid } = fakes();
    atCheckout(controller);
    controller.stop();
    controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(remindUnpaid).not.toHaveBeenCalled();
    controller.dispatch({ type: 'buy', input: INPUT });
    await vi.advanceTimersByTimeAsync(0);
    // StrictMode's remount: stopped and started in one task.
    controller.stop();
    controller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(remindUnpaid).not.toHaveBeenCalled();
    controller.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(remindUnpaid).toHaveBeenCalledExactlyOnceWith(ORDER_ID);
  });

  it('leaves the order unpaid for #pay: no cancel at the end of the time, the late link is kept', async () => {
    let answer: (reply: PayData) => void = () => {};
    const { api, alerts, controller } = fakes({
      payOrder: vi.fn(() => new Promise<PayData>((r) => (answer = r))),
    });
    await buy(controller);
    controller.stop();
    answer(payData());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.cancelOrder).not.toHaveBeenCalled();
    expect(alerts.timeout).not.toHaveBeenCalled();
    expect(readOrderId()).toBe(ORDER_ID);
    expect(readPaymentLink()).toMatchObject({ url: '/sandbox/bank/41', orderId: ORDER_ID });
  });
});
