/**
 * The payment steps of the purchase machine (spec section 2: choicePayment, sbpPay, sberpay,
 * pushkinPay; section 4: Order, SBP polling, Wallet payments). Pure like purchaseMachine.ts,
 * which hands it every event it does not handle itself: timers, calls, storage and redirects
 * are commands the PurchaseController runs.
 */
import { isPushkinFio, pushkinFioOf, type PayData, type PayMethod } from '@softkino/contract';
import { REDIRECT_DELAY_MS, SBP_FIRST_POLL_MS, SBP_POLL_INTERVAL_MS } from '../../lib/timings';
import { DEFAULT_METHOD, isWallet, orderMethods, startsAtOnce } from './paymentMethods';
import type {
  PurchaseCommand,
  PurchaseEvent,
  PurchaseState,
  PurchaseStep,
} from './purchaseMachine';
import { EXPIRED_PAYMENT_HOME } from './expiredPayment';

/** The HTTP status of a pay call refused because the hold already ran out (docs/api.md). */
export const HOLD_GONE_STATUS = 410;
/**
 * Where an expired SBP order sends the buyer (spec section 4, SBP polling: the home page), which
 * then says 'Заказ не оплачен' (spec section 8; decision 359).
 */
export const HOME_PATH = EXPIRED_PAYMENT_HOME;

/** The next state with the side effects it asks for. */
export function ask(state: PurchaseState, ...commands: PurchaseCommand[]): PurchaseState {
  return { ...state, commands };
}

/** Leaves the payment steps for checkout without the order (back from choicePayment, expiry). */
export function dropOrder(state: PurchaseState): PurchaseState {
  return {
    ...state,
    step: 'checkout',
    order: null,
    paymentUrl: null,
    pay: null,
    fio: '',
    sbpLate: false,
    busy: null,
    error: '',
  };
}

/** The popup's ordered sessions with the current one. */
function withSession(state: PurchaseState): readonly number[] {
  const { orderedSessions, sessionId } = state;
  return orderedSessions.includes(sessionId) ? orderedSessions : [...orderedSessions, sessionId];
}

export function created(
  state: PurchaseState,
  event: Extract<PurchaseEvent, { type: 'orderCreated' }>,
): PurchaseState {
  const { order } = event;
  const mark: PurchaseCommand = { type: 'markUnpaid', orderId: order.id };
  // Left meanwhile (back from checkout): the order stays marked unpaid, nothing more.
  if (state.step !== 'checkout')
    return ask({ ...state, busy: null, orderedSessions: withSession(state) }, mark);
  const settings = event.methods ?? {};
  const methods = orderMethods(settings, { applePay: event.applePay });
  const next: PurchaseState = {
    ...state,
    step: 'choicePayment',
    order,
    orderedSessions: withSession(state),
    paymentUrl: event.url ?? null,
    methods,
    methodSettings: settings,
    method: DEFAULT_METHOD,
    pay: null,
    fio: '',
    sbpLate: false,
    leaving: null,
    busy: null,
    error: '',
  };
  if (event.url || !startsAtOnce(methods)) return ask(next, mark);
  // Card is the only method: its payment starts at once, without a chooser.
  return ask({ ...next, busy: 'pay' }, mark, {
    type: 'pay',
    orderId: order.id,
    method: DEFAULT_METHOD,
  });
}

/** create_order's settings of a wallet (merchant ids, environment), keyed `google` / `apple`. */
function walletSettings(state: PurchaseState, method: 'google-pay' | 'apple-pay'): unknown {
  const short = method === 'google-pay' ? 'google' : 'apple';
  return state.methodSettings[short] ?? state.methodSettings[method] ?? {};
}

/**
 * The SberPay page with what the pay call gave for it: its token, the return page, the amount,
 * the shop's name and the order's number, added as query fields unless the page's address
 * already names them.
 */
export function sberPayUrl(data: PayData, origin: string = 'http://localhost'): string {
  const url = new URL(data.redirect_url, origin);
  const fields: Record<string, string | number | undefined> = {
    token: data.token,
    returnUrl: data.returnUrl,
    amount: data.amount,
    shopName: data.shopName,
    orderNumber: data.orderNumber ?? data.order_number,
  };
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && !url.searchParams.has(key)) url.searchParams.set(key, String(value));
  // A page of this site stays a path, so the redirect never leaves the site by accident.
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The wallet's landing page after an approved payment (the order page). */
function walletLanding(method: PayMethod, data: PayData): string {
  const landing = method === 'google-pay' ? data.googleRedirectUrl : data.appleRedirectUrl;
  return landing ?? data.callback_url;
}

const METHOD_STEPS: ReadonlySet<PurchaseStep> = new Set<PurchaseStep>([
  'sbpPay',
  'sberpay',
  'pushkinPay',
]);

function started(
  state: PurchaseState,
  event: Extract<PurchaseEvent, { type: 'payStarted' }>,
): PurchaseState {
  const order = state.order;
  // The order or the step was left meanwhile (back, expiry): the answer is not used.
  if (order?.id !== event.orderId || !state.busy || state.leaving) return state;
  const { data, method } = event;
  const done = { ...state, busy: null, error: '' };
  if (method === 'sbp')
    return ask(
      { ...done, step: 'sbpPay', pay: data, sbpLate: false },
      {
        type: 'storeSbp',
        marker: {
          orderId: order.id,
          orderNumber: data.order_number,
          callbackUrl: data.callback_url,
          expiresAt: order.expiresAt,
        },
      },
      {
        type: 'pollSbp',
        orderId: order.id,
        orderNumber: data.order_number,
        delayMs: SBP_FIRST_POLL_MS,
      },
    );
  if (method === 'sberpay') return ask({ ...done, step: 'sberpay', pay: data });
  if (isWallet(method))
    return ask(
      { ...done, leaving: 'wallet' },
      { type: 'clearMarkers' },
      { type: 'redirect', url: walletLanding(method, data), delayMs: 0 },
    );
  // Card and Pushkin card: the bank page in the payment frame, kept for #pay.
  return ask(
    { ...done, paymentUrl: data.redirect_url },
    { type: 'storeLink', url: data.redirect_url, orderId: order.id, expiresAt: order.expiresAt },
  );
}

/**
 * Checkout's note when the order's time ran out on the method list (spec section 4: the order is
 * cancelled and the flow returns to checkout): section 8's timeout words, then what to do.
 */
export const ORDER_EXPIRED_TEXT =
  'Время ожидания оплаты заказа истекло. Заказ отменен: чтобы купить эти места, оформите его еще раз.';

/** The step's answer to the order's expiry (spec section 4, Order; docs/decisions/197). */
function expire(state: PurchaseState): PurchaseState {
  const order = state.order;
  if (!order || state.leaving) return state;
  if (state.step === 'sbpPay')
    // The money may be on its way from the buyer's bank: the QR goes, polling goes on, and
    // the server's 'paid' or 'expired' decides.
    return ask({ ...state, sbpLate: true });
  if (!['choicePayment', 'sberpay', 'pushkinPay'].includes(state.step)) return state;
  if (state.paymentUrl)
    // The bank page is open: it is told, and the popup ends with 'Заказ не оплачен'.
    return ask(
      dropOrder(state),
      { type: 'postTimeout' },
      { type: 'finish', outcome: 'timeout', orderId: order.id },
    );
  // The order is cancelled and the flow returns to checkout, saying why (decision 366).
  return ask(
    { ...dropOrder(state), error: ORDER_EXPIRED_TEXT },
    { type: 'cancel', orderId: order.id },
  );
}

export function reducePayment(state: PurchaseState, event: PurchaseEvent): PurchaseState {
  const order = state.order;
  switch (event.type) {
    case 'orderCreated':
      return created(state, event);
    case 'chooseMethod':
      if (state.step !== 'choicePayment' || state.busy || state.paymentUrl) return state;
      if (!state.methods.some((m) => m.key === event.method)) return state;
      return { ...state, method: event.method, error: '' };
    case 'pay': {
      if (state.step !== 'choicePayment' || !order || state.busy || state.paymentUrl) return state;
      const method = state.method;
      if (!state.methods.some((m) => m.key === method) || state.leaving) return state;
      if (method === 'pushkin_card') return { ...state, step: 'pushkinPay', error: '' };
      if (isWallet(method))
        return ask(
          { ...state, busy: 'wallet', error: '' },
          {
            type: 'walletPay',
            orderId: order.id,
            method,
            amount: order.amount,
            settings: walletSettings(state, method),
          },
        );
      return ask({ ...state, busy: 'pay', error: '' }, { type: 'pay', orderId: order.id, method });
    }
    case 'fio':
      if (state.step !== 'pushkinPay' || state.paymentUrl) return state;
      return { ...state, fio: event.value, error: '' };
    case 'payPushkin': {
      if (state.step !== 'pushkinPay' || !order || state.busy || state.paymentUrl) return state;
      const fio = pushkinFioOf(state.fio);
      if (!isPushkinFio(fio)) return state;
      return ask(
        { ...state, busy: 'pay', error: '' },
        { type: 'pay', orderId: order.id, method: 'pushkin_card', fio },
      );
    }
    case 'openSberPay':
      if (state.step !== 'sberpay' || !state.pay || state.leaving) return state;
      return ask(
        { ...state, leaving: 'sberpay' },
        { type: 'redirect', url: sberPayUrl(state.pay), delayMs: 0 },
      );
    case 'payStarted':
      return started(state, event);
    case 'payFailed': {
      if (order?.id !== event.orderId || !state.busy) return state;
      // 410: the hold ran out on the server first.
      if (event.failure.status === HOLD_GONE_STATUS)
        return ask(
          { ...state, busy: null },
          { type: 'finish', outcome: 'timeout', orderId: event.orderId },
        );
      return ask({ ...state, busy: null, error: event.failure.message });
    }
    case 'sbpPolled':
    case 'sbpPollFailed': {
      if (state.step !== 'sbpPay' || order?.id !== event.orderId || !state.pay) return state;
      if (state.leaving) return state;
      const status = event.type === 'sbpPolled' ? event.status : 'pending';
      if (status === 'paid')
        return ask(
          { ...state, leaving: 'paid' },
          { type: 'clearMarkers' },
          { type: 'redirect', url: state.pay.callback_url, delayMs: REDIRECT_DELAY_MS },
        );
      if (status === 'expired')
        return ask(
          { ...state, leaving: 'expired' },
          { type: 'clearMarkers' },
          { type: 'redirect', url: HOME_PATH, delayMs: REDIRECT_DELAY_MS },
        );
      return ask(state, {
        type: 'pollSbp',
        orderId: order.id,
        orderNumber: state.pay.order_number,
        delayMs: SBP_POLL_INTERVAL_MS,
      });
    }
    case 'frameMessage':
      if (!order || !state.paymentUrl) return state;
      if (state.step !== 'choicePayment' && state.step !== 'pushkinPay') return state;
      return ask(state, { type: 'finish', outcome: event.message, orderId: order.id });
    case 'back': {
      // From a method's own step back to the list, the order kept (docs/decisions/196).
      if (!METHOD_STEPS.has(state.step) || state.leaving) return state;
      const next: PurchaseState = {
        ...state,
        step: 'choicePayment',
        paymentUrl: null,
        pay: null,
        sbpLate: false,
        busy: null,
        error: '',
        notice: '',
      };
      if (state.step !== 'sbpPay') return ask(next);
      return ask(next, { type: 'stopSbpPoll' }, { type: 'clearSbp' });
    }
    case 'expired':
      return expire(state);
    default:
      return state;
  }
}
