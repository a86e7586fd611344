import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  PAYMENT_MESSAGES,
  type OrderCreateResponse,
  type PayData,
  type SbpOrderStatus,
} from '@softkino/contract';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { PurchaseController, type PurchaseApi } from './purchaseController';
import { clearUnpaidMarkers, readOrderId, readSbpPayment } from './unpaidMarkers';
import { WalletError, type WalletDriver } from './wallets';

/**
 * The payment steps run by the PurchaseController with a fake API, fake wallets and fake
 * timers: SBP polling at 30 s then every 15 s, the 1 s redirects, the 1 s wallet delay, the
 * order's expiry in each step, and back from each step.
 */
const ORDER_ID = 41;
const HOLD_S = 120; // the client ends the payment 10 s earlier: at 110 s

function createdReply(): OrderCreateResponse['data'] {
  return {
    'order-id': ORDER_ID,
    'user-id': null,
    number: '41',
    expire_date_unix: Math.floor(Date.now() / 1000) + HOLD_S,
    amount: 700,
    bonus_pay: 0,
    payment: {
      provider: 'sandbox',
      methods: { card: {}, sbp: {}, sberpay: {}, pushkin_card: {}, google: {}, apple: {} },
    },
  };
}

function payData(extra: Partial<PayData> = {}): PayData {
  return {
    redirect_url: '/sandbox/sbp/t41',
    order_number: '41',
    callback_url: '/order/41',
    bonus_order: false,
    expire_date_unix: 0,
    qrImage: 'data:image/png;base64,AAAA',
    sbp_banks: [],
    ...extra,
  };
}

function serverRefusal(status: number, message: string): ApiError {
  const error = new ApiError('server', message);
  error.status = status;
  return error;
}

function setup(
  options: {
    statuses?: (SbpOrderStatus | Error)[];
    pay?: PurchaseApi['payOrder'];
    wallets?: Partial<WalletDriver>;
  } = {},
) {
  const statuses = [...(options.statuses ?? [])];
  const api = {
    createOrder: vi.fn(async () => createdReply()),
    cancelOrder: vi.fn(async () => {}),
    payOrder: vi.fn(options.pay ?? (async () => payData())),
    sbpStatus: vi.fn(async (): Promise<SbpOrderStatus> => {
      const next = statuses.shift() ?? 'pending';
      if (next instanceof Error) throw next;
      return next;
    }),
  } satisfies PurchaseApi;
  const wallets = {
    applePayAvailable: vi.fn(() => false),
    token: vi.fn(async () => 'dG9rZW4='),
    ...options.wallets,
  };
  const navigate = vi.fn();
  const host = { refreshPlaces: vi.fn(), refreshFailedText: '', close: vi.fn() };
  const alerts = { paid: vi.fn(), timeout: vi.fn() };
  const controller = new PurchaseController({ api, host, alerts, wallets, navigate });
  controller.start();
  return { api, wallets, navigate, host, alerts, controller };
}

/** Order 41 created, its methods listed. */
async function choosing(controller: PurchaseController) {
  controller.dispatch({ type: 'sessionLoaded', sessionId: 5, hasInfo: false, selection: ['1'] });
  controller.dispatch({ type: 'continue' });
  controller.dispatch({
    type: 'buy',
    input: { session: 5, seats: [1], email: 'a@b.ru', phone: '', bonusPay: 0 },
  });
  await vi.advanceTimersByTimeAsync(0);
}

async function openSbp(controller: PurchaseController) {
  await choosing(controller);
  controller.dispatch({ type: 'chooseMethod', method: 'sbp' });
  controller.dispatch({ type: 'pay' });
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  clearUnpaidMarkers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SBP polling', () => {
  it('polls first after 30 s, then every 15 s, while pending or failing', async () => {
    const { api, controller } = setup({
      statuses: ['pending', new Error('offline'), serverRefusal(500, 'x'), 'pending'],
    });
    await openSbp(controller);
    expect(api.payOrder).toHaveBeenCalledWith(ORDER_ID, 'sbp', {});
    expect(controller.getState().step).toBe('sbpPay');
    expect(readSbpPayment()).toMatchObject({ orderId: ORDER_ID, orderNumber: '41' });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(api.sbpStatus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.sbpStatus).toHaveBeenCalledTimes(1);
    expect(api.sbpStatus).toHaveBeenCalledWith('41');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(api.sbpStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.sbpStatus).toHaveBeenCalledTimes(2);
    // A network failure and a server error do not stop it.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(api.sbpStatus).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(api.sbpStatus).toHaveBeenCalledTimes(4);
    expect(controller.getState().step).toBe('sbpPay');
  });

  it('paid: clears the markers at once and opens the callback page 1 s later', async () => {
    const { api, navigate, controller } = setup({ statuses: ['pending', 'paid'] });
    await openSbp(controller);
    expect(readOrderId()).toBe(ORDER_ID);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(controller.getState().leaving).toBe('paid');
    expect(readOrderId()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.sbpPay)).toBeNull();
    expect(document.cookie).not.toContain('UNPAID_ORDER=41');
    await vi.advanceTimersByTimeAsync(999);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith('/order/41');
    // Polling is over.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.sbpStatus).toHaveBeenCalledTimes(2);
    expect(api.cancelOrder).not.toHaveBeenCalled();
  });

  it('expired: clears the markers and goes home 1 s later', async () => {
    const { navigate, controller } = setup({ statuses: ['expired'] });
    await openSbp(controller);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(readOrderId()).toBeNull();
    expect(readSbpPayment()).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(navigate).toHaveBeenCalledWith('/?payment=expired');
  });

  it("the order's time ending keeps polling and cancels nothing; the server decides", async () => {
    const { api, navigate, controller } = setup({
      statuses: ['pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'paid'],
    });
    await openSbp(controller);
    await vi.advanceTimersByTimeAsync(110_000);
    expect(controller.getState()).toMatchObject({ step: 'sbpPay', sbpLate: true });
    expect(api.cancelOrder).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(controller.getState().leaving).toBe('paid');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(navigate).toHaveBeenCalledWith('/order/41');
  });

  it('back stops polling, drops SBPPAY and keeps the order for another method', async () => {
    const { api, controller } = setup();
    await openSbp(controller);
    await vi.advanceTimersByTimeAsync(10_000);
    controller.dispatch({ type: 'back' });
    expect(controller.getState()).toMatchObject({ step: 'choicePayment' });
    expect(readSbpPayment()).toBeNull();
    expect(readOrderId()).toBe(ORDER_ID);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.sbpStatus).not.toHaveBeenCalled();
    expect(api.cancelOrder).not.toHaveBeenCalled();
  });

  it('closing the popup stops polling; shown again, it polls one interval later', async () => {
    const { api, controller } = setup();
    await openSbp(controller);
    controller.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.sbpStatus).not.toHaveBeenCalled();
    expect(readSbpPayment()).not.toBeNull();
    controller.start();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(api.sbpStatus).toHaveBeenCalledTimes(1);
  });
});

describe('wallets', () => {
  it('Google Pay: the token, 1 s of processing, then pay with it; paid goes to the wallet page', async () => {
    const { api, wallets, navigate, controller } = setup({
      pay: async () => payData({ googleRedirectUrl: '/order/41' }),
    });
    await choosing(controller);
    controller.dispatch({ type: 'chooseMethod', method: 'google-pay' });
    controller.dispatch({ type: 'pay' });
    expect(controller.getState().busy).toBe('wallet');
    await vi.advanceTimersByTimeAsync(0);
    expect(wallets.token).toHaveBeenCalledWith({
      method: 'google-pay',
      orderId: ORDER_ID,
      amount: 700,
      settings: {},
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(api.payOrder).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.payOrder).toHaveBeenCalledWith(ORDER_ID, 'google-pay', {
      paymentToken: 'dG9rZW4=',
    });
    expect(navigate).toHaveBeenCalledWith('/order/41');
    expect(readOrderId()).toBeNull();
  });

  it("a rejection shows the server's message; without one, 'Неизвестная ошибка'", async () => {
    const payOrder = vi.fn(async (): Promise<PayData> => {
      throw serverRefusal(400, 'Платёж отклонён: карта в кошельке не принимается.');
    });
    const { controller } = setup({ pay: payOrder });
    await choosing(controller);
    controller.dispatch({ type: 'chooseMethod', method: 'google-pay' });
    controller.dispatch({ type: 'pay' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(controller.getState()).toMatchObject({ busy: null, step: 'choicePayment' });
    expect(controller.getState().error).toBe('Платёж отклонён: карта в кошельке не принимается.');
    payOrder.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    controller.dispatch({ type: 'pay' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(controller.getState().error).toBe('Неизвестная ошибка');
  });

  it('Apple Pay is listed only where the device can pay with it', async () => {
    const without = setup();
    await choosing(without.controller);
    expect(without.controller.getState().methods.map((m) => m.key)).not.toContain('apple-pay');
    clearUnpaidMarkers();
    const withIt = setup({ wallets: { applePayAvailable: () => true } });
    await choosing(withIt.controller);
    expect(withIt.controller.getState().methods.map((m) => m.key)).toContain('apple-pay');
  });

  it("a wallet's own refusal (Apple Pay gone meanwhile) is shown as it is, nothing is paid", async () => {
    const { api, controller } = setup({
      wallets: {
        applePayAvailable: () => true,
        token: vi.fn(async () => {
          throw new WalletError(PAYMENT_MESSAGES.applePayUnsupported);
        }),
      },
    });
    await choosing(controller);
    controller.dispatch({ type: 'chooseMethod', method: 'apple-pay' });
    controller.dispatch({ type: 'pay' });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(controller.getState().error).toBe(PAYMENT_MESSAGES.applePayUnsupported);
    expect(api.payOrder).not.toHaveBeenCalled();
  });
});

describe('SberPay and the Pushkin card', () => {
  it('SberPay: the button panel, then the SberPay page with the token', async () => {
    const { navigate, controller } = setup({
      pay: async () => payData({ redirect_url: '/sandbox/sberpay/t41', token: 'tok' }),
    });
    await choosing(controller);
    controller.dispatch({ type: 'chooseMethod', method: 'sberpay' });
    controller.dispatch({ type: 'pay' });
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.getState().step).toBe('sberpay');
    expect(navigate).not.toHaveBeenCalled();
    controller.dispatch({ type: 'openSberPay' });
    expect(navigate).toHaveBeenCalledWith('/sandbox/sberpay/t41?token=tok&orderNumber=41');
  });

  it('Pushkin card: sends the name, then the Mir page opens in the frame', async () => {
    const { api, controller } = setup({
      pay: async () => payData({ redirect_url: '/sandbox/bank/p41' }),
    });
    await choosing(controller);
    controller.dispatch({ type: 'chooseMethod', method: 'pushkin_card' });
    controller.dispatch({ type: 'pay' });
    expect(controller.getState().step).toBe('pushkinPay');
    controller.dispatch({ type: 'fio', value: 'Иванов Иван Иванович' });
    controller.dispatch({ type: 'payPushkin' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.payOrder).toHaveBeenCalledWith(ORDER_ID, 'pushkin_card', {
      fio: 'Иванов Иван Иванович',
    });
    expect(controller.getState().paymentUrl).toBe('/sandbox/bank/p41');
  });

  it('the time ending on the Pushkin form cancels the order and returns to checkout', async () => {
    const { api, controller } = setup();
    await choosing(controller);
    controller.dispatch({ type: 'chooseMethod', method: 'pushkin_card' });
    controller.dispatch({ type: 'pay' });
    await vi.advanceTimersByTimeAsync(109_000);
    expect(api.cancelOrder).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.cancelOrder).toHaveBeenCalledWith(ORDER_ID);
    expect(controller.getState()).toMatchObject({ step: 'checkout', order: null });
    expect(readOrderId()).toBeNull();
  });

  it('the time ending on the method list cancels the order and returns to checkout', async () => {
    const { api, controller } = setup();
    await choosing(controller);
    await vi.advanceTimersByTimeAsync(110_000);
    expect(api.cancelOrder).toHaveBeenCalledWith(ORDER_ID);
    expect(controller.getState()).toMatchObject({ step: 'checkout', order: null });
  });
});
